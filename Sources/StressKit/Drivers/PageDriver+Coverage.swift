import Containment

extension PageDriver {
  /// The common rules, and C1.
  public static var checkedRules: Set<Rule> {
    [.L1, .L2, .L3, .L4, .C1, .C2, .C3, .C4, .C5, .C6, .C7, .C9, .C10]
  }

  /// The page container's dimension: where the visible page is.
  public static let coverageDimensions = [
    CoverageDimension("page", ["no page", "only page", "first page", "middle page", "last page"])
  ]

  /// The page container's state now, O(1).
  public func coverageIndex() -> Int {
    guard let current = pages.currentIndex else { return 0 }
    let last = pages.pages.count - 1
    return last == 0 ? 1 : current == 0 ? 2 : current == last ? 4 : 3
  }

  /// The states the page container rules out.
  public static func whyUnreachable(_ state: CoverageState) -> String? {
    let page = state["page"]
    if state["phase"] == "mid-transition", page == "no page" || page == "only page" {
      return "a swipe needs a page to go to"
    }
    return nil
  }
}
