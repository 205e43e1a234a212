import Containment

/// A child created by the workload: its view carries the profile's payload, within the run's
/// budget, and is counted for the leak check.
final class StressChild: ViewController {
  /// The transition style the stack's driver last added the child with (C8: its pop plays it
  /// reversed), kept with the child: no table to prune, however many children a run makes.
  @exclusivity(unchecked) var addedStyle = TransitionStyle.slide
  private let budget: PayloadBudget

  init(
    id: ViewControllerID, payload: Int, observer: (any LifecycleObserver)?,
    budget: PayloadBudget
  ) {
    self.budget = budget
    super.init(id: id, viewPayloadBytes: payload, observer: observer)
  }

  override func loadView() {
    view = View(payloadByteCount: budget.grant(viewPayloadBytes), lifetime: budget.lifetime)
  }
}
