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
    // Capacities in the hundreds and thousands, days of virtual time.
    #expect((256...4096).contains(reached.largestParameter ?? 0), "\(reached)")
    #expect((reached.virtualTimeTicks ?? 0) >= 86_400_000, "\(reached)")
    #expect(runner.report(elapsedSeconds: 1).text.contains("parameter up to "))
  }

  @Test(
    "a rare draw keeps the usual value of the draw it reads, and its big values span their range")
  func rareDrawsKeepTheSeedAndSpanTheirRange() {
    let magnitudes = Magnitudes.standard
    var drawn = SplitMix64(seed: 5)
    var plain = SplitMix64(seed: 5)
    var big: [Int] = []
    for _ in 0..<40_000 {
      let value = magnitudes.parameter(usual: 1...4, using: &drawn)
      let usual = 1 + plain.below(4)
      if value != usual { big.append(value) }
    }
    // One in 8 big, from 256 (past a byte) to 4,096; every other draw as without magnitudes.
    #expect((4_000...6_000).contains(big.count), "\(big.count) big of 40,000")
    #expect(big.allSatisfy { (256...4096).contains($0) })
    #expect(big.contains { $0 < 512 } && big.contains { $0 >= 2048 })
    var rng = SplitMix64(seed: 9)
    var longest = 0
    for _ in 0..<20_000 {
      longest = max(longest, magnitudes.advance(usual: 1...400, using: &rng))
    }
    #expect(longest >= 86_400_000, "the longest time step \(longest) ms")
    var none = SplitMix64(seed: 9)
    for _ in 0..<2_000 {
      #expect((1...3).contains(Magnitudes.none.burst(usual: 1...3, using: &none)))
    }
  }

  @Test(
    "the placeholder's profile nests its view 20 to 100 deep, one level in 8 a container; no magnitudes, none"
  )
  func placeholderRunsNestTheirView() throws {
    for seed: UInt64 in [1, 2, 3] {
      let runner = try StressRunner<PlaceholderDriver>(
        options: StressOptions(seed: seed, steps: 2_000))
      // Set up: the container sits under as many containers, each with its view (counted in
      // a function of its own: the test holds none of them when the run checks for leaks).
      let (ancestors, views) = try Self.depths(of: runner)
      // Appearance, size changes and memory warnings reach it through them, by the rules, and
      // it comes on screen through them: a tenth of its steps, at least, called while it was
      // on screen (idle or in a transition; under a nest that lost its view, 0.2 %).
      runner.run()
      #expect(runner.finish().isEmpty)
      let report = runner.report(elapsedSeconds: 1)
      let called = report.operations.reduce(0) { $0 + $1.applied + $1.noOps }
      let offScreen = report.operations.reduce(0) { $0 + ($1.offScreen ?? 0) }
      #expect(offScreen * 10 < called * 9, "seed \(seed): \(offScreen) of \(called) off screen")
      let nesting = try #require(report.reached?.nesting)
      #expect((20...100).contains(nesting), "seed \(seed): \(nesting)")
      #expect(ancestors == nesting / 8, "seed \(seed): one level in 8 a container")
      #expect(views > nesting, "seed \(seed): the window's views, and a view a level")
    }
    var options = StressOptions<PlaceholderDriver>(seed: 1, steps: 100)
    options.magnitudes = false
    let flat = try StressRunner<PlaceholderDriver>(options: options)
    flat.run()
    #expect(flat.report(elapsedSeconds: 1).reached?.nesting == 0)
  }

  /// How many view controllers, and how many views, the container under test has above it.
  static func depths<Driver: StressDriver>(of runner: StressRunner<Driver>) throws -> (Int, Int) {
    let subject = try #require(runner.driver?.subject)
    var ancestors = 0
    var parent = subject.parent
    while let next = parent {
      #expect(next.children.count == 1 && next.isViewLoaded)
      ancestors += 1
      parent = next.parent
    }
    var views = 0
    var superview = subject.viewIfLoaded?.superview
    while let next = superview {
      views += 1
      superview = next.superview
    }
    return (ancestors, views)
  }

  @Test(
    "a capacity kept in a byte is found once capacities past 255 are drawn, and never without them"
  )
  func aCapacityInAByteNeedsBigCapacities() throws {
    var options = StressOptions<StackDriver>(
      seed: 1, steps: 20_000, plantedBugs: [StackDriver.Bug.keepsCapacityInAByte.rawValue])
    let found = try StressRunner<StackDriver>(options: options)
    found.run()
    let violation = try #require(found.finish().first)
    #expect(violation.rule == .C1 && violation.expected.hasPrefix("the capacity it was given"))
    options.magnitudes = false
    let missed = try StressRunner<StackDriver>(options: options)
    missed.run()
    #expect(missed.finish().isEmpty, "capacities of 1...4 fit in a byte")
  }

  @Test("a run not given the pages' radius draws it over its magnitudes, by its seed")
  func theRadiusIsDrawnOverItsMagnitudes() throws {
    let radii = try (1...64 as ClosedRange<UInt64>).map { seed in
      try StressOptions<PageDriver>(seed: seed, steps: 10).drawingParameters(except: [])
        .configuration.radius
    }
    let big = radii.filter { $0 != 1 }
    #expect(big.allSatisfy { (16...4096).contains($0) }, "\(big)")
    #expect((2...20).contains(big.count), "about one run in 8: \(big.count) of 64")
    #expect(big.contains { $0 > 255 }, "past a byte: \(big)")
    // The same seed, the same radius; a radius given, or magnitudes off, is kept.
    let seed = try #require(radii.firstIndex { $0 != 1 }).advanced(by: 1)
    var options = StressOptions<PageDriver>(seed: UInt64(seed), steps: 10)
    #expect(try options.drawingParameters(except: []).configuration.radius == radii[seed - 1])
    #expect(try options.drawingParameters(except: ["radius"]).configuration.radius == 1)
    options.magnitudes = false
    #expect(try options.drawingParameters(except: []).configuration.radius == 1)
    // A driver whose parameters draw nothing big keeps its configuration.
    #expect(
      try StressOptions<StackDriver>(seed: UInt64(seed), steps: 10).drawingParameters(except: [])
        .configuration.capacity == 2)
  }

  @Test(
    "a radius kept in a byte is found with a radius past 255, and not below; the driver holds the container to the radius it was given"
  )
  func aRadiusInAByteNeedsABigRadius() throws {
    // A dive of 400 pages, then swipes across them: pages within the radius keep their views.
    let steps: [StressStep<PageDriver.Operation>] =
      [.container(.setPages(keep: 0b111, add: [], current: 0, dive: 400))]
      + Array(repeating: .container(.swipeLeft(animated: false)), count: 60)
    func firstViolation(radius: Int, planted: Bool = true) throws -> Violation? {
      var options = StressOptions<PageDriver>(
        seed: 1, steps: 100,
        plantedBugs: planted ? [PageDriver.Bug.keepsRadiusInAByte.rawValue] : [])
      options.configuration.radius = radius
      let runner = try StressRunner<PageDriver>(options: options)
      try runner.replay(steps)
      return runner.finish().first
    }
    let found = try #require(try firstViolation(radius: 300))
    #expect(found.rule == .C1 && found.expected.contains("radius 300"), "\(found)")
    #expect(try firstViolation(radius: 255) == nil, "a radius of 255 fits in a byte")
    // Without the bug, 300 holds: a container that also reported its radius from a byte would
    // be held to the 300 it was given (scripts/mutants.py C1-radius).
    #expect(try firstViolation(radius: 300, planted: false) == nil)
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

/// A step that does much is not a step that does not end: the traces that were reported as
/// hangs with no bug in them (a list of 15,625 children, then a burst of 64 memory warnings)
/// replay clean under the default bounds, each warning of a burst given the whole bound.
@Suite struct BigStepsAreNoHangTests {
  static let dive = 15_624

  func replayed<Driver: StressDriver>(
    _: Driver.Type, _ operation: Driver.Operation
  ) throws -> [Violation] {
    let runner = try StressRunner<Driver>(options: StressOptions(seed: 1, steps: 3))
    try runner.replay([.showWindow, .container(operation), .memoryWarning(count: 64)])
    return runner.finish()
  }

  @Test func aDiveAndABurstInTabsStackAndPagesReplayClean() throws {
    #expect(
      try replayed(
        TabDriver.self, .setChildren(keep: 0xFF, add: nil, at: 0, dive: Self.dive)
      ).isEmpty)
    #expect(
      try replayed(
        StackDriver.self, .replaceAll(keep: 0, added: Self.dive, payload: 0, animated: false)
      ).isEmpty)
    #expect(
      try replayed(PageDriver.self, .setPages(keep: 0b111, add: [], current: 0, dive: Self.dive))
        .isEmpty)
  }
}

