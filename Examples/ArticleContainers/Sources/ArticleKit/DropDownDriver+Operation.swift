// The dropdown's operations, whole: the cases and their kinds, how each reads, is checked and
// simplified for the shrinker (`Codable` is synthesized). Adding an operation starts here;
// drawing and applying it are the driver's.

import Containment
import StressKit

extension DropDownDriver {
  /// A tap on the menu button or a row, or a new list.
  public enum Operation: StressOperation {
    /// The menu button.
    case tapMenu
    /// A row of the menu.
    case selectRow(Int)
    /// A new list of children.
    case setViewControllers([ChildChoice])

    /// `tapMenu`, `selectRow(2)`, `setViewControllers(new(0), reuse(1))`.
    public var description: String {
      switch self {
      case .tapMenu: "tapMenu"
      case .selectRow(let row): "selectRow(\(row))"
      case .setViewControllers(let list):
        "setViewControllers(\(list.map(\.description).joined(separator: ", ")))"
      }
    }

    /// The kinds of operations.
    public enum Kind: String, StressKind { case tapMenu, selectRow, setViewControllers }
  }
}

extension DropDownDriver.Operation {
  /// The operation's kind.
  public var kind: Kind {
    switch self {
    case .tapMenu: .tapMenu
    case .selectRow: .selectRow
    case .setViewControllers: .setViewControllers
    }
  }

  /// Rows from 0; one to sixty-four children, each checked.
  public func validate() throws(HarnessError) {
    switch self {
    case .tapMenu: return
    case .selectRow(let row):
      guard (0...64).contains(row) else { throw .badTrace("row must be in 0...64, got \(row)") }
    case .setViewControllers(let choices):
      guard (1...64).contains(choices.count) else {
        throw .badTrace("setViewControllers needs 1...64 children, got \(choices.count)")
      }
      for choice in choices { try choice.validate() }
    }
  }

  /// Fewer children.
  public var simplerForms: [Self] {
    guard case .setViewControllers(let list) = self, list.count > 1 else { return [] }
    return [.setViewControllers([list[0]]), .setViewControllers(Array(list.dropLast()))]
  }
}
