import Containment
import Testing

/// The planted faults' set: a bit of its own for every fault, so that planting one never plants
/// another.
@Suite struct ContainerFaultsTests {
  @Test("each fault alone is the only one a set of it contains")
  func eachFaultHasABitOfItsOwn() {
    for planted in ContainerFault.allCases {
      let faults: ContainerFaults = [planted]
      #expect(!faults.isEmpty)
      for other in ContainerFault.allCases {
        #expect(faults.contains(other) == (other == planted), "\(planted) and \(other)")
      }
    }
  }

  @Test("a set holds every fault at once, and an empty one none")
  func everyFaultAtOnce() {
    let all = ContainerFaults(ContainerFault.allCases)
    #expect(ContainerFault.allCases.allSatisfy { all.contains($0) })
    let none: ContainerFaults = []
    #expect(none.isEmpty && !ContainerFault.allCases.contains { none.contains($0) })
  }
}
