import Containment
import Foundation
import StressKit
import Testing

/// The workload draws sizes over orders of magnitude, and a default run reaches them.
@Suite struct MagnitudesTests {
  @Test func bigPayloadsSpanEveryPowerOfTwoUpToTheLargestAndRespectTheRoom() {
    var rng = SplitMix64(seed: 7)
    let magnitudes = Magnitudes.standard
    var powers: Set<Int> = []
    var big = 0
    for _ in 0..<20_000 {
      let payload = magnitudes.payload(usual: 0...4096, room: 256 << 20, using: &rng)
      #expect((0...magnitudes.largestPayloadBytes).contains(payload))
      if payload > 4096 {
        big += 1
        powers.insert(Int.bitWidth - 1 - payload.leadingZeroBitCount)
      }
    }
    // 4 KiB to 4 MiB: powers 12 to 22, each drawn; about one draw in 32 is big.
    #expect(powers == Set(12...22), "\(powers.sorted())")
    #expect((400...850).contains(big), "\(big) big payloads in 20,000")
    // A run whose views hold nearly all they may: big draws shrink to what is left.
    for _ in 0..<1_000 {
      #expect(magnitudes.payload(usual: 0...0, room: 1 << 20, using: &rng) <= (1 << 20) / 16)
    }
  }

  @Test func noneDrawsOnlyTheUsualRange() {
    var rng = SplitMix64(seed: 7)
    for _ in 0..<5_000 {
      #expect(
        (0...4096).contains(Magnitudes.none.payload(usual: 0...4096, room: 1 << 28, using: &rng)))
      #expect((0...2).contains(Magnitudes.none.batch(usual: 0...2, using: &rng)))
    }
  }

  @Test(
    "a default stack run reaches big views, dives thousands deep and a removal of 256 or more in one step"
  )
  func aDefaultStackRunReachesTheMagnitudes() throws {
    let runner = try StressRunner<StackDriver>(options: StressOptions(seed: 1))
    runner.run()
    #expect(runner.finish().isEmpty)
    let reached = try #require(runner.report(elapsedSeconds: 1).reached)
    #expect(reached.largestPayloadBytes >= 1 << 20, "\(reached)")
    #expect(reached.largestBatchRemoved >= 256, "\(reached)")
    #expect(reached.largestBatchAdded >= 256, "\(reached)")
    #expect(reached.childrenMade > runner.maxMembers, "\(reached)")
    #expect(runner.maxMembers >= 1_000, "the stack dived \(runner.maxMembers) deep")
    #expect(runner.report(elapsedSeconds: 1).text.contains("\nreached: largest payload "))
  }

  @Test("a list dives one time in listDiveOneIn, each dive past 256, from bits already drawn")
  func listDivesAreRareAndCrossAByte() {
    var rng = SplitMix64(seed: 11)
    let magnitudes = Magnitudes.standard
    var dives: [Int] = []
    for _ in 0..<(magnitudes.listDiveOneIn * 16) {
      let bits = rng.next()
      let dive = magnitudes.listDive(bits: bits)
      if let dive { dives.append(dive) }
      // The list's own bits (its `keep` mask, 16 at most) say nothing of the dive.
      #expect(magnitudes.listDive(bits: bits ^ 0xFFFF) == dive)
      #expect(Magnitudes.none.listDive(bits: bits) == nil)
    }
    #expect(
      (6...32).contains(dives.count),
      "\(dives.count) dives in 16 × 1 in \(magnitudes.listDiveOneIn)")
    #expect(dives.allSatisfy { (272...1_024).contains($0) }, "\(dives)")
    #expect(Set(dives).count > dives.count / 2, "the sizes vary: \(dives)")
    #expect(magnitudes.listDives(oneIn: 1).listDive(bits: 0) == 272)
  }

  @Test(
    "every list container's default run removes 256 children or more in one step",
    arguments: ["tabs", "menu", "pages"])
  func everyListContainerRemovesAByteAtOnce(container: String) throws {
    let reached = try BuiltInContainerNames.reached(container, seed: 1, steps: 200_000)
    #expect(reached.largestBatchRemoved >= 256, "\(container): \(reached)")
    #expect(reached.largestBatchAdded >= 272, "\(container): \(reached)")
  }

  @Test(
    "every container's default run draws payloads of a mebibyte or more",
    arguments: BuiltInContainerNames.all)
  func everyContainerDrawsBigPayloads(container: String) throws {
    let reached = try BuiltInContainerNames.reached(container, seed: 1, steps: 20_000)
    #expect(reached.largestPayloadBytes >= 1 << 20, "\(container): \(reached)")
  }

  @Test("without magnitudes a run draws the profile's usual sizes only, and its trace says so")
  func magnitudesCanBeTurnedOff() throws {
    var options = StressOptions<StackDriver>(seed: 1, steps: 20_000)
    options.magnitudes = false
    let runner = try StressRunner<StackDriver>(options: options)
    runner.run()
    #expect(runner.finish().isEmpty)
    let reached = try #require(runner.report(elapsedSeconds: 1).reached)
    #expect(reached.largestPayloadBytes <= 4096, "\(reached)")
    #expect(reached.largestBatchAdded < 64, "\(reached)")
    // Recorded in the header only when off, and read back.
    let off = String(decoding: try JSONEncoder().encode(options), as: UTF8.self)
    #expect(off.contains(#""magnitudes":false"#), "\(off)")
    let read = try JSONDecoder().decode(StressOptions<StackDriver>.self, from: Data(off.utf8))
    #expect(!read.magnitudes)
    let on = String(
      decoding: try JSONEncoder().encode(StressOptions<StackDriver>(seed: 1)), as: UTF8.self)
    #expect(!on.contains("magnitudes"), "\(on)")
  }
}

/// The built-in drivers by name, run generically.
enum BuiltInContainerNames {
  /// From the package's own list, never one of the tests'.
  static let all = BuiltInDrivers.all.map { $0.name }

  static func reached(_ name: String, seed: UInt64, steps: Int) throws -> StressReport.Reached {
    func run<C: StressDriver>(_: C.Type) throws -> StressReport.Reached {
      let runner = try StressRunner<C>(options: StressOptions(seed: seed, steps: steps))
      runner.run()
      _ = runner.finish()
      return try #require(runner.report(elapsedSeconds: 1).reached)
    }
    let type = try #require(BuiltInDrivers.named(name), "no built-in driver '\(name)'")
    return try run(type)
  }
}
