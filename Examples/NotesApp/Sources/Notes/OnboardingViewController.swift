#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// The onboarding: three pages in a page view controller (a child), swiped by the user and
/// advanced by a timer while on screen; done dismisses it.
public final class OnboardingViewController: UIViewController, @unchecked Sendable {
  let app: NotesApp
  /// The page view controller, a child.
  public let pager = UIPageViewController(
    transitionStyle: .scroll, navigationOrientation: .horizontal)
  /// The pages, in order (the pager holds the one shown).
  public let pages: [OnboardingPageViewController]
  /// Advances a page every few seconds while on screen.
  private var autoAdvance: Timer?
  /// Whether a page turn the timer started runs.
  private var isTurning = false

  /// The onboarding of `app`.
  public init(app: NotesApp) {
    self.app = app
    pages = (0..<3).map { OnboardingPageViewController(index: $0) }
    super.init(nibName: nil, bundle: nil)
  }

  /// Never made from a storyboard.
  public required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    guard pager.parent == nil else {
      // Loaded again (iOS 5 released the view): the pager is a child already.
      view.addSubview(pager.view)
      return
    }
    pager.dataSource = self
    pager.delegate = self
    addChild(pager)
    view.addSubview(pager.view)
    pager.didMove(toParent: self)
    pager.setViewControllers([pages[0]], direction: .forward, animated: false)
  }

  public override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if app.makes(.timerRetainsScreen) {
      // Planted: the timer's block holds the screen, and nothing invalidates the timer.
      autoAdvance = Timer.scheduledTimer(withTimeInterval: 4, repeats: true) { _ in
        MainActor.assumeIsolated { self.advance() }
      }
    } else if autoAdvance == nil {
      autoAdvance = Timer.scheduledTimer(withTimeInterval: 4, repeats: true) { [weak self] _ in
        MainActor.assumeIsolated { self?.advance() }
      }
    }
  }

  /// Stops the timer as the screen starts to leave: a page turned while it leaves would be
  /// told to appear inside a screen that is disappearing.
  public override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    // Planted: neither timer is ever invalidated (the second's block holds the screen weakly).
    guard !app.makes(.timerRetainsScreen), !app.makes(.timerOutlivesScreen) else { return }
    autoAdvance?.invalidate()
    autoAdvance = nil
  }

  /// The page shown.
  public var currentPage: OnboardingPageViewController? {
    pager.viewControllers?.first as? OnboardingPageViewController
  }

  /// The timer: the next page, unless the user's finger or a turn is on the pages.
  private func advance() {
    guard !isTurning, viewIfLoaded?.window != nil, let current = currentPage,
      current.index + 1 < pages.count
    else { return }
    isTurning = true
    pager.setViewControllers([pages[current.index + 1]], direction: .forward, animated: true) {
      [weak self] _ in self?.isTurning = false
    }
  }

  /// The done button: the onboarding dismissed, unless it is still arriving or leaving.
  public func doneTapped(animated: Bool) {
    guard presentingViewController != nil, !isBeingPresented, !isBeingDismissed, !isTurning
    else { return }
    dismiss(animated: animated)
  }
}

extension OnboardingViewController: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
  /// The page before `viewController`, if any.
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let page = viewController as? OnboardingPageViewController, page.index > 0 else {
      return nil
    }
    return pages[page.index - 1]
  }

  /// The page after `viewController`, if any.
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let page = viewController as? OnboardingPageViewController,
      page.index + 1 < pages.count
    else { return nil }
    return pages[page.index + 1]
  }

  /// The user's swipe began: the timer waits for it.
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {
    isTurning = true
  }

  /// The user's swipe ended, finished or not.
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    isTurning = false
  }
}

/// One page of the onboarding.
public final class OnboardingPageViewController: UIViewController, @unchecked Sendable {
  /// Its position.
  public let index: Int

  init(index: Int) {
    self.index = index
    super.init(nibName: nil, bundle: nil)
  }

  /// Never made from a storyboard.
  public required init?(coder: NSCoder) { nil }
}
