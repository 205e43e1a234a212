import Containment

extension MenuStress {
  /// The tab container's rules: a menu container has no transition to refuse a rotation in.
  public static var checkedRules: Set<Rule> { TabStress.checkedRules }

  /// The tab container's dimensions: how many children, and whether the menu is shown.
  public static var coverageDimensions: [CoverageDimension] { TabStress.coverageDimensions }

  /// The menu container's state now, O(1).
  public func coverageIndex() -> Int {
    TabStress.coverageIndex(children: menu.viewControllers.count, menuShown: menu.isMenuShown)
  }

  /// The states the menu container rules out.
  public static func whyUnreachable(_ state: CoverageState) -> String? {
    state["phase"] == "mid-transition" ? "a menu container swaps its children at once" : nil
  }
}
