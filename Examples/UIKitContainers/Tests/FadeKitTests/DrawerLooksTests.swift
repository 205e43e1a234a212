import FadeKit
import Testing
import UIKitContainment

/// A screen that asks for light status bar content.
private final class DarkMenu: UIViewController {
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

/// The drawer's looks and what it tells the system, as a drawer written for UIKit does: a
/// shadow along the menu, the open menu modal to VoiceOver and deciding the status bar.
@Suite struct DrawerLooksTests {
  @Test @MainActor func theOpenMenuCastsItsShadowIsAnnouncedAndDecidesTheStatusBar() {
    let menu = DarkMenu()
    let drawer = DrawerViewController(menu: menu)
    drawer.content = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = drawer
    window.makeKeyAndVisible()
    let announced = UIApplication.shared._accessibilityPosts[.screenChanged, default: 0]
    #expect(drawer._effectiveStatusBarStyle == .default)
    let finger = drawer.view._touchDown(at: CGPoint(x: 5, y: 400))
    for _ in 0..<10 { finger._move(byX: 25, y: 0) }
    finger._lift()
    #expect(drawer.isOpen && menu.view.accessibilityViewIsModal)
    #expect(menu.view.layer.shadowPath?.boundingBox == menu.view.bounds)
    #expect(drawer._effectiveStatusBarStyle == .lightContent)
    #expect(UIApplication.shared._accessibilityPosts[.screenChanged, default: 0] == announced + 1)
    withExtendedLifetime(window) {}
  }
}
