import ContainmentCore
import UIKitContainment

extension ViewController {
  /// This view controller as UIKit's, if it is one: the mark UIKit's initializers set, read in
  /// place of a dynamic cast (which walks the class chain) on a run's hot paths.
  @inline(__always) var asUIKitViewController: UIViewController? {
    _isUIKitFace ? unsafeDowncast(self, to: UIViewController.self) : nil
  }
}
