import Foundation
import StressKit
import Synchronization

/// What one run is doing, for the status line: a worker sends it to its supervisor as a line
/// on standard error (``StatusLine/recordPrefix``, then JSON).
struct RunStatus: Codable, Sendable, Equatable {
  /// The run's seed.
  var seed: UInt64
  /// Steps done.
  var steps: Int
  /// Steps asked for (`nil` under `--duration`).
  var total: Int?
  /// Violations found so far.
  var violations: Int
  /// Views of the container's children loaded now.
  var loadedViews: Int
  /// The process's resident memory now, in bytes.
  var residentBytes: Int
  /// While its failure is shrunk: the smallest failing trace so far, in operations.
  var shrunkTo: Int?
  /// While its failure is shrunk: the candidates replayed.
  var candidates: Int?
  /// Whether the run is over (its summary is next).
  var finished = false
  /// While a trace is read: its path (``steps`` and ``total`` are then lines).
  var reading: String? = nil
}

/// The live status line, in the manner of libFuzzer and `go test -fuzz`.
///
/// On a terminal one line redrawn in place at most ten times a second (steps, rate, elapsed time and what is
/// left, violations so far, loaded views, resident memory; under `--jobs` the runs together;
/// while shrinking the best size and the candidates tried; while a trace loads its lines); off a
/// terminal the same line every few seconds (`VIEWCACHESTRESS_STATUS_SECONDS`, 5 by default,
/// `0` for none), for CI logs; none with `--quiet`. A worker sends its status to its supervisor, which draws.
final class StatusLine: @unchecked Sendable {
  /// How the line is shown.
  enum Mode: Equatable {
    /// Redrawn in place (a terminal).
    case terminal
    /// One line every `seconds` (a log).
    case periodic(seconds: Double)
    /// Sent to the supervisor as records (a worker).
    case records
    /// Not at all (`--quiet`).
    case off
  }

  /// What starts a status record on a worker's standard error.
  static let recordPrefix = "\u{1}stress-harness-status "

  /// The variable that sets the seconds between lines off a terminal.
  static let secondsVariable = "VIEWCACHESTRESS_STATUS_SECONDS"

  private struct State {
    var runs: [UInt64: RunStatus] = [:]
    var reading: (path: String, lines: Int, of: Int)?
    var lastShown: ContinuousClock.Instant?
    var shown = false
  }

  let mode: Mode
  /// The number of runs (`--jobs`).
  let runs: Int
  /// The time the runs are given, in seconds: `--duration` for each wave of `--jobs` seeds.
  let duration: Double?
  private let start = ContinuousClock.now
  /// Guarded by ``lock``: a `pthread_mutex_t`, which ThreadSanitizer sees,
  /// unlike `Synchronization.Mutex`'s futex (its reports on a `--jobs` run were false alarms).
  private nonisolated(unsafe) var _state = State()
  private let lock = PthreadLock()

