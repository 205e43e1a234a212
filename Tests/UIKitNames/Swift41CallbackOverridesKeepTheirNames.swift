// modes: 4 5 6
// expect in 4: cannot override 'didMove' which has been marked unavailable
// expect in 4: cannot override 'childForStatusBarStyle' which has been marked unavailable
// expect in 5 6: 'willMove(toParentViewController:)' has been renamed to 'willMove(toParent:)'
// expect in 5 6: 'willMove(toParentViewController:)' has been renamed to 'willMove(toParent:)'
// expect in 5 6: 'childViewControllerForStatusBarHidden' has been renamed to 'childForStatusBarHidden'
// expect in 5 6: 'childViewControllers' has been renamed to 'children'
//
// A callback's override takes the name of its file's Swift: in Swift 4 the 4.1 names
// (`willMove(toParentViewController:)`, `childViewControllerForStatusBarHidden`), which UIKit
// calls as it calls the new ones; the 4.2 names are not there yet, as in iOS 12's SDK. In
// Swift 4.2 and later, the old names are renamed.

import UIKitContainment

final class OldNamedScreen: UIViewController {
  override func willMove(toParentViewController parent: UIViewController?) {
    super.willMove(toParentViewController: parent)
  }

  override var childViewControllerForStatusBarHidden: UIViewController? {
    childViewControllers.first
  }
}

final class NewNamedScreen: UIViewController {
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
  }

  override var childForStatusBarStyle: UIViewController? {
    nil
  }
}
