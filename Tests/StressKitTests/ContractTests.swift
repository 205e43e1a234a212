import Containment
import Foundation
import StressKit
import Testing

/// A container written from Apple's recipe ("Implementing a Container View Controller").
///
/// `displayContentController` adds the child, puts its view in the container's view (loading
/// both, on screen or not) and calls `didMove`; `hideContentController` undoes it. The content's
/// view goes back in place when the container's view loads again.
final class RecipeController: ViewController {
  private(set) var content: ViewController?

  /// Shows `new` in place of the current content.
  func show(_ new: ViewController?) throws(ContainmentError) {
    guard new !== content else { return }
    if let new { try checkCanAddChild(new) }
    if let old = content { hideContentController(old) }
    content = new
    if let new { try displayContentController(new) }
  }

  /// A view loaded again after a memory warning gets the content's view back, as the codepath
  /// article's container does in its `viewDidLoad` (UIKit before iOS 6 released the views of
  /// view controllers off screen; the model does too).
  override func viewDidLoad() {
    if let content { view.addSubview(content.view) }
  }

  private func displayContentController(_ content: ViewController) throws(ContainmentError) {
    try addChild(content)
    content.view.frame = view.frame
    view.addSubview(content.view)
    content.didMove(toParent: self)
  }

  private func hideContentController(_ content: ViewController) {
    content.willMove(toParent: nil)
    content.view.removeFromSuperview()
    content.removeFromParent()
  }
}

/// The recipe container under stress, held to CoconutKit's contract (the default).
final class RecipeDriver: StressDriver {
  enum Operation: StressOperation {
    case show(ChildChoice?)
    enum Kind: String, StressKind { case show }
    var kind: Kind { .show }
    var description: String { "show(\(self.choice?.description ?? "nil"))" }
    var choice: ChildChoice? { if case .show(let choice) = self { choice } else { nil } }
  }
  typealias Bug = NoBug
  static let info = StressDriverInfo<RecipeDriver>(
    name: "recipe",
    profiles: [.withSharedSteps(summary: "content shown and hidden", [(.show, 20)])])
  let recipe: RecipeController
  let context: StressContext

  init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<Bug>) throws {
    self.context = context
    recipe = RecipeController(id: context.containerID, observer: context.observer)
    try recipe.show(context.child(for: .new(payload: 256)))
  }

  var root: ViewController { recipe }
  var isTransitioning: Bool { false }
  func nextOperation(of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64)
    -> Operation
  { .show(rng.below(4) == 0 ? nil : context.drawChild(using: &rng)) }
  func apply(_ operation: Operation) -> Bool {
    let old = recipe.content
    let new = operation.choice.flatMap { context.child(for: $0) }
    guard operation.choice == nil || new != nil, (try? recipe.show(new)) != nil, new !== old
    else { return false }
    if let old { context.keepForReuse([old]) }
    return true
  }
  func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    context.checkShown(recipe.content, among: recipe.children, of: recipe, idle: true)
  }
}

/// The same container, its driver choosing iOS 5's contract (UIKit's rules, C6 left out).
final class UIKitRecipeDriver: StressDriver {
  typealias Operation = RecipeDriver.Operation
  typealias Bug = NoBug
  static let info = StressDriverInfo<UIKitRecipeDriver>(
    name: "uikit-recipe", profiles: RecipeDriver.profiles, contract: .ios5)
  let inner: RecipeDriver
  init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<Bug>) throws {
    inner = try RecipeDriver(context: context, configuration: configuration, plantedBugs: [])
  }
  var root: ViewController { inner.root }
  var isTransitioning: Bool { false }
  func nextOperation(of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64)
    -> Operation
  { inner.nextOperation(of: kind, profile: profile, using: &rng) }
  func apply(_ operation: Operation) -> Bool { inner.apply(operation) }
  func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    inner.checkInvariants(after: step, in: context)
  }
}

/// Which contract a container is held to: Apple's recipe breaks CoconutKit's lazy loading (C6)
/// and nothing of UIKit's, and the report says so either way.
@Suite struct ContractTests {
  @Test("Apple's recipe fails C6 under CoconutKit's contract, the default, and is told why")
  func recipeFailsTheStricterContract() throws {
    let runner = try StressRunner<RecipeDriver>(options: StressOptions(seed: 1, steps: 20_000))
    runner.run()
    let violation = try #require(runner.finish().first)
    #expect(violation.rule == .C6, "\(violation)")
    #expect(violation.expected.contains("CoconutKit's contract; --contract ios"), "\(violation)")
    #expect(Rule.C6.isBeyondUIKit && !Rule.L2.isBeyondUIKit)
  }

