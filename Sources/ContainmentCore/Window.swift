/// The top of a view hierarchy: shows a root view controller, drives its appearance, and
/// delivers rotations, resizes and memory warnings to the whole tree.
///
/// ```swift
/// let window = Window()
/// try window.setRootViewController(stack)
/// window.makeKeyAndVisible()        // stack: viewWillAppear, viewDidAppear
/// window.simulateMemoryWarning()    // delivered down the whole tree
/// window.rotate(to: .landscapeLeft) // refused (returns false) while a transition runs
/// ```
public final class Window {
  /// The window's own view; the root view controller's view goes inside it.
  public let rootView: View

  /// The window's size.
  ///
  /// Changes with ``rotate(to:)`` and ``resize(to:)``.
  public var size: Size { _size }
  @exclusivity(unchecked) var _size: Size

  /// The interface orientation.
  public var orientation: InterfaceOrientation { _orientation }
  @exclusivity(unchecked) var _orientation: InterfaceOrientation

  /// The orientation a rotation under way turns from: set by ``rotate(to:)`` for the size
  /// transition it runs (UIKit's face reads it for its deprecated rotation callbacks).
  @exclusivity(unchecked) public internal(set) var _rotatingFrom: InterfaceOrientation?

  /// Whether the window is on screen.
  public var isVisible: Bool { _isVisible }
  @exclusivity(unchecked) var _isVisible: Bool = false

  @exclusivity(unchecked) private var _rootViewController: ViewController?

  /// The view controllers presented over the root, bottom to top (`Window+Presentation`).
  @exclusivity(unchecked) @usableFromInline var overlays: [Overlay] = []
  /// What weak references to the window refer to (``Anchor``), made when first asked for.
  package private(set) lazy var _anchor = Anchor(self)
  /// The application this window belongs to (`UIKitContainment`'s `UIApplication`), which
  /// announces its memory warnings; unretained (an application keeps its windows' list and
  /// leaves each before it goes).
  @exclusivity(unchecked) package unowned(unsafe) var _application: (any _WindowApplication)?
  /// Ends the presentation or dismissal running, while one runs.
  @exclusivity(unchecked) var runningPresentation: (() -> Void)?
  /// Called when what the window presents changes or goes on or off screen: a presentation
  /// added, removed, begun, ended or made to cover; the window shown or hidden (a harness
  /// checks the presenters after one, and only then).
  @exclusivity(unchecked) package var _presentationsChanged: (() -> Void)?

  /// The view the root view controller's view goes in: ``rootView``, or the deepest of the
  /// views ``nest(levels:)`` put inside it.
  @exclusivity(unchecked) private var contentView: View

  /// The object a face shows this window as (`UIKitContainment`'s `UIWindow`), kept by the
  /// window when the face made it for a window of the model's, unretained when the face made
  /// the window itself (and keeps it).
  package var _facade: AnyObject? { facadeOwned ?? facadeRef }
  private var facadeOwned: AnyObject?
  private unowned(unsafe) var facadeRef: AnyObject?

  /// Makes `facade` the window's face, kept by the window.
  package func _keepFacade(_ facade: AnyObject) { (facadeOwned, facadeRef) = (facade, nil) }

  /// Makes `facade`, which keeps this window, the window's face, unretained.
  package func _lendFacade(_ facade: AnyObject) { (facadeOwned, facadeRef) = (nil, facade) }

  /// Forgets a lent face that is going while the window stays (kept elsewhere): the next face
  /// asked for is made anew.
  package func _forgetLentFacade(_ facade: AnyObject) {
    if facadeRef === facade { facadeRef = nil }
  }

  /// Creates a hidden window with no root view controller.
  ///
  /// - Parameters:
  ///   - size: The size in `orientation`.
  ///   - orientation: The initial interface orientation.
  public init(size: Size = .phonePortrait, orientation: InterfaceOrientation = .portrait) {
    self._size = size
    self._orientation = orientation
    rootView = View(frame: Rect(size: size))
    contentView = rootView
    rootView.hostingWindow = self
  }

  /// Puts `levels` plain views between the window's view and its root view controller's view,
  /// each inside the one before, the root's view in the deepest: a screen whose content sits
  /// twenty or a hundred views deep, as a real app's often does, for code that walks up to the
  /// window (a lookup that gives up a dozen superviews up fails there).
  ///
  /// Before a root view controller is set (does nothing after); the views keep the window's
  /// size of the moment. `levels` below 1 changes nothing.
  package func nest(levels: Int) {
    guard _rootViewController == nil else { return }
    for _ in 0..<max(0, levels) {
      let inner = View(frame: Rect(size: size))
      contentView.addSubview(inner)
      contentView = inner
    }
  }

  /// The view controller the window shows.
  ///
  /// Change it with ``setRootViewController(_:)``.
  public var rootViewController: ViewController? { _rootViewController }

  /// Makes `newRoot` the view controller the window shows.
  ///
  /// Assigning a root installs its view as the window's content, so the view loads now, even
  /// while the window is hidden (Apple, `UIWindow.rootViewController`: "assigning a view
  /// controller to this property … installs the view controller's view as the content view of
  /// the window"). While the window is visible the old root disappears and the new one appears,
  /// without animation; while it is hidden, the new root appears when the window is shown.
  /// Setting the current root again does nothing.
  ///
  /// - Throws: ``ContainmentError/alreadyHasParent(child:parent:)`` if `newRoot` is some view
  ///   controller's child (UIKit raises); nothing changes then.
  public func setRootViewController(_ newRoot: ViewController?) throws(ContainmentError) {
    guard newRoot !== _rootViewController else { return }
    if let newRoot, let parent = newRoot.parent {
      throw .alreadyHasParent(child: newRoot._id, parent: parent._id)
    }
    dropOverlays()
    if let old = _rootViewController { takeOff(old, disappearing: isVisible) }
    _rootViewController = newRoot
    installRootView()
    if isVisible, let newRoot { bringOn(newRoot) }
  }

