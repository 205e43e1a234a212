public import Foundation

/// A colour as Core Graphics keeps it (`CGColor`), what a layer's colours take.
///
/// Its red, green, blue and alpha components. ``UIColor/cgColor`` gives one,
/// ``UIColor/init(cgColor:)`` takes one back.
public final class CGColor: Hashable, Sendable {
  /// Red, green, blue and alpha, each from 0 to 1.
  public let components: [CGFloat]?

  /// A colour of the given components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }

  /// A grey of the given level, in the grey colour space: its components are the level and
  /// the alpha.
  public init(gray: CGFloat, alpha: CGFloat) { components = [gray, alpha] }

  private init(components: [CGFloat]?) { self.components = components }

  /// Black (iOS 14), white and clear, in the grey colour space.
  public static let black = CGColor(gray: 0, alpha: 1)
  /// White, in the grey colour space (iOS 14).
  public static let white = CGColor(gray: 1, alpha: 1)
  /// Clear, in the grey colour space (iOS 14).
  public static let clear = CGColor(gray: 0, alpha: 0)

  /// How many components it has, its alpha included: 2 for a grey, 4 for a colour.
  public var numberOfComponents: Int { components?.count ?? 0 }

  /// Its opacity, from 0 to 1.
  public var alpha: CGFloat { components?.last ?? 1 }

  /// The same colour at `alpha`.
  ///
  /// ```swift
  /// let shadow = UIColor.black.cgColor.copy(alpha: 0.3)
  /// precondition(shadow?.alpha == 0.3 && shadow?.numberOfComponents == 4)
  /// precondition(CGColor(gray: 0.5, alpha: 1).numberOfComponents == 2)
  /// ```
  ///
  /// - Parameter alpha: The opacity, from 0 to 1.
  /// - Returns: The colour at that opacity.
  public func copy(alpha: CGFloat) -> CGColor? {
    guard var parts = components, !parts.isEmpty else { return nil }
    parts[parts.count - 1] = alpha
    return CGColor(components: parts)
  }

  /// Whether two colours have the same components.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

  /// Hashes the components.
  public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}

extension UIColor {
  /// The colour as Core Graphics keeps it, for a layer.
  public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

  /// The colour of `cgColor`.
  ///
  /// - Parameter cgColor: A colour as Core Graphics keeps it.
  public convenience init(cgColor: CGColor) {
    let parts = cgColor.components ?? [0, 0, 0, 1]
    if parts.count == 2 {
      self.init(red: parts[0], green: parts[0], blue: parts[0], alpha: parts[1])
    } else {
      self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
    }
  }
}

/// The layer that backs a view (Core Animation's `CALayer`): its look, kept and never drawn.
///
/// A view's `layer` shares the view's clipping (`masksToBounds` is `clipsToBounds`)
/// and opacity (`opacity` is `alpha`), as in UIKit; its other properties are kept for the code
/// that reads them back.
///
/// ```swift
/// let card = UIView()
/// card.layer.cornerRadius = 12
/// card.layer.masksToBounds = true
/// card.layer.borderColor = UIColor.systemGray.cgColor
/// precondition(card.clipsToBounds && card.layer.cornerRadius == 12)
/// ```
@preconcurrency @MainActor open class CALayer: NSObject {
  /// The view it backs, if any.
  weak var view: UIView?
  /// ``masksToBounds``' storage, for a layer that backs no view.
  private var masks = false
  /// ``opacity``'s storage, for a layer that backs no view.
  private var ownOpacity: Float = 1
  /// Its sublayers, back to front (`CALayer+Tree.swift`).
  var sublayerList: [CALayer] = []
  /// The layer it is a sublayer of.
  weak var parentLayer: CALayer?
  /// ``bounds``' and ``position``'s storage, for a layer that backs no view.
  var ownBounds = CGRect.zero {
    didSet { if ownBounds.size != oldValue.size { boundsResized() } }
  }
  var ownPosition = CGPoint.zero
  /// ``transform``'s and ``isHidden``'s storage, for a layer that backs no view.
  var ownTransform = CATransform3DIdentity
  var ownHidden = false
  /// The animations added and not yet removed, in the order they were added
  /// (`CALayer+Animations.swift`).
  var animationList: [LayerAnimation] = []
  /// The number of the last animation added (`CALayer+Animations.swift`).
  var animationSerial = 0

  /// ``delegate``'s storage, for a layer that backs no view.
  weak var ownDelegate: (any CALayerDelegate)?
  /// What it waits for from the run loop's next turn (`CALayer+Display.swift`).
  var pending = LayerPending()
  /// The values set by key that are no property of its (`CALayer+Display.swift`).
  var keyedValues: [String: Any] = [:]
  /// Its own timing, as `CAMediaTiming` sets it (`CALayer+Timing.swift`).
  var timing = LayerTiming()

  /// A layer that backs no view.
  public override init() {}

  /// A copy of `layer` for Core Animation's presentation (a subclass copies its own
  /// properties): the model keeps no presentation layers, so only a subclass's override runs.
  ///
  /// - Parameter layer: The layer copied.
  public init(layer: Any) {}

