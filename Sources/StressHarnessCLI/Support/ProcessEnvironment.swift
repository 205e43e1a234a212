import Foundation

/// The process's environment, read once.
///
/// `ProcessInfo.environment` builds a dictionary of every variable at each read (about 386,000
/// instructions in a CI job's environment), and a `run` read it nine times before its first
/// step: for its role, its shard (six times), its status line. Nothing in the process changes
/// its own environment; a worker gets its variables from its supervisor at its start.
enum ProcessEnvironment {
  /// Every variable, as the process started with them.
  static let variables: [String: String] = ProcessInfo.processInfo.environment
}
