import Containment

extension TabDriver {
  /// The tab container's dimensions: how many children, and whether the menu is shown.
  static let coverageDimensions = [
    CoverageDimension("children", ["no child", "one child", "several children"]),
    CoverageDimension("menu", ["menu hidden", "menu shown"]),
  ]

  /// The tab container's state now, O(1).
  public func coverageIndex() -> Int {
    Self.coverageIndex(children: tabs.viewControllers.count, menuShown: tabs.isMenuShown)
  }

  /// The index of a state of ``coverageDimensions``.
  static func coverageIndex(children count: Int, menuShown: Bool) -> Int {
    (count == 0 ? 0 : count == 1 ? 1 : 2) * 2 + (menuShown ? 1 : 0)
  }

  /// The states the tab container rules out.
  static func whyUnreachable(_ state: CoverageState) -> String? {
    state["phase"] == "mid-transition" ? "a tab container swaps its children at once" : nil
  }
}
