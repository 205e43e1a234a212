import Containment
import UIKitContainment

/// A gesture a user makes on a shape's container: where a finger comes down, and how far each
/// of its moves goes, both read from the container as the finger comes down.
///
/// A shape lists its gestures (``ContainerShape/gestures``) and its driver makes them as the
/// user would, among its other operations: a finger down where the gesture starts, moves, and
/// a lift or a cancel, each a step of its own, so that anything may happen while the finger
/// is down (a memory warning, a rotation, the window hidden, the app's own operations) and
/// the container's gesture recognizers see the touch as UIKit delivers it
/// (`view._touchDown(at:)`, `_move(byX:y:)`, `_lift()`, `_cancel()`). A finger down holds
/// the clock, so the checks of what settled wait for its lift.
///
/// A drawer opened by a pan from the screen's left edge, a tenth of the screen a move, and
/// closed by a pan back:
///
/// ```swift
/// import StressKit
/// import UIKitContainment
///
/// let open = ShapeGesture<UIViewController>("open") { drawer in
///   drawer.viewIfLoaded.map {
///     ShapeGesture.Start(on: $0, at: CGPoint(x: 2, y: 200), step: (x: $0.bounds.width / 10, y: 0))
///   }
/// }
/// let close = ShapeGesture<UIViewController>("close") { drawer in
///   drawer.viewIfLoaded.map {
///     ShapeGesture.Start(on: $0, at: CGPoint(x: 300, y: 200), step: (x: -40, y: 0))
///   }
/// }
/// ```
public struct ShapeGesture<Container: UIViewController>: Sendable {
  /// Where a finger comes down and how far each of its moves goes.
  public struct Start {
    /// The view the finger comes down on.
    public let view: UIView
    /// Where, in the view's coordinates.
    public let point: CGPoint
    /// How far one move goes, in points.
    public let step: (x: Double, y: Double)

    /// A start on `view`, at `point`, moving by `step`.
    ///
    /// - Parameters:
    ///   - view: The view the finger comes down on.
    ///   - point: Where, in its coordinates (a scroll view's include its content offset).
    ///   - step: How far one move goes, in points.
    public init(on view: UIView, at point: CGPoint, step: (x: Double, y: Double)) {
      self.view = view
      self.point = point
      self.step = step
    }
  }

  /// The gesture's name, as traces and reports write it (`touch(down open)`).
  public let name: String
  /// Where the finger comes down now, and how it moves, or `nil` when the gesture cannot start
  /// (the view is not loaded, not in the window).
  public let start: @MainActor @Sendable (Container) -> Start?

  /// Creates a gesture.
  ///
  /// - Parameters:
  ///   - name: Its name, unique among the shape's gestures: letters, digits, dashes and
  ///     underscores.
  ///   - start: Where the finger comes down on the container now and how far each move goes,
  ///     or `nil` when the gesture cannot start. Read the container's views without loading
  ///     them (`viewIfLoaded`).
  public init(_ name: String, start: @escaping @MainActor @Sendable (Container) -> Start?) {
    self.name = name
    self.start = start
  }
}

/// One step of a finger on a shape's container (``ShapeGesture``): an operation of every shape
/// driver, drawn only for a shape with gestures.
///
/// A trace stores it as its description, one string: `"down pull"`, `"move 2"`, `"lift"`,
/// `"cancel"`.
public enum ShapeTouch: Codable, Hashable, Sendable, CustomStringConvertible {
  /// A finger down where the named gesture starts (a no-op while a finger is down, or when the
  /// gesture cannot start).
  case down(String)
  /// The finger moved this many of its gesture's steps (a no-op without a finger).
  case move(Int)
  /// The finger lifted.
  case lift
  /// The touch cancelled by the system (a call coming in).
  case cancel

  /// `down open`, `move 2`, `lift`, `cancel`.
  public var description: String {
    switch self {
    case .down(let gesture): "down \(gesture)"
    case .move(let steps): "move \(steps)"
    case .lift: "lift"
    case .cancel: "cancel"
    }
  }

