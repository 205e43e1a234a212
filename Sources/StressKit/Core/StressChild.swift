import Containment

/// A child created by the workload: its view carries the profile's payload, within the run's
/// budget, and is counted for the leak check.
final class StressChild: ViewController {
  /// The transition style the stack's driver last added the child with (C8: its pop plays it
  /// reversed), kept with the child: no table to prune, however many children a run makes.
  @exclusivity(unchecked) var addedStyle = TransitionStyle.slide
  private let budget: PayloadBudget
  /// How many views deep its view goes (1: the view alone; ``Magnitudes/viewDepth(of:)``).
  private let viewDepth: Int

  init(
    id: ViewControllerID, payload: Int, viewDepth: Int = 1, observer: (any LifecycleObserver)?,
    budget: PayloadBudget
  ) {
    self.budget = budget
    self.viewDepth = viewDepth
    super.init(id: id, viewPayloadBytes: payload, observer: observer)
  }

  override func loadView() {
    let made = View(payloadByteCount: budget.grant(viewPayloadBytes), lifetime: budget.lifetime)
    // Built from the innermost out: each view is added to a parent without a superview, so
    // that the cycle check of `addSubview` looks at no ancestor (top down, it walked them all,
    // a chain of 30 costing 435 steps up).
    var chain: View?
    for _ in 1..<max(1, viewDepth) {
      let outer = View(frame: Rect(size: made.frame.size))
      if let chain { outer.addSubview(chain) }
      chain = outer
    }
    if let chain { made.addSubview(chain) }
    view = made
  }
}
