internal import ContainmentCore

/// What a container and the content it holds tell each other of sizes (UIKit's
/// `UIContentContainer`): every `UIViewController` and every `UIPresentationController`.
@preconcurrency @MainActor public protocol UIContentContainer: AnyObject {
  /// The size the content would like its container to give it.
  var preferredContentSize: CGSize { get }
  /// Called when a child's preferred size changes.
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// Called when the size a child's constraints fit in changes (never, in the model).
  func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// The size to give a child when this container's view takes `parentSize`.
  func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize
  /// Called before the container's view changes size.
  func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
  /// Called before the container's traits change (a size class, with its view's size).
  func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  )
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

  /// Asks the system to read `supportedInterfaceOrientations` again (iOS 16): the model
  /// rotates only when the harness rotates the window, and reads it then.
  public func setNeedsUpdateOfSupportedInterfaceOrientations() {}

  /// Asks the system to rotate the interface to the device's orientation if the view
  /// controllers now allow it (deprecated in iOS 16): the model rotates only when the harness
  /// rotates the window.
  @available(iOS, deprecated: 16.0, message: "Use setNeedsUpdateOfSupportedInterfaceOrientations")
  public static func attemptRotationToDeviceOrientation() {}

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
