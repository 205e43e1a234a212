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
  @MainActor static func show(_ content: UIViewController?, in container: Container)

  /// The content `container` shows, as it says.
  @MainActor static func content(of container: Container) -> UIViewController?
}

extension ContentShape {
  /// The runner's loop, specialized here for ``ContentShapeDriver``.
  @inlinable
  public static func _loop(
    _ runner: AnyObject, replaying steps: Any?, record: Any?, progress: (Int) -> Bool
  ) {
    _shapeLoop(
      ContentShapeDriver<Self>.self, runner, replaying: steps, record: record, progress: progress)
  }
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

  /// The shape's planted bugs.
  public typealias Bug = Shape.Bug

  /// The shape's name, contract and coverage, the driver's profiles and dimension.
  public static var info: StressDriverInfo<ContentShapeDriver> {
    info(
      profiles: workloadProfiles,
      dimension: CoverageDimension("content", ["no content", "a content"]))
  }

  /// The runner's loop: the shape's, specialized where it is declared.
  public static func _loop(
    _ runner: StressRunner<ContentShapeDriver>, replaying steps: [StressStep<Operation>]?,
    record: ((StressStep<Operation>) -> Void)?, progress: (Int) -> Bool
  ) {
    Shape._loop(runner, replaying: steps, record: record, progress: progress)
  }

  /// Contents shown and hidden among the steps every container faces; touches, for a shape
  /// with gestures.
  static var workloadProfiles: [StressProfile<Kind>] {
    [.withSharedSteps(summary: "contents shown and hidden", [(.show, 20)] + touchWeight(.touch))]
  }

  /// Makes the container and shows a first content.
  public init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<Bug>)
    throws
  {
    try super.init(context: context, plantedBugs: plantedBugs)
    show(child(.new(payload: 256)))
  }

  /// A new, reused or taken content, one time in four none; or a touch (while a finger is
  /// down, three times in four).
  public func nextOperation(
    of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64
  ) -> Operation {
    if fingerMovesOn(using: &rng) { return .touch(drawTouch(using: &rng)) }
    switch kind {
    case .show: return .show(rng.below(4) == 0 ? nil : context.drawChild(using: &rng))
    case .touch: return .touch(drawTouch(using: &rng))
    }
  }

  /// Shows the content, the old one kept for reuse.
  ///
  /// A no-op when the choice names no child or the content stays what it was. A touch
  /// follows the shape's gesture.
  public func apply(_ operation: Operation) -> Bool {
    switch operation {
    case .show(let choice):
      let new = choice.flatMap(child)
      guard choice == nil || new != nil else { return false }
      let (old, children) = (shownContent, container._currentChildren.count)
      show(new)
      return contentChanged(from: old, children: children)
    case .touch(let touch):
      let (old, children) = (shownContent, container._currentChildren.count)
      guard applyTouch(touch) else { return false }
      // A touch counts whatever it set off (a drawer pulled), not only the content.
      _ = contentChanged(from: old, children: children)
      return true
    }
  }

  /// Whether the content or the number of children changed since `old` and `children`; an
  /// old content let go is kept for reuse.
  private func contentChanged(from old: UIViewController?, children: Int) -> Bool {
    let now = shownContent
    if let old, old !== now { context.keepForReuse([old]) }
    return old !== now || children != container._currentChildren.count
  }

  /// The content shown, as the shape says (``ContentShape/content(of:)``).
  private var shownContent: UIViewController? {
    onModelThread(container) { Shape.content(of: $0) }
  }

  /// Shows `content`, as the shape does (``ContentShape/show(_:in:)``).
  private func show(_ content: UIViewController?) {
    onModelThread(content, container) { Shape.show($0, in: $1) }
  }

  /// Whether a content is shown, and the shape's state now.
  public func coverageIndex() -> Int {
    coverageIndex(driverValue: shownContent == nil ? 0 : 1)
  }

  /// C3: idle, the content shown and nothing else.
  public func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    checkShown(shownContent)
  }
}
