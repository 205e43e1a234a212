import Containment

/// The runner's checks after a step, beyond the oracle's own: C1's other half, the clock (C10),
/// what was let go (C9), the periodic audit, and the step's batch of children for the report.
extension StressRunner {
  /// Notes a step that added or removed children (`members` after it): the most at once, and
  /// the largest batch either way, each counted on its own (a step that replaces three
  /// children by three adds three and removes three, though the count is the same).
  @usableFromInline
  func noteBatch(added: Int, removed: Int, _ members: Int) {
    if members > _maxMembers { _maxMembers = members }
    _largestBatch.added = max(_largestBatch.added, added)
    _largestBatch.removed = max(_largestBatch.removed, removed)
  }

  /// C1's other half, after a step in which views went outside a memory warning: each went by
  /// the container's cache (``StressDriver/whyKept(_:)``).
  @usableFromInline
  func checkReleases(_ container: Driver) {
    guard oracle.checksCompleteness else { return }
    oracle.exercise(.C1)
    for id in oracle.unloadedOutsideWarnings {
      if let expected = container.whyKept(id) {
        oracle.report(.C1, id, expected: expected, seen: "viewDidUnload")
      }
    }
  }

  /// C10, after a step that left the clock elsewhere than the runner took it: a container
  /// moved virtual time (its transitions then end when it decides, not when the run says).
  @usableFromInline
  func checkClock() {
    let now = _clock.now
    let expected = _expectedNow
    _expectedNow = now
    // A runaway leaves the clock at its last deadline: that step is already a hang.
    guard !failed else { return }
    oracle.report(
      .C10, nil,
      expected: "the clock at t=\(expected) (moved only by the run's advance steps)",
      seen: now < expected
        ? "t=\(now), back \(expected - now) ticks" : "t=\(now), \(now - expected) ticks ahead")
  }

  /// What holds a view its view controller released, for C9's report (on a leak only).
  @usableFromInline
  func releasedViewHolder(_ container: Driver) -> String {
    context.holder(ofReleasedViewIn: container)
  }

  /// C9 for the view controllers let go since the clock was last idle.
  @usableFromInline
  func checkLetGo(_ container: Driver) {
    oracle.checkLetGo(
      isHeld: { [context] in context.holds($0, in: container) },
      kindName: {
        // Built on a leak only: the list of kinds is a new array each time.
        let kinds = StepKind<Driver.Kind>.all
        return kinds.indices.contains($0) ? "\(kinds[$0])" : "teardown"
      },
      holder: { [context] in context.holder(of: $0, in: container) })
  }

  /// What is due at this step (``nextAudit``): the presenters' check while one is pending
  /// (``watchPresentations()``), the audit at its turn.
  @usableFromInline
  func runDueChecks(_ container: Driver) {
    if presentationsPending { checkPresentations() }
    if _step >= scheduledAudit { audit(container) }
    nextAudit = presentationsPending ? _step + 1 : scheduledAudit
  }

  /// The structural audit: the driver's, the tree against the oracle's records, the views on
  /// screen; the next one after as many steps as this one visited view controllers, at least.
  func audit(_ container: Driver) {
    audits += 1
    // A transition the container says runs, with nothing scheduled to end it and no gesture
    // holding it open: it never ends (a completion that forgets to clear its flag), and every
    // operation its guard refuses from then on is lost. A check of what must happen.
    if checking, oracle.checksCompleteness, _clock.isSettled, container.isTransitioning {
      oracle.report(
        .hang, container.subject.id,
        expected: "the container's transition to end: nothing on the clock is left to end it",
        seen: "it still says a transition runs, the clock idle")
    }
    container.audit(in: context)
    let visited = oracle.audit(tree: container.root)
    oracle.auditShown()
    scheduledAudit = _step + max(options.auditInterval, visited)
  }

  /// Makes the presenters' check due after each change of what the window presents: the
  /// audit's turn brought forward (``nextAudit``), so that the steps in between pay nothing.
  func watchPresentations() {
    context.window._presentationsChanged = { [unowned(unsafe) self] in
      self.presentationsPending = true
      self.nextAudit = min(self.nextAudit, self._step)
    }
  }

  /// C3 for what the window presents (``StressContext/checkPresentations()``), once the clock
  /// is idle after a change of it; until then it stays due, step after step.
  func checkPresentations() {
    guard _clock.isSettled else { return }
    presentationsPending = false
    context.checkPresentations()
  }
}
