internal import ContainmentCore

/// What a container asks of the view controllers it contains (UIKit's `UIContentContainer`):
/// the size each would like.
@preconcurrency @MainActor public protocol UIContentContainer: AnyObject {
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

/// How a change of the status bar's visibility animates (UIKit's `UIStatusBarAnimation`):
/// kept, as the model draws no status bar.
public enum UIStatusBarAnimation: Int, Sendable {
  /// At once.
  case none
  /// Fading.
  case fade
  /// Sliding.
  case slide
}

extension UIViewController {
  /// The style the status bar takes from this view controller: its own, or the one of the
  /// child it names (``childForStatusBarStyle``), followed down.
  public var _effectiveStatusBarStyle: UIStatusBarStyle {
    decider(\.childForStatusBarStyle).preferredStatusBarStyle
  }

  /// Whether the status bar is hidden by this view controller or the child it names
  /// (``childForStatusBarHidden``), followed down.
  public var _effectiveStatusBarHidden: Bool {
    decider(\.childForStatusBarHidden).prefersStatusBarHidden
  }

  /// Whether the home indicator hides, by this view controller or the child it names
  /// (``childForHomeIndicatorAutoHidden``), followed down.
  public var _effectiveHomeIndicatorAutoHidden: Bool {
    decider(\.childForHomeIndicatorAutoHidden).prefersHomeIndicatorAutoHidden
  }

  /// The edges whose system gestures wait, by this view controller or the child it names
  /// (``childForScreenEdgesDeferringSystemGestures``), followed down.
  public var _effectiveScreenEdgesDeferringSystemGestures: UIRectEdge {
    decider(\.childForScreenEdgesDeferringSystemGestures)
      .preferredScreenEdgesDeferringSystemGestures
  }

  /// Asks the system to read ``prefersHomeIndicatorAutoHidden`` again: the model shows no
  /// home indicator (`_effectiveHomeIndicatorAutoHidden` reads it whenever asked).
  public func setNeedsUpdateOfHomeIndicatorAutoHidden() {}

  /// Asks the system to read ``preferredScreenEdgesDeferringSystemGestures`` again: the model
  /// has no system gestures to defer.
  public func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}

  /// The view controller that decides, following `child` down from this one.
  private func decider(_ child: KeyPath<UIViewController, UIViewController?>) -> UIViewController {
    var decider = self
    while let next = decider[keyPath: child], next !== decider { decider = next }
    return decider
  }
}
