/// The standard a container is held to: UIKit's own contract, or CoconutKit's stricter one.
///
/// UIKit lets a container load its children's views whenever it likes: Apple's own recipe
/// (`displayContentController`) touches `content.view` as it adds a child, on screen or off.
/// CoconutKit's containers hold themselves to more: a child's view loads only when it is about
/// to be seen (C6), a size change is refused while a transition runs (C7's refusal; UIKit
/// forwards it), and a child on its way out keeps its view until it has left (C5's part for a
/// leaving child; UIKit releases it off screen like any other). Everything else is UIKit's.
///
/// A driver's level is ``coconutKit`` when its ``StressDriver/checkedRules`` include C6 (as
/// every built-in driver's do), else ``uikit``; a run can choose either
/// (``StressOptions/contract``, `run --contract`). At the UIKit level a breach of a rule beyond
/// it fails nothing: the report names it, and what the stricter level would need.
///
/// ```swift
/// var options = StressOptions<TabDriver>(seed: 7)
/// options.contract = .uikit
/// precondition(!options.resolvedContract.holds(.C6) && options.resolvedContract.holds(.L2))
/// ```
public enum Contract: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// UIKit's own contract: the lifecycle rules and the containers' rules UIKit states.
  case uikit
  /// CoconutKit's: UIKit's, lazy loading off screen (C6), no size change during a transition
  /// (C7) and a leaving child's view kept (C5) too.
  case coconutKit = "coconutkit"

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

  /// The rules a driver held to this contract checks, unless it checks the stack's C1 and C8
  /// too: the lifecycle rules, C2–C7, C9 and C10 (``StressDriver/checkedRules``'s default);
  /// UIKit's leaves out C6.
  ///
  /// ```swift
  /// // A driver of a container written from Apple's recipe, held to UIKit's contract:
  /// // static var checkedRules: Set<Rule> { Contract.uikit.checkedRules }
  /// precondition(!Contract.uikit.checkedRules.contains(.C6))
  /// ```
  public var checkedRules: Set<Rule> {
    let rules: Set<Rule> = [.L1, .L2, .L3, .L4, .C2, .C3, .C4, .C5, .C6, .C7, .C9, .C10]
    return self == .coconutKit ? rules : rules.subtracting([.C6])
  }

  /// `UIKit's` or `CoconutKit's`, for reports.
  public var name: String {
    switch self {
    case .uikit: "UIKit's"
    case .coconutKit: "CoconutKit's"
    }
  }

  /// `uikit` or `coconutkit`, as `--contract` spells it.
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

  /// `beyond UIKit's contract: C6 3 times, first C6 at step 148 (vc3): …; CoconutKit's
  /// contract (--contract coconutkit) holds it`.
  var textLine: String {
    "beyond UIKit's contract (not held at this level): \(first.rule) "
      + "\(count == 1 ? "once" : "\(formatCount(count)) times"), first \(first); "
      + "CoconutKit's contract holds it (--contract coconutkit)"
  }
}
