import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

extension Worker {
  /// What a worker's watchdog writes on standard error before it stops a step that hangs.
  static let hangMarker = "stress-harness watchdog: no step ended in"

  /// Steps done, as the run's progress reports them (every 4,096 steps).
  static let heartbeat = Atomic<Int>(0)
  /// Whether steps are running (the watchdog sleeps otherwise: shrinking and the teardown
  /// report no progress).
  static let stepping = Atomic<Bool>(false)

  /// Runs the steps in `body` under the watchdog's eye.
  static func watchingSteps(_ body: () -> Void) {
    stepping.store(true, ordering: .relaxed)
    body()
    stepping.store(false, ordering: .relaxed)
  }

  /// Notes progress for the watchdog.
  static func beat(_ done: Int) {
    heartbeat.store(done, ordering: .relaxed)
  }

  /// Starts a thread that stops this worker when no progress comes for `timeout` seconds while
  /// steps run: it writes ``hangMarker`` on standard error and raises `SIGTERM`, whose handler
  /// writes the journal out, so the supervisor can report a `hang` (a loop inside an
  /// operation, which no virtual-time bound sees).
  static func startWatchdog(timeout: Double) {
    Thread.detachNewThread {
      var last = -1
      var since = ContinuousClock.now
      let limit = Duration.milliseconds(Int64(timeout * 1000))
      while true {
        usleep(100_000)
        let now = heartbeat.load(ordering: .relaxed)
        if !stepping.load(ordering: .relaxed) || now != last {
          last = now
          since = ContinuousClock.now
          continue
        }
        if ContinuousClock.now - since > limit {
          printError("\(hangMarker) \(timeout) s (after \(now) steps)")
          // To the process, not this thread: any thread that does not block it takes it.
          kill(getpid(), SIGTERM)
          while true { usleep(1_000_000) }
        }
      }
    }
  }
}
