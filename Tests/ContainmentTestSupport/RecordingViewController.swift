import Containment

/// A view controller that records, in its own list, every overridable callback it receives,
/// as CoconutKit's lifecycle test view controllers do.
///
/// The framework's event log reports callbacks before they run; this list shows that the
/// overrides really ran, and in which order.
public final class RecordingViewController: ViewController {
  /// The callbacks received, oldest first (`viewWillAppear(true)`, `didMove(vc3)`, ...).
  public private(set) var calls: [String] = []

  override public func loadView() {
    calls.append("loadView")
    super.loadView()
  }

  override public func viewDidLoad() { calls.append("viewDidLoad") }
  override public func viewWillUnload() {
    calls.append(isViewLoaded ? "viewWillUnload" : "viewWillUnload without a view")
  }
  override public func viewDidUnload() { calls.append("viewDidUnload") }
  override public func viewWillAppear(_ animated: Bool) {
    calls.append("viewWillAppear(\(animated))")
  }
  override public func viewDidAppear(_ animated: Bool) {
    calls.append("viewDidAppear(\(animated))")
  }
  override public func viewWillDisappear(_ animated: Bool) {
    calls.append("viewWillDisappear(\(animated))")
  }
  override public func viewDidDisappear(_ animated: Bool) {
    calls.append("viewDidDisappear(\(animated))")
  }

  override public func willMove(toParent parent: ViewController?) {
    calls.append("willMove(\(parent?.id.description ?? "nil"))")
    super.willMove(toParent: parent)
  }

  override public func didMove(toParent parent: ViewController?) {
    calls.append("didMove(\(parent?.id.description ?? "nil"))")
    super.didMove(toParent: parent)
  }

  override public func didReceiveMemoryWarning() {
    calls.append("didReceiveMemoryWarning")
    super.didReceiveMemoryWarning()
  }

  override public func viewWillTransition(to size: Size) {
    calls.append("viewWillTransition(\(size))")
    super.viewWillTransition(to: size)
  }

  /// Forgets the recorded calls.
  public func resetCalls() { calls.removeAll() }
}
