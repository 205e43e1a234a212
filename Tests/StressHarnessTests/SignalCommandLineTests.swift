import Foundation
import Testing

/// Requests to stop as a terminal, a shell, `timeout` or a cluster's scheduler send them.
///
/// To the process group, to the supervisor alone or to its worker; `SIGINT`, `SIGTERM` and
/// `SIGHUP`; mid-run, mid-shrink and mid-merge. Each case runs 20 times, the signal sent as soon as the
/// harness catches it (read from `/proc/PID/status`, not waited for), so a race between the
/// signal and the process's set-up shows: the work is kept every time.
@Suite(.serialized, .scratchFolders) struct SignalCommandLineTests {
  static let repetitions = 20

  /// Who is sent the signal.
  enum Target: String, Sendable, CustomTestStringConvertible {
    /// Every process of the command's group: a terminal's Ctrl-C, `timeout`, `kill -- -PGID`.
    case group
    /// The command's process alone.
    case supervisor
    /// The worker running the seed alone.
    case worker
    var testDescription: String { rawValue }
  }

  /// A harness started in a process group of its own, its output in files of `folder`, its
  /// scratch folders in `folder/tmp`.
  struct Started {
    let pid: pid_t
    let folder: URL
    /// Whether its end was waited for.
    let reaped = Reaped()

    final class Reaped: @unchecked Sendable {
      var done = false
    }

    /// Kills its group if its end was not waited for (a test that failed before): no harness
    /// outlives its test.
    func abandon() {
      guard !reaped.done else { return }
      kill(-pid, SIGKILL)
      _ = wait()
    }

    var stdout: String { read("stdout.txt") }
    var stderr: String { read("stderr.txt") }

    func read(_ name: String) -> String {
      (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    /// The scratch files the harness left.
    var leftovers: [String] {
      (FileManager.default.subpaths(atPath: folder.appendingPathComponent("tmp").path) ?? [])
    }

    /// Sends `signal` to `target` once it catches it.
    func send(_ signal: Int32, to target: Target) throws {
      switch target {
      case .group:
        try waitUntil(pid, catches: signal)
        kill(-pid, signal)
      case .supervisor:
        try waitUntil(pid, catches: signal)
        kill(pid, signal)
      case .worker:
        let worker = try workerPid()
        try waitUntil(worker, catches: signal)
        kill(worker, signal)
      }
    }

    /// The worker's process: the supervisor's child (at most a minute's wait).
    func workerPid() throws -> pid_t {
      for _ in 0..<6_000 {
        if let child = SignalCommandLineTests.children(of: pid).first { return child }
        usleep(10_000)
      }
      throw Failure("no worker of \(pid) started: \(stderr)")
    }

    /// Waits for the end: the exit status, or 128 + the signal that ended it.
    func wait() -> Int32 {
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      reaped.done = true
      let signal = status & 0x7f
      return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// Starts the harness with `arguments` in `folder`, in a process group of its own.
  static func start(_ arguments: [String], in folder: URL) throws -> Started {
    let tmp = folder.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
    var environment = CommandLineTests.environment(["TMPDIR": tmp.path])
    environment["VIEWCACHESTRESS_WORKER"] = nil
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    for (descriptor, name) in [(Int32(1), "stdout.txt"), (2, "stderr.txt")] {
      posix_spawn_file_actions_addopen(
        &actions, descriptor, folder.appendingPathComponent(name).path,
        O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // Nothing blocked, the stopping signals at their defaults: as from a shell.
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    // `env -C` runs it in the folder, in the same process (posix_spawn's chdir action is not
    // in Swift's Glibc module).
    let path = "/usr/bin/env"
    let command = ["env", "-C", folder.path, CommandLineTests.binary.path] + arguments
    let argv = command.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard spawned == 0 else { throw Failure("cannot start \(command): \(spawned)") }
    return Started(pid: pid, folder: folder)
  }

  /// Whether `pid` has a handler for `signal` (its `SigCgt` mask in `/proc/PID/status`).
  static func catches(_ pid: pid_t, _ signal: Int32) -> Bool {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
      let mask = UInt64(
        line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16)
    else { return false }
    return mask & (1 << UInt64(signal - 1)) != 0
  }

  /// Waits (at most a minute) until `pid` catches `signal`.
  static func waitUntil(_ pid: pid_t, catches signal: Int32) throws {
    for _ in 0..<6_000 {
      if catches(pid, signal) { return }
      usleep(10_000)
    }
    throw Failure("process \(pid) never caught signal \(signal)")
  }

  /// The processes whose parent is `pid`.
  static func children(of pid: pid_t) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { name -> pid_t? in
      guard let child = pid_t(name),
        let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      // pid (comm) state ppid …: the fields after the command's name.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      return fields.count > 1 && pid_t(fields[1]) == pid ? child : nil
    }
  }

  @Test(
    "A request to stop mid-run keeps the summary, the JSON and the trace",
    arguments: [
      (Target.group, SIGINT), (.group, SIGTERM), (.group, SIGHUP), (.supervisor, SIGINT),
      (.supervisor, SIGHUP), (.worker, SIGINT),
    ])
  func midRun(target: Target, signal: Int32) throws {
    for attempt in 0..<Self.repetitions {
      let folder = try CommandLineTests.scratch()
      let run = try Self.start(
        [
          "run", "--seed", "\(attempt)", "--steps", "100000000", "--json", "report.json",
          "--trace", "t.jsonl", "--no-store", "--no-churn", "--quiet",
        ], in: folder)
      defer { run.abandon() }
      try run.send(signal, to: target)
      // A worker stopped by itself: its supervisor reports the run interrupted by Ctrl-C.
      let expected = 128 + (target == .worker ? SIGINT : signal)
      let status = run.wait()
      let context = "attempt \(attempt): status \(status); \(run.stderr)"
      try #require(status == expected, "\(context)")
      #expect(run.stdout.contains(" steps (interrupted)\n"), "\(context)")
      let json = try Data(contentsOf: folder.appendingPathComponent("report.json"))
      let report = try CommandLineTests.run(inJSON: json)
      #expect(report["interrupted"] as? Bool == true, "\(context)")
      let steps = try #require(report["steps"] as? Int)
      #expect(
        try CommandLineTests.headerSteps(ofTrace: folder.appendingPathComponent("t.jsonl"))
          == steps, "\(context): the trace's header says the steps the run made")
      #expect(run.leftovers.isEmpty, "\(context): scratch left: \(run.leftovers)")
    }
  }

  @Test("A request to stop mid-shrink keeps the crash and its reproducer so far: exit 1")
  func midShrink() throws {
    for attempt in 0..<Self.repetitions {
      let folder = try CommandLineTests.scratch()
      let run = try Self.start(
        [
          "run", "--seed", "\(attempt % 3 + 1)", "--plant-bug", "crashes-removing-root",
          "--failures", "f", "--no-churn", "--quiet", "--json", "report.json",
        ], in: folder)
      defer { run.abandon() }
      // The crash's trace is in the failures folder: its shrink has begun.
      let failures = folder.appendingPathComponent("f")
      for _ in 0..<6_000 {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: failures.path)) ?? []
        if names.contains(where: { $0.hasSuffix(".jsonl") }) { break }
        usleep(10_000)
      }
      try run.send(SIGINT, to: .group)
      let status = run.wait()
      let context = "attempt \(attempt): status \(status); \(run.stderr)"
      try #require(status == 1, "a crash was found: \(context)")
      let stem = try CommandLineTests.failure("stack", in: "f", of: folder)
      #expect(
        FileManager.default.fileExists(
          atPath: folder.appendingPathComponent(stem + ".min.jsonl").path),
        "\(context)")
      #expect(run.stdout.contains("crash"), "\(context)")
      let report = try CommandLineTests.run(
        inJSON: try Data(contentsOf: folder.appendingPathComponent("report.json")))
      #expect((report["violations"] as? [Any])?.isEmpty == false, "\(context)")
      #expect(run.leftovers.isEmpty, "\(context): scratch left: \(run.leftovers)")
    }
  }

