/// Receives every lifecycle callback of the view controllers it is installed on.
///
/// Install one through ``ViewController/observer``. Events arrive synchronously, in the order the
/// callbacks run, on the thread that drives the view controllers. An observer must not mutate the
/// view-controller tree from ``lifecycle(_:)``.
public protocol LifecycleObserver: AnyObject {
  /// Called once per callback, just before the view controller's own method runs (for
  /// `viewDidLoad` and `viewDidUnload`: once the view is loaded or released).
  func lifecycle(_ event: LifecycleEvent)
}