  /// The layer of `view`.
  init(backing view: UIView) { self.view = view }

  /// The radius of its rounded corners.
  open var cornerRadius: CGFloat = 0
  /// Which corners ``cornerRadius`` rounds.
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// The curve of its rounded corners.
  open var cornerCurve: CALayerCornerCurve = .circular
  /// Whether its content is clipped to its bounds (its view's `clipsToBounds`).
  open var masksToBounds: Bool {
    get { view?.clipsToBounds ?? masks }
    set {
      if let view { view.clipsToBounds = newValue } else { masks = newValue }
    }
  }
  /// Its opacity, from 0 to 1 (its view's `alpha`).
  open var opacity: Float {
    get { view.map { Float($0.alpha) } ?? ownOpacity }
    set {
      if let view { view.alpha = CGFloat(newValue) } else { ownOpacity = newValue }
    }
  }
  /// The width of its border.
  open var borderWidth: CGFloat = 0
  /// The colour of its border.
  open var borderColor: CGColor?
  /// Its background colour.
  open var backgroundColor: CGColor?
  /// The colour of its shadow.
  open var shadowColor: CGColor?
  /// The opacity of its shadow, from 0 to 1.
  open var shadowOpacity: Float = 0
  /// How far its shadow is offset.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The blur radius of its shadow.
  open var shadowRadius: CGFloat = 3
  /// Its place in front of (higher) or behind (lower) its siblings.
  open var zPosition: CGFloat = 0
  /// Whether its content is rasterized.
  open var shouldRasterize = false
  /// The scale at which it is rasterized.
  open var rasterizationScale: CGFloat = 1
  /// The outline its shadow takes (its bounds' when `nil`), kept.
  open var shadowPath: CGPath?
  /// The layer whose opacity masks this one's content, kept.
  open var mask: CALayer?
  /// The transform applied to its sublayers (a perspective's `m34`), kept.
  open var sublayerTransform = CATransform3DIdentity
  /// Its anchor, in units of its size (the centre by default): kept, and used by ``frame``.
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// Whether its back is drawn when it is turned away, kept.
  open var isDoubleSided = true
  /// Its name, for the code that finds it.
  open var name: String?
  /// Its content (an image's `CGImage` on iOS), kept.
  open var contents: Any?
  /// The scale of its content.
  open var contentsScale: CGFloat = 1
  /// How its content fills its bounds (`.resize` by default), kept.
  open var contentsGravity = CALayerContentsGravity.resize
  /// The part of its content shown, in units of the content's size (all of it), kept.
  open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// The part of its content that stretches, in units of the content's size (all of it), kept.
  open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// Whether its content has no transparency (`false`), kept.
  open var isOpaque = false
  /// Whether a change of its bounds asks it to draw again.
  open var needsDisplayOnBoundsChange = false
  /// The actions its changes of property take instead of the default ones, by key (`NSNull()`
  /// for none), kept: the model animates no property change implicitly.
  open var actions: [String: any CAAction]?

  /// The action for a change of the property `event`, looked for as Core Animation looks:
  /// its delegate's ``CALayerDelegate/action(for:forKey:)``, then ``actions``, then its class's
  /// ``defaultAction(forKey:)``.
  ///
  /// - Parameter event: The property's key.
  /// - Returns: The action, or `nil`.
  open func action(forKey event: String) -> (any CAAction)? {
    delegate?.action(for: self, forKey: event) ?? actions?[event]
      ?? type(of: self).defaultAction(forKey: event)
  }

  // MARK: Overridable, as Core Animation's (the work is in CALayer+Display and CALayer+Tree)

