import Containment

extension PlaceholderDriver {
  /// How many children the placeholder has (one leaving in a swap included).
  static let coverageDimensions = [
    CoverageDimension("children", ["no child", "one child", "two children or more"])
  ]

  /// The placeholder's state now, O(1).
  public func coverageIndex() -> Int {
    min(container.children.count, 2)
  }

  /// The states the placeholder rules out.
  static func whyUnreachable(_ state: CoverageState) -> String? {
    state["phase"] == "mid-transition" && state["children"] == "no child"
      ? "a swap moves a child in or out, and that child stays a child until the swap ends" : nil
  }
}
