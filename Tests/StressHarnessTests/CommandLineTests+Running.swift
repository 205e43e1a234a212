import Foundation
import Testing

/// Running the built `stress-harness` as a user does, and reading what it wrote: what every
/// command-line suite shares.
extension CommandLineTests {
  struct Outcome {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The `stress-harness` binary built next to this test bundle.
  static var binary: URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !directory.path.isEmpty, directory.path != "/" {
      let candidate = directory.appendingPathComponent("stress-harness")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: "stress-harness")
  }

  /// The stem of the one failure a run wrote into `subfolder` of `folder` for `container`
  /// (`out/stack-C5-1f3a9c2e`): failures are named by their signature, not their seed.
  static func failure(_ container: String, in subfolder: String, of folder: URL) throws -> String {
    let names = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent(subfolder).path)
    let stems = Set(
      names.filter { $0.hasPrefix(container + "-") && $0.hasSuffix(".jsonl") }.map {
        $0.replacingOccurrences(of: ".min.jsonl", with: "").replacingOccurrences(
          of: ".jsonl", with: "")
      })
    let stem = try #require(stems.first, "a failure of \(container) in \(subfolder): \(names)")
    #expect(stems.count == 1, "one failure of \(container) in \(subfolder): \(names)")
    return subfolder + "/" + stem
  }

  /// The runs of a JSON report (`runs` of its one object).
  static func runs(inJSON data: Data) throws -> [[String: Any]] {
    let document = try jsonObject(data)
    #expect(document["format"] as? String == "viewcachestress-report")
    return try #require(document["runs"] as? [[String: Any]])
  }

  /// The one run of a JSON report.
  static func run(inJSON data: Data) throws -> [String: Any] {
    try #require(try runs(inJSON: data).first)
  }

  /// A fresh folder for one test's files, in the test's root (``ScratchFolders``), removed with
  /// it when the test ends.
  static func scratch() throws -> URL {
    guard let root = ScratchFolders.root else {
      throw ScratchFolders.Unscoped()
    }
    let url = root.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The cluster engines' variables that name a shard: a test sets them itself, never
  /// inherits them (a suite run inside a Slurm array would shard every run).
  static let clusterVariables = [
    "JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_COUNT",
    "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_STEP",
  ]

  /// The variable that sets the seconds between status lines off a terminal.
  static let statusSeconds = "VIEWCACHESTRESS_STATUS_SECONDS"

  /// This process's environment without the cluster variables, plus `extra`; with no status
  /// line unless `extra` sets its interval (`VIEWCACHESTRESS_STATUS_SECONDS`): a line due
  /// while a loaded machine runs the test slowly must not come between the test and the lines
  /// it reads.
  static func environment(_ extra: [String: String] = [:]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for name in clusterVariables { environment[name] = nil }
    environment[statusSeconds] = "0"
    return environment.merging(extra) { $1 }
  }

  /// Runs `executable` with `arguments` in `folder` with exactly `environment`: its status
  /// and its output, both streams together.
  static func execute(
    _ executable: String, _ arguments: [String], in folder: URL, environment: [String: String]
  ) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  /// Runs the harness with `arguments`, in `directory`, with `environment` added to this
  /// process's (less the cluster variables); through `launcher` (a command that runs the one
  /// after it, like `prlimit --fsize=4096`) when one is given.
  func run(
    _ arguments: [String], in directory: URL? = nil, launcher: [String] = [],
    environment: [String: String] = [:]
  ) throws -> Outcome {
    let process = Process()
    process.environment = Self.environment(environment)
    if let command = launcher.first {
      process.executableURL = URL(fileURLWithPath: command)
      process.arguments = launcher.dropFirst() + [Self.binary.path] + arguments
    } else {
      process.executableURL = Self.binary
      process.arguments = arguments
    }
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus,
      stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self)
    )
  }

  /// Off under `scripts/sanitize.sh`, where a sanitizer's allocator serves the binary and
  /// jemalloc's live bytes are not available.
  static let underSanitizer =
    ProcessInfo.processInfo.environment["VIEWCACHESTRESS_SANITIZER"] != nil

  /// The header's `options.steps` of a trace: a whole number, whatever spaces precede it.
  static func headerSteps(ofTrace url: URL) throws -> Int? {
    let data = try Data(contentsOf: url)
    let first = data.split(separator: 0x0A, maxSplits: 1).first ?? Data()
    let header = try JSONSerialization.jsonObject(with: Data(first)) as? [String: Any]
    return (header?["options"] as? [String: Any])?["steps"] as? Int
  }
}
