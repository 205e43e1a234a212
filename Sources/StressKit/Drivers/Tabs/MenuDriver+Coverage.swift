import Containment

extension MenuDriver {
  /// The menu container's state now, O(1).
  public func coverageIndex() -> Int {
    TabDriver.coverageIndex(children: menu.viewControllers.count, menuShown: menu.isMenuShown)
  }

  /// The states the menu container rules out.
  static func whyUnreachable(_ state: CoverageState) -> String? {
    state["phase"] == "mid-transition" ? "a menu container swaps its children at once" : nil
  }
}
