// modes: 5 6
// expect: cannot find type 'StackController' in scope
// expect: cannot find 'VirtualClock' in scope
// expect: cannot find type 'ViewController' in scope
// expect: cannot find type 'LifecycleObserver' in scope
import UIKitContainment

// `import UIKitContainment` brings UIKit's names and Foundation's, never the model's: code that
// compiles under it compiles against UIKit. What UIKit's classes inherit from the model stays
// visible (the last function compiles).

final class Host: UIViewController {
  var stack: StackController?
  let clock = VirtualClock()
  func model(_ controller: ViewController) {}
  func watch(_ observer: LifecycleObserver) {}

  func uikit() {
    let options: UIView.AnimationOptions = [.curveEaseInOut, .transitionCrossDissolve]
    view.subviews.first?.removeFromSuperview()
    let mask: UIInterfaceOrientationMask = .portrait
    _ = (options, mask, isViewLoaded, children.first?.removeFromParent())
  }
}
