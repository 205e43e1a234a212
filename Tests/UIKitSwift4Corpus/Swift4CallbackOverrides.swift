#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// A screen in Swift 4.1's names that notes joining and leaving its container by overriding
/// `willMove(toParentViewController:)` and `didMove(toParentViewController:)` — the way
/// Swift 4 code told the back button's pop from a push.
open class MoveNotingScreen: UIViewController {
  /// What its overrides heard, in order.
  public var moves: [String] = []

  open override func willMove(toParentViewController parent: UIViewController?) {
    super.willMove(toParentViewController: parent)
    moves.append(parent == nil ? "leaving" : "joining")
  }

  open override func didMove(toParentViewController parent: UIViewController?) {
    super.didMove(toParentViewController: parent)
    moves.append(parent == nil ? "left" : "joined")
  }
}

/// A container in Swift 4.1's names whose status bar follows the child it names.
public final class StatusFollowingContainer: UIViewController {
  /// The child that decides the status bar.
  public var decidingChild: UIViewController?

  public override var childViewControllerForStatusBarStyle: UIViewController? {
    decidingChild
  }

  public override var childViewControllerForStatusBarHidden: UIViewController? {
    decidingChild
  }
}
