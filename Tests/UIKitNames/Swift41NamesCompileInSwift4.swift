// modes: 4
// expect: nothing
//
// The same names in a Swift 4 file: no error, as against iOS 11's SDK.

import UIKitContainment

final class OldNames: UIViewController {
  func use(_ child: UIViewController, _ other: UIView) {
    addChildViewController(child)
    child.removeFromParentViewController()
    child.willMove(toParentViewController: self)
    child.didMove(toParentViewController: self)
    _ = childViewControllers
    _ = child.isMovingToParentViewController
    _ = child.isMovingFromParentViewController
    view.bringSubview(toFront: other)
    view.sendSubview(toBack: other)
    let _: UIViewAnimationOptions = []
    let _: UIViewAutoresizing = []
    let _: NSLayoutAttribute = .top
    let _: NSLayoutRelation = .equal
  }
}
