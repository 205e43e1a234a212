import Containment
import UIKitContainment

/// Counts what happens to the screens of one kind (``StressScreen``), or of one class of the
/// team's made by the app's own code, for the report, then hands each event on to the oracle:
/// the observer of those screens only, so that the harness's own children pay nothing for it.
final class ScreenTally: LifecycleObserver {
  /// The kind's name, or the class's for screens the app's code makes.
  let kind: String
  /// Where every event goes on to.
  private let oracle: Oracle
  /// What reads the allocations of the screens' own code.
  private let meter: ScreenCodeMeter
  /// The run's application, which notes what the screens' code registers with it.
  private let application: UIApplication
  /// The bytes and allocations of the screens' own overrides.
  private(set) var codeBytes: UInt64 = 0
  private(set) var codeAllocations: UInt64 = 0
  /// Whether it counts a class the app's code makes (not a kind the workload makes).
  var madeByTheApp = false
  /// The class of the screens (the first seen).
  private(set) var className = ""
  private(set) var made = 0
  private(set) var shown = 0
  private(set) var covered = 0
  private(set) var warned = 0
  private(set) var viewsReleased = 0
  private(set) var freed = 0
  private(set) var peakLive = 0

  init(kind: String, oracle: Oracle, meter: ScreenCodeMeter, application: UIApplication) {
    self.kind = kind
    self.oracle = oracle
    self.meter = meter
    self.application = application
  }

  func teamCodeWillRun(_ method: StaticString, of viewController: ViewController) {
    meter.begin()
    application._screenCodeWillRun(method, of: viewController)
  }

  func teamCodeDidRun() {
    application._screenCodeDidRun()
    guard let (bytes, count) = meter.end() else { return }
    codeBytes &+= bytes
    codeAllocations &+= count
  }

  /// A screen of the kind, of class `type`, was made.
  func noteMade(_ type: ViewController.Type) {
    if className.isEmpty { className = "\(type)" }
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
    if event.kind == .deinitialized {
      oracle.noteRegistrations(leftBy: viewController, in: application)
    }
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
      warned: warned, viewsReleased: viewsReleased, freed: freed, peakLive: peakLive,
      codeBytes: meter.isMeasuring ? Int(clamping: codeBytes) : nil,
      codeAllocations: meter.isMeasuring && meter.allocations != nil
        ? Int(clamping: codeAllocations) : nil)
  }
}
