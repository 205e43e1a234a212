import ArgumentParser

#if canImport(Glibc)
import Glibc
#endif

/// `--quiet`, and what every command that applies steps (`run`, `replay`, `shrink`) sets up
/// before it starts: the status line (``StatusLine``) and Ctrl-C (``Interruption``).
struct StatusOptions: ParsableArguments {
  @Flag(
    help:
      "No status line: on a terminal the line is redrawn in place, off one it is printed every few seconds to standard error."
  )
  var quiet = false

  /// Sets up the status line for `runs` runs (of `duration` seconds each, if given) and catches
  /// Ctrl-C: `SIGINT`, and `SIGTERM` (a worker catches only `SIGINT`: its watchdog stops it with
  /// `SIGTERM`, see ``WorkerEntry``).
  func begin(runs: Int = 1, duration: Double? = nil) {
    Interruption.install([SIGINT, SIGTERM])
    StatusLine.shared = StatusLine(
      mode: StatusLine.mode(quiet: quiet), runs: runs, duration: duration)
    StatusLine.startShowingProgress()
  }
}