/// Deep view hierarchies reach every container's children: one new child in 32 has a view 15
/// to 30 views deep, read from its identifier, so that a replay makes the same.
@Suite struct DeepViewTests {
  @Test("one child in 32 gets a deep view, from 15 to 30 views, the same for the same identifier")
  func deepViewsAreDrawnFromTheIdentifier() {
    let depths = (0..<UInt64(32_768)).map {
      Magnitudes.standard.viewDepth(of: ViewControllerID($0))
    }
    let deep = depths.filter { $0 > 1 }
    #expect((768...1_280).contains(deep.count), "\(deep.count) deep of 32,768")
    #expect(deep.allSatisfy { (15...30).contains($0) })
    #expect(deep.contains(15) && deep.contains(30))
    #expect(depths.allSatisfy { $0 == 1 || $0 >= 15 })
    #expect(Magnitudes.standard.viewDepth(of: ViewControllerID(77)) == depths[77])
    #expect(
      (0..<UInt64(1024)).allSatisfy { Magnitudes.none.viewDepth(of: ViewControllerID($0)) == 1 })
  }

  static func reached<Driver: StressDriver>(_: Driver.Type) throws -> StressReport.Reached {
    let runner = try StressRunner<Driver>(options: StressOptions(seed: 1, steps: 20_000))
    runner.run()
    #expect(runner.finish().isEmpty, "\(Driver.name)")
    return try #require(runner.report(elapsedSeconds: 1).reached)
  }

  @Test("every container's children reach views 15 to 30 deep in a default run")
  func everyContainersChildrenGetDeepViews() throws {
    for driver in BuiltInDrivers.all + [ListShapeDriver<Segments>.self] {
      let reached = try Self.reached(driver)
      #expect((15...30).contains(reached.deepestChildView ?? 0), "\(driver.name): \(reached)")
    }
    let runner = try StressRunner<StackDriver>(options: StressOptions(seed: 1, steps: 20_000))
    runner.run()
    #expect(runner.report(elapsedSeconds: 1).text.contains("children's views "))
  }

  /// The deepest chain of views under `view`, `view` counted.
  static func depth(of view: View) -> Int {
    1 + (view.subviews.map(depth(of:)).max() ?? 0)
  }

  @Test("a deep child's view is a chain of views on screen, under the stack's")
  func aDeepViewIsOnScreen() throws {
    let options = StressOptions<StackDriver>(seed: 1, steps: 20_000)
    let runner = try StressRunner<StackDriver>(options: options)
    let root = try #require(runner.context.window.rootViewController)
    var deepest = 0
    for step in try StressRunner<StackDriver>.steps(of: options, count: 20_000) {
      try runner.apply(step)
      if let view = root.viewIfLoaded { deepest = max(deepest, Self.depth(of: view)) }
      if deepest >= 16 { break }
    }
    // The stack's view, its child's, and 14 or more views inside the child's.
    #expect(deepest >= 16, "the deepest view tree on screen: \(deepest)")
  }
}
