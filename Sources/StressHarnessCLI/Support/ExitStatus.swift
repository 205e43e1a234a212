import ArgumentParser
import StressKit

/// The exit statuses the command line uses, after sysexits.h; the only place that maps errors
/// to them.
enum ExitStatus {
  /// No violations, nothing wrong.
  static let success: Int32 = 0
  /// Contract violations found.
  static let violations: Int32 = 1
  /// Bad arguments or options.
  static let usage: Int32 = 64
  /// Bad input data: a trace or a report that cannot be read, or holds a value out of its
  /// bounds; reports `merge` cannot put together, or shards missing from them.
  static let dataError: Int32 = 65
  /// A tool or allocator feature an option needs is missing (`--heap-profile` without `jeprof`
  /// or jemalloc's profiler).
  static let unavailable: Int32 = 69
  /// The harness's own fault: a broken registry of containers (an executable's mistake), a
  /// worker that could not start or gave no result, a result that could not be encoded.
  static let software: Int32 = 70
  /// The machine's resources: memory the harness could not get (an address-space limit such
  /// as `ulimit -v`, or none left), never blamed on the container.
  static let resources: Int32 = 71
  /// An output file that cannot be written.
  static let cannotCreate: Int32 = 73

  /// Stopped by a signal (Ctrl-C) with no violation found: 128 + its number, as a shell
  /// reports a process the signal killed (130 for `SIGINT`, 143 for `SIGTERM`, 129 for
  /// `SIGHUP`), after the
  /// partial summary, the JSON and the traces were written.
  static func interrupted(by signal: Int32) -> Int32 { 128 + signal }

  /// The statuses in one line, as `--help` and the article "Commands and options" list them.
  static let summary =
    "Exit status: 0 clean, 1 contract violations found, 64 usage error, 65 bad input data (a trace or report, or a value in it out of bounds; reports that do not merge, or missing shards), 69 a tool or allocator feature an option needs is missing, 70 an internal fault (a broken registry of containers, a worker that could not start or gave no result), 71 out of memory (the harness's limit, such as ulimit -v, not the container's), 73 an output file or standard output that cannot be written, 130 (143, 129) interrupted by Ctrl-C (SIGTERM, SIGHUP) with its partial results written."

  /// The status of a harness error.
  static func of(_ error: HarnessError) -> Int32 {
    switch error {
    case .usage: usage
    case .badTrace, .badReport: dataError
    case .cannotWrite: cannotCreate
    case .unavailable: unavailable
    case .internalFault: software
    case .resources: resources
    }
  }
}
