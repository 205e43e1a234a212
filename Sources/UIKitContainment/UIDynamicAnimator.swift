internal import ContainmentCore
public import Foundation

/// What a dynamic animator moves (UIKit's `UIDynamicItem`): a view, or an object of the app's
/// with a centre, bounds and a transform.
@preconcurrency @MainActor public protocol UIDynamicItem: AnyObject {
  /// Its centre, in its reference view's coordinates.
  var center: CGPoint { get set }
  /// Its bounds (their size is what collides).
  var bounds: CGRect { get }
  /// Its transform (a rotation, as the animator turns it).
  var transform: CGAffineTransform { get set }
  /// The shape it collides as (its rectangle by default).
  var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
  /// Its outline for the `.path` shape.
  var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
  /// Its rectangle.
  public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
  /// Its bounds.
  public var collisionBoundingPath: UIBezierPath { UIBezierPath(rect: bounds) }
}

extension UIView: UIDynamicItem {}

/// The shape a dynamic item collides as (UIKit's `UIDynamicItemCollisionBoundsType`).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
  case rectangle, ellipse, path
}

/// What a dynamic animator tells when it comes to rest and starts again (UIKit's
/// `UIDynamicAnimatorDelegate`); both methods are optional.
@preconcurrency @MainActor public protocol UIDynamicAnimatorDelegate: AnyObject {
  /// It will start moving its items again.
  ///
  /// - Parameter animator: The animator.
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
  /// Its items have come to rest.
  ///
  /// - Parameter animator: The animator.
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
  /// Nothing.
  public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
  /// Nothing.
  public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// UIKit Dynamics' animator (`UIDynamicAnimator`), on the run loop's virtual clock.
///
/// The model simulates no physics: items keep their place while the animator runs, but for a
/// snap behavior's, which is at its snap point once the animator rests. What the model keeps
/// is the animator's life, as code written for UIKit depends on it: adding a behavior (or an
/// item to one) starts it (`dynamicAnimatorWillResume(_:)` when it was at rest); while it runs,
/// each behavior's `action` is called every tenth of a second of the clock; it comes to rest a
/// second after its behaviors last changed (decided by the model), and its delegate hears
/// `dynamicAnimatorDidPause(_:)`. With no behavior left, it rests at once.
///
/// ```swift
/// final class Rest: UIDynamicAnimatorDelegate { var paused = 0
///   func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { paused += 1 } }
/// let board = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
/// let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
/// board.addSubview(card)
/// let animator = UIDynamicAnimator(referenceView: board)
/// let rest = Rest()
/// animator.delegate = rest
/// animator.addBehavior(UISnapBehavior(item: card, snapTo: CGPoint(x: 150, y: 150)))
/// precondition(animator.isRunning && card.center == CGPoint(x: 25, y: 25))
/// RunLoop.main.run(until: Date(timeIntervalSinceNow: 2))
/// precondition(!animator.isRunning && rest.paused == 1 && card.center == CGPoint(x: 150, y: 150))
/// ```
@preconcurrency @MainActor open class UIDynamicAnimator: NSObject {
  /// The view whose coordinates its items' centres are in (kept weakly, as UIKit keeps it).
  open private(set) weak var referenceView: UIView?
  /// Hears it rest and resume.
  open weak var delegate: (any UIDynamicAnimatorDelegate)?
  /// Its behaviors, in the order they were added.
  open private(set) var behaviors: [UIDynamicBehavior] = []
  /// Whether it is moving its items.
  open private(set) var isRunning = false
  /// The seconds it has run since it last started.
  open private(set) var elapsedTime: TimeInterval = 0

  /// The collection view layout whose attributes it moves, invalidated at each of its steps
  /// (`UIDynamicAnimator+CollectionViewLayout.swift`).
  weak var collectionViewLayout: UICollectionViewLayout?
  /// When it comes to rest (ticks of the clock), while it runs.
  private var restsAt: Int64 = 0
  /// Its clock's deadline for the next step, while it runs.
  private var stepping = false

  /// An animator of items in `view`'s coordinates.
  ///
  /// - Parameter view: The reference view.
  public init(referenceView view: UIView) { referenceView = view }

  /// An animator with no reference view.
  public override init() {}

  /// Adds `behavior`, and starts the animator.
  ///
  /// - Parameter behavior: The behavior.
  open func addBehavior(_ behavior: UIDynamicBehavior) {
    guard !behaviors.contains(where: { $0 === behavior }) else { return }
    behaviors.append(behavior)
    behavior.attach(to: self)
    changed()
  }

  /// Removes `behavior`.
  ///
  /// - Parameter behavior: The behavior.
  open func removeBehavior(_ behavior: UIDynamicBehavior) {
    guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
    behaviors.remove(at: index)
    behavior.attach(to: nil)
    changed()
  }

  /// Removes every behavior: the animator rests.
  open func removeAllBehaviors() {
    let gone = behaviors
    behaviors = []
    for behavior in gone { behavior.attach(to: nil) }
    changed()
  }

  /// The items of its behaviors whose frames meet `rect`.
  ///
  /// - Parameter rect: A rectangle in the reference view's coordinates.
  /// - Returns: The items, each once.
  open func items(in rect: CGRect) -> [any UIDynamicItem] {
    var found: [any UIDynamicItem] = []
    for item in behaviors.flatMap(\.allItems) where !found.contains(where: { $0 === item }) {
      let size = item.bounds.size
      let frame = CGRect(
        x: item.center.x - size.width / 2, y: item.center.y - size.height / 2,
        width: size.width, height: size.height)
      if frame.intersects(rect) { found.append(item) }
    }
    return found
  }

  /// Takes `item`'s centre and transform as they are now (the model moves no item it does not
  /// snap, so there is nothing to update).
  ///
  /// - Parameter item: The item.
  open func updateItem(usingCurrentState item: any UIDynamicItem) { changed() }

  /// Its behaviors or their items changed: it runs until a second from now.
  func changed() {
    guard !behaviors.isEmpty else { return rest() }
    let clock = VirtualClock.runLoop
    restsAt = clock.now + 1_000
    if !isRunning {
      delegate?.dynamicAnimatorWillResume(self)
      isRunning = true
      elapsedTime = 0
    }
    guard !stepping else { return }
    stepping = true
    clock.schedule(after: 100) { [weak self] in self?.step() }
  }

  /// A tenth of a second of running: each behavior's action, then the next step or the rest.
  private func step() {
    stepping = false
    guard isRunning else { return }
    elapsedTime += 0.1
    for behavior in behaviors { behavior.act() }
    collectionViewLayout?.invalidateLayout()
    guard isRunning else { return }
    let clock = VirtualClock.runLoop
    if clock.now >= restsAt { return rest() }
    stepping = true
    clock.schedule(after: 100) { [weak self] in self?.step() }
  }

  /// Comes to rest: the snapped items at their points, the delegate told.
  private func rest() {
    guard isRunning else { return }
    for behavior in behaviors { behavior.settle() }
    isRunning = false
    collectionViewLayout?.invalidateLayout()
    delegate?.dynamicAnimatorDidPause(self)
  }
}
