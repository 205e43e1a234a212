public import Foundation

/// A behavior a dynamic animator applies to its items (UIKit's `UIDynamicBehavior`).
///
/// It has children, an action, and the animator it is in; an app subclasses it for a behavior
/// of its own, made of children.
///
/// ```swift
/// final class DropAndBounce: UIDynamicBehavior {
///   init(items: [any UIDynamicItem]) {
///     super.init()
///     addChildBehavior(UIGravityBehavior(items: items))
///     let bounce = UIDynamicItemBehavior(items: items)
///     bounce.elasticity = 0.6
///     addChildBehavior(bounce)
///   }
/// }
/// let drop = DropAndBounce(items: [UIView()])
/// precondition(drop.childBehaviors.count == 2 && drop.dynamicAnimator == nil)
/// ```
@preconcurrency @MainActor open class UIDynamicBehavior: NSObject {
  /// Its children, applied with it.
  open private(set) var childBehaviors: [UIDynamicBehavior] = []
  /// Called at each step of its animator while it runs.
  open var action: (() -> Void)?
  /// The animator it is in, if any.
  open private(set) weak var dynamicAnimator: UIDynamicAnimator?
  /// The behavior it is a child of, if any.
  private weak var parent: UIDynamicBehavior?

  /// A behavior with no children.
  public override init() {}

  /// Adds `behavior` as a child.
  ///
  /// - Parameter behavior: The child.
  open func addChildBehavior(_ behavior: UIDynamicBehavior) {
    guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
    childBehaviors.append(behavior)
    behavior.parent = self
    if let dynamicAnimator { behavior.attach(to: dynamicAnimator) }
    changed()
  }

  /// Removes the child `behavior`.
  ///
  /// - Parameter behavior: The child.
  open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
    guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
    childBehaviors.remove(at: index)
    behavior.parent = nil
    behavior.attach(to: nil)
    changed()
  }

  /// Told as it moves into an animator, or out of one (`nil`).
  ///
  /// - Parameter dynamicAnimator: The animator, or `nil`.
  open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

  /// Its own items (a subclass of UIKit's keeps them; the base has none).
  var ownItems: [any UIDynamicItem] { [] }

  /// Its items and its children's.
  var allItems: [any UIDynamicItem] { ownItems + childBehaviors.flatMap(\.allItems) }

  /// Moves it, and its children, into `animator` (or out of one).
  func attach(to animator: UIDynamicAnimator?) {
    guard dynamicAnimator !== animator else { return }
    willMove(to: animator)
    dynamicAnimator = animator
    for child in childBehaviors { child.attach(to: animator) }
  }

  /// Its items or settings changed: its animator runs again.
  func changed() {
    var top = self
    while let up = top.parent { top = up }
    top.dynamicAnimator?.changed()
  }

  /// One step: its action, then its children's.
  func act() {
    action?()
    for child in childBehaviors { child.act() }
  }

  /// At rest: what it brings its items to (nothing by default), then its children.
  func settle() {
    for child in childBehaviors { child.settle() }
  }
}

/// The items, and their adding and removing, shared by ``UIGravityBehavior``,
/// ``UIPushBehavior``, ``UICollisionBehavior`` and ``UIDynamicItemBehavior`` (UIKit gives each
/// its own copy of these members).
@preconcurrency @MainActor open class _DynamicItemsBehavior: UIDynamicBehavior {
  /// Its items.
  public private(set) var items: [any UIDynamicItem]

  /// A behavior of `items`.
  ///
  /// - Parameter items: The items.
  public init(items: [any UIDynamicItem]) {
    self.items = items
    super.init()
  }

  /// A behavior of no items yet.
  public override convenience init() { self.init(items: []) }

  /// Adds `item`.
  ///
  /// - Parameter item: The item.
  open func addItem(_ item: any UIDynamicItem) {
    guard !items.contains(where: { $0 === item }) else { return }
    items.append(item)
    changed()
  }

  /// Removes `item`.
  ///
  /// - Parameter item: The item.
  open func removeItem(_ item: any UIDynamicItem) {
    items.removeAll { $0 === item }
    changed()
  }

