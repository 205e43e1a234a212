internal import ContainmentCore

// A popover and how a presentation adapts on the model's phone, whose width is compact in
// either orientation: a popover is shown as a form sheet unless the presentation controller's
// delegate asks for another style (`.none`: shown as a popover after all).

/// The presentation controller of a view controller presented as a popover (UIKit's
/// `UIPopoverPresentationController`), made for one whose `modalPresentationStyle` is
/// `.popover` (``UIViewController/popoverPresentationController``).
///
/// On a phone UIKit adapts the popover: since iOS 13 it is shown as a form sheet (Apple's
/// `UIModalPresentationStyle.popover`: "for horizontally or vertically compact environments,
/// this option behaves the same as `UIModalPresentationStyle.formSheet`"), a full-screen
/// presentation before, unless the delegate's `adaptivePresentationStyle(for:)` (or
/// `adaptivePresentationStyle(for:traitCollection:)`) names a style: `.none` keeps the
/// popover, which leaves the presenter on screen. So the presenter hears
/// `viewWillDisappear(_:)` under the iOS 5 level's contract unless the delegate says `.none`.
///
/// ```swift
/// final class Menu: UIViewController, UIPopoverPresentationControllerDelegate {
///   func show(_ list: UIViewController, from button: UIButton) {
///     list.modalPresentationStyle = .popover
///     list.popoverPresentationController?.sourceView = button
///     list.popoverPresentationController?.delegate = self
///     present(list, animated: true)
///   }
///
///   func adaptivePresentationStyle(for controller: UIPresentationController)
///     -> UIModalPresentationStyle
///   { .none }
/// }
/// ```
open class UIPopoverPresentationController: UIPresentationController {
  /// The view it points at.
  open var sourceView: UIView?
  /// The rectangle of ``sourceView`` it points at.
  open var sourceRect = CGRect.zero
  /// The bar button item it points at.
  open var barButtonItem: UIBarButtonItem?
  /// The directions its arrow may point.
  open var permittedArrowDirections = UIPopoverArrowDirection.any
  /// The views a touch outside the popover still reaches (kept: the model dims nothing).
  open var passthroughViews: [UIView]?
  /// The popover's background colour, arrow included (kept: the model draws nothing).
  open var backgroundColor: UIColor?
  /// Whether the popover may cover the rectangle it points at (kept).
  open var canOverlapSourceViewRect = false
  /// The margins the popover keeps from the screen's edges (kept).
  open var popoverLayoutMargins = UIEdgeInsets.zero
  /// The direction its arrow points: `.unknown`, as the model draws no arrow.
  open var arrowDirection: UIPopoverArrowDirection { .unknown }

  /// Tells the delegate, if it is a popover's, that the popover is about to be presented.
  func prepare() {
    (delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
  }
}

/// What is told of a popover (UIKit's `UIPopoverPresentationControllerDelegate`): the
/// adaptation questions of every presentation controller's delegate, and the popover's own.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate:
  UIAdaptivePresentationControllerDelegate
{
  /// The popover is about to be presented (as a popover, or adapted): before its transition.
  ///
  /// - Parameter popoverPresentationController: The popover's presentation controller.
  func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
  /// Does nothing.
  public func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {}
}

/// The directions a popover's arrow may point (UIKit's `UIPopoverArrowDirection`).
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
  /// The directions' bits.
  public let rawValue: UInt
  /// The directions of the given bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Up.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// Down.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// Left.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// Right.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// Any.
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  /// Not known: no arrow shown.
  public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

extension UIViewController {
  /// The popover presentation controller of this view controller (or of its outermost
  /// ancestor) when it is presented, or is to be, as a popover (`modalPresentationStyle` is
  /// `.popover`): made when first asked for, so that it can be set up before presenting;
  /// `nil` for any other style.
  public var popoverPresentationController: UIPopoverPresentationController? {
    guard presentationBase.modalPresentationStyle == .popover else { return nil }
    return presentationController as? UIPopoverPresentationController
  }

  /// The style a presentation by `controller` takes on the model's phone: a popover's as its
  /// delegate says (`.none`: a popover), else a form sheet; any other style as asked.
  func adaptedStyle(by controller: UIPresentationController?) -> UIModalPresentationStyle {
    let style = modalPresentationStyle
    guard style == .popover else { return style }
    switch controller?.delegateAdaptiveStyle(for: controller?.traitCollection) {
    case .none?: return .popover
    case let asked? where [.fullScreen, .overFullScreen, .formSheet, .pageSheet].contains(asked):
      return asked
    // No answer, or one a popover cannot adapt to (Apple: the adaptation ignores it).
    default: return .formSheet
    }
  }
}

extension UIPresentationController {
  /// The style the delegate names for an environment of `traits` (its
  /// `adaptivePresentationStyle(for:traitCollection:)`, else `adaptivePresentationStyle(for:)`),
  /// or `nil` when it implements neither.
  func delegateAdaptiveStyle(for traits: UITraitCollection?) -> UIModalPresentationStyle? {
    guard let delegate else { return nil }
    AdaptiveAnswer.unanswered = false
    let style =
      traits.map { delegate.adaptivePresentationStyle(for: self, traitCollection: $0) }
      ?? delegate.adaptivePresentationStyle(for: self)
    return AdaptiveAnswer.unanswered ? nil : style
  }
}

/// Whether the last adaptation question reached the delegate protocol's default, which stands
/// for a delegate that does not answer it (UIKit asks an Objective-C delegate whether it
/// responds; a Swift protocol's default is how the layer tells).
@MainActor enum AdaptiveAnswer {
  static var unanswered = false
}

extension UIAdaptivePresentationControllerDelegate {
  /// Asks for no style: the presentation adapts as UIKit adapts it.
  ///
  /// - Parameter controller: The presentation controller.
  /// - Returns: `.none`.
  public func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  {
    AdaptiveAnswer.unanswered = true
    return .none
  }

  /// Asks ``adaptivePresentationStyle(for:)``.
  ///
  /// - Parameters:
  ///   - controller: The presentation controller.
  ///   - traitCollection: The traits of the environment it adapts to.
  /// - Returns: What ``adaptivePresentationStyle(for:)`` says.
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    adaptivePresentationStyle(for: controller)
  }
}
