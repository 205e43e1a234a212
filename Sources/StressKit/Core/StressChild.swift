import Containment

/// A child created by the workload: its view carries the profile's payload, within the run's
/// budget, and is counted for the leak check.
final class StressChild: ViewController {
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
