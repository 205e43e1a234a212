/// Receives every lifecycle callback of the view controllers it is installed on.
///
/// Install one through `observer`. Events arrive synchronously, in the order the
/// callbacks run, on the thread that drives the view controllers. An observer must not mutate the
/// view-controller tree from ``lifecycle(_:)``.
public protocol LifecycleObserver: AnyObject {
  /// Called once per callback, just before the view controller's own method runs (for
  /// `viewDidLoad` and `viewDidUnload`: once the view is loaded or released).
  func lifecycle(_ event: LifecycleEvent)

  /// Called instead of ``lifecycle(_:)`` with the view controller that sends the event, for an
  /// observer that looks at it (its view, its window) as well as at the event.
  ///
  /// The default calls ``lifecycle(_:)``. The view controller is not retained; with a
  /// ``LifecycleEvent/Kind/deinitialized`` event it is being deallocated and must not be kept.
  func lifecycle(_ event: LifecycleEvent, from viewController: ViewController)

  /// The team's own code of a view controller is about to run: its override of an appearance
  /// callback or of `viewDidLoad()` (a `UIKitContainment` view controller of the team's, whose
  /// overrides are checked). ``teamCodeDidRun()`` follows, once it returns; spans may nest (a
  /// screen's callback that reaches its children's). The default does nothing.
  ///
  /// - Parameters:
  ///   - method: The override's name as UIKit declares it: `viewWillAppear(_:)`, `viewDidLoad()`.
  ///   - viewController: The view controller whose override runs (not retained).
  func teamCodeWillRun(_ method: StaticString, of viewController: ViewController)

  /// The team's code announced by ``teamCodeWillRun(_:of:)`` returned. The default does nothing.
  func teamCodeDidRun()
}

extension LifecycleObserver {
  /// Calls ``lifecycle(_:)``.
  public func lifecycle(_ event: LifecycleEvent, from viewController: ViewController) {
    lifecycle(event)
  }

  /// Does nothing.
  public func teamCodeWillRun(_ method: StaticString, of viewController: ViewController) {}

  /// Does nothing.
  public func teamCodeDidRun() {}
}
