import Containment
import StressKit
import Testing

/// The Swift source of reproducers: what it holds for each kind of driver and failure.
///
/// That it compiles and fails is shown end to end (`SwiftReproducerCommandLineTests`).
@Suite struct SwiftReproducerTests {
  @Test func builtInOperationsReadAsCode() {
    var options = StressOptions<StackDriver>(seed: 7, plantedBugs: ["memory-warning-unloads-top"])
    options.configuration = .init(capacity: 3)
    let trace = StressTrace<StackDriver>(
      options: options,
      steps: [
        .container(.push(payload: 0, style: .crossFade, animated: false)),
        .rotate(.landscapeLeft),
        .container(.replaceAll(keep: 5, added: 1, payload: 8, animated: true)),
        .memoryWarning(count: 1),
      ])
    let violation = Violation(
      rule: .C4, step: 3, subject: nil, expected: "a \"quoted\" thing", seen: "other")
    let source = SwiftReproducer(trace, name: "stack-seed-7", violation: violation).source
    #expect(source.contains("@Test(\"stack: C4, seed 7\")\nfunc stackSeed7() throws {"))
    #expect(
      source.contains(
        "var options = StressOptions<StressKit.StackDriver>(seed: 7, plantedBugs: [\"memory-warning-unloads-top\"])"
      ))
    #expect(source.contains("  options.configuration = .init(capacity: 3)\n"))
    #expect(
      source.contains(
        "  try runner.apply(.container(.push(payload: 0, style: .crossFade, animated: false)))\n"
          + "  try runner.apply(.rotate(.landscapeLeft))\n"
          + "  try runner.apply(.container(.replaceAll(keep: 0b101, added: 1, payload: 8, animated: true)))\n"
          + "  try runner.apply(.memoryWarning(count: 1))\n"))
    #expect(source.contains("// Violation: C4 at step 3: expected a \"quoted\" thing; saw other"))
    #expect(!source.contains("import Foundation"), "nothing to decode")
    #expect(!source.contains("processExitsWith"))
  }

  @Test("a shape's reproducer imports the shape's module, not only the driver's")
  func aShapesModuleIsImported() {
    let trace = StressTrace<ListShapeDriver<Segments>>(
      options: StressOptions(seed: 1), steps: [.memoryWarning(count: 1)])
    let source = SwiftReproducer(trace, name: "segments").source
    #expect(source.contains("\n@testable import StressKitTests\n"), "\(source)")
    #expect(source.contains("import StressKit\n"))
    #expect(source.contains("StressOptions<StressKit.ListShapeDriver<StressKitTests.Segments>>"))
    #expect(
      SwiftReproducer<StackDriver>.modules(in: "A.B<C.D.E, Swift.Optional<F.G>>, [H.I]")
        == ["A", "C", "F", "H"])
  }

  @Test func everyBuiltInOperationWritesItself() throws {
    // The expression names the case and every value: two operations that differ differ in it.
    func distinct<Operation: SwiftExpressible & Hashable>(_ operations: [Operation]) {
      #expect(Set(operations.map(\.swiftExpression)).count == Set(operations).count)
      for operation in operations { #expect(operation.swiftExpression.hasPrefix(".")) }
    }
    distinct(
      [
        PageDriver.Operation.setPages(
          keep: 3, add: [.new(payload: 1), .reuse(index: 2)], current: 1),
        .setPages(keep: 3, add: [.new(payload: 1), .taken(index: 2)], current: 1),
        .swipeLeft(animated: true),
        .swipeRight(animated: true), .swipeLeft(animated: false), .finishTransition,
      ])
    distinct(
      [
        NestedDriver.Operation.tabs(operation: .select(index: 1)),
        .tabs(operation: .menu(shown: true)),
        .push(child: .new(payload: 0), style: .slide, animated: true), .pop(animated: false),
        .detachTabs(animated: true), .attachTabs(style: .cover, animated: false),
        .tabs(operation: .setChildren(keep: 1, add: nil, at: 0)),
      ])
    distinct(
      [
        PlaceholderDriver.Operation.setChild(
          placeholder: 1, child: nil, style: .none, reversed: true, animated: false),
        .setChild(
          placeholder: 1, child: .new(payload: 0), style: .none, reversed: true, animated: false),
        .finishTransitions,
      ])
  }

  @Test func otherOperationsAreDecodedFromTheirTraceLines() {
    let trace = StressTrace<ScratchDriver>(
      options: StressOptions(seed: 3, plantedBugs: ["hoards"]),
      steps: [.container(.work), .hideWindow])
    let source = SwiftReproducer(trace, name: "3 scratch").source
    #expect(
      source.contains("func reproducer3Scratch() throws {"), "an identifier starts with a letter")
    #expect(
      source.contains(
        "import Foundation\nimport StressKit\nimport Testing\n\n@testable import StressKitTests\n"))
    #expect(
      source.contains(
        "  try runner.apply(step(#\"\"work\"\"#))\n  try runner.apply(.hideWindow)"))
    #expect(
      source.contains(
        "private func step(_ line: String) throws -> StressStep<StressKitTests.ScratchDriver.Operation>"
      ))
  }

  @Test func aCrashBecomesAnExitTest() {
    let trace = StressTrace<StackDriver>(
      options: StressOptions(seed: 1, plantedBugs: ["crashes-removing-root"]),
      steps: [.container(.remove(index: 0, animated: false))], brokenRule: .crash)
    let source = SwiftReproducer(trace, name: "stack-crash").source
    #expect(
      source.contains("func stackCrash() async {\n  await #expect(processExitsWith: .success) {\n"))
    #expect(
      source.contains("    try! runner.apply(.container(.remove(index: 0, animated: false)))\n"))
    #expect(source.contains("    precondition(violations.isEmpty"))
    #expect(source.contains("import Foundation"), "fatalError and precondition")
  }
}