  /// Runs `body` on the state, under the lock.
  private func withState<Result>(_ body: (inout State) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&_state)
  }

  /// The status line of this process.
  nonisolated(unsafe) static var shared = StatusLine(mode: .off)

  init(mode: Mode, runs: Int = 1, duration: Double? = nil) {
    self.mode = mode
    self.runs = runs
    self.duration = duration
  }

  /// The mode for a command: by `--quiet` and whether standard error is a terminal (a worker's
  /// is set by its order, see ``WorkerEntry``).
  static func mode(quiet: Bool) -> Mode {
    if quiet { return .off }
    if isatty(STDERR_FILENO) == 1 { return .terminal }
    let seconds = ProcessEnvironment.variables[secondsVariable].flatMap(Double.init)
    // 0: no line in a log (a CI job that wants only the summary, a test reading errors).
    if seconds == 0 { return .off }
    return .periodic(seconds: seconds.map { max(0.1, $0) } ?? 5)
  }

  /// Notes a run's status, and shows the line when it is due.
  func update(_ status: RunStatus) {
    guard mode != .off else { return }
    let text: String? = withState { state in
      if let path = status.reading, mode != .records {
        state.reading = (path, status.steps, status.total ?? 0)
      } else {
        state.runs[status.seed] = status
        state.reading = nil
      }
      // Every run over: the summary comes next, so a terminal's line goes.
      if mode == .terminal, state.runs.count >= runs, state.runs.values.allSatisfy(\.finished) {
        return nil
      }
      return due(&state, force: status.finished) ? line(state) : nil
    }
    if let text {
      show(text)
    } else if status.finished {
      clear()
    }
  }

  /// Notes the progress of reading a trace.
  func reading(_ path: String, lines: Int, of total: Int) {
    update(
      RunStatus(
        seed: 0, steps: lines, total: total, violations: 0, loadedViews: 0, residentBytes: 0,
        reading: path))
  }

  /// Takes the line off the terminal, before the summary.
  func clear() {
    guard mode == .terminal else { return }
    let wasShown = withState { state in
      defer { state.shown = false }
      return state.shown
    }
    if wasShown { drawOnTerminal("\r\u{1B}[K") }
  }

  /// Whether the line is due, noting that it is shown.
  private func due(_ state: inout State, force: Bool) -> Bool {
    let now = ContinuousClock.now
    let interval: Duration =
      switch mode {
      case .terminal, .records: .milliseconds(100)
      case .periodic(let seconds): .milliseconds(Int64(seconds * 1000))
      case .off: .seconds(1_000_000)
      }
    // Off a terminal the first line waits a whole interval: short runs print none.
    let since =
      now - (state.lastShown ?? (mode == .terminal || mode == .records ? start - interval : start))
    guard since >= interval || (force && mode == .records) else { return false }
    state.lastShown = now
    state.shown = true
    return true
  }

  private func show(_ text: String) {
    switch mode {
    case .terminal: drawOnTerminal("\r" + text + "\u{1B}[K")
    case .periodic: printError(text)
    case .records: printError(text)
    case .off: break
    }
  }

  /// The line for the runs noted so far (or the record of this worker's run).
  private func line(_ state: State) -> String {
    if mode == .records, let status = state.runs.values.first {
      let data = (try? JSONEncoder().encode(status)) ?? Data()
      return Self.recordPrefix + String(decoding: data, as: UTF8.self)
    }
    let elapsed = seconds(ContinuousClock.now - start)
    if let reading = state.reading {
      let percent = reading.of > 0 ? reading.lines * 100 / reading.of : 0
      return
        "reading \(reading.path): \(formatCount(reading.lines)) of \(formatCount(reading.of)) lines (\(percent) %), \(clock(elapsed))"
    }
    let all = state.runs.values.sorted { $0.seed < $1.seed }
    if let shrinking = all.first(where: { $0.shrunkTo != nil && !$0.finished }), runs == 1 {
      return
        "seed \(shrinking.seed): shrinking, smallest failing trace \(formatCount(shrinking.shrunkTo ?? 0)) operations, "
        + "\(formatCount(shrinking.candidates ?? 0)) candidates tried, \(clock(elapsed))"
    }
    let steps = all.map(\.steps).reduce(0, +)
    var parts: [String] = []
    let who =
      runs == 1
      ? "seed \(all.first?.seed ?? 0)"
      : "\(runs) runs (\(all.filter(\.finished).count) done"
        + (all.contains { $0.shrunkTo != nil && !$0.finished } ? ", shrinking" : "") + ")"
    let totals = all.compactMap(\.total)
    if duration == nil, totals.count == runs, runs > 0 {
      let total = runs == 1 ? totals[0] : totals.reduce(0, +) / totals.count * runs
      let percent = total > 0 ? min(100, steps * 100 / total) : 0
      parts.append("\(formatCount(steps)) of \(formatCount(total)) steps (\(percent) %)")
      let rate = elapsed > 0 ? Double(steps) / elapsed : 0
      parts.append("\(rateText(rate)) steps/s")
      let left = rate > 0 ? Double(max(0, total - steps)) / rate : nil
      parts.append("\(clock(elapsed)) elapsed" + (left.map { ", ETA \(clock($0))" } ?? ""))
    } else {
      parts.append(counted(steps, "step"))
      parts.append("\(rateText(elapsed > 0 ? Double(steps) / elapsed : 0)) steps/s")
      if let duration {
        parts.append(
          "\(clock(elapsed)) of \(clock(duration)), \(clock(max(0, duration - elapsed))) left")
      } else {
        parts.append("\(clock(elapsed)) elapsed")
      }
    }
    let violations = all.map(\.violations).reduce(0, +)
    parts.append("\(formatCount(violations)) violation\(violations == 1 ? "" : "s")")
    let loaded = all.filter { !$0.finished }.map(\.loadedViews).reduce(0, +)
    parts.append("\(formatCount(loaded)) view\(loaded == 1 ? "" : "s") loaded")
    parts.append("\(formatBytes(UInt64(Self.resident(of: all)))) resident")
    return who + ": " + parts.joined(separator: ", ")
  }

  /// The resident memory of `runs` now: the sum of those still running (a finished run's
  /// process is gone, or its memory its next run's), or, when all are finished, the largest.
  static func resident(of runs: [RunStatus]) -> Int {
    let running = runs.filter { !$0.finished }
    let bytes =
      running.isEmpty
      ? runs.map(\.residentBytes).max() ?? 0 : running.map(\.residentBytes).reduce(0, +)
    return max(0, bytes)
  }
}

/// This process's run as its thread notes it, without allocating (the run's churn must not see
/// the status line): atomics a status thread reads ten times a second.
enum RunProgress {
  static let seed = Atomic<UInt64>(0)
  /// Steps asked for; -1 under `--duration`.
  static let total = Atomic<Int>(-1)
  static let steps = Atomic<Int>(0)
  static let violations = Atomic<Int>(0)
  static let loadedViews = Atomic<Int>(0)
  /// The smallest failing trace so far while shrinking; -1 otherwise.
  static let shrunkTo = Atomic<Int>(-1)
  static let candidates = Atomic<Int>(0)
  /// Whether a run is under way (the status thread shows nothing otherwise).
  static let active = Atomic<Bool>(false)

