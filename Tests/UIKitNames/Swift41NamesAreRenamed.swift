// modes: 5 6
// expect: 'addChildViewController' has been renamed to 'addChild(_:)'
// expect: 'removeFromParentViewController()' has been renamed to 'removeFromParent()'
// expect: 'willMove(toParentViewController:)' has been renamed to 'willMove(toParent:)'
// expect: 'didMove(toParentViewController:)' has been renamed to 'didMove(toParent:)'
// expect: 'childViewControllers' has been renamed to 'children'
// expect: 'isMovingToParentViewController' has been renamed to 'isMovingToParent'
// expect: 'isMovingFromParentViewController' has been renamed to 'isMovingFromParent'
// expect: 'bringSubview(toFront:)' has been renamed to 'bringSubviewToFront(_:)'
// expect: 'sendSubview(toBack:)' has been renamed to 'sendSubviewToBack(_:)'
// expect: 'UIViewAnimationOptions' has been renamed to 'UIView.AnimationOptions'
// expect: 'UIViewAutoresizing' has been renamed to 'UIView.AutoresizingMask'
// expect: 'NSLayoutAttribute' has been renamed to 'NSLayoutConstraint.Attribute'
// expect: 'NSLayoutRelation' has been renamed to 'NSLayoutConstraint.Relation'
//
// Swift 4.1's names in a Swift 5 or 6 file: each an error naming the new name, as against
// iOS 12's SDK and later.

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