  @Test(
    "held to UIKit's contract, by the run or by its driver, the recipe runs clean and the report names what CoconutKit's would need"
  )
  func recipeRunsCleanUnderUIKit() throws {
    var options = StressOptions<RecipeDriver>(seed: 1, steps: 20_000)
    options.contract = .ios5
    let byRun = try StressRunner<RecipeDriver>(options: options)
    byRun.run()
    #expect(byRun.finish().isEmpty)
    let report = byRun.report(elapsedSeconds: 1)
    let beyond = try #require(report.beyondContract)
    #expect(beyond.first.rule == .C6 && beyond.count > 0)
    #expect(report.options.contract == .ios5)
    #expect(report.text.contains("\ncontract: iOS 5's ("), "\(report.text)")
    #expect(
      report.text.contains(
        "beyond UIKit's contract (not held at this level): C6 "), "\(report.text)")
    #expect(report.text.contains("CoconutKit's contract holds it (--contract coconutkit)"))

    let byDriver = try StressRunner<UIKitRecipeDriver>(
      options: StressOptions(seed: 1, steps: 20_000))
    #expect(byDriver.options.resolvedContract == .ios5)
    byDriver.run()
    #expect(byDriver.finish().isEmpty)
    #expect(byDriver.report(elapsedSeconds: 1).beyondContract?.count == beyond.count)
    // The run can hold a UIKit-level driver to the stricter contract all the same.
    var strict = StressOptions<UIKitRecipeDriver>(seed: 1, steps: 20_000)
    strict.contract = .coconutKit
    let held = try StressRunner<UIKitRecipeDriver>(options: strict)
    held.run()
    #expect(held.finish().first?.rule == .C6)
  }

  @Test(
    "a built-in container is held to CoconutKit's contract, and the choice travels in the trace")
  func defaultsAndTrace() throws {
    #expect(StressOptions<StackDriver>(seed: 1).resolvedContract == .coconutKit)
    #expect(StressOptions<RecipeDriver>(seed: 1).resolvedContract == .coconutKit)
    var options = StressOptions<StackDriver>(seed: 1)
    options.contract = .ios5
    let header = String(decoding: try JSONEncoder().encode(options), as: UTF8.self)
    #expect(header.contains(#""contract":"ios5""#), "\(header)")
    let read = try JSONDecoder().decode(StressOptions<StackDriver>.self, from: Data(header.utf8))
    #expect(read.contract == .ios5)
    // A trace written before today's iOS was a level names iOS 5's `uikit`.
    let old = header.replacingOccurrences(of: #""contract":"ios5""#, with: #""contract":"uikit""#)
    let readOld = try JSONDecoder().decode(StressOptions<StackDriver>.self, from: Data(old.utf8))
    #expect(readOld.contract == .ios5)
    let plain = String(
      decoding: try JSONEncoder().encode(StressOptions<StackDriver>(seed: 1)), as: UTF8.self)
    #expect(!plain.contains("contract"))
  }
}

/// `StressContext.letGo(_:)`: a child the workload lets go must be deallocated once the clock
/// is idle (C9), and is reported at that step when something still holds it.
@Suite struct LetGoTests {
  @Test("a child let go and still held is a C9 leak at the step; one let go and freed is fine")
  func aChildLetGoMustBeFreed() throws {
    let runner = try StressRunner<UIKitRecipeDriver>(options: StressOptions(seed: 1, steps: 10))
    let context = runner.context
    var kept: [ViewController] = []
    let held = try #require(context.child(for: .new(payload: 0)))
    kept.append(held)
    context.letGo([held])
    let freedID = try Self.makeAndLetGo(in: context)
    try runner.apply(.advance(ticks: 1))
    let violations = runner.finish()
    let leak = try #require(violations.first)
    #expect(leak.rule == .C9 && leak.subject == held.id && leak.step == 0, "\(violations)")
    #expect(!violations.contains { $0.subject == freedID }, "\(violations)")
    #expect(kept.count == 1)
  }

  @Test("a child let go twice in a step (by its parent and by the workload) is one leak")
  func aChildLetGoTwiceIsOneLeak() throws {
    let runner = try StressRunner<UIKitRecipeDriver>(options: StressOptions(seed: 1, steps: 10))
    let context = runner.context
    let held = try #require(context.child(for: .new(payload: 0)))
    context.letGo([held])
    // Its parent's didMove(toParent: nil) in the same step notes it again.
    runner.oracle.noteLetGo(held)
    try runner.apply(.advance(ticks: 1))
    let leaks = runner.finish().filter { $0.rule == .C9 && $0.subject == held.id }
    #expect(leaks.count == 1, "\(leaks)")
    withExtendedLifetime(held) {}
  }

  /// A new child let go at once, nothing else holding it; returns its identifier.
  static func makeAndLetGo(in context: StressContext) throws -> ViewControllerID {
    let child = try #require(context.child(for: .new(payload: 0)))
    context.letGo([child])
    return child.id
  }
}
