import Containment

/// C9 as the run goes, the MLeaksFinder rule made exact on virtual time: a view controller
/// that has left for good — no parent, not the window's root, not held by the workload or by
/// a cache its driver declares (``StressDriver/holds(_:)``) — must be deallocated once the
/// clock is idle after the step that let it go.
///
/// O(what was let go): the oracle notes each view controller whose parent let it go (its
/// `didMove(toParent: nil)`) and each the workload stops holding, and looks at those alone once
/// the clock is idle. The teardown check (``checkNoLeaks(liveViews:)``) stays the last net.
extension Oracle {
  /// A view controller let go, unretained (read only while its record says it is alive).
  @usableFromInline
  struct LetGo {
    let viewController: Unmanaged<ViewController>
    let id: ViewControllerID
    /// The step that let it go, and its kind's ``StepKind/ordinal`` in the low 16 bits (one
    /// word: the list grows inside the container's operations, where churn counts its bytes).
    let stepAndKind: Int

    var step: Int { stepAndKind >> 16 }
    var kind: Int { Int(Int16(truncatingIfNeeded: stepAndKind)) }
  }

  /// Notes that `viewController` was let go in this step (by its parent, or by the workload).
  public func noteLetGo(_ viewController: ViewController) {
    guard viewController.id != subjectID, isTracking(viewController.id) else { return }
    appendLetGo(viewController)
  }

  /// Adds `viewController` to the list looked at once the clock is idle (one no longer
  /// tracked, gone, is passed over there, and only asks for the look).
  func appendLetGo(_ viewController: ViewController) {
    let entry = LetGo(
      viewController: Unmanaged.passUnretained(viewController), id: viewController.id,
      stepAndKind: step << 16 | Int(UInt16(truncatingIfNeeded: stepKind)))
    if letGoCount < letGo.count { letGo[letGoCount] = entry } else { letGo.append(entry) }
    letGoCount += 1
  }

  /// Whether view controllers were let go and not looked at yet.
  @inlinable public var hasLetGo: Bool { letGoCount != 0 }

  /// Reports each view controller let go that is still alive, has no parent and is not held
  /// (`isHeld`: the window's root, the workload's children to reuse, the driver's caches),
  /// naming the step and the kind of operation that let it go and what still holds it (C9);
  /// and each one, held or not, whose view its container left behind in a view (C3).
  ///
  /// Call it once the clock is idle.
  ///
  /// - Parameters:
  ///   - isHeld: Whether the run holds a view controller for good reason.
  ///   - kindName: The name of a step kind, by ``StepKind/ordinal``.
  ///   - holder: What holds a leaked view controller (a chain of strong stored properties, a
  ///     cycle, a closure: see `StrongReferences`).
  public func checkLetGo(
    isHeld: (ViewController) -> Bool, kindName: (Int) -> String,
    holder: (ViewController) -> String
  ) {
    if !leftRegistrations.isEmpty { checkLeftRegistrations() }
    // Read in place (looking lets nothing go), then emptied keeping its storage: no copy.
    defer { letGoCount = 0 }
    exercise(.C9)
    // A view controller let go twice since the last look (its parent's `didMove(toParent:
    // nil)` and the workload dropping it, in one step) is one leak: reported once, at the first.
    var reported: Set<ViewControllerID> = []
    for index in 0..<letGoCount where isTracking(letGo[index].id) {
      let entry = letGo[index]
      // Alive: its record is dropped at its `deinitialized` event.
      let viewController = entry.viewController.takeUnretainedValue()
      guard viewController.parent == nil else { continue }
      // Its view left behind in a view (a window holds its root's and a presentation's views
      // apart from any view), where it shows for nobody: C3, whether the run holds it or not.
      // Noted as reported only when it was: one whose view hangs in a wrapper taken out is
      // still looked at for C9 below.
      if !reported.contains(entry.id), let superview = viewController.viewIfLoaded?.superview,
        noteLeftBehind(entry.id, in: superview)
      {
        reported.insert(entry.id)
        continue
      }
      guard !isHeld(viewController) else { continue }
      guard reported.insert(entry.id).inserted else { continue }
      report(
        .C9, entry.id,
        expected: "a view controller that left for good deallocated once the clock is idle",
        seen:
          "\(Self.className(of: viewController))still alive after step \(formatCount(entry.step)) "
          + "(\(kindName(entry.kind))) let it go; " + holder(viewController))
    }
  }

  /// C3 for a view controller that left its container (let go, or gone) with its view still
  /// in `superview`, when a view of a view controller the run knows holds it (not a wrapper
  /// a container took out with the child's view in it).
  ///
  /// - Returns: Whether it was reported.
  @discardableResult
  func noteLeftBehind(_ id: ViewControllerID, in superview: View) -> Bool {
    guard checksCompleteness else { return false }
    var holding: View? = superview
    while let view = holding, view.ownerID == nil { holding = view.superview }
    guard let holder = holding?.ownerID, holder != id, isTracking(holder) else { return false }
    report(
      .C3, id, expected: "its view out of every view once it left its container",
      seen: "its view still under \(holder)'s view")
    return true
  }

  /// A leaked view controller's class and a space, when it is not one of the harness's own
  /// children (a team's screen, a container's own child): the report names it as the app's
  /// code does.
  static func className(of viewController: ViewController) -> String {
    let type = Swift.type(of: viewController)
    if type == StressChild.self || type == UIKitStressChild.self { return "" }
    return "\(type) "
  }
}