  /// The run's own count of its steps, read at each status.
  ///
  /// Kept after every step: a run of slow steps (big views, a hang) shows the step it is at.
  /// Without one (a replay, a shrink), ``steps``.
  static let counter = StepCounterSlot()

  /// Starts noting a run of `seed`, whose steps `counter` counts when given.
  static func begin(seed: UInt64, total: Int?, counter: StepCounter? = nil) {
    self.counter.hold(counter)
    self.seed.store(seed, ordering: .relaxed)
    self.total.store(total ?? -1, ordering: .relaxed)
    steps.store(0, ordering: .relaxed)
    violations.store(0, ordering: .relaxed)
    loadedViews.store(0, ordering: .relaxed)
    shrunkTo.store(-1, ordering: .relaxed)
    candidates.store(0, ordering: .relaxed)
    active.store(true, ordering: .relaxed)
  }

  /// Notes the shrinker's progress.
  static func shrinking(_ size: Int, _ replays: Int) {
    shrunkTo.store(size, ordering: .relaxed)
    candidates.store(replays, ordering: .relaxed)
  }

  /// The run as a status.
  static func snapshot(finished: Bool = false) -> RunStatus {
    let total = total.load(ordering: .relaxed)
    let shrunkTo = shrunkTo.load(ordering: .relaxed)
    return RunStatus(
      seed: seed.load(ordering: .relaxed),
      steps: counter.steps { steps.load(ordering: .relaxed) },
      total: total < 0 ? nil : total, violations: violations.load(ordering: .relaxed),
      loadedViews: loadedViews.load(ordering: .relaxed), residentBytes: residentBytes(),
      shrunkTo: shrunkTo < 0 ? nil : shrunkTo,
      candidates: shrunkTo < 0 ? nil : candidates.load(ordering: .relaxed), finished: finished)
  }
}

extension StatusLine {
  /// Starts the thread that shows this process's run (``RunProgress``) ten times a second, and
  /// the status line with it; does nothing when the line is off.
  ///
  /// A plain POSIX thread, as the watchdog's: what it allocates is counted on its own thread,
  /// never in the run's churn.
  static func startShowingProgress() {
    guard shared.mode != .off else { return }
    var thread = pthread_t()
    _ = pthread_create(&thread, nil, { _ in StatusLine.showProgress() }, nil)
  }

  /// The status thread's loop.
  private static func showProgress() -> Never {
    while true {
      usleep(100_000)
      if RunProgress.active.load(ordering: .relaxed) { shared.update(RunProgress.snapshot()) }
    }
  }

  /// Ends the run's status: a worker sends its last record, a process of its own takes its
  /// line off the terminal.
  static func endProgress() {
    RunProgress.active.store(false, ordering: .relaxed)
    if shared.mode == .records { shared.update(RunProgress.snapshot(finished: true)) }
    shared.clear()
  }

  /// A supervisor's reading of its workers' standard error: status records go to the status
  /// line, every other line on to this process's standard error (when relayed).
  ///
  /// A crash report (the trap's message and Swift's backtrace, ``CrashReport``) is not relayed:
  /// its supervisor keeps it in a file beside the failure and says where in one line.
  struct Relay {
    private var pending = Data()
    /// Whether the worker's crash report has begun: nothing more is relayed.
    private var inCrashReport = false

    /// Splits `chunk` into lines; returns the text to relay.
    mutating func take(_ chunk: Data) -> String {
      pending.append(chunk)
      var relayed = ""
      while let newline = pending.firstIndex(of: 0x0A) {
        let line = String(decoding: pending[pending.startIndex...newline], as: UTF8.self)
        pending.removeSubrange(pending.startIndex...newline)
        if line.hasPrefix(StatusLine.recordPrefix) {
          let json = Data(line.dropFirst(StatusLine.recordPrefix.count).utf8)
          if let status = try? JSONDecoder().decode(RunStatus.self, from: json) {
            StatusLine.shared.update(status)
          }
        } else {
          relay(line, into: &relayed)
        }
      }
      // A partial line other than a record is relayed as it comes (an error's last line).
      if !pending.isEmpty, !pending.starts(with: Data(StatusLine.recordPrefix.utf8.prefix(1))) {
        relay(String(decoding: pending, as: UTF8.self), into: &relayed)
        pending.removeAll()
      }
      return relayed
    }

    private mutating func relay(_ text: String, into relayed: inout String) {
      if !inCrashReport, CrashReport.begins(with: text) { inCrashReport = true }
      if !inCrashReport { relayed += text }
    }
  }
}

/// A rate: `950`, `12.3 k`, `2.1 M`.
private func rateText(_ rate: Double) -> String {
  switch rate {
  case ..<1_000: String(Int(rate))
  case ..<1_000_000: decimal(rate / 1_000, digits: 1) + " k"
  default: decimal(rate / 1_000_000, digits: 1) + " M"
  }
}

/// Seconds as `0:07`, `12:34` or `1:02:03`.
private func clock(_ seconds: Double) -> String {
  let total = Int(seconds.rounded(.down))
  let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
  let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
  return hours > 0
    ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
}

/// This process's resident memory now, in bytes (`/proc/self/statm`; 0 where it is missing).
func residentBytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
