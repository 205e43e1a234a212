import Containment

extension StressContext {
  /// C3 for a container showing some of its children: idle and on screen, the `shown` children
  /// have appeared and the others have disappeared; off screen, every child has disappeared.
  ///
  /// Nothing is checked while the container runs a transition or is itself appearing or
  /// disappearing.
  ///
  /// - Parameters:
  ///   - shown: The child the container shows, if one.
  ///   - children: All its children.
  ///   - container: The container.
  ///   - idle: Whether no transition runs in the container.
  public func checkShown(
    _ shown: ViewController?, among children: [ViewController], of container: ViewController,
    idle: Bool
  ) {
    if idle, container.id == oracle.subjectID,
      oracle.agreesShown(shown.map { ($0.id, $0.appearanceState) }, among: children.count)
    {
      // Every child as the oracle's counters say: C3 holds without a look at each.
      oracle.exercise(.C3)
      return
    }
    checkShown(among: children, of: container, idle: idle) { $0 === shown }
  }

  /// C3 for the selecting container under test, settled on the oracle's counters in O(1)
  /// without a reference taken to its children.
  ///
  /// - Parameter container: An idle selecting container.
  /// - Returns: Whether C3 holds; `false` when the children must be looked at
  ///   (``checkShown(_:among:of:idle:)``), or when it is not the container under test.
  func settlesSelection(of container: some SelectingContainer) -> Bool {
    guard container.id == oracle.subjectID,
      let selected = container.selectedViewController.map({ ($0.id, $0.appearanceState) }),
      oracle.agreesShown(selected, among: container.viewControllers.count)
    else { return false }
    oracle.exercise(.C3)
    return true
  }

  /// C3 for a container showing several children at once: `isShown` tells which.
  ///
  /// - Parameters:
  ///   - children: All the container's children.
  ///   - container: The container.
  ///   - idle: Whether no transition runs in the container.
  ///   - isShown: Whether the container shows a child.
  public func checkShown<Child: ViewController>(
    among children: [Child], of container: ViewController, idle: Bool,
    where isShown: (Child) -> Bool
  ) {
    guard idle else { return }
    let state = container.appearanceState
    guard state == .appeared || state == .disappeared else { return }
    if !children.isEmpty { oracle.exercise(.C3) }
    for child in children {
      let isShown = state == .appeared && isShown(child)
      let expected: AppearanceState = isShown ? .appeared : .disappeared
      if child.appearanceState != expected {
        report(
          .C3, child.id,
          expected: "\(expected) (\(isShown ? "shown" : "hidden") in \(state) \(container.id))",
          seen: "\(child.appearanceState)")
      }
    }
  }
}

/// Simpler forms of an operation's transition: no animation, then no style, then not reversed.
func simplerTransitions(style: TransitionStyle, animated: Bool) -> [(TransitionStyle, Bool)] {
  var forms: [(TransitionStyle, Bool)] = []
  if animated { forms.append((style, false)) }
  if style != .none { forms.append((.none, animated)) }
  return forms
}
