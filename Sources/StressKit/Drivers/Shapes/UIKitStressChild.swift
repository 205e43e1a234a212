import Containment
import ContainmentCore
import UIKitContainment

/// A child the workload made for a container written the UIKit way: a `UIViewController`
/// whose `UIView` carries the profile's payload, within the run's budget, counted for the leak
/// check (`StressChild` for the model's containers); the app driver's screens are its
/// subclasses (``StressContext/makesScreen``).
class UIKitStressChild: UIViewController {
  private let budget: PayloadBudget
  /// How many views deep its view goes (1: the view alone; ``Magnitudes/viewDepth(of:)``).
  private let viewDepth: Int

  /// A child taking its identifier, observer and release policy from `registration`.
  init(
    registration: ViewControllerRegistration, payload: Int, viewDepth: Int,
    in context: StressContext
  ) {
    budget = context.budget
    self.viewDepth = viewDepth
    context.pendingRegistration = registration
    super.init(nibName: nil, bundle: nil)
    _skipOverrideChecks()  // the harness's own code
    viewPayloadBytes = payload
  }

  required init?(coder: NSCoder) {
    preconditionFailure("a harness's child is never decoded")
  }

  /// A view of the screen's size that follows its superview's, as UIKit's default view does,
  /// with the payload the budget grants; a deep one holds a chain of subviews, each filling
  /// the one above it, as a screen's stacks and scroll views nest.
  override func loadView() {
    let made = UIView(frame: UIScreen.main.bounds)
    made._attachPayload(byteCount: budget.grant(viewPayloadBytes), lifetime: budget.lifetime)
    made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // From the innermost out, as `StressChild` builds its chain: no ancestor to walk. Plain
    // subviews as the model's chain has them (no autoresizing): the same work on both faces,
    // so that `scripts/uikit-cost.sh` compares the names, not two hierarchies.
    var chain: UIView?
    for _ in 1..<max(1, viewDepth) {
      let outer = UIView(frame: made.bounds)
      if let chain { outer.addSubview(chain) }
      chain = outer
    }
    if let chain { made.addSubview(chain) }
    view = made
  }
}

extension StressContext {
  /// A new child of UIKit's (`UIKitStressChild`) with `id`: what ``makeChild(payload:nested:)``
  /// makes for a container written the UIKit way.
  func makeUIKitChild(id: ViewControllerID, payload: Int, depth: Int) -> ViewController {
    let registration = ViewControllerRegistration(
      id: id, observer: observer, policy: releasePolicy)
    // Current while it is made (the runner makes it current already; a test may not have).
    return (self as any ViewControllerRegistry).withCurrent {
      if let makesScreen { return makesScreen(registration, payload, depth) }
      return onModelThread((registration, payload, depth, self)) {
        UIKitStressChild(registration: $0, payload: $1, viewDepth: $2, in: $3)
      }
    }
  }
}
