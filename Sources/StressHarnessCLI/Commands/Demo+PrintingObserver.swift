import Containment

/// Prints each lifecycle event with the virtual time and the view controller's title.
final class PrintingObserver: LifecycleObserver {
  let clock: VirtualClock
  let write: (String) -> Void
  var titles: [ViewControllerID: String] = [:]
  private(set) var count = 0

  init(clock: VirtualClock, write: @escaping (String) -> Void) {
    self.clock = clock
    self.write = write
  }

  /// The appearance requests the contract forbids (L2); a correct stack causes none.
  private(set) var unbalanced: [LifecycleEvent] = []

  func lifecycle(_ event: LifecycleEvent) {
    count += 1
    if case .unbalancedAppearanceTransition = event.kind { unbalanced.append(event) }
    let name = titles[event.subject] ?? event.subject.description
    write("\(pad("t=\(clock.now)", 8)) \(pad(name, 8)) \(event.kind)")
  }
}
