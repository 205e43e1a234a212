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
  /// the requests to stop: Ctrl-C (`SIGINT`), `SIGTERM` and `SIGHUP` (``Interruption``).
  func begin(runs: Int = 1, duration: Double? = nil) {
    Interruption.install()
    StatusLine.shared = StatusLine(
      mode: StatusLine.mode(quiet: quiet), runs: runs, duration: duration)
    StatusLine.startShowingProgress()
  }
}
