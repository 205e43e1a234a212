#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// The two containment sequences these containers write most, as Apple's "Implementing a
// container view controller" spells them, once.
extension UIViewController {
  /// Adds `child` with its view filling this one's bounds and resizing with it: `addChild`,
  /// the frame, `place` putting the view in the hierarchy, then `didMove(toParent:)`.
  func addFillingChild(_ child: UIViewController, place: (UIView) -> Void) {
    addChild(child)
    child.view.frame = view.bounds
    child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    place(child.view)
    child.didMove(toParent: self)
  }

  /// Takes `child` out: `willMove(toParent: nil)`, its view (if loaded) out of the hierarchy,
  /// then `removeFromParent()`.
  func removeChild(_ child: UIViewController) {
    child.willMove(toParent: nil)
    child.viewIfLoaded?.removeFromSuperview()
    child.removeFromParent()
  }
}
