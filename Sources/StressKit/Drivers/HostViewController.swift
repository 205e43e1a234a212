import Containment

/// The window's root in a run: it contains the stack and can cover it, as a presented view
/// controller covers its presenter while the presenter's view stays in the window.
final class HostViewController: ViewController {
  let stack: StackController
  @exclusivity(unchecked) private(set) var isCovered = false

  init(id: ViewControllerID, stack: StackController, observer: (any LifecycleObserver)?) throws {
    self.stack = stack
    super.init(id: id, title: "host", observer: observer)
    try addChild(stack)
    stack.didMove(toParent: self)
  }

  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  override func viewDidLoad() {
    view.addSubview(stack.view)
  }

  override func viewWillAppear(_ animated: Bool) {
    if stack.viewIfLoaded?.superview !== view { view.addSubview(stack.view) }
    if !isCovered { stack.beginAppearanceTransition(true, animated: animated) }
  }

  override func viewDidAppear(_ animated: Bool) {
    if !isCovered { stack.endAppearanceTransition() }
  }

  override func viewWillDisappear(_ animated: Bool) {
    if !isCovered { stack.beginAppearanceTransition(false, animated: animated) }
  }

  override func viewDidDisappear(_ animated: Bool) {
    if !isCovered { stack.endAppearanceTransition() }
  }

  override var supportedInterfaceOrientations: InterfaceOrientationMask {
    stack.supportedInterfaceOrientations
  }

  override var shouldAutorotate: Bool { stack.shouldAutorotate }

  /// Covers the stack: it disappears, its view staying in the window.
  ///
  /// Returns whether it did.
  func cover(animated: Bool) -> Bool {
    guard !isCovered else { return false }
    isCovered = true
    if appearanceState == .appeared {
      stack.beginAppearanceTransition(false, animated: animated)
      stack.endAppearanceTransition()
    }
    return true
  }

  /// Uncovers the stack.
  ///
  /// Returns whether it did.
  func uncover(animated: Bool) -> Bool {
    guard isCovered else { return false }
    isCovered = false
    if appearanceState == .appeared {
      stack.beginAppearanceTransition(true, animated: animated)
      stack.endAppearanceTransition()
    }
    return true
  }
}