  /// Reads a touch from its description.
  ///
  /// - Parameter decoder: A decoder holding one string.
  /// - Throws: `DecodingError.dataCorrupted` for any other string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    let words = text.split(separator: " ", omittingEmptySubsequences: false)
    switch (words.first, words.count) {
    case ("lift", 1): self = .lift
    case ("cancel", 1): self = .cancel
    case ("down", 2): self = .down(String(words[1]))
    case ("move", 2):
      guard let steps = Int(words[1]) else { fallthrough }
      self = .move(steps)
    default:
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription:
          "a touch is \"down GESTURE\", \"move STEPS\", \"lift\" or \"cancel\", got \(text.debugDescription.prefix(80))"
      )
    }
  }

  /// Writes the touch as its description.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// The longest gesture name a trace may carry.
  static let longestName = 64
  /// The most steps one move may carry.
  static let mostSteps = 1_000

  /// Checks a name's length and characters and a move's steps.
  func validate() throws(HarnessError) {
    switch self {
    case .down(let name):
      if let problem = Violation.plainNameProblem(
        name, of: "a gesture's name", longest: Self.longestName)
      {
        throw .badTrace("touch: \(problem)")
      }
    case .move(let steps):
      try TraceBounds.check(steps, key: "move", in: 1...Self.mostSteps)
    case .lift, .cancel: break
    }
  }

  /// A move of one step for a longer one; a lift for a cancel.
  var simplerForms: [Self] {
    switch self {
    case .move(let steps) where steps > 1: [.move(1)]
    case .cancel: [.lift]
    default: []
    }
  }
}

/// The finger a shape driver holds on its container, and the gesture it makes.
struct ShapeFinger {
  /// The touch, while the finger is down.
  var touch: UITouch?
  /// The step of the gesture it makes.
  var step: (x: Double, y: Double) = (0, 0)
}

extension ShapeDriverBase {
  /// The touch kind's weight in a shape's profile, `(kind, 3)`: none for a shape without
  /// gestures, whose runs stay what they were (a kind listed changes what a seed draws).
  static func touchWeight<Kind>(_ kind: Kind) -> [(Kind, Int)] {
    Shape.gestures.isEmpty ? [] : [(kind, 3)]
  }

  /// Whether an operation of the container's, drawn while a finger is down, gives way to the
  /// gesture's next touch.
  ///
  /// Three times in four: a finger moves on in quick succession. Drawn only by the profile's
  /// weights, the app's pushes and selections would start a transition between every finger
  /// down and its first move, so that a pan that starts one (an interactive pop, a page's
  /// swipe) would almost never begin. The steps shared by every container (`advance`,
  /// `rotate`, a memory warning) still come between: a pan slowed by time, a rotation under
  /// the finger. No draw while no finger is down, so a shape's runs without gestures stay
  /// what they were.
  func fingerMovesOn(using rng: inout SplitMix64) -> Bool {
    finger.touch != nil && rng.below(4) != 0
  }

  /// A finger down on one of the shape's gestures; with a finger down, a move of one to three
  /// steps (six times in ten), a lift (three) or a cancel (one).
  func drawTouch(using rng: inout SplitMix64) -> ShapeTouch {
    let gestures = Shape.gestures
    guard finger.touch != nil else {
      return .down(gestures.isEmpty ? "" : gestures[rng.below(gestures.count)].name)
    }
    switch rng.below(10) {
    case 0..<6: return .move(1 + rng.below(3))
    case 6..<9: return .lift
    default: return .cancel
    }
  }

  /// Makes the touch on the container; whether a finger was there to make it.
  func applyTouch(_ touch: ShapeTouch) -> Bool {
    switch touch {
    case .down(let name):
      guard finger.touch == nil, let gesture = Shape.gestures.first(where: { $0.name == name }),
        let down = onModelThread(
          gesture, container,
          { gesture, container in
            gesture.start(container).flatMap { start in
              start.view.window == nil ? nil : (start.view._touchDown(at: start.point), start.step)
            }
          })
      else { return false }
      finger = ShapeFinger(touch: down.0, step: down.1)
    case .move(let steps):
      guard let touch = finger.touch else { return false }
      let by = (
        x: CGFloat(finger.step.x * Double(steps)), y: CGFloat(finger.step.y * Double(steps))
      )
      onModelThread(touch, by) { $0._move(byX: $1.x, y: $1.y) }
    case .lift, .cancel:
      guard finger.touch != nil else { return false }
      endTouch(lifted: touch == .lift)
    }
    return true
  }

  /// Lifts the finger, or has the system cancel its touch.
  private func endTouch(lifted: Bool) {
    guard let touch = finger.touch else { return }
    finger.touch = nil
    onModelThread(touch, lifted) { touch, lifted in lifted ? touch._lift() : touch._cancel() }
  }

  /// Cancels a touch left down, as the system does when the app goes: the teardown settles.
  public func tearDown() {
    endTouch(lifted: false)
  }
}
