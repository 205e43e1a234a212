// modes: 4 5 6
// expect in 4: 'addChild' is unavailable in Swift
// expect in 4: 'children' is unavailable in Swift
// expect in 5 6: overriding declaration requires an 'override' keyword
// expect in 5 6: overriding non-open property outside of its defining module
// expect in 5 6: property 'children' is declared in extension of 'UIViewController' and cannot be overridden
// expect in 5 6: 'bringSubview(toFront:)' has been renamed to 'bringSubviewToFront(_:)'
// expect in 5 6: 'addChildViewController' has been renamed to 'addChild(_:)'
// expect in 5 6: 'didMove(toParentViewController:)' has been renamed to 'didMove(toParent:)'
// expect in 5 6: 'childViewControllers' has been renamed to 'children'
//
// Swift 4.2's names came with iOS 12's SDK, which imports each for Swift 4 files as introduced
// in 4.2: a Swift 4 file could not call them, and could declare its own members under those
// names, as containers written before the rename did (a `func addChild(_:)` that adds and
// tells `didMove`). Under Swift 4.2 and later, the file's members collide with UIKit's.

import UIKitContainment

final class SwapContainer: UIViewController {
  private(set) var current: UIViewController?

  func addChild(_ child: UIViewController) {
    addChildViewController(child)
    view.addSubview(child.view)
    child.didMove(toParentViewController: self)
    current = child
  }

  var children: [UIViewController] { childViewControllers }

  func bringSubviewToFront(_ child: UIViewController) {
    view.bringSubview(toFront: child.view)
  }
}

func swiftFourCallsTheOldNamesOnly(_ container: UIViewController, _ child: UIViewController) {
  let plain = UIViewController()
  plain.addChild(child)
  _ = plain.children.count
  _ = container
}
