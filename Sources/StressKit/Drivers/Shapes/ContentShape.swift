import Containment
import UIKitContainment

/// A container that shows one content child at a time: `container.content = child`, or a
/// method that does it.
///
/// ```swift
/// enum Fade: ContentShape {
///   static let name = "fade"
///   static func makeContainer(plantedBugs: Set<NoBug>) -> FadeViewController {
///     FadeViewController()
///   }
///   static func show(_ content: UIViewController?, in fade: FadeViewController) {
///     fade.content = content
///   }
///   static func content(of fade: FadeViewController) -> UIViewController? { fade.content }
/// }
/// // StressHarness.main(containers: .builtIn + [ContentShapeDriver<Fade>.self])
/// ```
public protocol ContentShape: ContainerShape {
  /// Shows `content` (`nil`: none) in `container`, as the app's code would: whatever the
  /// container is doing, on screen or off, mid-transition or not.
  static func show(_ content: UIViewController?, in container: Container)

  /// The content `container` shows, as it says.
  static func content(of container: Container) -> UIViewController?

  /// The runner's step loop for this shape. Harness plumbing: keep the default
  /// implementation, specialized where the shape's conformance is declared (the driver is
  /// generic over the shape, and the runner's loop unspecialized over it costs most of a step).
  static func _run(
    _ runner: StressRunner<ContentShapeDriver<Self>>,
    record: ((StressStep<ContentShapeOperation>) -> Void)?,
    progress: (Int) -> Bool)

  /// The runner's replay loop for this shape. Harness plumbing: keep the default
  /// implementation (see ``_run(_:record:progress:)``).
  static func _replay(
    _ steps: [StressStep<ContentShapeOperation>], on runner: StressRunner<ContentShapeDriver<Self>>)
}

extension ContentShape {
  /// The runner's step loop, specialized here.
  @inlinable
  public static func _run(
    _ runner: StressRunner<ContentShapeDriver<Self>>,
    record: ((StressStep<ContentShapeOperation>) -> Void)?,
    progress: (Int) -> Bool
  ) {
    runner._runLoop(record: record, progress: progress)
  }

  /// The runner's replay loop, specialized here.
  @inlinable
  public static func _replay(
    _ steps: [StressStep<ContentShapeOperation>], on runner: StressRunner<ContentShapeDriver<Self>>
  ) {
    runner._replayLoop(steps)
  }
}

/// An operation of ``ContentShapeDriver``: a new, reused or taken child shown, or none.
///
/// A type of its own, not the driver's (a generic driver's nested type would be generic too,
/// and its metadata looked up at run time in every step).
public enum ContentShapeOperation: Codable, Hashable, Sendable, CustomStringConvertible {
  /// `content = child` (`nil`: none).
  case show(ChildChoice?)

  /// `show(new(1024))`, `show(nil)`.
  public var description: String {
    switch self {
    case .show(let choice): "show(\(choice?.description ?? "nil"))"
    }
  }
}

/// The kind of a ``ContentShapeOperation``.
public enum ContentShapeKind: String, StressKind {
  case show

  /// 0: the only kind.
  public var ordinal: Int { 0 }
}

/// The driver of a ``ContentShape``: contents shown and hidden, new, reused and taken from a
/// parent, among the steps every container faces (memory warnings, the window hidden and
/// shown, rotations, time), each applied whenever it is drawn, mid-transition included.
///
/// Checks, beyond the lifecycle rules: idle and on screen, the content shown has appeared and
/// every other child has disappeared (C3).
public final class ContentShapeDriver<Shape: ContentShape>: ShapeDriverBase<Shape>, StressDriver {
  /// Shows a new, reused or taken child, or none.
  public typealias Operation = ContentShapeOperation
  /// The one kind of operation.
  public typealias Kind = ContentShapeKind

  /// The shape's planted bugs.
  public typealias Bug = Shape.Bug

  /// Contents shown and hidden among the steps every container faces.
  public static var profiles: [StressProfile<Kind>] {
    [.withSharedSteps(summary: "contents shown and hidden", [(.show, 20)])]
  }

  /// Makes the container and shows a first content.
  public init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<Bug>)
    throws
  {
    try super.init(context: context, plantedBugs: plantedBugs)
    Shape.show(child(.new(payload: 256)), in: container)
  }

  /// The runner's step loop: the shape's, specialized where it is declared.
  public static func _run(
    _ runner: StressRunner<ContentShapeDriver>, record: ((StressStep<Operation>) -> Void)?,
    progress: (Int) -> Bool
  ) {
    Shape._run(runner, record: record, progress: progress)
  }

  /// The runner's replay loop: the shape's, specialized where it is declared.
  public static func _replay(
    _ steps: [StressStep<Operation>], on runner: StressRunner<ContentShapeDriver>
  ) {
    Shape._replay(steps, on: runner)
  }

  /// `.show`.
  public static func kind(of operation: Operation) -> Kind { .show }

  /// A new, reused or taken content; one time in four none.
  public func nextOperation(
    of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64
  ) -> Operation {
    .show(rng.below(4) == 0 ? nil : context.drawChild(using: &rng))
  }

  /// Shows the content, the old one kept for reuse.
  ///
  /// A no-op when the choice names no child or the content stays what it was.
  public func apply(_ operation: Operation) -> Bool {
    guard case .show(let choice) = operation else { return false }
    let new = choice.flatMap(child)
    guard choice == nil || new != nil else { return false }
    let old = Shape.content(of: container)
    let children = container._currentChildren.count
    Shape.show(new, in: container)
    if let old, old !== Shape.content(of: container) { context.keepForReuse([old]) }
    return old !== Shape.content(of: container) || children != container._currentChildren.count
  }

  /// Each content choice is checked.
  public static func validate(_ operation: Operation) throws(HarnessError) {
    if case .show(let choice?) = operation { try choice.validate() }
  }

  /// A new content without payload.
  public static func simplerForms(of operation: Operation) -> [Operation] {
    guard case .show(let choice?) = operation, let simpler = choice.simpler else { return [] }
    return [.show(simpler)]
  }

  /// Showing a child adds one.
  public static func adds(_ operation: Operation) -> Bool {
    if case .show(.some) = operation { return true }
    return false
  }

  /// Showing none takes the content away.
  public static func removes(_ operation: Operation) -> Bool { operation == .show(nil) }

  /// Whether a content is shown, then the shape's own (``ContainerShape/coverageDimensions``).
  public static var coverageDimensions: [CoverageDimension] {
    [CoverageDimension("content", ["no content", "a content"])] + Shape.coverageDimensions
  }

  /// Whether a content is shown, and the shape's state now.
  public func coverageIndex() -> Int {
    coverageIndex(driverValue: Shape.content(of: container) == nil ? 0 : 1)
  }

  /// C3: idle, the content shown and nothing else.
  public func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    checkShown(Shape.content(of: container))
  }
}
