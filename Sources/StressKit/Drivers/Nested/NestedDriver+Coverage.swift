import Containment

extension NestedDriver {
  /// The nest's dimensions: whether the tab container is in the placeholder and shows the
  /// stack, and whether the stack's top has its view.
  static let coverageDimensions = [
    CoverageDimension("tabs", ["tabs in", "tabs out"]),
    CoverageDimension("selected", ["stack selected", "other tab selected"]),
    CoverageDimension("stack top", ["no top", "top loaded", "top unloaded"]),
  ]

  /// The nest's state now, O(1).
  public func coverageIndex() -> Int {
    let attached = tabs.parent === placeholder ? 0 : 1
    let selected = tabs.selectedViewController === stack ? 0 : 1
    let top = stack.topViewController.map { $0.isViewLoaded ? 1 : 2 } ?? 0
    return (attached * 2 + selected) * 3 + top
  }

  /// The states the nest rules out.
  static func whyUnreachable(_ state: CoverageState) -> String? {
    let phase = state["phase"]
    if state["stack top"] == "no top" {
      return "the stack keeps its root: pops stop there and nothing else removes children"
    }
    if phase == "mid-transition", state["tabs"] == "tabs out" {
      return "taken out, the tabs are off screen (no push plays) and the placeholder swaps"
        + " only while they come or go, when they are its child"
    }
    if phase == "idle", state["tabs"] == "tabs in", state["selected"] == "stack selected",
      state["stack top"] == "top unloaded"
    {
      return "a shown top has its view: it is reloaded before it appears (C2) and kept (C4)"
    }
    return nil
  }
}
