// Compiled in Swift 4 mode, where UIKit's Swift 4.1 names are the names: `UIViewController`'s
// old-named callbacks witness the layer's `_UIKitSwift41Callbacks`, which the layer calls so
// that a Swift 4 override of `willMove(toParentViewController:)` is called wherever UIKit calls
// `willMove(toParent:)` (`UIViewController+Swift41Callbacks.swift` in `UIKitContainment`).

import UIKitContainment

extension UIViewController: _UIKitSwift41Callbacks {
  /// Six classes never made: two plain, then four each overriding one old name, in the
  /// requirements' order.
  public static var _swift41Probes: [AnyClass] {
    [
      PlainProbe.self, OtherPlainProbe.self, WillMoveProbe.self, DidMoveProbe.self,
      StyleProbe.self, HiddenProbe.self,
    ]
  }
}

private final class PlainProbe: UIViewController {}

private final class OtherPlainProbe: UIViewController {}

private final class WillMoveProbe: UIViewController {
  override func willMove(toParentViewController parent: UIViewController?) {}
}

private final class DidMoveProbe: UIViewController {
  override func didMove(toParentViewController parent: UIViewController?) {}
}

private final class StyleProbe: UIViewController {
  override var childViewControllerForStatusBarStyle: UIViewController? { nil }
}

private final class HiddenProbe: UIViewController {
  override var childViewControllerForStatusBarHidden: UIViewController? { nil }
}
