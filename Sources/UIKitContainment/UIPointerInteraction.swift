/// UIKit's `UIPointerInteraction` (iPadOS 13.4): how the pointer of a trackpad or mouse looks
/// over a view.
///
/// The model has no pointer: a harness hovers it with `_hover(at:)`, which asks the delegate
/// for the region at that point and its style, and tells the delegate the pointer entered it
/// (and left the region it was in before).
///
/// ```swift
/// final class Card: UIPointerInteractionDelegate {
///   func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
///     -> UIPointerStyle?
///   {
///     UIPointerStyle.hidden()
///   }
/// }
/// let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
/// let card = Card()
/// let pointer = UIPointerInteraction(delegate: card)
/// view.addInteraction(pointer)
/// precondition(pointer._hover(at: CGPoint(x: 10, y: 10))?.isHidden == true)
/// ```
@preconcurrency @MainActor public final class UIPointerInteraction: UIInteraction {
  /// What decides the regions and styles (kept weakly).
  public private(set) weak var delegate: (any UIPointerInteractionDelegate)?
  /// The view it is added to.
  public private(set) weak var view: UIView?
  /// Whether it changes the pointer.
  public var isEnabled = true
  /// The region the pointer is in, while it is.
  private var entered: UIPointerRegion?

  /// An interaction whose regions and styles `delegate` decides.
  ///
  /// - Parameter delegate: The delegate, or `nil` (the view's bounds, the automatic style).
  public init(delegate: (any UIPointerInteractionDelegate)?) { self.delegate = delegate }

  /// Does nothing.
  public func willMove(to view: UIView?) {}
  /// Keeps the view.
  public func didMove(to view: UIView?) {
    self.view = view
    if view == nil { entered = nil }
  }

  /// Asks for the regions and styles again: the pointer leaves the region it is in.
  public func invalidate() {
    if let entered { delegate?.pointerInteraction(self, willExit: entered, animator: nil) }
    entered = nil
  }

  /// The pointer moved to `location` of the view (the harness's hover): the region there
  /// (the view's bounds unless the delegate says otherwise), entered if it is new, and its
  /// style; `nil` when disabled, outside the view or outside every region.
  ///
  /// - Parameter location: Where, in the view's coordinates.
  /// - Returns: The pointer's style there.
  @discardableResult
  public func _hover(at location: CGPoint) -> UIPointerStyle? {
    guard isEnabled, let view, view.bounds.contains(location) else {
      invalidate()
      return nil
    }
    let fallback = UIPointerRegion(rect: view.bounds, identifier: nil)
    let request = UIPointerRegionRequest(location: location)
    let region =
      delegate.map {
        $0.pointerInteraction(self, regionFor: request, defaultRegion: fallback)
      } ?? fallback
    guard let region else {
      invalidate()
      return nil
    }
    if entered !== region {
      invalidate()
      entered = region
      delegate?.pointerInteraction(self, willEnter: region, animator: nil)
    }
    return delegate.map { $0.pointerInteraction(self, styleFor: region) }
      ?? UIPointerStyle(effect: .automatic(UITargetedPreview(view: view)))
  }
}

/// A part of a view with one pointer style (UIKit's `UIPointerRegion`).
@preconcurrency @MainActor public final class UIPointerRegion {
  /// The part, in the view's coordinates.
  public let rect: CGRect
  /// What tells this region from the others.
  public let identifier: AnyHashable?
  /// The axes along which the pointer moves only within the region (kept).
  public var latchingAxes: UIAxis = []

  /// The region of `rect`.
  ///
  /// - Parameters:
  ///   - rect: The part.
  ///   - identifier: What tells it from the others.
  public init(rect: CGRect, identifier: AnyHashable? = nil) {
    self.rect = rect
    self.identifier = identifier
  }
}

/// Where the pointer is, asking for its region (UIKit's `UIPointerRegionRequest`).
@preconcurrency @MainActor public final class UIPointerRegionRequest {
  /// Where, in the view's coordinates.
  public let location: CGPoint
  init(location: CGPoint) { self.location = location }
}

