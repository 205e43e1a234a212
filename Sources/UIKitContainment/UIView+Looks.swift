/// What a view looks like beyond its colour and opacity: its layer, its transform, how its
/// content fills it. Kept and read back; the model draws nothing.
extension UIView {
  /// ``layer``'s default: made on first use, of the view's `layerClass`.
  var ownLayer: CALayer {
    if let layer = looksIfMade?.layer { return layer }
    let layer = CALayer.made(as: Self.layerClass, backing: self)
    looks.layer = layer
    return layer
  }

  /// The view's 3-D transform (its layer's ``CALayer/transform``, iOS 13 and later), kept.
  public var transform3D: CATransform3D {
    get { looksIfMade?.transform ?? CATransform3DIdentity }
    set { looks.transform = newValue }
  }

  /// How a view's content fills its bounds (UIKit's `UIView.ContentMode`).
  public enum ContentMode: Int, Sendable {
    /// Stretched to fill.
    case scaleToFill
    /// Scaled to fit, its aspect kept.
    case scaleAspectFit
    /// Scaled to fill, its aspect kept.
    case scaleAspectFill
    /// Drawn again at each size change.
    case redraw
    /// Centred.
    case center
    /// Along the top edge.
    case top
    /// Along the bottom edge.
    case bottom
    /// Along the left edge.
    case left
    /// Along the right edge.
    case right
    /// In the top-left corner.
    case topLeft
    /// In the top-right corner.
    case topRight
    /// In the bottom-left corner.
    case bottomLeft
    /// In the bottom-right corner.
    case bottomRight
  }
}

extension UIView {
  /// The view's looks, made on first use.
  var looks: ViewLooks {
    if let looks = looksIfMade { return looks }
    let looks = ViewLooks()
    looksIfMade = looks
    return looks
  }
}

/// A view's looks beyond its colour and opacity, kept apart so that a view that never asks
/// for them pays one pointer.
final class ViewLooks {
  /// What assistive technologies read, made when first set (`UIView+Accessibility.swift`).
  var accessibility: ViewAccessibility?
  var layer: CALayer?
  var transform = CATransform3DIdentity
  var contentMode = UIView.ContentMode.scaleToFill
  var interfaceStyle = UIUserInterfaceStyle.unspecified
  var tintAdjustment = UIView.TintAdjustmentMode.automatic
  /// Its content's scale as set (`nil`: the screen's).
  var contentScale: CGFloat?
  /// Its own tint (`nil`: its superview's).
  var tint: UIColor?
  /// Content hugging and compression resistance, horizontal then vertical
  /// (`UIView+ContentPriorities.swift`).
  var hugging = (UILayoutPriority.defaultLow, UILayoutPriority.defaultLow)
  var compressionResistance = (UILayoutPriority.defaultHigh, UILayoutPriority.defaultHigh)
  /// The layout margins and how they follow the superview's (`UIView+LayoutMargins.swift`).
  var layoutMargins = UIView.defaultLayoutMargins
  var preservesSuperviewLayoutMargins = false
  var insetsLayoutMarginsFromSafeArea = true
  /// The direction settings and touch settings (`UIView+Direction.swift`).
  var semanticContentAttribute = UISemanticContentAttribute.unspecified
  var isExclusiveTouch = false
  var isMultipleTouchEnabled = false
  /// Its safe area's and its margins' guides, made when first asked for, the guides added to it
  /// and its readable content guide (`UIView+Constraints.swift`).
  var safeAreaGuide: UILayoutGuide?
  var marginsGuide: UILayoutGuide?
  var layoutGuides: [UILayoutGuide] = []
  var readableGuide: UILayoutGuide?
  /// Its keyboard's guide, made when first asked for (`UIKeyboardLayoutGuide.swift`).
  var keyboardGuide: UIKeyboardLayoutGuide?
  /// The interactions added to it (`UIContextMenuInteraction.swift`).
  var interactions: [any UIInteraction] = []
  /// Its motion effects (`UIView+MotionEffects`).
  var motionEffects: [UIMotionEffect] = []
  /// The smallest and largest text sizes its traits may take (iOS 15; `UIViewBase.swift`).
  var contentSizeLimits: (minimum: UIContentSizeCategory?, maximum: UIContentSizeCategory?)
  /// Whether it owes a display, the part asked for (`nil`: all of it), and whether it is among
  /// the views waiting for the display pass (`UIView+Drawing.swift`).
  var needsDisplay = false
  var dirtyRect: CGRect?
  var waitsForDisplay = false
  /// Whether its class overrides `layoutSublayers(of:)`, which its layout then goes through.
  var laysOutThroughLayer = false
  /// The view whose alpha masks it (`UIViewBase.swift`).
  var mask: UIView?
}

// The tint's adjustment, and its change told down the hierarchy.
extension UIView {
  /// How the tint shows (UIKit's `UIView.TintAdjustmentMode`).
  public enum TintAdjustmentMode: Int, Sendable {
    /// As the superview's (normal at the top).
    case automatic
    /// As it is.
    case normal
    /// Dimmed, as UIKit dims what a sheet or an alert covers.
    case dimmed
  }

  /// Whether the tint shows as it is or dimmed (`.automatic`: as the superview's).
  public var tintAdjustmentMode: TintAdjustmentMode {
    get { looksIfMade?.tintAdjustment ?? .automatic }
    set {
      looks.tintAdjustment = newValue
      tintDidChange()
    }
  }

  /// Takes `tint` as its own (`nil`: its superview's again) and tells the views that take it.
  func setTint(_ tint: UIColor?) {
    looks.tint = tint
    tintDidChange()
  }

  /// Tells this view, and each subview that takes its tint from it, that the tint changed.
  func tintDidChange() {
    tintColorDidChange()
    for case let subview as UIView in _subviewList where subview.looksIfMade?.tint == nil {
      subview.tintDidChange()
    }
  }
}
