import Containment

/// The checks of what must happen, beside what must not: each derived from the oracle's own
/// record of the events and from the views themselves, never from a container's bookkeeping.
extension Oracle {
  /// Keeps `shown` up to date (the view controllers between `viewWillAppear` and
  /// `viewDidDisappear`, with their objects and states) and checks L2's window rule as a
  /// view controller becomes appeared or starts to disappear from appeared: its view must be
  /// in a window then.
  public func lifecycle(_ event: LifecycleEvent, from viewController: ViewController) {
    let slot = check(event)
    switch event.kind {
    case .viewWillAppear, .viewDidAppear, .viewWillDisappear:
      if let slot { noteAppearance(event, state: tracks[slot: slot].state, of: viewController) }
    case .viewDidDisappear:
      if let slot { noteAppearance(event, state: tracks[slot: slot].state, of: viewController) }
      // One with no parent that leaves the screen (a presentation dismissed) has left every
      // container and presentation: C9 looks at it once idle, as at a child let go.
      if !viewController._hasParent { noteLetGo(viewController) }
    case .didMove(toParent: nil):
      noteLetGo(viewController)
    case .deinitialized:
      // The team's view controllers alone have a first load noted (L5).
      if viewController._checksOverrides { firstLoadChildren[event.subject] = nil }
      // Gone with its view still in a view controller's view: its container left it behind.
      if let superview = viewController.viewIfLoaded?.superview {
        noteLeftBehind(event.subject, in: superview)
      }
    case .viewDidLoadReturned(let added, let children):
      if slot != nil { checkReload(of: viewController, added: added, children: children) }
    case .superNotCalled(let callback, let reached):
      guard slot != nil else { return }
      let name = "\(type(of: viewController)).\(callback)"
      report(
        .L2, event.subject, expected: "\(name) to call super.\(callback)",
        seen: reached.map { "it called super.\($0) instead" } ?? "no call to super")
    default:
      break
    }
  }

  /// L5: a view loaded again must not add the children its first load added while they are
  /// still there (a `viewDidLoad` written as if it ran once, which iOS 5's releases run again).
  ///
  /// Its first load's count is kept; a later load that adds children while the view
  /// controller still has at least that many from before (nothing took them away with the
  /// view, in `viewDidUnload`) added them twice.
  private func checkReload(of viewController: ViewController, added: Int32, children: Int32) {
    let id = viewController.id
    guard let first = firstLoadChildren[id] else {
      firstLoadChildren[id] = added
      return
    }
    exercise(.L5)
    let before = children - added
    guard added > 0, first > 0, before >= first else { return }
    let name = "\(type(of: viewController)).viewDidLoad()"
    report(
      .L5, id,
      expected:
        "\(name), its view loaded again (load \(viewController.viewLoadCount)), to add no child "
        + "view controller while the \(first) its first load added are still its children",
      seen: "it added \(added) more (\(children) children now)")
  }

  /// Keeps `shown` up to date with the state `event` left its subject in (inlined in both
  /// places that call it: every appearance callback passes here).
  @inline(__always)
  private func noteAppearance(
    _ event: LifecycleEvent, state: AppearanceState, of viewController: ViewController
  ) {
    let moving = state == .appearing || state == .disappearing
    var cutShort = false
    if let index = shown.firstIndex(where: { $0.id == event.subject }) {
      let old = shown[index].state
      cutShort = old == .appearing
      unsettled += (moving ? 1 : 0) - (old == .appearing || old == .disappearing ? 1 : 0)
      if state == .disappeared {
        shown.remove(at: index)
      } else {
        shown[index].state = state
      }
    } else if state != .disappeared {
      unsettled += moving ? 1 : 0
      shown.append(Shown(id: event.subject, object: .passUnretained(viewController), state: state))
    }
    guard checksCompleteness else { return }
    switch event.kind {
    case .viewDidAppear:
      checkWindow(of: viewController, id: event.subject, state: state)
      if !openShows.isEmpty { noteDidShowDue(of: event.subject, viewController) }
    case .viewWillDisappear:
      // An appearance cut short may find its view not yet in a window: UIKit tells
      // `viewWillAppear` before it adds the view (a push in the top's `viewWillAppear` while
      // its navigation controller appears replaces it there).
      if !cutShort { checkWindow(of: viewController, id: event.subject, state: state) }
    default:
      break
    }
  }

  private func checkWindow(
    of viewController: ViewController, id: ViewControllerID, state: AppearanceState,
    rule: Rule = .L2
  ) {
    let view = viewController.viewIfLoaded
    guard view?.isInWindow != true else { return }
    report(
      rule, id,
      expected: rule == .C4
        ? "its view left in the window by the memory warning (\(state))"
        : "its view in a window while \(state)",
      seen: view == nil ? "no view loaded" : "its view out of every window")
  }

  /// L2, L4 and C3's delegate half to the end, after every step, O(1) unless it fails.
  ///
  /// Once nothing is scheduled on the clock, no appearance change is left half done (every
  /// `viewWillAppear` has had its `viewDidAppear` or a `viewWillDisappear`, every
  /// `viewWillDisappear` its `viewDidDisappear`), no change of parent either (every
  /// `willMove(toParent:)` has had its `didMove(toParent:)`), and no stack's will-show whose
  /// child appeared is without its did-show (a due did-show counts in `unsettled`).
  ///
  /// - Parameter clockIdle: Whether nothing is scheduled on the run's clock.
  @inlinable
  func checkSettled(clockIdle: Bool) {
    // Inline, the common case (nothing open) costs a few loads; the rest is out of line.
    guard checksCompleteness, clockIdle, unsettled > 0 || pendingMoves > 0 else { return }
    reportUnsettled()
  }

