// modes: 4
// expect: overriding non-open instance method outside of its defining module
// expect: instance method 'didMove(toParentViewController:)' is declared in extension of 'UIViewController' and cannot be overridden
//
// A Swift 4 override under a callback's old name does not compile (on iOS it would override the
// one Objective-C method): rather than compile and never be called, it must take the new name.

import UIKitContainment

final class Child: UIViewController {
  override func didMove(toParentViewController parent: UIViewController?) {
    super.didMove(toParentViewController: parent)
  }
}
