/// A contract rule, as ARCHITECTURE.md names them, and the two ways a container fails before
/// any rule can be checked: it traps (`crash`) or a step never ends (`hang`).
public enum Rule: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case L1, L2, L3, L4
  /// A view loaded again (after a release) is built as the first was: the team's
  /// `viewDidLoad` adds no child view controller twice.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case L5
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case C1, C2, C3, C4, C5, C6, C7, C8, C9, C10
  /// The app's own invariant: what a driver's screens say must hold after every step (a
  /// screen shows the app's latest data), checked once the clock is idle.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case A1
  /// The container trapped (a failed precondition, an index out of range, a force unwrap of
  /// `nil`): the harness survives it in a supervising process.
  case crash
  /// A step did not end within its bounds.
  case hang

  /// What the rule demands, in one line.
  public var summary: String {
    switch self {
    case .L1: "the view loads lazily: loadView then viewDidLoad, once per load"
    case .L2: "appearance callbacks are balanced and the view is loaded before viewWillAppear"
    case .L3:
      "only a view that is not visible is released, between viewWillUnload and viewDidUnload"
    case .L4: "willMove(toParent:) before didMove(toParent:), one parent at a time"
    case .L5: "a view loaded again adds no child view controller twice in viewDidLoad"
    case .C1: "only the top N children have loaded views when no transition runs"
    case .C2: "a child coming back into the top N is reloaded before it is shown"
    case .C3:
      "idle and visible, exactly the top child is appeared; in a transition, two move; "
        + "a stack's did-show follows its will-show, for a transition that completed; "
        + "a container forwards the title of a child it shows; a shown menu lies over the "
        + "selected child, and a selection hides it; a child that left leaves no view behind; "
        + "a presenter stays on screen or leaves it as its presentation's style does at the "
        + "contract's iOS (a sheet covers it only before iOS 13)"
    case .C4: "a memory warning reaches every child and spares the top and the participants"
    case .C5: "removing a child never releases its view"
    case .C6: "children load no view while the stack is not on screen"
    case .C7:
      "rotations and resizes are refused while a transition runs and reach every loaded view; "
        + "a shown child's view lies where its container shows it"
    case .C8:
      "a pop plays the inverse of the transition its child was pushed with; "
        + "a cancelled pop puts the stack back as it was"
    case .C9:
      "nothing outlives its use: what was let go is deallocated once the clock is idle, and "
        + "what screens registered with the app does not pile up after them"
    case .C10: "virtual time moves only forward, and only by what the runner advanced"
    case .A1: "the app's own invariants hold once no transition runs"
    case .crash: "the container never traps"
    case .hang: "every step ends, and so does every transition a container starts"
    }
  }

  /// The rule's name.
  public var description: String { rawValue }

  /// The rule's position in `allCases`.
  @inlinable
  public var ordinal: Int {
    switch self {
    case .L1: 0
    case .L2: 1
    case .L3: 2
    case .L4: 3
    case .L5: 4
    case .C1: 5
    case .C2: 6
    case .C3: 7
    case .C4: 8
    case .C5: 9
    case .C6: 10
    case .C7: 11
    case .C8: 12
    case .C9: 13
    case .C10: 14
    case .A1: 15
    case .crash: 16
    case .hang: 17
    }
  }

  /// The contract's rules, those a check exercises (not `crash` and `hang`).
  public static let contract: [Rule] = [
    .L1, .L2, .L3, .L4, .L5, .C1, .C2, .C3, .C4, .C5, .C6, .C7, .C8, .C9, .C10, .A1,
  ]
}