/// How the pointer looks (UIKit's `UIPointerStyle`).
@preconcurrency @MainActor public final class UIPointerStyle {
  /// Its effect on the view, if any.
  public let effect: UIPointerEffect?
  /// Its shape, if not the effect's.
  public let shape: UIPointerShape?
  /// Whether the pointer is hidden.
  public let isHidden: Bool

  /// A style with `effect` on the view, in `shape`.
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - shape: The pointer's shape, or `nil` for the effect's.
  public init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
    (self.effect, self.shape, isHidden) = (effect, shape, false)
  }

  /// A pointer of `shape`, moving only along `axes` (kept).
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - axes: The axes it is kept to.
  public init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
    (effect, self.shape, isHidden) = (nil, shape, false)
  }

  private init(hidden: Void) { (effect, shape, isHidden) = (nil, nil, true) }

  /// The pointer hidden.
  public static func hidden() -> UIPointerStyle { UIPointerStyle(hidden: ()) }
}

/// What the pointer does to the view under it (UIKit's `UIPointerEffect`).
@preconcurrency @MainActor public enum UIPointerEffect {
  /// The system's choice.
  case automatic(UITargetedPreview)
  /// A highlight over the view.
  case highlight(UITargetedPreview)
  /// The view lifted.
  case lift(UITargetedPreview)
  /// The view changed as the app says.
  case hover(
    UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
    prefersScaledContent: Bool = true)

  /// How a hover tints the view.
  public enum TintMode: Int, Sendable {
    case none, overlay, underlay
  }

  /// The view it acts on.
  public var preview: UITargetedPreview {
    switch self {
    case .automatic(let preview), .highlight(let preview), .lift(let preview): preview
    case .hover(let preview, _, _, _): preview
    }
  }
}

/// The pointer's shape (UIKit's `UIPointerShape`).
public enum UIPointerShape {
  /// A path's shape.
  case path(UIBezierPath)
  /// A rounded rectangle.
  case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
  /// A vertical text beam.
  case verticalBeam(length: CGFloat)
  /// A horizontal text beam.
  case horizontalBeam(length: CGFloat)

  /// The system's corner radius of a rounded rectangle.
  public static let defaultCornerRadius: CGFloat = 8
}

/// Hears of the pointer over a view (UIKit's `UIPointerInteractionDelegate`): every method
/// optional.
@preconcurrency @MainActor public protocol UIPointerInteractionDelegate: AnyObject {
  /// The region at the request's location (the default: `defaultRegion`, the view's bounds).
  func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion?
  /// The style in `region` (the default: the automatic effect on the view).
  func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
    -> UIPointerStyle?
  /// The pointer enters `region`.
  func pointerInteraction(
    _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
    animator: (any UIPointerInteractionAnimating)?)
  /// The pointer leaves `region`.
  func pointerInteraction(
    _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
    animator: (any UIPointerInteractionAnimating)?)
}

extension UIPointerInteractionDelegate {
  /// `defaultRegion`.
  public func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion? { defaultRegion }
  /// The automatic effect on the view.
  public func pointerInteraction(
    _ interaction: UIPointerInteraction, styleFor region: UIPointerRegion
  ) -> UIPointerStyle? {
    interaction.view.map { UIPointerStyle(effect: .automatic(UITargetedPreview(view: $0))) }
  }
  /// Does nothing.
  public func pointerInteraction(
    _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
    animator: (any UIPointerInteractionAnimating)?
  ) {}
  /// Does nothing.
  public func pointerInteraction(
    _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
    animator: (any UIPointerInteractionAnimating)?
  ) {}
}

/// The pointer's animation (UIKit's `UIPointerInteractionAnimating`): the model hands none.
@preconcurrency @MainActor public protocol UIPointerInteractionAnimating: AnyObject {
  /// Adds work alongside the animation.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds work after it.
  func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// Axes of the screen (UIKit's `UIAxis`, iOS 13.4).
public struct UIAxis: OptionSet, Hashable, Sendable {
  /// The axes' bits (UIKit's values).
  public let rawValue: UInt
  /// Axes of the given bits.
  ///
  /// - Parameter rawValue: Their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Across.
  public static let horizontal = UIAxis(rawValue: 1 << 0)
  /// Down.
  public static let vertical = UIAxis(rawValue: 1 << 1)
  /// Both.
  public static let both: UIAxis = [.horizontal, .vertical]
}
