import Containment

extension StackDriver {
  /// The stack's dimensions: whether the host covers it, whether the top's view is loaded,
  /// and the depth against the capacity.
  static let coverageDimensions = [
    CoverageDimension("cover", ["uncovered", "covered"]),
    CoverageDimension("top", ["no top", "top loaded", "top unloaded"]),
    CoverageDimension("depth", ["below N", "at N", "above N"]),
  ]

  /// The stack's state now, O(1).
  public func coverageIndex() -> Int {
    let cover = host.isCovered ? 1 : 0
    let count = stack.count
    let top = stack.top.map { $0.isViewLoaded ? 1 : 2 } ?? 0
    let capacity = stack.capacity
    let depth = count < capacity ? 0 : count == capacity ? 1 : 2
    return (cover * 3 + top) * 3 + depth
  }

  /// The states the stack's contract rules out.
  static func whyUnreachable(_ state: CoverageState) -> String? {
    let phase = state["phase"]
    let covered = state["cover"] == "covered"
    let top = state["top"]
    if top == "no top", state["depth"] != "below N" {
      return "an empty stack is below any capacity (at least 1)"
    }
    if covered, phase == "idle" {
      return "a covered stack is off screen"
    }
    if phase == "mid-transition", covered {
      return "covering the stack makes it disappear, which ends its transition first"
    }
    if phase != "off screen", top == "top unloaded" {
      return "a shown top has its view: it is reloaded before it appears (C2) and kept (C4)"
    }
    return nil
  }
}
