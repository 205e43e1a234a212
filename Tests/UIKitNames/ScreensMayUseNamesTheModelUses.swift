// modes: 5 6

import Foundation
import UIKitContainment

// A screen written for UIKit names its own members freely: none of the names below is UIKit's,
// all of them are the model's, and `UIViewController`, `UIView` and UIKit's containers inherit
// none of them under `import UIKitContainment` (each line here failed to compile when the core
// made them public: "cannot override with a stored property 'id'"…).

final class NoteViewController: UIViewController {
  let id = UUID()
  var observer: NSObjectProtocol?
  var isViewVisible = false
  var appearanceState = 0
  var releasePolicy = "cache"
  var viewLoadCount = 0
  var viewPayloadBytes = 0
  var displayedTitle: String?
  var displayedNavigationItem = 0
  var propertySource = 0
  var forwardingChild: UIViewController?
  var forwardsChildProperties = false
  var isInChildTransition = false
  static let currentRegistry = 0
  static let presentationDuration = 0.3
  func unloadView() {}
  func settleAppearance(to state: Int, animated: Bool) {}
  func checkCanAddChild(_ child: UIViewController) {}
  func deliverMemoryWarning() {}
  func deliverViewWillTransition(to size: CGSize) {}
  var effectiveStatusBarStyle: UIStatusBarStyle { .default }
}

final class CardView: UIView {
  var ownerID = 0
  var payloadByteCount = 0
  var unmodelledConstraints: [NSLayoutConstraint] = []
}

final class SlowNavigationController: UINavigationController {
  static let transitionDuration = 0.5
}

final class Pager: UIPageViewController {
  static let transitionDuration = 0.5
}

final class MainWindow: UIWindow {
  var modelWindow: AnyObject?
}

extension UIView {
  var isOnScreen: Bool { window != nil }
}

extension NSLayoutConstraint {
  var isModelled: Bool { isActive }
}
