import Containment

extension MenuDriver {
  /// The tab container's rules: a menu container has no transition to refuse a rotation in.
  public static var checkedRules: Set<Rule> { TabDriver.checkedRules }

  /// The tab container's dimensions: how many children, and whether the menu is shown.
  public static var coverageDimensions: [CoverageDimension] { TabDriver.coverageDimensions }

  /// The menu container's state now, O(1).
  public func coverageIndex() -> Int {
    TabDriver.coverageIndex(children: menu.viewControllers.count, menuShown: menu.isMenuShown)
  }

  /// The states the menu container rules out.
  public static func whyUnreachable(_ state: CoverageState) -> String? {
    state["phase"] == "mid-transition" ? "a menu container swaps its children at once" : nil
  }
}
