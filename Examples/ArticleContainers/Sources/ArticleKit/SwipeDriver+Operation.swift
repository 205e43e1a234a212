// The swipe's operations, whole: the cases and their kinds, how each reads, is checked and
// simplified for the shrinker (`Codable` is synthesized). Adding an operation starts here;
// drawing and applying it are the driver's.

import Containment
import StressKit

extension SwipeDriver {
  /// A swipe, or a new list of pages.
  public enum Operation: StressOperation {
    /// A swipe: to the left shows the next page, to the right the previous one.
    case swipe(left: Bool)
    /// A new list of pages, the first selected.
    case setPages([ChildChoice])

    /// `swipeLeft`, `setPages(new(1024), reuse(3))`.
    public var description: String {
      switch self {
      case .swipe(let left): left ? "swipeLeft" : "swipeRight"
      case .setPages(let pages): "setPages(\(pages.map(\.description).joined(separator: ", ")))"
      }
    }

    /// The kinds of operations.
    public enum Kind: String, StressKind { case swipe, setPages }
  }
}

extension SwipeDriver.Operation {
  /// The operation's kind.
  public var kind: Kind {
    switch self {
    case .swipe: .swipe
    case .setPages: .setPages
    }
  }

  /// Each page is checked; one to sixty-four of them.
  public func validate() throws(HarnessError) {
    guard case .setPages(let choices) = self else { return }
    guard (1...64).contains(choices.count) else {
      throw .badTrace("setPages needs 1...64 pages, got \(choices.count)")
    }
    for choice in choices { try choice.validate() }
  }

  /// Fewer pages.
  public var simplerForms: [Self] {
    guard case .setPages(let choices) = self, choices.count > 1 else { return [] }
    return [.setPages([choices[0]]), .setPages(Array(choices.dropLast()))]
  }
}