  /// Its bounds (a view's layer: the view's).
  open var bounds: CGRect {
    get { viewOrOwn(\.bounds, \.ownBounds) }
    set { setViewOrOwn(\.bounds, \.ownBounds, to: newValue) }
  }
  /// Where its ``anchorPoint`` is in its superlayer (a view's layer: the view's centre).
  open var position: CGPoint {
    get { viewOrOwn(\.center, \.ownPosition) }
    set { setViewOrOwn(\.center, \.ownPosition, to: newValue) }
  }
  /// Its rectangle in its superlayer, from its ``position``, ``anchorPoint`` and ``bounds``'
  /// size (a view's layer: the view's frame); its transform aside, as a view's frame.
  open var frame: CGRect {
    get { modelFrame }
    set { modelFrame = newValue }
  }
  /// What draws it, lays it out and gives its actions when asked, kept weakly; a view's layer's
  /// is its view, whatever is set.
  open var delegate: (any CALayerDelegate)? {
    get { view ?? ownDelegate }
    set { ownDelegate = newValue }
  }
  /// Draws its content now: its delegate's ``CALayerDelegate/display(_:)`` when it has its
  /// own, else ``draw(in:)`` in a context of its bounds.
  open func display() { displayNow() }
  /// Draws into `ctx`: by default its delegate's ``CALayerDelegate/draw(_:in:)``.
  ///
  /// - Parameter ctx: The context of its bounds.
  open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }
  /// Lays out its sublayers: by default its delegate's ``CALayerDelegate/layoutSublayers(of:)``.
  open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
  /// Asks it to draw again, at the run loop's next turn (a view's layer: its view's
  /// `setNeedsDisplay()`).
  open func setNeedsDisplay() { invalidateDisplay() }
  /// Asks it to draw `r` again: the whole layer is drawn (decided by the model).
  ///
  /// - Parameter r: The part, in its coordinates.
  open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }
  /// Draws it now if it was asked to.
  open func displayIfNeeded() { if needsDisplay() { displayAsAsked() } }
  /// Whether it was asked to draw and has not yet.
  open func needsDisplay() -> Bool { view?.looksIfMade?.needsDisplay ?? pending.display }
  /// Asks it to lay out its sublayers, at the run loop's next turn (a view's layer: its view's
  /// `setNeedsLayout()`).
  open func setNeedsLayout() { invalidateLayout() }
  /// Lays it out now if it was asked to.
  open func layoutIfNeeded() { layOutNowIfNeeded() }
  /// Whether it was asked to lay out and has not yet.
  open func needsLayout() -> Bool { view?.needsLayout ?? pending.layout }
  /// Adds `layer` in front of its sublayers, taking it from its superlayer first.
  ///
  /// - Parameter layer: The layer to add.
  open func addSublayer(_ layer: CALayer) { insert(layer, at: sublayerList.count) }
  /// Inserts `layer` at `index` among its sublayers (see `CALayer+Tree.swift`).
  ///
  /// - Parameters:
  ///   - layer: The layer to insert.
  ///   - index: Its place, 0 at the back.
  open func insertSublayer(_ layer: CALayer, at index: UInt32) { insert(layer, at: Int(index)) }
  /// Takes it from its superlayer.
  open func removeFromSuperlayer() { leaveSuperlayer() }
  /// The deepest of its sublayers, or itself, that holds `p` (in its superlayer's coordinates).
  ///
  /// - Parameter p: The point.
  /// - Returns: The layer hit, or `nil`.
  open func hitTest(_ p: CGPoint) -> CALayer? { layerHit(by: p) }
  /// Whether `p`, in its own coordinates, is in its bounds.
  ///
  /// - Parameter p: The point.
  /// - Returns: Whether it holds it.
  open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }
  /// Whether a change of the property `key` draws it again (`false`; a subclass names its own
  /// drawn properties).
  ///
  /// - Parameter key: The property's key.
  /// - Returns: Whether it redraws.
  open class func needsDisplay(forKey key: String) -> Bool { false }
  /// The action its class takes for `event` when nothing else gives one (`nil`).
  ///
  /// - Parameter event: The property's key.
  /// - Returns: The action, or `nil`.
  open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }
  /// The value of `key` before one is set (`nil`).
  ///
  /// - Parameter key: The property's key.
  /// - Returns: The default value, or `nil`.
  open class func defaultValue(forKey key: String) -> Any? { nil }
}

/// What a layer runs when one of its properties changes (Core Animation's `CAAction`): an
/// animation, or `NSNull` for nothing.
public protocol CAAction {}

extension NSNull: CAAction {}

/// The corners a layer rounds (Core Animation's `CACornerMask`).
public struct CACornerMask: OptionSet, Hashable, Sendable {
  /// The corners' bits.
  public let rawValue: UInt
  /// A set of corners of the given raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The top-right corner.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// How a layer's content fills its bounds (Core Animation's `CALayerContentsGravity`).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  /// The gravity's name.
  public let rawValue: String
  /// The gravity of the given name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Centred, unscaled.
  public static let center = Self(rawValue: "center")
  /// At the top, unscaled.
  public static let top = Self(rawValue: "top")
  /// At the bottom, unscaled.
  public static let bottom = Self(rawValue: "bottom")
  /// At the left, unscaled.
  public static let left = Self(rawValue: "left")
  /// At the right, unscaled.
  public static let right = Self(rawValue: "right")
  /// At the top left, unscaled.
  public static let topLeft = Self(rawValue: "topLeft")
  /// At the top right, unscaled.
  public static let topRight = Self(rawValue: "topRight")
  /// At the bottom left, unscaled.
  public static let bottomLeft = Self(rawValue: "bottomLeft")
  /// At the bottom right, unscaled.
  public static let bottomRight = Self(rawValue: "bottomRight")
  /// Scaled to fill the bounds.
  public static let resize = Self(rawValue: "resize")
  /// Scaled to fit the bounds, its aspect kept.
  public static let resizeAspect = Self(rawValue: "resizeAspect")
  /// Scaled to fill the bounds, its aspect kept, cropped.
  public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}

/// The curve of a layer's rounded corners (Core Animation's `CALayerCornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  /// The curve's name.
  public let rawValue: String
  /// The curve of the given name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A quarter circle.
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// A continuous curve, as the system's rounded rectangles.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
