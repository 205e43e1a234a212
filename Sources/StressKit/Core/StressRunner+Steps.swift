import Containment

extension StressRunner {
  /// Applies one step; a step that makes no sense now is a no-op (`false`).
  @inlinable
  func perform(_ step: Step, on container: Driver) -> Bool {
    // The window is read by the steps that use it only: a read costs a retain and a release.
    switch step {
    case .memoryWarning(let count):
      return memoryWarning(count: count, container: container)
    case .rotate(let orientation):
      let window = _window
      guard orientation != window.orientation else { return false }
      return sizeChange(container) { window.rotate(to: orientation) }
    case .resize(let width, let height):
      let size = Size(width: Double(width), height: Double(height))
      let window = _window
      guard size != window.size else { return false }
      return sizeChange(container) { window.resize(to: size) }
    case .advance(let ticks):
      guard ticks > 0 else { return false }
      let now = _clockRef._withUnsafeGuaranteedRef { $0.now }
      let (later, overflow) = now.addingReportingOverflow(Int64(ticks))
      _expectedNow = overflow ? .max : later
      do {
        try _clock.advance(by: Int64(ticks), limit: eventsPerStep)
      } catch {
        reportRunaway(error)
      }
      if checking { oracle.exercise(.C10) }
      return true
    case .hideWindow:
      let window = _window
      guard window.isVisible else { return false }
      window.hide()
      return true
    case .showWindow:
      let window = _window
      guard !window.isVisible else { return false }
      window.makeKeyAndVisible()
      return true
    case .container(let operation):
      return container.apply(operation)
    }
  }

  /// Sends `count` warnings (at most ``TraceBounds/warningBurst``'s), each checked for delivery to every view controller
  /// in the window (C4), with the view the driver spares named to the oracle.
  @inlinable
  func memoryWarning(count: Int, container: Driver) -> Bool {
    guard count > 0 else { return false }
    if count > _largestBurst { _largestBurst = count }
    let oracle = self.oracle
    oracle.inMemoryWarning = true
    defer { oracle.inMemoryWarning = false }
    let receivers = container.viewControllerCount + _window._presentedTreeCount
    if checking {
      // The oracle's lists of who heard the warning and who is spared are the harness's: they
      // grow here, outside the operation's churn, not while the container hands it down.
      context.bookkeeping { oracle.reserveForMemoryWarning(receivers: receivers) }
    }
    for warning in 0..<min(count, TraceBounds.warningBurst.upperBound) {
      // The hang bound is a warning's: a burst of thousands (a shrinker's folded warnings)
      // does as much as thousands of steps of one.
      if warning > 0 { oracle.restartCallbackCount() }
      if checking { container.memoryWarningWillArrive(in: context) }
      let expected =
        warning == 0 ? receivers : container.viewControllerCount + _window._presentedTreeCount
      let before = oracle.warningDeliveries
      _window.simulateMemoryWarning()
      _memoryWarnings += 1
      let delivered = oracle.warningDeliveries - before
      if checking, delivered != expected {
        oracle.report(
          .C4, nil, expected: "the warning delivered to \(expected) view controllers",
          seen: "\(delivered)")
      }
      oracle.memoryWarningEnded(checking: checking)
    }
    return true
  }

  /// Applies a rotation or resize and checks C7: refused while a transition runs.
  @inlinable
  func sizeChange(_ container: Driver, _ body: () -> Bool) -> Bool {
    let transitioning = container.isTransitioning
    oracle.sizeChangeInTransition = transitioning
    // Counted before: a view loaded by the change itself (a placeholder's clone for the new
    // orientation) comes at the new size and hears nothing.
    let receivers =
      checking && !transitioning
      ? container.sizeChangeReceivers + _window._presentedLoadedCount : 0
    let before = oracle.sizeDeliveries
    let accepted = body()
    oracle.sizeChangeInTransition = false
    if transitioning { oracle.exercise(.C7) }
    if checking, !transitioning, accepted, oracle.checksCompleteness {
      oracle.exercise(.C7)
      let delivered = oracle.sizeDeliveries - before
      if delivered != receivers {
        oracle.report(
          .C7, nil,
          expected:
            "the size change delivered to the \(receivers) view controllers with loaded views",
          seen: "\(delivered)")
      }
    }
    if checking, transitioning, accepted {
      oracle.reportBeyondUIKit(
        .C7, container.subject.id, expected: "a size change refused during a transition",
        seen: "accepted")
    }
    return accepted
  }

}
