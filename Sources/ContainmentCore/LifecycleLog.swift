/// A ``LifecycleObserver`` that records every event in order.
///
/// Recording appends to an array whose capacity is kept across ``removeAll()``, so once the log
/// has grown to a run's working size, recording allocates nothing.
///
/// ```swift
/// let log = LifecycleLog()
/// let child = ViewController(id: ViewControllerID(1), observer: log)
/// _ = child.view
/// print(log.events.map(\.description))  // ["vc1 loadView", "vc1 viewDidLoad"]
/// ```
public final class LifecycleLog: LifecycleObserver {
  /// The events recorded so far, oldest first.
  public private(set) var events: [LifecycleEvent] = []

  /// Creates an empty log.
  ///
  /// - Parameter capacity: How many events to reserve room for up front.
  public init(capacity: Int = 0) {
    events.reserveCapacity(capacity)
  }

  /// Appends the event.
  public func lifecycle(_ event: LifecycleEvent) {
    events.append(event)
  }

  /// Forgets the recorded events, keeping the storage for reuse.
  public func removeAll() {
    events.removeAll(keepingCapacity: true)
  }

  /// The events of one view controller, in order.
  public func events(of subject: ViewControllerID) -> [LifecycleEvent.Kind] {
    events.lazy.filter { $0.subject == subject }.map(\.kind)
  }

  /// The log as text, one event per line (`vc3 viewWillAppear(animated: true)`).
  public var lines: [String] { events.map(\.description) }
}
