// modes: 4 5 6
// expect in 5 6: 'addChildViewController' has been renamed to 'addChild(_:)'
// expect in 5 6: 'removeFromParentViewController()' has been renamed to 'removeFromParent()'
// expect in 5 6: 'willMove(toParentViewController:)' has been renamed to 'willMove(toParent:)'
// expect in 5 6: 'didMove(toParentViewController:)' has been renamed to 'didMove(toParent:)'
// expect in 5 6: 'childViewControllers' has been renamed to 'children'
// expect in 5 6: 'isMovingToParentViewController' has been renamed to 'isMovingToParent'
// expect in 5 6: 'isMovingFromParentViewController' has been renamed to 'isMovingFromParent'
// expect in 5 6: 'bringSubview(toFront:)' has been renamed to 'bringSubviewToFront(_:)'
// expect in 5 6: 'sendSubview(toBack:)' has been renamed to 'sendSubviewToBack(_:)'
// expect in 5 6: 'UIViewAnimationOptions' has been renamed to 'UIView.AnimationOptions'
// expect in 5 6: 'UIViewAutoresizing' has been renamed to 'UIView.AutoresizingMask'
// expect in 5 6: 'NSLayoutAttribute' has been renamed to 'NSLayoutConstraint.Attribute'
// expect in 5 6: 'NSLayoutRelation' has been renamed to 'NSLayoutConstraint.Relation'
//
// Swift 4.1's names: taken in a Swift 4 file, as against iOS 11's SDK; in a Swift 5 or 6 file
// each an error naming the new name, as against iOS 12's SDK and later.

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
