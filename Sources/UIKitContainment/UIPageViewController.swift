internal import ContainmentCore

/// UIKit's `UIPageViewController` in its scroll style, on the model: one page shown, changed in
/// code (``setViewControllers(_:direction:animated:completion:)``) or by the user's swipe, which
/// a harness performs (`_beginSwipe(forward:)`, `_endSwipe(finishing:)`) and which can finish
/// or be cancelled.
///
/// The pages' appearance follows the recorded order of a scroll-style page view controller
/// ("The Inconsistent Order of View Transition Events", wangling.me): the new page's
/// `viewWillAppear`, the current one's `viewWillDisappear`, then at the end the new page's
/// `viewDidAppear`, the current one's `viewDidDisappear`; a cancelled swipe ends with the current
/// page's `viewWillAppear` and `viewDidAppear`, then the new page's `viewWillDisappear` and
/// `viewDidDisappear`. The model decides: the page coming is a child from the start (its
/// `willMove(toParent:)` and `didMove(toParent:)` at once) and the page that ends off screen
/// leaves at the end; an animation takes 0.35 s on the virtual clock; a page change asked for
/// while one runs ends the running one first. Page curl is shown as scroll (one page).
///
/// ```swift
/// final class Pages: UIPageViewControllerDataSource {
///   let pages = [UIViewController(), UIViewController()]
///   func pageViewController(
///     _ pageViewController: UIPageViewController,
///     viewControllerBefore viewController: UIViewController
///   ) -> UIViewController? {
///     pages.firstIndex(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
///   }
///   func pageViewController(
///     _ pageViewController: UIPageViewController,
///     viewControllerAfter viewController: UIViewController
///   ) -> UIViewController? {
///     pages.firstIndex(of: viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
///   }
/// }
/// let source = Pages()
/// let pager = UIPageViewController(
///   transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
/// pager.dataSource = source
/// pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
/// precondition(pager._beginSwipe(forward: true) && pager.children.count == 2)
/// pager._endSwipe(finishing: true)
/// RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))  // the swipe's animation ends
/// precondition(pager.viewControllers?.first === source.pages[1])
/// ```
open class UIPageViewController: UIViewController {
  /// How pages change: by curling (shown as scroll by the model) or scrolling.
  public enum TransitionStyle: Int, Sendable {
    case pageCurl = 0
    case scroll = 1
  }

  /// The direction pages are laid out in.
  public enum NavigationOrientation: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  /// The direction of a page change.
  public enum NavigationDirection: Int, Sendable {
    case forward = 0
    case reverse = 1
  }

  /// Keys of the options given at creation (kept, not used by the model).
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// The key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The spine's location (page curl).
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// The space between pages (scroll).
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// How long an animated page change takes on the virtual clock (decided by the model).
  public static let _transitionDuration: TimeInterval = 0.35

  /// The style given at creation.
  public let transitionStyle: TransitionStyle
  /// The orientation given at creation.
  public let navigationOrientation: NavigationOrientation
  /// Whether a page curl shows content on the back of each page (kept: pages scroll here).
  open var isDoubleSided = false

  /// Gives the pages before and after a page, for the user's swipes.
  open weak var dataSource: (any UIPageViewControllerDataSource)?
  /// Hears of the user's swipes.
  open weak var delegate: (any UIPageViewControllerDelegate)?

  /// The page shown (the one being left while a change runs).
  private var page: UIViewController?
  /// The page change under way.
  private var change: PageChange?

  /// A page change under way: the page coming, the one leaving, how it ends, and its
  /// transition (its end on the clock, its finger on the clock while a swipe lasts).
  @MainActor private final class PageChange {
    let new: UIViewController
    let old: UIViewController?
    let interactive: Bool
    var finishing = true
    let completion: ((Bool) -> Void)?
    let transition: RunningTransition
    init(
      new: UIViewController, old: UIViewController?, animated: Bool, interactive: Bool,
      completion: ((Bool) -> Void)? = nil
    ) {
      (self.new, self.old, self.interactive, self.completion) = (new, old, interactive, completion)
      transition = RunningTransition(
        animated: animated, duration: UIPageViewController._transitionDuration)
      (transition.appearing, transition.disappearing) = (new, old)
      transition.initiallyInteractive = interactive
    }
  }