  /// Puts the window on screen: the root view controller's view is placed in the window
  /// (loaded again if a memory warning released it while the window was hidden) and appears
  /// (not animated).
  ///
  /// Does nothing if the window is already visible.
  public func makeKeyAndVisible() {
    guard !isVisible else { return }
    _isVisible = true
    if !overlays.isEmpty { _presentationsChanged?() }
    guard let root = _rootViewController else { return }
    if overlays.isEmpty || !isRootCovered {
      installRootView()
      bringOn(root)
    }
    if !overlays.isEmpty { bringOnOverlays() }
  }

  /// Takes the window off screen: the root view controller disappears and its view leaves the
  /// window.
  ///
  /// Taking the view out is the model's choice (a hidden `UIWindow` keeps its views): the
  /// model's hidden window stands for an app in the background, whose views iOS 5 released
  /// on a memory warning, and a view in a window is never released (L3). Showing the window
  /// installs the root's view again.
  ///
  /// Does nothing if the window is hidden.
  public func hide() {
    guard isVisible else { return }
    finishPresentations()
    _isVisible = false
    if !overlays.isEmpty {
      _presentationsChanged?()
      takeOffOverlays()
    }
    guard let root = _rootViewController, overlays.isEmpty || !isRootCovered else { return }
    takeOff(root, disappearing: true)
  }

  deinit {
    _application?._remove(self)
    rootView.hostingWindow = nil
  }

  /// The root appears, not animated (its view is in the window).
  func bringOn(_ root: ViewController) {
    root.beginAppearanceTransition(true, animated: false)
    root.endAppearanceTransition()
  }

  /// The root's view leaves the window, between the root's `viewWillDisappear` and
  /// `viewDidDisappear` when it was on screen.
  func takeOff(_ root: ViewController, disappearing: Bool) {
    if disappearing { root.beginAppearanceTransition(false, animated: false) }
    if let rootViewOfController = root.viewIfLoaded, rootViewOfController.superview === contentView
    {
      rootViewOfController.removeFromSuperview()
    }
    if disappearing { root.endAppearanceTransition() }
  }

  /// Loads the root's view if needed and makes it the window's content, under the views of
  /// the view controllers presented over it.
  func installRootView() {
    guard let root = _rootViewController else { return }
    let rootViewOfController = root.view
    rootViewOfController.frame = Rect(size: size)
    if rootViewOfController.superview !== contentView {
      if overlays.isEmpty {
        contentView.addSubview(rootViewOfController)
      } else {
        contentView.insertSubview(rootViewOfController, at: 0)
      }
    }
  }

  /// Rotates the interface to `orientation`, if the root view controller allows it now.
  ///
  /// The rotation is refused when the root's ``ViewController/shouldAutorotate`` is `false` (a
  /// container in mid-transition) or when `orientation` is not in its
  /// ``ViewController/supportedInterfaceOrientations``. Otherwise the window takes the new
  /// orientation, its size is transposed when switching between portrait and landscape, and the
  /// root receives ``ViewController/viewWillTransition(to:)``.
  ///
  /// - Returns: Whether the rotation happened. Rotating to the current orientation succeeds
  ///   and delivers nothing.
  @discardableResult
  public func rotate(to orientation: InterfaceOrientation) -> Bool {
    if orientation == self.orientation { return true }
    if let root = _rootViewController {
      guard root.shouldAutorotate, root.supportedInterfaceOrientations.contains(orientation.mask)
      else { return false }
    }
    let newSize = orientation.isLandscape == self.orientation.isLandscape ? size : size.transposed
    _rotatingFrom = self.orientation
    self._orientation = orientation
    _application?._windowRotated(self)
    applySize(newSize)
    _rotatingFrom = nil
    return true
  }

  /// Changes the window's size (a split-screen resize, say), if the root view controller allows
  /// a size transition now (``ViewController/shouldAutorotate``; the model treats a resize like a
  /// rotation: no size change in mid-transition).
  ///
  /// - Returns: Whether the resize happened. Resizing to the current size succeeds and delivers
  ///   nothing.
  @discardableResult
  public func resize(to newSize: Size) -> Bool {
    if newSize == size { return true }
    if let root = _rootViewController, !root.shouldAutorotate { return false }
    applySize(newSize)
    return true
  }

  @inline(__always)
  private func applySize(_ newSize: Size) {
    _size = newSize
    rootView.frame = Rect(size: newSize)
    if let root = _rootViewController, root.isViewLoaded {
      root._deliverViewWillTransition(to: newSize)
    }
    if !overlays.isEmpty { resizeOverlays(to: newSize) }
  }

  /// Delivers a memory warning to the root view controller, which forwards it down the tree,
  /// then to each view controller presented over it, bottom to top.
  ///
  /// A window of an application (`UIKitContainment`'s `UIApplication`) lets the application
  /// announce the warning first (its delegate, its notification), and the warning reaches all
  /// of the application's windows, as iOS's reaches the whole app.
  public func simulateMemoryWarning() {
    if let application = _application { return application._memoryWarningArrives() }
    _deliverMemoryWarning()
  }

  /// ``simulateMemoryWarning()`` for this window's view controllers alone, unannounced.
  @inline(__always)
  package func _deliverMemoryWarning() {
    _rootViewController?._deliverMemoryWarning()
    if !overlays.isEmpty {
      for overlay in overlays { overlay.controller._deliverMemoryWarning() }
    }
  }
}
