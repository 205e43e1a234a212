internal import ContainmentCore

/// How far a finger moves before a pan begins, or a tap fails (UIKit's is undocumented; the
/// model decides 10 points).
let touchSlop: CGFloat = 10

/// The distance from `a` to `b`.
func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
  ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}

/// UIKit's `UITapGestureRecognizer`: a discrete gesture, recognized when the finger is lifted
/// for the last of ``numberOfTapsRequired`` taps, each within 10 points of where it came down;
/// a further tap must come within 0.35 s of the last (the model's decisions), or the gesture
/// fails.
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How many taps make the gesture (1 by default).
  open var numberOfTapsRequired = 1
  /// How many fingers (the model performs one).
  open var numberOfTouchesRequired = 1
  /// The time allowed between two taps, in milliseconds of the clock.
  static let tapInterval: Int64 = 350

  private var taps = 0
  private var start = CGPoint.zero
  /// Counts touches, so that a wait for a next tap knows whether one came.
  private var generation = 0

  override var waitsAfterLift: Bool { super.waitsAfterLift || (taps > 0 && state == .possible) }

  override func touchBegan(_ touch: UITouch) {
    guard state == .possible, heldState == nil else { return }
    generation &+= 1
    start = touch.location(in: nil)
  }

  override func touchMoved(_ touch: UITouch) {
    guard state == .possible, heldState == nil else { return }
    if distance(touch.location(in: nil), start) > touchSlop { move(to: .failed) }
  }

  override func touchEnded(_ touch: UITouch) {
    guard state == .possible, heldState == nil else { return }
    taps += 1
    if taps >= numberOfTapsRequired {
      move(to: .ended)
      return
    }
    let waited = generation
    touch.clock.schedule(after: Self.tapInterval) { [weak self] in
      guard let self, self.generation == waited, self.state == .possible, self.taps > 0 else {
        return
      }
      self.move(to: .failed)
      self.resetIfOver()
    }
  }

  open override func reset() {
    super.reset()
    taps = 0
  }
}

/// UIKit's `UIPanGestureRecognizer`: a continuous gesture that begins once the finger has
/// moved 10 points (the model's decision), changes with every move and ends when it is lifted.
///
/// Its translation is measured from where the finger came down (or from where
/// ``setTranslation(_:in:)`` last put it); its velocity is the last move's distance over the
/// clock's time since the move before it (at least a sixtieth of a second: a move the clock
/// gave no time counts as one frame's).
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers (the model performs one).
  open var minimumNumberOfTouches = 1
  /// The most fingers.
  open var maximumNumberOfTouches = Int.max

  /// The finger's location at which the translation is zero, in the window's coordinates.
  @exclusivity(unchecked) private var origin = CGPoint.zero
  @exclusivity(unchecked) private var lastVelocity = CGPoint.zero

  /// Whether the touch may begin this pan (a screen edge's starts near its edge).
  func mayBegin(_ touch: UITouch) -> Bool { true }

  override func touchBegan(_ touch: UITouch) {
    guard state == .possible else { return }
    origin = touch.location(in: nil)
    lastVelocity = .zero
    if !mayBegin(touch) { move(to: .failed) }
  }

  override func touchMoved(_ touch: UITouch) {
    let now = touch.location(in: nil)
    let before = touch.previousLocation(in: nil)
    let seconds = max(1.0 / 60, touch.timestamp - touch.previousTimestamp)
    lastVelocity = CGPoint(
      x: (now.x - before.x) / CGFloat(seconds), y: (now.y - before.y) / CGFloat(seconds))
    switch state {
    case .possible where heldState == nil:
      if distance(now, origin) >= touchSlop { move(to: .began) }
    case .began, .changed:
      move(to: .changed)
    default:
      break
    }
  }

  override func touchEnded(_ touch: UITouch) {
    endOrFail()
  }

  /// How far the finger has moved since the pan's origin (the same in every view's
  /// coordinates: the model has no transforms).
  ///
  /// - Parameter view: The view whose coordinates the result is in.
  /// - Returns: The translation.
  open func translation(in view: UIView?) -> CGPoint {
    guard let touch else { return .zero }
    let now = touch.location(in: nil)
    return CGPoint(x: now.x - origin.x, y: now.y - origin.y)
  }

  /// Sets the translation, moving the origin it is measured from.
  ///
  /// - Parameters:
  ///   - translation: The translation from now.
  ///   - view: The view whose coordinates it is in.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    guard let touch else { return }
    let now = touch.location(in: nil)
    origin = CGPoint(x: now.x - translation.x, y: now.y - translation.y)
  }

  /// The finger's velocity, in points per second.
  ///
  /// - Parameter view: The view whose coordinates the result is in.
  /// - Returns: The velocity of the last move.
  open func velocity(in view: UIView?) -> CGPoint { touch == nil ? .zero : lastVelocity }

  open override func reset() {
    super.reset()
    origin = .zero
    lastVelocity = .zero
  }
}