  /// ``checkSettled(clockIdle:)``'s reports, once something is open on an idle clock.
  @usableFromInline
  func reportUnsettled() {
    if unsettled > 0 {
      for entry in shown where entry.state == .appearing || entry.state == .disappearing {
        report(
          .L2, entry.id,
          expected: entry.state == .appearing
            ? "viewDidAppear once its transition is over"
            : "viewDidDisappear once its transition is over",
          seen: "still \(entry.state) with nothing scheduled on the clock")
      }
      if dueDidShow != nil { reportMissingDidShow() }
    }
    if pendingMoves > 0 { reportPendingMoves() }
  }

  /// Whether C3 holds for the container under test by the oracle's own counters, in O(1).
  ///
  /// On screen, `shown` must be the one child not disappeared; off screen, none may be; and
  /// the members must be as many as `children`. `false` says only that the children must be
  /// looked at; the caller knows that no transition runs.
  ///
  /// - Parameters:
  ///   - shown: The shown child's identifier and appearance state, read by the caller (in
  ///     place: no reference to the child is taken).
  ///   - children: How many children the container lists.
  /// - Returns: Whether C3 holds by the counters.
  func agreesShown(
    _ shown: (id: ViewControllerID, state: AppearanceState)?, among children: Int
  ) -> Bool {
    guard children > 0, children == memberCount else { return false }
    switch subjectState {
    case .appeared:
      guard let shown, shown.state == .appeared,
        let slot = tracks.slot(of: shown.id), tracks[slot: slot].isChild,
        tracks[slot: slot].member, tracks[slot: slot].state == .appeared
      else { return false }
      return movingChildren == 1
    case .disappeared:
      return movingChildren == 0
    case .appearing, .disappearing:
      return false
    }
  }

  /// L4 to the end, O(records) only when it fails.
  ///
  /// Once nothing is scheduled on the clock, every `willMove(toParent:)` has had its
  /// `didMove(toParent:)`: a change of parent is over when its transition is.
  private func reportPendingMoves() {
    for id in tracks.identifiers {
      guard let track = tracks[id], track.pendingMove else { continue }
      report(
        .L4, id, expected: Self.endOfMove(leaving: track.leaving) + " once the move is over",
        seen: (track.leaving ? "willMove(toParent: nil)" : "willMove(toParent:)")
          + " alone with nothing scheduled on the clock")
    }
  }

  /// L2's window rule for every view controller on screen or moving, at each audit: its view
  /// is loaded and in a window (a container shows a child by putting its view in the
  /// hierarchy, and a memory warning must not take out the view of one on screen).
  ///
  /// Between audits the rule is checked at each `viewDidAppear` and at each
  /// `viewWillDisappear` from appeared.
  func auditShown(rule: Rule = .L2) {
    guard checksCompleteness else { return }
    for entry in shown {
      checkWindow(
        of: entry.object.takeUnretainedValue(), id: entry.id, state: entry.state, rule: rule)
    }
  }

  /// Makes room in the list of the children a memory warning spares, before the warning, so
  /// that the list does not grow while the container hands the warning down.
  @usableFromInline
  func reserveForMemoryWarning(receivers: Int) {
    spared.reserveCapacity(receivers)
  }

  /// C4 both ways, after each memory warning, O(view controllers shown or spared) unless it
  /// fails.
  ///
  /// Every view controller on screen or moving (the shown children, a transition's
  /// participants) still has its view in the window; and every member that is disappeared has
  /// released its view, but those the driver spared (a container's shown child, in the window
  /// while the container is off screen). The second half is counted first: the members with
  /// loaded views (``loadedMemberViews``, kept by the events) must all be shown or spared. Only
  /// when they are not are the records looked through, in identifier order, for the members
  /// that kept their views (allocating then: the run ends at the violation).
  @usableFromInline
  func memoryWarningEnded(checking: Bool) {
    warningSerial = warningSerial == .max ? 1 : warningSerial + 1
    defer {
      warnedMembers = 0
      spared.removeAll(keepingCapacity: true)
    }
    guard checking else { return }
    if warnedMembers > 0 { exercise(.C4) }
    guard checksCompleteness else { return }
    auditShown(rule: .C4)
    guard warningsReleaseViews, loadedMemberViews > loadedMembersShownOrSpared() else { return }
    for id in tracks.identifiers where !spared.contains(id) {
      guard let track = tracks[id], track.member, track.loaded, track.state == .disappeared,
        !violations.contains(where: { $0.step == step && $0.subject == id && $0.rule == .C4 })
      else { continue }
      report(
        .C4, id, expected: "a view that is not visible released by the memory warning",
        seen: "kept")
    }
  }

  /// The loaded members that may keep their views through a memory warning: those on screen or
  /// moving, and the disappeared ones the driver spared (each counted once).
  private func loadedMembersShownOrSpared() -> Int {
    var count = 0
    for entry in shown {
      if let slot = tracks.slot(of: entry.id), tracks[slot: slot].member, tracks[slot: slot].loaded
      {
        count += 1
      }
    }
    for (index, id) in spared.enumerated() where !spared[..<index].contains(id) {
      if let slot = tracks.slot(of: id), tracks[slot: slot].member, tracks[slot: slot].loaded,
        tracks[slot: slot].state == .disappeared
      {
        count += 1
      }
    }
    return count
  }
}
