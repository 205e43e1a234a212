import Containment
import UIKitContainment

extension AppDriver {
  /// A notification the user tapped to bring the app back: the app's router opens its item in
  /// the first stack as a deep link does, when the app comes back on its first page with that
  /// stack at its root (the app's news feed, whose notifications open an article).
  ///
  /// It hands a new screen to the stack's root screen and selects its tab; the screen pushes
  /// it, unanimated, in its `viewWillAppear`, while the navigation controller is itself
  /// appearing: a push UIKit takes, the old top disappearing at once. Only with nothing
  /// presented, no finger down and nothing moving: a router that finds a sheet up leaves the
  /// notification (the app shows it later, which the harness does not model).
  @MainActor func openNotification() {
    guard tabs.selectedIndex == stacks.count, pager._shownPage === pages[0],
      stacks[0].viewControllers.count == 1, context.window._topPresented == nil, !isFingerDown,
      !isTransitioning, let screen = stacks[0].topViewController as? AppScreen,
      screen.pendingItem == nil, let item = context.makeChild(payload: 0) as? UIViewController
    else { return }
    screen.pendingItem = item
    tabs.selectedIndex = 0
  }
}
