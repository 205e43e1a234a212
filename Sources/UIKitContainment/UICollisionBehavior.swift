public import Foundation

/// What a collision behavior tells of contacts (UIKit's `UICollisionBehaviorDelegate`); every
/// method is optional, and the model calls none: it moves no item into another.
@preconcurrency @MainActor public protocol UICollisionBehaviorDelegate: AnyObject {
  /// Two items began to touch.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem, at p: CGPoint)
  /// Two items stopped touching.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem)
  /// An item began to touch a boundary.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
  /// An item stopped touching a boundary.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
  /// Nothing.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem, at p: CGPoint
  ) {}
  /// Nothing.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem
  ) {}
  /// Nothing.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
  ) {}
  /// Nothing.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?
  ) {}
}

/// Collisions among its items and with boundaries (UIKit's `UICollisionBehavior`): its
/// boundaries are kept by identifier; the model moves no item, so nothing collides.
///
/// ```swift
/// let walls = UICollisionBehavior(items: [UIView()])
/// walls.translatesReferenceBoundsIntoBoundary = true
/// walls.addBoundary(
///   withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: 400), to: CGPoint(x: 320, y: 400))
/// precondition(walls.boundaryIdentifiers?.count == 1 && walls.collisionMode == .everything)
/// ```
@preconcurrency @MainActor open class UICollisionBehavior: _DynamicItemsBehavior {
  /// What collides.
  public struct Mode: OptionSet, Hashable, Sendable {
    /// The mode's bits.
    public let rawValue: UInt
    /// A mode of the given bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Items with items.
    public static let items = Mode(rawValue: 1 << 0)
    /// Items with boundaries.
    public static let boundaries = Mode(rawValue: 1 << 1)
    /// Both.
    public static let everything = Mode(rawValue: UInt.max)
  }

  /// What collides.
  open var collisionMode = Mode.everything
  /// Whether the reference view's bounds are a boundary.
  open var translatesReferenceBoundsIntoBoundary = false
  /// Hears of contacts (never, here).
  open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?
  /// Its boundaries, by identifier, in the order added.
  private var boundaries: [(identifier: any NSCopying, path: UIBezierPath)] = []

  /// Makes the reference view's bounds, inset by `insets`, a boundary.
  ///
  /// - Parameter insets: The insets.
  open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
    translatesReferenceBoundsIntoBoundary = true
  }

  /// Adds a boundary along `bezierPath`, replacing one of the same identifier.
  ///
  /// - Parameters:
  ///   - identifier: Its identifier.
  ///   - bezierPath: Its path.
  open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
    removeBoundary(withIdentifier: identifier)
    boundaries.append((identifier, bezierPath))
  }

  /// Adds a straight boundary from `p1` to `p2`.
  ///
  /// - Parameters:
  ///   - identifier: Its identifier.
  ///   - p1: One end.
  ///   - p2: The other.
  open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint)
  {
    let path = UIBezierPath()
    path.move(to: p1)
    path.addLine(to: p2)
    addBoundary(withIdentifier: identifier, for: path)
  }

  /// The path of the boundary `identifier`, if any.
  ///
  /// - Parameter identifier: The identifier.
  /// - Returns: Its path.
  open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
    boundaries.first { Self.same($0.identifier, identifier) }?.path
  }

  /// Removes the boundary `identifier`.
  ///
  /// - Parameter identifier: The identifier.
  open func removeBoundary(withIdentifier identifier: any NSCopying) {
    boundaries.removeAll { Self.same($0.identifier, identifier) }
  }

  /// Removes every boundary.
  open func removeAllBoundaries() { boundaries = [] }

  /// The identifiers of its boundaries (`nil` for none).
  open var boundaryIdentifiers: [any NSCopying]? {
    boundaries.isEmpty ? nil : boundaries.map(\.identifier)
  }

  /// Whether two identifiers are the same: equal objects, or one object.
  private static func same(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
    if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
    return (a as AnyObject) === (b as AnyObject)
  }
}