  @Test("A request to stop mid-merge leaves its report whole, or none: never half")
  func midMerge() throws {
    let folder = try CommandLineTests.scratch()
    let cli = CommandLineTests()
    for shard in 0..<8 {
      let made = try cli.run(
        [
          "run", "--shard", "\(shard)/8", "--shard-dir", "soak", "--steps", "50",
          "--seed", "1", "--no-store", "--no-churn", "--quiet",
        ], in: folder)
      try #require(made.status == 0, "\(made.stderr)")
    }
    for attempt in 0..<Self.repetitions {
      let merge = try Self.start(
        ["merge", "soak", "--json", "merged-\(attempt).json"], in: folder)
      defer { merge.abandon() }
      try merge.send(SIGINT, to: .group)
      let status = merge.wait()
      let context = "attempt \(attempt): status \(status); \(merge.stderr)"
      // Interrupted before it wrote (130, the report written all the same), or after (0).
      try #require(status == 130 || status == 0, "\(context)")
      let data = try Data(contentsOf: folder.appendingPathComponent("merged-\(attempt).json"))
      let runs = try CommandLineTests.runs(inJSON: data)
      #expect(runs.count == 8, "\(context)")
      if status == 130 {
        #expect(merge.stderr.contains("interrupted"), "\(context)")
      }
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasPrefix(".") }
      #expect(left.isEmpty, "\(context): \(left)")
    }
  }

  @Test("one --trace given to two runs at once: the second is refused")
  func sharedPathsAreRefused() throws {
    let folder = try CommandLineTests.scratch()
    let first = try Self.start(
      [
        "run", "--seed", "1", "--steps", "100000000", "--trace", "t.jsonl", "--failures", "f",
        "--no-store", "--no-churn", "--quiet",
      ], in: folder)
    defer { first.abandon() }
    // Its journal has its header: the run has begun, its paths locked before.
    let trace = folder.appendingPathComponent("t.jsonl")
    for _ in 0..<6_000 where ((try? Data(contentsOf: trace))?.count ?? 0) == 0 {
      usleep(10_000)
    }
    let cli = CommandLineTests()
    let second = try cli.run(
      ["run", "--steps", "10", "--trace", "t.jsonl", "--no-store"], in: folder)
    #expect(second.status == 73, "\(second.stderr)")
    #expect(
      second.stderr
        == "Error: --trace t.jsonl is being written by another run: give each run its own trace\n")
    try first.send(SIGINT, to: .supervisor)
    #expect(first.wait() == 130, "\(first.stderr)")
    // The first run's journal is its own, whole.
    #expect(try cli.run(["replay", "t.jsonl", "--quiet"], in: folder).status == 0)
  }
}
