public import ContainmentCore

/// UIKit's `UIWindow`, on the model's `Window`: the view at the top of a hierarchy, showing a
/// root view controller.
///
/// A window made here (`UIWindow(frame:)`) keeps a window of the model's and shows it as UIKit
/// does: ``rootViewController`` installs the root's view, ``makeKeyAndVisible()`` puts it on
/// screen and the root appears. A view shown in a window of the model's (the harness's) finds
/// it as a `UIWindow` too (`view.window`), made for it and kept by it. Views added to the
/// window go into the model window's root view, where the root view controller's view is. A
/// window made here belongs to `UIApplication.shared` (its memory warnings reach it).
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// let root = UIViewController()
/// window.rootViewController = root
/// window.makeKeyAndVisible()
/// precondition(root.view.window === window && window.isKeyWindow)
/// ```
open class UIWindow: UIView {
  /// The window of the model's this one shows, kept when this one made it.
  private let ownedWindow: Window?
  /// The same, unretained when the model's window keeps this one (`unowned`: a face kept
  /// past its window traps rather than reads freed memory).
  private unowned let shownWindow: Window

  /// A window of the given frame, hidden, with no root view controller.
  ///
  /// - Parameter frame: Its frame (the model's window takes its size).
  public override init(frame: CGRect) {
    let window = Window(size: Size(frame.size))
    (ownedWindow, shownWindow) = (window, window)
    super.init(frame: frame)
    joinApplication()
  }

  /// A window in `windowScene`, the size of the screen: a designated initializer, as UIKit's
  /// since iOS 13, so that a subclass's initializer calls it.
  ///
  /// - Parameter windowScene: The scene (the model's application has one).
  public init(windowScene: UIWindowScene) {
    let window = Window(size: Size(UIScreen.main.bounds.size))
    (ownedWindow, shownWindow) = (window, window)
    super.init(frame: UIScreen.main.bounds)
    joinApplication()
  }

  /// A window of the screen's size.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    let window = Window(size: Size(UIScreen.main.bounds.size))
    (ownedWindow, shownWindow) = (window, window)
    super.init(frame: UIScreen.main.bounds)
    joinApplication()
  }

  /// Makes this the face of the model's window it owns, and that window one of the
  /// application's (each initializer's last step).
  private func joinApplication() {
    shownWindow._lendFacade(self)
    UIApplication.shared._add(shownWindow)
  }

  deinit {
    // The model's window may outlive its face (something else keeps it): it must not point
    // at a face that is gone.
    onModelThread(self) { face in
      if face.ownedWindow != nil { face.shownWindow._forgetLentFacade(face) }
    }
  }

  /// The face of a window of the model's, kept by it.
  private init(showing window: Window) {
    ownedWindow = nil
    shownWindow = window
    super.init(frame: CGRect(origin: .zero, size: CGSize(window.size)))
  }

  /// The `UIWindow` that shows `window`: its own, or one made for it now and kept by it.
  static func of(_ window: Window) -> UIWindow {
    // Only this class gives the model's windows a face: no cast to check.
    if let facade = window._facade { return unsafeDowncast(facade, to: UIWindow.self) }
    let facade = UIWindow(showing: window)
    window._keepFacade(facade)
    return facade
  }

  /// The window of the model's this one shows.
  public var _modelWindow: Window { shownWindow }

  /// The view controller the window shows.
  ///
  /// Setting it installs its view (loading it), and on screen the old root disappears and the
  /// new one appears. A view controller that has a parent ends the app, as in UIKit.
  open var rootViewController: UIViewController? {
    get { shownWindow.rootViewController as? UIViewController }
    set {
      do {
        try shownWindow.setRootViewController(newValue)
      } catch {
        raise(
          "UIViewControllerHierarchyInconsistency",
          "\(newValue.map(describe) ?? "nil") cannot be a window's root: \(error)")
      }
    }
  }

  /// Puts the window on screen: its root view controller's view appears, and the window
  /// becomes key (``becomeKey()``) if it was not on screen.
  open func makeKeyAndVisible() { tellingKeyChange { shownWindow.makeKeyAndVisible() } }

  /// Whether the window is on screen (the model counts every window on screen key).
  public var isKeyWindow: Bool { shownWindow.isVisible }

  /// Called when the window has become key; call `super`.
  ///
  /// The model's key windows are the visible ones: it is called as the window comes on screen
  /// through ``makeKeyAndVisible()`` or ``isHidden`` (decided: a window a harness shows through
  /// the model's own window is not told).
  open func becomeKey() {}
  /// Called when the window is no longer key; call `super`.
  ///
  /// It is called as ``isHidden`` takes the window off screen.
  open func resignKey() {}

  /// Runs `change`, then tells the window it became key or stopped being key, if it did.
  private func tellingKeyChange(_ change: () -> Void) {
    let wasKey = isKeyWindow
    change()
    guard isKeyWindow != wasKey else { return }
    if isKeyWindow { becomeKey() } else { resignKey() }
  }

  /// Delivers `event`, which the application dispatched to it, to the views and gesture
  /// recognizers its touch reaches; a window that watches every touch (an idle timer, a touch
  /// indicator) overrides it and calls `super`, without which the touch reaches no one.
  ///
  /// - Parameter event: The event.
  open func sendEvent(_ event: UIEvent) { event.changedTouch?.deliverChange() }

  /// Where it stands among the windows (kept: the model orders its windows as they were shown;
  /// see `UIWindow+Level`).
  open var windowLevel = Level.normal

  /// The window's frame: its size is the model window's.
  open override var frame: CGRect {
    get { CGRect(origin: .zero, size: CGSize(shownWindow.size)) }
    set { shownWindow.resize(to: Size(newValue.size)) }
  }

  /// Whether the window is hidden: hiding it takes its root view controller off screen.
  open override var isHidden: Bool {
    get { !shownWindow.isVisible }
    set { tellingKeyChange { newValue ? shownWindow.hide() : shownWindow.makeKeyAndVisible() } }
  }

  /// The deepest view under `point` that takes touches: among the views the window shows
  /// (its root view controller's and those added to it), front to back, else the window.
  ///
  /// - Parameters:
  ///   - point: The point, in the window's coordinates.
  ///   - event: The event the touch belongs to.
  /// - Returns: The view hit, or `nil` when the window is hidden or the point outside it.
  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    defaultHitTest(
      point, with: event, among: shownWindow.rootView._subviewList.compactMap { $0 as? UIView })
  }

  /// Adds `view` to the window, in front of the root view controller's view.
  ///
  /// - Parameter view: The view to add.
  open override func addSubview(_ view: UIView) {
    shownWindow.rootView.addSubview(view)
  }
}