/// Its items' own physics (UIKit's `UIDynamicItemBehavior`): kept, and velocities added read
/// back; the model moves no item.
@preconcurrency @MainActor open class UIDynamicItemBehavior: _DynamicItemsBehavior {
  /// How bouncy a collision is, from 0 to 1.
  open var elasticity: CGFloat = 0
  /// How much items slide against each other.
  open var friction: CGFloat = 0
  /// How heavy an item is for its size.
  open var density: CGFloat = 1
  /// How much an item slows while moving.
  open var resistance: CGFloat = 0
  /// How much an item slows while turning.
  open var angularResistance: CGFloat = 0
  /// An item's charge, in a field.
  open var charge: CGFloat = 0
  /// Whether items stay put.
  open var isAnchored = false
  /// Whether items may turn.
  open var allowsRotation = true
  /// The velocities added to each item.
  private var linear: [(item: any UIDynamicItem, velocity: CGPoint)] = []
  private var angular: [(item: any UIDynamicItem, velocity: CGFloat)] = []

  /// Adds `velocity` to `item`'s.
  ///
  /// - Parameters:
  ///   - velocity: Points a second.
  ///   - item: The item.
  open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
    let now = linearVelocity(for: item)
    linear.removeAll { $0.item === item }
    linear.append((item, CGPoint(x: now.x + velocity.x, y: now.y + velocity.y)))
    changed()
  }

  /// The velocity added to `item`.
  ///
  /// - Parameter item: The item.
  /// - Returns: Points a second.
  open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
    linear.first { $0.item === item }?.velocity ?? .zero
  }

  /// Adds `velocity` to `item`'s turning.
  ///
  /// - Parameters:
  ///   - velocity: Radians a second.
  ///   - item: The item.
  open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
    let now = angularVelocity(for: item)
    angular.removeAll { $0.item === item }
    angular.append((item, now + velocity))
    changed()
  }

  /// The turning velocity added to `item`.
  ///
  /// - Parameter item: The item.
  /// - Returns: Radians a second.
  open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
    angular.first { $0.item === item }?.velocity ?? 0
  }
}

/// A spring or a rod between an item and a point or another item (UIKit's
/// `UIAttachmentBehavior`), kept: the model moves no item.
@preconcurrency @MainActor open class UIAttachmentBehavior: UIDynamicBehavior {
  /// What it attaches to.
  public enum AttachmentType: Int, Sendable {
    case items, anchor
  }
  /// The items it attaches (one, or two).
  public let items: [any UIDynamicItem]
  /// Whether it attaches to a point or an item.
  public let attachedBehaviorType: AttachmentType
  /// The point it attaches to.
  open var anchorPoint: CGPoint { didSet { changed() } }
  /// The distance it keeps.
  open var length: CGFloat
  /// How much the spring oscillates.
  open var damping: CGFloat = 0
  /// How fast the spring oscillates (0: a rod).
  open var frequency: CGFloat = 0
  /// How much it resists turning.
  open var frictionTorque: CGFloat = 0

  /// An attachment of `item` to `point`, at their distance.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - point: The anchor.
  public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
  }

  /// An attachment of the point `offset` from `item`'s centre to `point`, at their distance.
  ///
  /// ```swift
  /// let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  /// let pin = UIAttachmentBehavior(
  ///   item: card, offsetFromCenter: UIOffset(horizontal: -50, vertical: -50),
  ///   attachedToAnchor: CGPoint(x: 0, y: 30))
  /// precondition(pin.length == 30)
  /// ```
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - offset: Where on the item, from its centre.
  ///   - point: The anchor.
  public init(
    item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint
  ) {
    items = [item]
    attachedBehaviorType = .anchor
    anchorPoint = point
    let attached = CGPoint(
      x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
    length = hypot(attached.x - point.x, attached.y - point.y)
    super.init()
  }

  /// An attachment of `item1` to `item2`, at their distance.
  ///
  /// - Parameters:
  ///   - item1: One item.
  ///   - item2: The other.
  public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
    self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
  }

  /// An attachment of the point `offset1` from `item1`'s centre to the point `offset2` from
  /// `item2`'s, at their distance.
  ///
  /// - Parameters:
  ///   - item1: One item.
  ///   - offset1: Where on it, from its centre.
  ///   - item2: The other.
  ///   - offset2: Where on it, from its centre.
  public init(
    item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
    attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset
  ) {
    items = [item1, item2]
    attachedBehaviorType = .items
    let one = CGPoint(
      x: item1.center.x + offset1.horizontal, y: item1.center.y + offset1.vertical)
    let two = CGPoint(
      x: item2.center.x + offset2.horizontal, y: item2.center.y + offset2.vertical)
    anchorPoint = two
    length = hypot(one.x - two.x, one.y - two.y)
    super.init()
  }

  override var ownItems: [any UIDynamicItem] { items }
}
