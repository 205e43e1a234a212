internal import ContainmentCore

/// UIKit's `UINavigationController`, on the model: a stack of view controllers whose top one's
/// view fills the navigation controller's, pushed and popped with an animation on the current
/// virtual clock.
///
/// It follows Apple's documentation of each member and the callback orders recorded from UIKit
/// (`Tests/ReplayTests/GoldenUIKit/navigation-*.log`, each citing what it rests on). A push
/// adds the child (`willMove(toParent:)`) and loads its view; on screen, the old top's
/// `viewWillDisappear` and the new one's `viewWillAppear` come at once, then the delegate's
/// `navigationController(_:willShow:animated:)`; when the animation ends (0.35 s on the clock,
/// at once unanimated), the old top's `viewDidDisappear`, the new one's `viewDidAppear`, its
/// `didMove(toParent:)` and the delegate's `…didShow…`. A pop plays the same with the roles
/// swapped, the leaving child's `willMove(toParent: nil)` first and its `didMove(toParent:
/// nil)` at the end. Off screen, the stack and the views change at once, with no appearance
/// callback and no delegate call (decided by the model).
///
/// Only the top child's view is in the navigation controller's view, as in UIKit: a covered
/// child's view is loaded but off screen, so a memory warning releases it under iOS 5's
/// contract (`--contract ios5`), as iOS 5 released it, and its `viewDidLoad` runs again when a
/// pop brings it back. A push or a pop while one animates prints UIKit's "nested push animation
/// can result in corrupted navigation bar" and is reported (`UIKitMessage`); the model then
/// plays it from the child coming in.
///
/// ```swift
/// let home = UIViewController()
/// let navigation = UINavigationController(rootViewController: home)
/// let detail = UIViewController()
/// navigation.pushViewController(detail, animated: false)
/// precondition(navigation.topViewController === detail && detail.navigationController === navigation)
/// precondition(navigation.popViewController(animated: false) === detail)
/// ```
///
/// The interactive pop of the edge swipe is begun and ended by a harness
/// (`_beginInteractivePop()`, `_endInteractivePop(finishing:)`), finished or cancelled as
/// UIKit's is. Its navigation bar and toolbar are kept, not drawn (`UINavigationController+Bars`).
/// Its delegate may give an animator of its own for an animated push or pop, and a gesture to
/// drive it (`UINavigationController+Animators`). Left out: bar hiding on swipe or tap, and
/// `show(_:sender:)`.
open class UINavigationController: _UINavigationControllerBase {
  /// Whether it performs `action`: `show(_:sender:)` (its selector), which it pushes, as
  /// UIKit's answers; else as its superclass.
  open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    action == showSelector || super.canPerformAction(action, withSender: sender)
  }

  /// The stack, root first.
  @exclusivity(unchecked) var stack: [UIViewController] = []

  /// Every transition begun and not ended, oldest first (more than one after a nested push).
  @exclusivity(unchecked) var unfinished: [RunningTransition] = []
  /// The push or pop animating last begun, while one animates: the coordinator code sees.
  var running: RunningTransition? { unfinished.last }
  /// Whether an interactive pop follows a finger now: `transitionCoordinator?.isInteractive`
  /// for a harness, with no coordinator boxed.
  package var _isPoppingInteractively: Bool { unfinished.last?.isInteractive == true }
  /// The child whose will-show the delegate heard last, until its did-show.
  /// (Its identifier, not a weak reference, which would slow every retain of the child.)
  private var announced: ViewControllerID?

  /// How long a push or a pop animates, on the virtual clock: 0.35 s (decided by the model;
  /// UIKit's is about that long and not documented).
  public static let _transitionDuration: TimeInterval = 0.35

  /// The navigation controller's delegate (UIKit keeps it weakly).
  @exclusivity(unchecked) open weak var delegate: (any UINavigationControllerDelegate)?

  /// The bar along the top, showing the stack's items.
  public var navigationBar: UINavigationBar {
    if let madeBar { return madeBar }
    let bar = UINavigationBar()
    bar.navigationController = self
    madeBar = bar
    return bar
  }
  /// ``navigationBar`` once made.
  var madeBar: UINavigationBar?
  /// The bar along the bottom, hidden until shown.
  public private(set) lazy var toolbar: UIToolbar = {
    let toolbar = UIToolbar()
    toolbar.isHidden = true
    return toolbar
  }()

  /// The edge swipe from the left that pops the top child interactively, attached to the
  /// navigation controller's view when it loads (`nil` before).
  public internal(set) var interactivePopGestureRecognizer: UIGestureRecognizer?

  deinit {
    // The bar and the pop's recognizer point back unretained: kept elsewhere, they are alone.
    onModelThread(self) { navigation in
      navigation.madeBar?.navigationController = nil
      (navigation.interactivePopGestureRecognizer as? PopGesture)?.navigationController = nil
    }
  }

  /// A navigation controller whose stack holds `rootViewController` alone.
  ///
  /// - Parameter rootViewController: The bottom of the stack; not a navigation controller.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    _markFaceKind(FaceKind.navigation)
    setViewControllers([rootViewController], animated: false)
  }

  /// A navigation controller with an empty stack.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Ignored.
  ///   - nibBundleOrNil: Ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    _markFaceKind(FaceKind.navigation)
  }

  /// A navigation controller decoded from an archive: the model decodes nothing.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    _markFaceKind(FaceKind.navigation)
  }

  // MARK: The stack

  /// The view controllers of the stack, root first; setting it is
  /// ``setViewControllers(_:animated:)`` unanimated.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The view controller at the top of the stack.
  open var topViewController: UIViewController? { stack.last }

  /// The view controller whose view is shown: the one presented over the navigation controller
  /// (``UIViewController/presentedViewController``) while there is one, else the top one, as
  /// Apple documents.
  open var visibleViewController: UIViewController? { presentedViewController ?? stack.last }

  /// Pushes `viewController` onto the stack and shows it.
  ///
  /// A view controller already in the stack, or a navigation controller, ends the app with
  /// UIKit's `NSInvalidArgumentException` ("Pushing the same view controller instance more than
  /// once is not supported", "Pushing a navigation controller is not supported"). A child of
  /// another container is taken from it first (`addChild(_:)`).
  ///
  /// - Parameters:
  ///   - viewController: The view controller to push.
  ///   - animated: Whether to animate the change on screen.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    // Only a child can be in the stack: a new view controller is not looked for in it.
    refuse(viewController, ifIn: viewController._parentViewController === self ? stack[...] : [])
    place(viewController, animated: animated)
  }

  /// Pushes `viewController`, refused or not.
  private func place(_ viewController: UIViewController, animated: Bool) {
    if running != nil { report(.nestedPushAnimation) }
    let covered = stack.last
    addChild(viewController)
    stack.append(viewController)
    show(
      viewController, over: covered, leaving: [], arriving: [viewController], animated: animated,
      pop: false)
  }

  /// Pops the top view controller and shows the one under it.
  ///
  /// - Parameter animated: Whether to animate the change on screen.
  /// - Returns: The popped view controller, or `nil` when the stack holds the root alone (which
  ///   stays).
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1 else { return nil }
    return pop(count: 1, animated: animated).first
  }

  /// Pops the view controllers above `viewController` and shows it.
  ///
  /// A view controller not in the stack ends the app with UIKit's `NSInvalidArgumentException`
  /// ("Tried to pop to a view controller that doesn't exist.").
  ///
  /// - Parameters:
  ///   - viewController: The view controller to show, in the stack.
  ///   - animated: Whether to animate the change on screen.
  /// - Returns: The popped view controllers, bottom first (none when it is the top already).
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = stack.lastIndex(where: { $0 === viewController }) else {
      raise("NSInvalidArgumentException", "Tried to pop to a view controller that doesn't exist.")
    }
    return pop(count: stack.count - 1 - index, animated: animated)
  }

  /// Pops every view controller but the root and shows the root.
  ///
  /// - Parameter animated: Whether to animate the change on screen.
  /// - Returns: The popped view controllers, bottom first.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    pop(count: max(0, stack.count - 1), animated: animated)
  }

  /// Replaces the stack: view controllers that leave it hear `willMove(toParent: nil)`, new ones
  /// are added; the new top is shown, animated as a push (or as a pop when it was in the stack
  /// already) when its top changes on screen.
  ///
  /// A view controller listed twice, or a navigation controller, ends the app with UIKit's
  /// `NSInvalidArgumentException`.
  ///
  /// - Parameters:
  ///   - viewControllers: The new stack, root first.
  ///   - animated: Whether to animate a change of the top on screen.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    let (leaving, arriving, pop) = changes(to: viewControllers)
    if running != nil { report(.nestedPushAnimation) }
    let oldTop = stack.last
    for child in leaving { child.willMove(toParent: nil) }
    for child in arriving { addChild(child) }
    stack = viewControllers
    show(
      viewControllers.last, over: oldTop, leaving: leaving, arriving: arriving,
      animated: animated, pop: pop)
  }

  /// What setting the stack to `new` changes: the view controllers that leave, those that
  /// arrive, and whether the new top was in the stack (a pop); refused as UIKit refuses a list
  /// that holds one twice or a navigation controller.
  private func changes(to new: [UIViewController]) -> (
    leaving: [UIViewController], arriving: [UIViewController], pop: Bool
  ) {
    let pop = new.last.map { top in stack.contains { $0 === top } } ?? false
    guard new.count > 16 || stack.count > 16 else {
      // A short list is searched: cheaper than hashing it.
      for (index, viewController) in new.enumerated() {
        refuse(viewController, ifIn: new[..<index])
      }
      let leaving = stack.filter { old in !new.contains { $0 === old } }
      return (leaving, new.filter { added in !stack.contains { $0 === added } }, pop)
    }
    // A long one is hashed: a stack of thousands is set in linear time.
    var listed = Set<ObjectIdentifier>(minimumCapacity: new.count)
    for viewController in new {
      let twice = !listed.insert(ObjectIdentifier(viewController)).inserted
      refuse(viewController, ifIn: twice ? [viewController] : [])
    }
    let old = Set(stack.lazy.map(ObjectIdentifier.init))
    let leaving = stack.filter { !listed.contains(ObjectIdentifier($0)) }
    return (leaving, new.filter { !old.contains(ObjectIdentifier($0)) }, pop)
  }

  /// Ends the app as UIKit does for a navigation controller pushed, or an instance pushed
  /// where it is already (`stack`).
  private func refuse(_ viewController: UIViewController, ifIn stack: ArraySlice<UIViewController>)
  {
    if viewController is UINavigationController {
      raise("NSInvalidArgumentException", "Pushing a navigation controller is not supported")
    }
    if stack.contains(where: { $0 === viewController }) {
      raise(
        "NSInvalidArgumentException",
        "Pushing the same view controller instance more than once is not supported "
          + "(\(describe(viewController)))")
    }
  }

  /// Pops the top `count` view controllers.
  private func pop(count: Int, animated: Bool) -> [UIViewController] {
    guard count > 0 else { return [] }
    if running != nil { report(.nestedPopAnimation) }
    let popped = Array(stack.suffix(count))
    let leavingTop = stack.last
    stack.removeLast(count)
    for child in popped.reversed() { child.willMove(toParent: nil) }
    show(
      stack.last, over: leavingTop, leaving: popped, arriving: [], animated: animated, pop: true)
    return popped
  }

  /// Prints UIKit's console message for a misuse UIKit survives, and reports it.
  private func report(_ message: UIKitMessage) {
    UIKitContainment.report(message, of: self, line: "\(describe(self)) \(message)")
  }

  /// The coordinator of the push or pop animating, while one animates; else the one an
  /// ancestor's transition has.
  open override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    running ?? super.transitionCoordinator
  }

  // MARK: In a split view controller

  /// Pushes the collapsing split view controller's secondary, unanimated, as UIKit's does (a
  /// navigation controller too: UIKit nests it then, and so does the model).
  ///
  /// - Parameters:
  ///   - secondaryViewController: The split view controller's secondary.
  ///   - splitViewController: The split view controller collapsing.
  open override func collapseSecondaryViewController(
    _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
  ) {
    guard !stack.contains(where: { $0 === secondaryViewController }) else { return }
    place(secondaryViewController, animated: false)
  }

  /// Pops the top view controller, unanimated, as the expanding split view controller's
  /// secondary, as UIKit's does; `nil` with the root alone.
  ///
  /// - Parameter splitViewController: The split view controller expanding.
  /// - Returns: The popped view controller, if any.
  open override func separateSecondaryViewController(
    for splitViewController: UISplitViewController
  ) -> UIViewController? {
    guard stack.count > 1 else { return nil }
    return pop(count: 1, animated: false).first
  }

  // MARK: Appearance

  /// `false`: the navigation controller tells its top child it appears and disappears itself,
  /// and its delegate which child it shows (UIKit's does its own forwarding).
  open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  /// The top child appears with the navigation controller, and the delegate hears will-show
  /// (decided by the model: UIKit's recordings show the delegate told at the first display).
  ///
  /// A push or pop made in the top child's `viewWillAppear` (a deep link opened as the stack
  /// appears) shows its own top at once, and tells the delegate of it: the child it replaced is
  /// not announced (decided).
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let top = stack.last else { return }
    if top.viewIfLoaded?.superview !== viewIfLoaded { install(top) }
    top.beginAppearanceTransition(true, animated: animated)
    guard stack.last === top else { return }
    announce(top, animated: animated)
  }

  /// The top child has appeared with it, and the delegate hears did-show.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard let top = stack.last, top._appearanceState == .appearing else { return }
    top.endAppearanceTransition()
    announceShown(top, animated: animated)
  }

  /// Ends the pushes and pops under way as the navigation controller leaves the screen (its
  /// views leave the window, and their animations with them; decided by the model), then the
  /// top child disappears with it.
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    for transition in unfinished { transition.finish() }
    guard let top = stack.last,
      top._appearanceState == .appeared || top._appearanceState == .appearing
    else { return }
    top.beginAppearanceTransition(false, animated: animated)
  }

  /// The top child has disappeared with it.
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if let top = stack.last, top._appearanceState == .disappearing { top.endAppearanceTransition() }
  }

  /// Tells the delegate `child` is about to be shown; its did-show is owed once it appears.
  func announce(_ child: UIViewController, animated: Bool) {
    announced = child._id
    _emit(.willShow(child: child._id, animated: animated))
    delegate?.navigationController(self, willShow: child, animated: animated)
  }

  /// Tells the delegate `child` is shown, if its will-show is the one owed.
  func announceShown(_ child: UIViewController, animated: Bool) {
    guard announced == child._id, child._appearanceState == .appeared else { return }
    announced = nil
    _emit(.didShow(child: child._id, animated: animated))
    delegate?.navigationController(self, didShow: child, animated: animated)
  }

  // MARK: The view

  /// Installs the top child's view once the view loads, filling it.
  open override func viewDidLoad() {
    super.viewDidLoad()
    attachInteractivePopGesture()
    if let top = stack.last { install(top) }
  }
}

extension UIViewController {
  /// The nearest ancestor that is a navigation controller, if any.
  public var navigationController: UINavigationController? {
    nearestAncestor(UINavigationController.self, marked: FaceKind.navigation)
  }
}