  override var ownItems: [any UIDynamicItem] { items }
}

/// Gravity on its items (UIKit's `UIGravityBehavior`), kept: the model moves no item.
@preconcurrency @MainActor open class UIGravityBehavior: _DynamicItemsBehavior, _DirectedBehavior {
  /// Its direction and strength (down at 1 by default: 1,000 points a second squared).
  open var gravityDirection = CGVector(dx: 0, dy: 1) { didSet { changed() } }
  /// ``gravityDirection``, as its angle and magnitude read it.
  public var _direction: CGVector {
    get { gravityDirection }
    set { gravityDirection = newValue }
  }
}

/// A push on its items (UIKit's `UIPushBehavior`), kept: the model moves no item.
@preconcurrency @MainActor open class UIPushBehavior: _DynamicItemsBehavior, _DirectedBehavior {
  /// Whether it pushes once or all the time.
  public enum Mode: Int, Sendable {
    case continuous, instantaneous
  }
  /// Its mode.
  public let mode: Mode
  /// Whether it pushes (an instantaneous push stops after its first step).
  open var active = true { didSet { if active { changed() } } }
  /// Its direction and strength.
  open var pushDirection = CGVector.zero { didSet { changed() } }
  /// ``pushDirection``, as its angle and magnitude read it.
  public var _direction: CGVector {
    get { pushDirection }
    set { pushDirection = newValue }
  }
  /// Where on each item it pushes, from its centre.
  private var offsets: [(item: any UIDynamicItem, offset: UIOffset)] = []

  /// A push of `mode` on `items`.
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - mode: Continuous or instantaneous.
  public init(items: [any UIDynamicItem], mode: Mode) {
    self.mode = mode
    super.init(items: items)
  }

  /// Pushes `item` at `offset` from its centre.
  ///
  /// - Parameters:
  ///   - offset: The offset.
  ///   - item: The item.
  open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: any UIDynamicItem) {
    offsets.removeAll { $0.item === item }
    offsets.append((item, offset))
  }

  /// Where it pushes `item`, from its centre.
  ///
  /// - Parameter item: The item.
  /// - Returns: The offset.
  open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
    offsets.first { $0.item === item }?.offset ?? .zero
  }

  override func act() {
    super.act()
    if mode == .instantaneous { active = false }
  }
}

/// The angle and magnitude of a gravity's or a push's direction, read and set alike (UIKit gives
/// each its own copy of these members).
@preconcurrency @MainActor public protocol _DirectedBehavior: AnyObject {
  /// The direction and strength.
  var _direction: CGVector { get set }
}

extension _DirectedBehavior {
  /// Its direction's angle, in radians.
  public var angle: CGFloat {
    get { atan2(_direction.dy, _direction.dx) }
    set { setAngle(newValue, magnitude: magnitude) }
  }
  /// Its strength.
  public var magnitude: CGFloat {
    get { hypot(_direction.dx, _direction.dy) }
    set { setAngle(angle, magnitude: newValue) }
  }
  /// Sets its direction by angle and strength.
  ///
  /// - Parameters:
  ///   - angle: The angle, in radians.
  ///   - magnitude: The strength.
  public func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    _direction = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
  }
}

/// A spring that brings its item to a point (UIKit's `UISnapBehavior`): the item is at the point
/// once its animator rests.
@preconcurrency @MainActor open class UISnapBehavior: UIDynamicBehavior {
  /// The item it snaps.
  private let item: any UIDynamicItem
  /// Where it brings the item.
  open var snapPoint: CGPoint { didSet { changed() } }
  /// How much the spring oscillates, from 0 to 1 (0.5 by default).
  open var damping: CGFloat = 0.5

  /// A snap of `item` to `point`.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - point: Where it goes.
  public init(item: any UIDynamicItem, snapTo point: CGPoint) {
    self.item = item
    snapPoint = point
    super.init()
  }

  override var ownItems: [any UIDynamicItem] { [item] }

  override func settle() {
    item.center = snapPoint
    super.settle()
  }
}
