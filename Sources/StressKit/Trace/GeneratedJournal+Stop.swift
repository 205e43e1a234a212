import Foundation

// The step a run stopped in, written where it stopped: a crash or a hang makes a generated
// journal exact, so the supervisor needs neither a second run that journals every step nor a
// reading of hundreds of thousands of lines to know the failing trace.
extension GeneratedJournal {
  /// Makes the journal exact if the process is stopped while `counter`'s run goes on.
  ///
  /// When the run's container crashes (`SIGILL`, `SIGTRAP`, `SIGSEGV`, `SIGBUS`, `SIGFPE`,
  /// `SIGABRT`) or the run is stopped with `SIGTERM` (a worker's watchdog, for a hang), a
  /// signal handler writes the count of the steps the run has made, and `stopped: true`, into
  /// the header: the trace is then those steps and the next one the options draw, the step the
  /// run stopped in. Async-signal-safe: `pwrite` and an atomic load only.
  ///
  /// - Parameter counter: The run's own count of its steps (``StressRunner/stepsMade``),
  ///   stored after each step.
  package func writesItsStop(counting counter: StepCounter) {
    StopRecord.watch(
      StopRecord.Watched(
        descriptor: descriptor, countOffset: countOffset, stoppedOffset: stoppedOffset,
        counter: Unmanaged.passRetained(counter)))
  }

  /// The count of the steps made by the run whose generated journal is at `path`, if it
  /// stopped in the step after them (its header says `stopped: true`); `nil` otherwise, or
  /// if the file cannot be read.
  package static func stoppedCount(at path: String) -> Int? {
    // A generated journal is its header line alone.
    guard let data = try? TraceFile.read(path),
      let line = data.split(separator: 0x0A, maxSplits: 1).first,
      let header = try? JSONDecoder().decode(StopHeader.self, from: Data(line)),
      header.stopped == true
    else { return nil }
    return header.generated
  }

  private struct StopHeader: Decodable {
    var generated: Int?
    var stopped: Bool?
  }
}

/// The one generated journal a signal handler makes exact, kept where the handler reads it
/// without locks or allocation.
package enum StopRecord {
  struct Watched {
    var descriptor: Int32
    var countOffset: off_t
    var stoppedOffset: off_t
    var counter: Unmanaged<StepCounter>
  }

  /// The journal watched (`nil`: none); made before the handler is installed.
  nonisolated(unsafe) static let slot: UnsafeMutablePointer<Watched?> = {
    let slot = UnsafeMutablePointer<Watched?>.allocate(capacity: 1)
    slot.initialize(to: nil)
    return slot
  }()

  /// The signals after which the journal is exact.
  static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGTERM]

  #if os(Linux)
  static let handlers = SignalChain()
  #endif

  /// Guards installing the handler.
  nonisolated(unsafe) private static var installed = false

  /// Watches `watched` (in place of any journal watched before).
  static func watch(_ watched: Watched) {
    let slot = self.slot
    slot.pointee.map { $0.counter.release() }
    slot.pointee = watched
    #if os(Linux)
    if !installed {
      installed = true
      // Made now: a handler must not be the first to touch a lazily made global.
      _ = PendingLines.isStopRequest(SIGTERM)
      handlers.install(writeStopOnSignal, for: signals, flags: Int32(SA_ONSTACK))
    }
    #endif
  }

  /// Stops watching the journal written through `descriptor`, if it is the one watched.
  static func forget(_ descriptor: Int32) {
    guard let watched = slot.pointee, watched.descriptor == descriptor else { return }
    slot.pointee = nil
    watched.counter.release()
  }
}

extension StopRecord {
  /// Writes the watched journal's exact count and its stop: for a handler about to end the
  /// process (a worker's watchdog, through a command's own handler of `SIGTERM`).
  ///
  /// Async-signal-safe: `pwrite` and an atomic load only.
  package static func writeStop() {
    guard let watched = slot.pointee else { return }
    let steps = watched.counter._withUnsafeGuaranteedRef { $0.value }
    InPlaceCount.write(
      min(steps, TraceBounds.generatedSteps.upperBound), to: watched.descriptor,
      at: watched.countOffset)
    let mark: StaticString = "true "
    _ = pwrite(watched.descriptor, mark.utf8Start, mark.utf8CodeUnitCount, watched.stoppedOffset)
  }
}

#if os(Linux)
/// Writes the watched journal's exact count and its stop, then hands the signal on (as
/// ``PendingLines``'s handler does: a fault happens again under the old handler, any other
/// signal is raised again); a `SIGTERM` a command takes as a request to stop
/// (``PendingLines/isStopRequest(_:)``) goes to its handler, the journal untouched.
private let writeStopOnSignal: @convention(c) (Int32) -> Void = { signal in
  if PendingLines.isStopRequest(signal), StopRecord.handlers.forward(signal) { return }
  StopRecord.writeStop()
  StopRecord.handlers.handOn(signal)
  if signal == SIGABRT || signal == SIGTERM { raise(signal) }
}
#endif
