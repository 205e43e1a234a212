import Containment

/// A trivial model of a top-N stack: the list of children and the rules the real one must
/// follow, to compare after every step of a random walk.
public struct ReferenceStackModel {
  /// The children's identifiers, root first.
  public private(set) var ids: [ViewControllerID] = []

  /// Creates an empty model.
  public init() {}

  /// Adds a child on top.
  public mutating func push(_ id: ViewControllerID) { ids.append(id) }
  /// Removes the top child.
  public mutating func pop() { ids.removeLast() }
  /// Removes every child above `index`.
  public mutating func pop(toIndex index: Int) { ids.removeSubrange((index + 1)...) }
  /// Inserts a child at `index`.
  public mutating func insert(_ id: ViewControllerID, at index: Int) { ids.insert(id, at: index) }
  /// Removes the child at `index`.
  public mutating func remove(at index: Int) { ids.remove(at: index) }
  /// Replaces every child.
  public mutating func replaceAll(with newIDs: [ViewControllerID]) { ids = newIDs }

  /// Every way `stack` differs from the model and from the rules of an idle stack, as
  /// readable lines; empty when all is well.
  public func differences(from stack: StackController, log: LifecycleLog) -> [String] {
    var problems: [String] = []
    let children = stack.viewControllers
    let actual = children.map(\.id)
    if actual != ids { problems.append("children \(actual), model \(ids)") }
    let capacity = stack.capacity
    for (index, child) in children.enumerated() {
      let depth = children.count - 1 - index
      if child.parent !== stack { problems.append("\(child.id) has another parent") }
      if !stack.isTransitioning, depth >= capacity, child.isViewLoaded {
        problems.append("C1: \(child.id) at depth \(depth) is loaded, capacity \(capacity)")
      }
      let displayed = stack.appearanceState == .appeared && !stack.isTransitioning
      if displayed {
        let expected: AppearanceState = depth == 0 ? .appeared : .disappeared
        if child.appearanceState != expected {
          problems.append("C3: \(child.id) at depth \(depth) is \(child.appearanceState)")
        }
        if depth == 0 {
          if child.viewIfLoaded?.window == nil { problems.append("top \(child.id) not in window") }
          if child.viewIfLoaded?.isUserInteractionEnabled != true {
            problems.append("top \(child.id) does not take interaction")
          }
        } else if child.viewIfLoaded?.isUserInteractionEnabled == true {
          problems.append("covered \(child.id) takes interaction")
        }
      }
      if stack.appearanceState == .disappeared, child.appearanceState != .disappeared {
        problems.append("stack off screen but \(child.id) is \(child.appearanceState)")
      }
    }
    problems += Self.unbalancedEvents(in: log).prefix(1).map { "L2: \($0)" }
    return problems
  }

  /// The `unbalancedAppearanceTransition` events in `log`: each is an L2 violation.
  public static func unbalancedEvents(in log: LifecycleLog) -> [LifecycleEvent] {
    log.events.filter {
      if case .unbalancedAppearanceTransition = $0.kind { return true }
      return false
    }
  }
}
