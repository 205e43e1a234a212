import Containment
import UIKitContainment

/// A kind of screen the workload makes as a new child: one of the team's own view-controller
/// classes, made by its own initializer, in place of the harness's plain child.
///
/// A shape lists its kinds (``ContainerShape/screens``); a driver of one's own sets
/// ``StressContext/screens`` in its initializer. Each new child the workload draws is then one
/// of them, by weight, and a trace names it (`{"screen":{"name":"detail"}}`, `.screen(name:
/// "detail")` in a reproducer), so that a failure replays and shrinks with the same screens.
/// The screen is watched as the harness's own children are: its callbacks by the oracle (and
/// its overrides' calls to `super`, L2), its deinitialization by the leak check once it has
/// left (C9), and the team's own invariant of it, when the kind gives one (A1).
///
/// ```swift
/// import StressKit
/// import UIKitContainment
///
/// final class ListViewController: UIViewController {}
/// final class DetailViewController: UIViewController {}
///
/// let screens = [
///   StressScreen("list") { ListViewController() },
///   StressScreen("detail", weight: 3) { DetailViewController() },
///   // The team's own rule: a loaded detail screen always has a title.
///   StressScreen(
///     "titled", invariant: { $0.isViewLoaded && $0.title == nil ? "no title once loaded" : nil }
///   ) { DetailViewController() },
/// ]
/// ```
public struct StressScreen: Sendable {
  /// Its name, as traces and reports write it: 1 to 16 letters, digits, dashes and underscores.
  public let name: ScreenName
  /// How often it is drawn, against the other kinds' weights.
  public let weight: Int
  /// The class `make` makes: the first view controller of exactly this class made while it
  /// runs is the screen (those its stored properties make first are its own).
  let screenClass: ObjectIdentifier
  /// Makes one.
  let make: @MainActor @Sendable () -> UIViewController
  /// The team's invariant of a screen of the kind: what is wrong with it, or `nil`.
  let invariant: (@MainActor @Sendable (UIViewController) -> String?)?

  /// A kind of screen.
  ///
  /// - Parameters:
  ///   - name: Its name, unique among the kinds of a run: letters, digits, dashes and
  ///     underscores, at most 16 of them (a string literal, or ``ScreenName/init(_:)`` for a
  ///     name read at run time).
  ///   - weight: How often it is drawn against the other kinds (at least 1).
  ///   - invariant: The team's own rule for a screen of the kind (Hypothesis's `@invariant`):
  ///     what is wrong with `screen`, or `nil` when nothing is. Checked for every screen of the
  ///     kind in the window's tree after every step once no transition runs; a breach is an A1
  ///     violation named by the screen's class and the step. None by default.
  ///   - make: Makes a screen of class `Screen` itself (not of a subclass), as the app does.
  public init<Screen: UIViewController>(
    _ name: ScreenName, weight: Int = 1,
    invariant: (@MainActor @Sendable (_ screen: Screen) -> String?)? = nil,
    make: @escaping @MainActor @Sendable () -> Screen
  ) {
    self.name = name
    if let invariant {
      self.invariant = { @MainActor @Sendable (screen: UIViewController) -> String? in
        invariant(unsafeDowncast(screen, to: Screen.self))
      }
    } else {
      self.invariant = nil
    }
    self.weight = weight
    screenClass = ObjectIdentifier(Screen.self)
    self.make = make
  }

  /// The rules the kinds add to a driver's own: L5 (the team's `viewDidLoad` run again
  /// adds no child twice) when there are kinds, and A1 when one of them has an invariant.
  static func ownRules(of screens: [StressScreen]) -> Set<Rule> {
    guard !screens.isEmpty else { return [] }
    return screens.contains { $0.invariant != nil } ? [.L5, .A1] : [.L5]
  }

  /// Why `screens` cannot be a run's kinds, or `nil` when they can.
  static func problem(with screens: [StressScreen]) -> String? {
    var names: Set<ScreenName> = []
    for screen in screens {
      guard names.insert(screen.name).inserted else {
        return "screen '\(screen.name)' is listed twice"
      }
      guard screen.weight >= 1 else {
        return "screen '\(screen.name)' has weight \(screen.weight); at least 1"
      }
    }
    return nil
  }
}

/// A screen kind's name as a trace carries it: up to 16 plain bytes held inline, so that a
/// child choice stays a plain value (copied without reference counting, as the workload's
/// operations are copied every step).
public struct ScreenName: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The longest name: 16 bytes.
  public static let capacity = 16
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// The name `text`, or `nil` when it is not 1 to 16 letters, digits, dashes or underscores.
  public init?(_ text: String) {
    guard Self.problem(with: text) == nil else { return nil }
    for (index, byte) in text.utf8.enumerated() {
      if index < 8 {
        low |= UInt64(byte) << (8 * UInt64(index))
      } else {
        high |= UInt64(byte) << (8 * UInt64(index - 8))
      }
    }
  }

  /// A name written in the source; a literal that is not a name stops the program, naming it.
  public init(stringLiteral text: String) {
    guard let name = ScreenName(text) else {
      preconditionFailure(Self.problem(with: text) ?? "bad screen name")
    }
    self = name
  }

  /// Why `text` cannot name a screen, or `nil` when it can.
  static func problem(with text: String) -> String? {
    Violation.plainNameProblem(text, of: "a screen's name", longest: capacity)
  }

  /// The name.
  public var description: String {
    var bytes: [UInt8] = []
    for word in [low, high] {
      for shift in stride(from: 0, to: 64, by: 8) {
        let byte = UInt8(truncatingIfNeeded: word >> UInt64(shift))
        if byte == 0 { return String(decoding: bytes, as: UTF8.self) }
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension ScreenName: Codable {
  /// Reads a name, refusing one that is not plain or too long.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let name = ScreenName(text) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: Self.problem(with: text) ?? "bad screen name"))
    }
    self = name
  }

  /// Writes the name as a string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
