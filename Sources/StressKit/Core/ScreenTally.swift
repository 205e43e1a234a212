import Containment

/// Counts what happens to the screens of one kind (``StressScreen``) for the report, then hands
/// each event on to the oracle: the observer of the kind's screens only, so that the harness's
/// own children pay nothing for it.
final class ScreenTally: LifecycleObserver {
  /// The kind's name.
  let kind: ScreenName
  /// Where every event goes on to.
  private let oracle: Oracle
  /// The class of the screens (the first seen).
  private(set) var className = ""
  private(set) var made = 0
  private(set) var shown = 0
  private(set) var covered = 0
  private(set) var warned = 0
  private(set) var viewsReleased = 0
  private(set) var freed = 0
  private(set) var peakLive = 0

  init(kind: ScreenName, oracle: Oracle) {
    self.kind = kind
    self.oracle = oracle
  }

  /// A screen of the kind was made.
  func noteMade(_ screen: ViewController) {
    if className.isEmpty { className = "\(type(of: screen))" }
    made += 1
    peakLive = max(peakLive, made - freed)
  }

  func lifecycle(_ event: LifecycleEvent) {
    count(event)
    oracle.lifecycle(event)
  }

  func lifecycle(_ event: LifecycleEvent, from viewController: ViewController) {
    count(event)
    oracle.lifecycle(event, from: viewController)
  }

  private func count(_ event: LifecycleEvent) {
    switch event.kind {
    case .viewDidAppear: shown += 1
    case .viewDidDisappear: covered += 1
    case .didReceiveMemoryWarning: warned += 1
    case .viewDidUnload, .viewReleased: viewsReleased += 1
    case .deinitialized: freed += 1
    default: break
    }
  }

  /// The counts, as the report lists them.
  var counts: StressReport.ScreenCounts {
    StressReport.ScreenCounts(
      kind: kind.description, className: className, made: made, shown: shown, covered: covered,
      warned: warned, viewsReleased: viewsReleased, freed: freed, peakLive: peakLive)
  }
}
