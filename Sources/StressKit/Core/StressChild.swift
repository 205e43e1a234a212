import Containment

/// A child created by the workload: its view carries the profile's payload and is counted for
/// the leak check.
final class StressChild: ViewController {
  private let lifetime: LifetimeCounter

  init(
    id: ViewControllerID, payload: Int, observer: (any LifecycleObserver)?,
    lifetime: LifetimeCounter
  ) {
    self.lifetime = lifetime
    super.init(id: id, viewPayloadBytes: payload, observer: observer)
  }

  override func loadView() {
    view = View(payloadByteCount: viewPayloadBytes, lifetime: lifetime)
  }
}
