// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// UIKit's responders as code written for UIKit uses them: the app delegate declared as Xcode's
// template declares it, a view that finds its view controller up the chain, a screen that
// takes the first responder and a container that ends editing before it swaps its child.

final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
}

extension UIView {
  var parentViewController: UIViewController? {
    var responder: UIResponder? = self
    while let current = responder {
      if let controller = current as? UIViewController { return controller }
      responder = current.next
    }
    return nil
  }
}

final class ComposerViewController: UIViewController {
  override var canBecomeFirstResponder: Bool { true }

  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    view.layoutIfNeeded()
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    _ = becomeFirstResponder()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    if isFirstResponder { _ = resignFirstResponder() }
  }
}

final class SwapContainerViewController: UIViewController {
  func show(_ next: UIViewController) {
    view.endEditing(true)
    for old in children {
      old.willMove(toParent: nil)
      old.view.removeFromSuperview()
      old.removeFromParent()
    }
    addChild(next)
    view.addSubview(next.view)
    next.didMove(toParent: self)
    precondition(next.view.parentViewController === next)
    next.view.accessibilityIdentifier = "swap-content"
    UIAccessibility.post(notification: .screenChanged, argument: next.view)
  }
}

/// A tab of a custom tab strip, read as one selected button.
final class TabItemView: UIView {
  var title = ""
  var isSelected = false

  override var isAccessibilityElement: Bool {
    get { true }
    set {}
  }

  override var accessibilityLabel: String? {
    get { title }
    set {}
  }

  override var accessibilityTraits: UIAccessibilityTraits {
    get { isSelected ? [.button, .selected] : .button }
    set {}
  }
}
