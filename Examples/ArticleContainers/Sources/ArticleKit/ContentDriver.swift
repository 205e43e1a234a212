import Containment
import StressKit

/// Apple's recipe under stress: contents shown and hidden, new or reused.
///
/// Held to UIKit's contract: the recipe loads a child's view whenever it displays it (C6 left
/// out).
public final class ContentDriver: StressDriver {

  /// The container's own mistakes, planted by name (`--plant-bug`).
  public typealias Bug = ContentController.Mistake

  /// `content`, under iOS 5's contract (UIKit's rules: C6 left out): contents shown and hidden
  /// among the steps every container faces.
  public static let info = StressDriverInfo<ContentDriver>(
    name: "content",
    profiles: [.withSharedSteps(summary: "contents shown and hidden", [(.show, 20)])],
    contract: .ios5)

  let controller: ContentController
  let context: StressContext

  /// Builds the container with a first content.
  public init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<Bug>)
    throws
  {
    self.context = context
    controller = ContentController(id: context.containerID, observer: context.observer)
    controller.mistakes = plantedBugs
    try controller.show(context.child(for: .new(payload: 256)))
  }

  /// The content container.
  public var root: ViewController { controller }
  /// While the old content slides out.
  public var isTransitioning: Bool { controller.leaving != nil }

  /// A new or reused content, one time in four none; the old one let go one time in four.
  public func nextOperation(
    of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64
  ) -> Operation {
    .show(rng.below(4) == 0 ? nil : context.drawChild(using: &rng), keepsOld: rng.below(4) != 0)
  }

  /// Shows the content whenever app code could, mid-slide too.
  ///
  /// A second tap or a network callback lands while the old content slides out; one shown
  /// already is a no-op. The one guard: a reusable child none is free for,
  /// which no app holds.
  public func apply(_ operation: Operation) -> Bool {
    guard case .show(let choice, let keepsOld) = operation else { return false }
    let old = controller.content
    let new = choice.flatMap { context.child(for: $0) }
    guard choice == nil || new != nil, (try? controller.show(new)) != nil, new !== old else {
      return false
    }
    if let old { keepsOld ? context.keepForReuse([old]) : context.letGo([old]) }
    return true
  }

  /// C3: the content shown, nothing else, once no slide runs.
  public func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    context.checkShown(
      controller.content, among: controller.children, of: controller,
      idle: controller.leaving == nil)
  }
}
