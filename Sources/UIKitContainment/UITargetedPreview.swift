public import Foundation

// A context menu's preview, as screens shape it (iOS 13): kept, as the model shows no preview.

/// The view a context menu lifts as its preview, and how (UIKit's `UITargetedPreview`).
///
/// ```swift
/// let photo = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
/// let parameters = UIPreviewParameters()
/// parameters.visiblePath = UIBezierPath(roundedRect: photo.bounds, cornerRadius: 12)
/// let preview = UITargetedPreview(view: photo, parameters: parameters)
/// precondition(preview.view === photo && preview.size == photo.bounds.size)
/// ```
@preconcurrency @MainActor open class UITargetedPreview {
  /// The view lifted.
  public let view: UIView
  /// How it is drawn.
  public let parameters: UIPreviewParameters
  /// Where it goes (the view's superview, at its centre, by default).
  public let target: UIPreviewTarget?

  /// A preview of `view` in place.
  ///
  /// - Parameter view: The view.
  public convenience init(view: UIView) { self.init(view: view, parameters: UIPreviewParameters()) }

  /// A preview of `view` in place, drawn by `parameters`.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - parameters: How it is drawn.
  public init(view: UIView, parameters: UIPreviewParameters) {
    (self.view, self.parameters, target) = (view, parameters, nil)
  }

  /// A preview of `view` at `target`, drawn by `parameters`.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - parameters: How it is drawn.
  ///   - target: Where it goes.
  public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
    (self.view, self.parameters, self.target) = (view, parameters, target)
  }

  /// The preview's size: its view's.
  public var size: CGSize { view.bounds.size }
}

/// How a preview is drawn (UIKit's `UIPreviewParameters`), kept.
@preconcurrency @MainActor open class UIPreviewParameters {
  /// The colour behind it.
  open var backgroundColor: UIColor?
  /// The part of the view shown.
  open var visiblePath: UIBezierPath?
  /// The shadow's shape.
  open var shadowPath: UIBezierPath?
  /// Parameters with the defaults.
  public init() {}
}

/// Where a preview goes (UIKit's `UIPreviewTarget`).
@preconcurrency @MainActor open class UIPreviewTarget {
  /// The view it goes into.
  public let container: UIView
  /// Its centre, in the container's coordinates.
  public let center: CGPoint
  /// Its transform.
  public let transform: CGAffineTransform

  /// A target at `center` in `container`.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - center: The centre.
  ///   - transform: The transform.
  public init(container: UIView, center: CGPoint, transform: CGAffineTransform = .identity) {
    (self.container, self.center, self.transform) = (container, center, transform)
  }
}

/// How tapping a context menu's preview ends (UIKit's `UIContextMenuInteractionCommitStyle`).
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
  /// The menu goes.
  case dismiss
  /// The preview grows into its view controller.
  case pop
}

/// The animation of a context menu's preview committed (UIKit's
/// `UIContextMenuInteractionCommitAnimating`).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating:
  UIContextMenuInteractionAnimating
{
  /// How it ends.
  var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
  /// The preview's view controller, if the configuration made one.
  var previewViewController: UIViewController? { get }
}
