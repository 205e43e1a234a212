import Containment
import Testing

@testable import StressKit

/// The oracle's table of records, against a dictionary, and its memory over a long run.
@Suite struct IdentifierTableTests {
  /// Random inserts, removals and bulk removals, with identifiers in sequence (as a run makes
  /// them) and some long-lived ones: the table always holds what a dictionary holds.
  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func matchesADictionary(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let table = IdentifierTable(filler: -1, capacity: 4)
    var model: [ViewControllerID: Int] = [:]
    var next: UInt64 = 0
    var peak = 0
    for round in 0..<20_000 {
      let bits = rng.next()
      switch bits % 10 {
      case 0...4:
        let id = ViewControllerID(next)
        next += 1
        table.insert(round, for: id)
        model[id] = round
      case 5...7:
        // Mostly the newer identifiers die; a few old ones live on, so runs wrap around.
        guard let id = model.keys.randomElement(using: &rng) else { continue }
        guard id.rawValue + 64 > next || bits % 7 == 0 else { continue }
        table.remove(id)
        model[id] = nil
      case 8:
        let id = ViewControllerID(rng.next() % (next + 1))
        table.insert(round, for: id)
        model[id] = round
      default:
        if bits % 50 == 9 {
          let cut = rng.next() % 3
          table.removeAll { $0.rawValue % 3 == cut }
          model = model.filter { $0.key.rawValue % 3 != cut }
        }
      }
      #expect(table.count == model.count)
      peak = max(peak, model.count)
    }
    #expect(table.identifiers == model.keys.sorted())
    for (id, value) in model {
      #expect(table[id] == value)
    }
    for raw in 0..<next where model[ViewControllerID(raw)] == nil {
      #expect(table[ViewControllerID(raw)] == nil)
    }
    #expect(table.capacity <= 4 * max(8, peak), "grown past twice the most entries held")
  }
}

/// A long run keeps a record for each view controller alive, not for each one it made.
@Suite struct BoundedRecordsTests {
  func check<Driver: StressDriver>(_: Driver.Type) throws {
    let runner = try StressRunner<Driver>(options: StressOptions(seed: 5, steps: 60_000))
    var most = 0
    runner.run(record: nil) { _ in
      most = max(most, runner.oracle.recordCount)
      return true
    }
    let made = runner.context.nextID
    // The view controllers alive: those the oracle sees from the root, and the children the
    // workload holds for reuse (at most eight, and eight cache slots for the stack).
    let report = runner.report(elapsedSeconds: 0)
    #expect(made > 1_000 && most * 20 < made, "\(Driver.name): \(most) records for \(made) made")
    #expect(
      runner.oracle.recordCount == runner.oracle.liveIDs.count,
      "\(Driver.name): a record of a view controller that is gone")
    #expect(
      most <= report.maxChildren + 48,
      "\(Driver.name): \(most) records for \(report.maxChildren) children at most")
  }

  @Test func everyBuiltInContainer() throws {
    try check(StackDriver.self)
    try check(PlaceholderDriver.self)
    try check(TabDriver.self)
    try check(PageDriver.self)
    try check(NestedDriver.self)
  }
}
