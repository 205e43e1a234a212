internal import ContainmentCore

/// What a container asks of the view controllers it contains (UIKit's `UIContentContainer`):
/// the size each would like.
public protocol UIContentContainer: AnyObject {
  /// The size the content would like its container to give it.
  var preferredContentSize: CGSize { get }
}

extension UIViewController: UIContentContainer {}

/// The status bar's style (UIKit's `UIStatusBarStyle`).
public enum UIStatusBarStyle: Int, Sendable {
  /// Dark content on a light background, or light on dark, with the interface style.
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  /// Dark content, for light backgrounds.
  case darkContent = 3
}

extension UIViewController {
  /// The style the status bar takes from this view controller: its own, or the one of the
  /// child it names (``childForStatusBarStyle``), followed down.
  public var _effectiveStatusBarStyle: UIStatusBarStyle {
    var decider = self
    while let child = decider.childForStatusBarStyle, child !== decider { decider = child }
    return decider.preferredStatusBarStyle
  }
}
