import Containment

extension PageDriver {
  /// The page container's dimension: where the visible page is.
  static let coverageDimensions = [
    CoverageDimension("page", ["no page", "only page", "first page", "middle page", "last page"])
  ]

  /// The page container's state now, O(1).
  public func coverageIndex() -> Int {
    guard let current = pages.currentIndex else { return 0 }
    let last = pages.pages.count - 1
    return last == 0 ? 1 : current == 0 ? 2 : current == last ? 4 : 3
  }

  /// The states the page container rules out.
  static func whyUnreachable(_ state: CoverageState) -> String? {
    let page = state["page"]
    if state["phase"] == "mid-transition", page == "no page" || page == "only page" {
      return "a swipe needs a page to go to"
    }
    return nil
  }
}
