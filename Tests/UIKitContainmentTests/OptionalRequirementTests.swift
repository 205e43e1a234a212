import Testing
import UIKitContainment

/// UIKit's optional methods called as code written for UIKit calls them (`delegate?.m?(…)`):
/// the call reaches the delegate's own method where it has one, and what UIKit does without it
/// (the model's default) where it has none.
@Suite struct OptionalRequirementTests {
  /// A tab bar's delegate that keeps the user on the first tab and writes down what it hears.
  @MainActor final class Gatekeeper: UITabBarControllerDelegate {
    var told: [String] = []
    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      told.append("should \(viewController.title ?? "")")
      return viewController === tabBarController.viewControllers?.first
    }
    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      told.append("did \(viewController.title ?? "")")
    }
  }

  /// A delegate that answers none of the tab bar's questions.
  @MainActor final class Silent: UITabBarControllerDelegate {}

  /// A tab bar of two titled screens.
  @MainActor static func tabs() -> (UITabBarController, [UIViewController]) {
    let screens = ["first", "second"].map { title in
      let screen = UIViewController()
      screen.title = title
      return screen
    }
    let tabs = UITabBarController()
    tabs.viewControllers = screens
    return (tabs, screens)
  }

  @Test @MainActor func anOptionalCallReachesTheDelegatesOwnMethod() {
    let (tabs, screens) = Self.tabs()
    let delegate = Gatekeeper()
    tabs.delegate = delegate
    #expect(tabs.delegate?.tabBarController?(tabs, shouldSelect: screens[1]) == false)
    #expect(tabs.delegate?.tabBarController?(tabs, shouldSelect: screens[0]) == true)
    tabs.delegate?.tabBarController?(tabs, didSelect: screens[0])
    #expect(delegate.told == ["should second", "should first", "did first"])
  }

  @Test @MainActor func aMethodTheDelegateLeavesOutAnswersAsUIKitDoesWithoutIt() {
    let (tabs, screens) = Self.tabs()
    let delegate = Silent()
    tabs.delegate = delegate
    // UIKit selects a tab its delegate does not ask about, and has no animator for the switch.
    #expect(tabs.delegate?.tabBarController?(tabs, shouldSelect: screens[1]) == true)
    let animator = tabs.delegate?.tabBarController?(
      tabs, animationControllerForTransitionFrom: screens[0], to: screens[1])
    #expect(animator == nil)
    tabs.delegate = nil
    #expect(tabs.delegate?.tabBarController?(tabs, shouldSelect: screens[1]) == nil)
  }

  /// A scroll view delegate that stands in for another, as a drawer's proxy does.
  @MainActor final class Proxy: UIScrollViewDelegate {
    weak var original: (any UIScrollViewDelegate)?
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      original?.scrollViewDidScroll?(scrollView)
    }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
      original?.viewForZooming?(in: scrollView)
    }
  }

  /// The delegate the proxy stands in for.
  @MainActor final class Original: UIScrollViewDelegate {
    var offsets: [CGFloat] = []
    let zoomed = UIView()
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      offsets.append(scrollView.contentOffset.y)
    }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomed }
  }

  @Test @MainActor func aProxyForwardsWhatTheScrollViewTellsIt() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 400)
    let proxy = Proxy()
    let original = Original()
    scrollView.delegate = proxy
    proxy.original = original
    scrollView.contentOffset = CGPoint(x: 0, y: 40)
    scrollView.setContentOffset(CGPoint(x: 0, y: 90), animated: false)
    #expect(original.offsets == [40, 90])
    #expect(scrollView.delegate?.viewForZooming?(in: scrollView) === original.zoomed)
    proxy.original = nil
    scrollView.contentOffset = .zero
    #expect(original.offsets == [40, 90], "no one to forward to")
    #expect(scrollView.delegate?.viewForZooming?(in: scrollView) == nil)
  }

  @Test @MainActor func anAnimatorTakesCompletionsThroughItsOptionalMethods() {
    let view = UIView()
    let animator: any UIViewImplicitlyAnimating = UIViewPropertyAnimator(
      duration: 0.2, curve: .linear)
    var ended: [UIViewAnimatingPosition] = []
    animator.addAnimations? { view.alpha = 0.5 }
    animator.addCompletion? { ended.append($0) }
    animator.startAnimation()
    #expect(view.alpha == 0.5 && ended.isEmpty, "the completion waits for the clock")
    animator.stopAnimation(false)
    animator.finishAnimation(at: .current)
    #expect(ended == [.current])
  }
}
