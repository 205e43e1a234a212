import Testing
import UIKitContainment

/// A video screen that hides the status bar and the home indicator and keeps the bottom edge.
private final class PlayerViewController: UIViewController {
  override var prefersStatusBarHidden: Bool { true }
  override var prefersHomeIndicatorAutoHidden: Bool { true }
  override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }
  override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
}

/// A container that lets its current child decide what the system shows, as containers do.
private final class ForwardingContainer: UIViewController {
  var current: UIViewController?
  override var childForStatusBarHidden: UIViewController? { current }
  override var childForHomeIndicatorAutoHidden: UIViewController? { current }
  override var childForScreenEdgesDeferringSystemGestures: UIViewController? { current }
}

/// What a view controller asks of the status bar, the home indicator and the screen's edges,
/// decided by the child a container names, followed down.
@Suite struct SystemAppearanceTests {
  @Test @MainActor func theChildAContainerNamesDecidesFollowedDown() {
    let outer = ForwardingContainer()
    let inner = ForwardingContainer()
    let player = PlayerViewController()
    #expect(!outer._effectiveStatusBarHidden && !outer._effectiveHomeIndicatorAutoHidden)
    #expect(outer._effectiveScreenEdgesDeferringSystemGestures == [])
    outer.current = inner
    inner.current = player
    outer.setNeedsUpdateOfHomeIndicatorAutoHidden()
    outer.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    #expect(outer._effectiveStatusBarHidden && outer._effectiveHomeIndicatorAutoHidden)
    #expect(outer._effectiveScreenEdgesDeferringSystemGestures == .bottom)
    #expect(player.preferredStatusBarUpdateAnimation == .slide)
    #expect(UIViewController().preferredStatusBarUpdateAnimation == .fade)
    // A container that names itself decides for itself.
    inner.current = inner
    #expect(!outer._effectiveHomeIndicatorAutoHidden)
    player.modalPresentationCapturesStatusBarAppearance = true
    #expect(player.modalPresentationCapturesStatusBarAppearance)
    #expect(!UIViewController().modalPresentationCapturesStatusBarAppearance)
  }
}
