import Containment

/// The end of a run: its teardown and the last checks (C9's, at teardown), and the settling of
/// its clock, which every step and the teardown use.
extension StressRunner {
  /// Tears the run down and checks for leaks (C9), after a last audit.
  ///
  /// Ends the transitions, empties the container (``StressDriver/tearDown()``), takes the
  /// window down and drops every reference; then every view controller and view the context
  /// made must have been deallocated. Calling it twice does nothing the second time.
  ///
  /// - Returns: Every violation of the run.
  @discardableResult
  public func finish() -> [Violation] {
    guard !finished else { return oracle.violations }
    return context.withCurrent { tearDown() }
  }

  /// ``finish()``, with the run's clock current.
  fileprivate func tearDown() -> [Violation] {
    finished = true
    churn?.stop()
    oracle.beginStep(_step)
    settleClock()
    finalConfiguration = driver?.currentConfiguration
    if let driver, checking, !failed {
      // The last audit sees what the last step left, the clock settled: what it finds is that
      // step's (not the teardown's), so that a failure only an audit sees shrinks like any
      // other, not to the audit's interval.
      let teardown = oracle.step
      oracle.step = max(0, _step - 1)
      audit(driver)
      oracle.step = teardown
    }
    driver?.tearDown()
    let undoPlantedLeaks = driver?.plantedLeakUndo()
    // The container under test and its root, watched past the run's last reference to them:
    // one that holds itself (a cycle through a closure of its own) is named with its holder.
    let watched = [driver?.subject, driver?.root].compactMap { $0 }.map(WeakViewController.init)
    settleClock()
    context.window.hide()
    try? context.window.setRootViewController(nil)
    settleClock()
    _driver = nil
    context.reusable = []
    if checking, !failed {
      oracle.checkNoLeaks(liveViews: context.budget.lifetime.live) { id in
        guard let alive = watched.lazy.compactMap(\.viewController).first(where: { $0.id == id })
        else { return nil }
        return StrongReferences.holder(
          of: alive, roots: [], name: StressContext.name, follows: { !($0 is Oracle) })
      }
    }
    undoPlantedLeaks?()
    return oracle.violations
  }

  /// Runs the clock until nothing is pending; a runaway (deadlines scheduled again whenever
  /// they fire) is a breach: transitions that never end never deliver their did-callbacks.
  @usableFromInline
  func settleClock() {
    do {
      try _clock.runUntilIdle(limit: eventsPerStep)
    } catch {
      reportRunaway(error)
    }
  }

  /// The most deadlines the virtual clock fires in one step (or in settling it at the end)
  /// before the step is a `hang` (``StressOptions/eventsPerStep``): by default 100,000, far
  /// more than any transition needs (a few each), few enough that a step that reschedules
  /// itself for ever is stopped in about a tenth of a second and a hanging trace shrinks
  /// quickly.
  @inlinable public var eventsPerStep: Int { options.eventsPerStep }

  /// Reports a runaway clock (a `hang`: a transition that never ends, its deadline scheduled
  /// again whenever it fires), once.
  @usableFromInline
  func reportRunaway(_ runaway: VirtualClock.Runaway) {
    guard !failed else { return }
    oracle.report(
      .hang, nil,
      expected: "every step to end within \(eventsPerStep) virtual-time events",
      seen: runaway.description)
  }
}

/// A view controller the teardown watches without holding it.
private struct WeakViewController {
  weak var viewController: ViewController?
}
