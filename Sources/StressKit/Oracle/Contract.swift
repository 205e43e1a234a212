import ContainmentCore

/// The standard a container is held to, one level a run: today's iOS, iOS 5, or CoconutKit's
/// stricter rules.
///
/// UIKit lets a container load its children's views whenever it likes: Apple's own recipe
/// (`displayContentController`) touches `content.view` as it adds a child, on screen or off.
/// CoconutKit's containers hold themselves to more: a child's view loads only when it is about
/// to be seen (C6), a size change is refused while a transition runs (C7's refusal; UIKit
/// forwards it), and a child on its way out keeps its view until it has left (C5's part for a
/// leaving child; UIKit releases it off screen like any other). Everything else is UIKit's.
///
/// iOS changed twice in what the model follows. iOS 5 released the view of every view
/// controller that was not visible on a memory warning, between `viewWillUnload` and
/// `viewDidUnload`; iOS 6 and every later iOS never do (`ViewReleasePolicy`). The model follows
/// the level's iOS, and so does the oracle: under ``ios`` a memory warning releases no view the
/// container does not let go itself, and C4 asks only that it reach every view controller.
/// iOS 13 made the default presentation a page sheet that leaves its presenter on screen
/// (no `viewWillDisappear`, no `viewWillAppear` at its dismissal); `UIKitContainment` shows
/// sheets that way under ``ios`` and full screen under the other levels.
///
/// | level | rules | a memory warning | a page or form sheet (`UIKitContainment`) |
/// |---|---|---|---|
/// | ``ios`` (today's iOS, 6 to 18) | UIKit's | releases no view | leaves its presenter on screen (iOS 13 and later) |
/// | ``ios5`` | UIKit's | releases every view not visible | covers its presenter (iOS 12 and earlier, on iPhone) |
/// | ``coconutKit`` | UIKit's, and C5, C6, C7 whole | releases every view not visible | covers its presenter |
///
/// A driver names its level (``StressDriverInfo/contract``: ``coconutKit`` for every built-in
/// driver and by default, the shape drivers of containers written for UIKit ``ios`` unless the
/// shape says otherwise); a run can choose another
/// (``StressOptions/contract``, `run --contract`). A breach of a rule beyond the level fails
/// nothing: the report names it, and what the stricter level would need.
///
/// ```swift
/// var options = StressOptions<TabDriver>(seed: 7)
/// options.contract = .ios
/// precondition(!options.resolvedContract.holds(.C6) && options.resolvedContract.holds(.L2))
/// precondition(options.resolvedContract.releasePolicy == .iOS6)
/// ```
public enum Contract: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// Today's iOS (6 and later): UIKit's rules, and no view released by a memory warning.
  case ios
  /// iOS 5: UIKit's rules, and every view that is not visible released by a memory warning.
  case ios5
  /// CoconutKit's: iOS 5's, and lazy loading off screen (C6), no size change during a
  /// transition (C7) and a leaving child's view kept (C5).
  case coconutKit = "coconutkit"

  /// Reads a level, `uikit` included: the name of ``ios5`` in traces and reports written
  /// before today's iOS was a level.
  public init(from decoder: any Decoder) throws {
    let raw = try decoder.singleValueContainer().decode(String.self)
    guard let level = Contract(rawValue: raw == "uikit" ? "ios5" : raw) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "unknown contract \(raw) (ios, ios5, coconutkit)"))
    }
    self = level
  }

  /// What a memory warning releases at this level.
  public var releasePolicy: ViewReleasePolicy { self == .ios ? .iOS6 : .iOS5 }

  /// The rules that ask more than UIKit's own contract: C6 wholly (CoconutKit's lazy loading:
  /// no child view loads while the container is off screen), C7 in part (its refusal of a
  /// rotation or resize while a transition runs; that a size change reaches every loaded view
  /// is UIKit's, held at both levels) and C5 in part (a leaving child's view kept until it has
  /// left; that removal itself never releases a view is UIKit's).
  public static let beyondUIKit: Set<Rule> = [.C5, .C6, .C7]

  /// Whether a container held to this contract must keep all of `rule`.
  public func holds(_ rule: Rule) -> Bool {
    self == .coconutKit || !Self.beyondUIKit.contains(rule)
  }

  /// The rules every run held to this contract checks.
  ///
  /// The lifecycle rules, C2–C7, C9 and C10; UIKit's levels leave out C6. A driver adds its
  /// own (the stack's C1 and C8) and leaves out those its container cannot meet
  /// (``StressDriverInfo/checkedRules(under:)``).
  ///
  /// ```swift
  /// precondition(!Contract.ios.checkedRules.contains(.C6))
  /// precondition(Contract.coconutKit.checkedRules.contains(.C6))
  /// ```
  public var checkedRules: Set<Rule> {
    let rules: Set<Rule> = [.L1, .L2, .L3, .L4, .C2, .C3, .C4, .C5, .C6, .C7, .C9, .C10]
    return self == .coconutKit ? rules : rules.subtracting([.C6])
  }

  /// `today's iOS`, `iOS 5's` or `CoconutKit's`, for reports.
  public var name: String {
    switch self {
    case .ios: "today's iOS"
    case .ios5: "iOS 5's"
    case .coconutKit: "CoconutKit's"
    }
  }

  /// The level in a report's line: `contract: today's iOS (a memory warning releases no view,
  /// as since iOS 6; a sheet leaves its presenter on screen, as since iOS 13; UIKit's rules)`.
  var textLine: String {
    switch self {
    case .ios:
      "contract: today's iOS (a memory warning releases no view, as since iOS 6; a sheet leaves its presenter on screen, as since iOS 13; UIKit's rules)"
    case .ios5:
      "contract: iOS 5's (a memory warning releases every view not visible; a sheet covers its presenter, as until iOS 12; UIKit's rules)"
    case .coconutKit:
      "contract: CoconutKit's (iOS 5's releases; C5, C6 and C7 held whole)"
    }
  }

  /// `ios`, `ios5` or `coconutkit`, as `--contract` spells it.
  public var description: String { rawValue }
}

extension Rule {
  /// Whether the rule asks, in whole or in part, more than UIKit's own contract
  /// (``Contract/beyondUIKit``): a quality standard of CoconutKit's, not something UIKit asks of
  /// a container.
  public var isBeyondUIKit: Bool { Contract.beyondUIKit.contains(self) }
}

/// Breaches of the rules a run's contract does not hold (``Contract``): how many, and the first.
public struct BeyondContract: Hashable, Sendable, Codable {
  /// How many breaches.
  public var count: Int
  /// The first, as a violation would read.
  public var first: Violation

  /// `beyond UIKit's contract (not held at this level): C6 3 times, first C6 at step 148 (vc3):
  /// …; CoconutKit's contract holds it (--contract coconutkit)`.
  var textLine: String {
    "beyond UIKit's contract (not held at this level): \(first.rule) "
      + "\(count == 1 ? "once" : "\(formatCount(count)) times"), first \(first); "
      + "CoconutKit's contract holds it (--contract coconutkit)"
  }
}