  /// A page view controller of the given style and orientation.
  ///
  /// - Parameters:
  ///   - style: Scroll or page curl (shown as scroll).
  ///   - navigationOrientation: Horizontal or vertical.
  ///   - options: Kept by UIKit for the spine and the spacing; ignored by the model.
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    super.init(nibName: nil, bundle: nil)
  }

  /// A scroll-style, horizontal page view controller (the model decodes nothing).
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    transitionStyle = .scroll
    navigationOrientation = .horizontal
    super.init(coder: coder)
  }

  /// The page shown, in a list of one (empty before one is set).
  open var viewControllers: [UIViewController]? { page.map { [$0] } ?? [] }

  /// The page shown, if any: `viewControllers?.first` without making an array.
  package var _shownPage: UIViewController? { page }

  /// Shows `viewControllers`' one page, animated or not; `completion` gets whether it finished.
  ///
  /// The delegate hears nothing (UIKit tells it only of the user's swipes). A list that is not
  /// one page ends the app, as UIKit raises. Showing the page shown does nothing but call
  /// `completion`.
  ///
  /// - Parameters:
  ///   - viewControllers: The page to show, alone in the list.
  ///   - direction: Forward or reverse (where the new page comes from).
  ///   - animated: Whether to animate.
  ///   - completion: Called at the end with whether the change finished.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let viewControllers, viewControllers.count == 1, let new = viewControllers.first else {
      raise(
        "NSInvalidArgumentException",
        "The number of view controllers provided (\(viewControllers?.count ?? 0)) doesn't match the number required (1) for the requested transition"
      )
    }
    change?.transition.finish()
    guard new !== page else {
      completion?(true)
      return
    }
    begin(
      PageChange(
        new: new, old: page, animated: animated, interactive: false, completion: completion))
    // Still running (animated, on screen): it ends once its animation has run.
    change?.transition.endAfterAnimation(keeping: self)
  }

  /// Begins the user's swipe to the page after (`forward`) or before the one shown.
  ///
  /// The data source gives the page; the delegate hears `willTransitionTo`. The swipe waits
  /// for the finger (`_endSwipe(finishing:)`).
  ///
  /// - Parameter forward: Whether to the page after.
  /// - Returns: Whether a swipe began: not without a page, a data source's page, or while a
  ///   change runs.
  @discardableResult
  public func _beginSwipe(forward: Bool) -> Bool {
    guard change == nil, let current = page, let dataSource else { return false }
    let next =
      forward
      ? dataSource.pageViewController(self, viewControllerAfter: current)
      : dataSource.pageViewController(self, viewControllerBefore: current)
    guard let next, next !== current else { return false }
    delegate?.pageViewController(self, willTransitionTo: [next])
    let swipe = PageChange(new: next, old: current, animated: true, interactive: true)
    begin(swipe)
    guard change === swipe else { return true }
    swipe.transition.isInteractive = true
    swipe.transition.hold()
    return true
  }

  /// Whether a user's swipe waits for the finger (begun, not yet ended).
  public var _isSwiping: Bool { change?.transition.isInteractive == true }

  /// Lifts the finger.
  ///
  /// The swipe finishes or is cancelled once the rest of its animation has run; the delegate
  /// then hears `didFinishAnimating` with whether it completed. Does nothing without a swipe
  /// under way.
  ///
  /// - Parameter finishing: Whether the swipe completes.
  public func _endSwipe(finishing: Bool) {
    guard let swipe = change, swipe.transition.isInteractive else { return }
    swipe.finishing = finishing
    swipe.transition.isCancelled = !finishing
    swipe.transition.interactionEnded()
    swipe.transition.endAfterAnimation(keeping: self)
  }

  /// Starts `change`: the new page a child at once, its view in, and on screen its
  /// `viewWillAppear` then the old page's `viewWillDisappear`; off screen it ends at once.
  private func begin(_ pageChange: PageChange) {
    let animated = pageChange.transition.isAnimated
    pageChange.transition.container = viewIfLoaded
    pageChange.transition.end = { [unowned self] in end(pageChange) }
    let new = pageChange.new
    if new._parentViewController !== self {
      addChild(new)
      new.didMove(toParent: self)
    }
    install(new)
    guard _appearanceState == .appeared, animated || pageChange.interactive else {
      // Off screen, coming or going, or not animated: at once.
      change = pageChange
      if _appearanceState != .disappeared {
        new.beginAppearanceTransition(true, animated: animated)
        pageChange.old?.beginAppearanceTransition(false, animated: animated)
      }
      return pageChange.transition.finish()
    }
    change = pageChange
    new.beginAppearanceTransition(true, animated: true)
    pageChange.old?.beginAppearanceTransition(false, animated: true)
  }

  /// Ends `change` (its transition's end, run once): finished, the new page appeared and the
  /// old one gone; cancelled, the old page back and the new one gone.
  private func end(_ pageChange: PageChange) {
    if change === pageChange { change = nil }
    let (new, old) = (pageChange.new, pageChange.old)
    let (shown, gone): (UIViewController, UIViewController?)
    if pageChange.finishing {
      (shown, gone) = (new, old)
      if new._appearanceState == .appearing { new.endAppearanceTransition() }
      if let old, old._appearanceState == .disappearing { old.endAppearanceTransition() }
    } else {
      (shown, gone) = (old ?? new, new)
      if let old, old._appearanceState == .disappearing {
        old.beginAppearanceTransition(true, animated: true)
        old.endAppearanceTransition()
      }
      if new._appearanceState == .appearing {
        new.beginAppearanceTransition(false, animated: true)
        new.endAppearanceTransition()
      }
    }
    page = shown
    if let gone, gone !== shown, gone._parentViewController === self {
      gone.willMove(toParent: nil)
      gone.viewIfLoaded?.removeFromSuperview()
      gone.removeFromParent()
    }
    if pageChange.interactive {
      delegate?.pageViewController(
        self, didFinishAnimating: true, previousViewControllers: old.map { [$0] } ?? [],
        transitionCompleted: pageChange.finishing)
    }
    pageChange.completion?(pageChange.finishing)
  }

  /// Places `page`'s view in this one's, filling it.
  private func install(_ page: UIViewController) {
    guard let view = viewIfLoaded else { return }
    page.view.frame = view.bounds
    page.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if page.view.superview !== view { view.addSubview(page.view) }
  }

  // MARK: Appearance

  /// `false`: the page view controller brings its page on and off screen with itself.
  open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  /// Installs the page's view once the view loads.
  open override func viewDidLoad() {
    super.viewDidLoad()
    if let page { install(page) }
  }

  /// The page appears with the page view controller.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let page else { return }
    install(page)
    page.beginAppearanceTransition(true, animated: animated)
  }

  /// The page has appeared with it.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if let page, page._appearanceState == .appearing { page.endAppearanceTransition() }
  }

  /// Ends the change under way (decided: its animation leaves the screen with it), then the
  /// page disappears with the page view controller.
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    change?.transition.finish()
    guard let page, page._appearanceState == .appeared || page._appearanceState == .appearing
    else { return }
    page.beginAppearanceTransition(false, animated: animated)
  }

  /// The page has disappeared with it.
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if let page, page._appearanceState == .disappearing { page.endAppearanceTransition() }
  }
}

/// UIKit's `UIPageViewControllerDataSource`: the pages around a page, for the user's swipes.
@preconcurrency @MainActor public protocol UIPageViewControllerDataSource: AnyObject {
  /// The page before `viewController`, if any.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// The page after `viewController`, if any.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
}

/// UIKit's `UIPageViewControllerDelegate`: the user's swipes, begun and ended.
///
/// Both methods are optional (a default that does nothing).
@preconcurrency @MainActor public protocol UIPageViewControllerDelegate: AnyObject {
  /// A swipe begins toward `pendingViewControllers`.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])
  /// A swipe's animation ended, `completed` or not.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  /// Does nothing.
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  /// Does nothing.
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}