/// The edges of a rectangle, UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  /// The edges' bits.
  public let rawValue: UInt
  /// An edge of the given raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = UIRectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = UIRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = UIRectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// UIKit's `UIScreenEdgePanGestureRecognizer`: a pan that begins only when the finger came
/// down within 20 points (the model's decision) of one of its ``edges`` of the screen (the
/// window's bounds, or the topmost view's out of a window).
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges it starts from (none by default: it never begins).
  @exclusivity(unchecked) open var edges: UIRectEdge = []
  /// How near an edge the finger must come down.
  static let edgeWidth: CGFloat = 20

  override func mayBegin(_ touch: UITouch) -> Bool {
    let start = touch.startPoint
    let size = touch.topSize
    let width = Self.edgeWidth
    return (edges.contains(.left) && start.x <= width)
      || (edges.contains(.right) && start.x >= size.width - width)
      || (edges.contains(.top) && start.y <= width)
      || (edges.contains(.bottom) && start.y >= size.height - width)
  }
}

/// UIKit's `UISwipeGestureRecognizer`: a discrete gesture, recognized as soon as the finger has
/// moved 50 points in one of its ``direction``s, at least twice as far along it as across
/// (the model's decisions); a move as far another way, or a lift before, fails it.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions of a swipe.
  public struct Direction: OptionSet, Hashable, Sendable {
    /// The directions' bits.
    public let rawValue: UInt
    /// A direction of the given raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Rightwards.
    public static let right = Direction(rawValue: 1 << 0)
    /// Leftwards.
    public static let left = Direction(rawValue: 1 << 1)
    /// Upwards.
    public static let up = Direction(rawValue: 1 << 2)
    /// Downwards.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The directions it recognizes (rightwards by default).
  open var direction: Direction = .right
  /// How many fingers (the model performs one).
  open var numberOfTouchesRequired = 1
  /// How far the finger must move.
  static let length: CGFloat = 50

  private var start = CGPoint.zero

  override func touchBegan(_ touch: UITouch) {
    guard state == .possible else { return }
    start = touch.location(in: nil)
  }

  override func touchMoved(_ touch: UITouch) {
    guard state == .possible, heldState == nil else { return }
    let now = touch.location(in: nil)
    let dx = now.x - start.x
    let dy = now.y - start.y
    let along = max(abs(dx), abs(dy))
    guard along >= Self.length else { return }
    let across = min(abs(dx), abs(dy))
    let moved: Direction =
      abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
    move(to: direction.contains(moved) && along >= 2 * across ? .ended : .failed)
  }

  override func touchEnded(_ touch: UITouch) {
    if heldState == nil { move(to: .failed) }
  }
}

/// UIKit's `UILongPressGestureRecognizer`: a continuous gesture that begins once the finger has
/// rested ``minimumPressDuration`` seconds (on the virtual clock) within
/// ``allowableMovement`` points, changes as it moves and ends when it is lifted.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the finger must rest, in seconds (0.5 by default).
  open var minimumPressDuration: TimeInterval = 0.5
  /// How far it may move before the gesture begins, in points (10 by default).
  open var allowableMovement: CGFloat = 10
  /// How many taps before the press (the model performs none).
  open var numberOfTapsRequired = 0
  /// How many fingers (the model performs one).
  open var numberOfTouchesRequired = 1

  private var start = CGPoint.zero
  private var generation = 0

  override func touchBegan(_ touch: UITouch) {
    guard state == .possible else { return }
    start = touch.location(in: nil)
    generation &+= 1
    let pressed = generation
    let delay = Int64((minimumPressDuration * 1000).rounded())
    touch.clock.schedule(after: delay) { [weak self, weak touch] in
      guard let self, let touch, self.generation == pressed, self.touch === touch,
        touch.phase.isDown, self.state == .possible
      else { return }
      self.move(to: .began)
    }
  }

  override func touchMoved(_ touch: UITouch) {
    switch state {
    case .possible where heldState == nil:
      if distance(touch.location(in: nil), start) > allowableMovement { move(to: .failed) }
    case .began, .changed:
      move(to: .changed)
    default:
      break
    }
  }

  override func touchEnded(_ touch: UITouch) {
    endOrFail()
  }
}
