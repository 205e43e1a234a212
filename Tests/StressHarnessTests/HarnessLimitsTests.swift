import Foundation
import Testing

@testable import StressHarnessCLI

/// The harness's own limits are its own: memory it cannot get is a resource error, never a
/// container's crash; a step slowed by a busy machine is not a hang.
@Suite(.scratchFolders) struct HarnessLimitsTests {
  let cli = CommandLineTests()

  @Test("The watchdog counts CPU time: a step the clock finds slow but that uses no CPU goes on")
  func verdictCountsCPUTime() {
    let limit = 500
    let backstop = 60_000
    // 20 s of the clock, 0.1 s of CPU: a stopped or starved process (a clock's watchdog: a hang).
    #expect(Worker.verdict(cpu: 100, wall: 20_000, limit: limit, backstop: backstop) == .running)
    // A loop: its CPU time passes the limit, however fast or slow the clock.
    #expect(Worker.verdict(cpu: 501, wall: 600, limit: limit, backstop: backstop) == .looping)
    #expect(Worker.verdict(cpu: 501, wall: 90_000, limit: limit, backstop: backstop) == .looping)
    // Blocked: no progress for the backstop, with almost no CPU used.
    #expect(Worker.verdict(cpu: 10, wall: 60_001, limit: limit, backstop: backstop) == .blocked)
    // Slowed, not blocked: a fair share of the CPU over the backstop's wall time.
    #expect(Worker.verdict(cpu: 400, wall: 60_001, limit: limit, backstop: backstop) == .running)
    #expect(StepTimeout.blockedSeconds(0.5) == 60)
    #expect(StepTimeout.blockedSeconds(100) == 600)
  }

  @Test("A hang's expectation says which bound it passed: CPU time, or a blocked step's wall time")
  func hangExpectationNamesTheBound() {
    let looping = Worker.Outcome(
      termination: .signal(SIGTERM),
      standardError: "\(Worker.hangMarker) 0.5 s of CPU time (after 7 steps)\n")
    #expect(looping.stoppedAsHang)
    #expect(
      looping.hangExpectation(stepTimeout: 0.5) == "every step to end within 0.5 s of CPU time")
    let blocked = Worker.Outcome(
      termination: .signal(SIGTERM),
      standardError: "\(Worker.hangMarker) 60.0 s of wall time (after 7 steps)\n")
    #expect(
      blocked.hangExpectation(stepTimeout: 0.5)
        == "every step to make progress within 60.0 s of wall time")
  }

  @Test("A worker stopped and resumed (a busy machine's clock) is not a hang: its work is kept")
  func stoppedWorkerIsNoHang() throws {
    let folder = try CommandLineTests.scratch()
    let run = try SignalCommandLineTests.start(
      [
        "run", "--seed", "3", "--steps", "100000000", "--step-timeout", "0.5", "--no-store",
        "--no-churn", "--quiet", "--json", "report.json",
      ], in: folder)
    defer { run.abandon() }
    let worker = try run.workerPid()
    try SignalCommandLineTests.waitUntil(worker, catches: SIGINT)
    // Its steps run once it has used some CPU time of its own.
    for _ in 0..<6_000 where Self.cpuTicks(of: worker) < 20 { usleep(10_000) }
    // Four times the step timeout on the clock, none of it on the CPU.
    kill(worker, SIGSTOP)
    usleep(2_000_000)
    kill(worker, SIGCONT)
    usleep(500_000)
    try run.send(SIGINT, to: .group)
    let status = run.wait()
    #expect(status == 130, "\(run.stderr)")
    #expect(!run.stdout.contains("hang"), "\(run.stdout)")
    #expect(run.stdout.contains(" steps (interrupted)\n"), "\(run.stdout)")
  }

  /// The CPU time `pid` has used, in clock ticks (`utime` + `stime` of `/proc/PID/stat`).
  static func cpuTicks(of pid: pid_t) -> Int {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return 0 }
    // After the name: state (3), … utime (14), stime (15).
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else {
      return 0
    }
    return user + system
  }

  @Test(
    "The runtime's failed allocation is the machine's limit unless it asks for more than the machine has"
  )
  func allocationFailures() throws {
    func crashed(_ text: String) -> Worker.Outcome {
      Worker.Outcome(termination: .signal(SIGABRT), standardError: text)
    }
    let small = crashed(
      "Fatal error: failed to allocate 4194304 bytes of memory with alignment 0\n\n*** Signal 6\n")
    #expect(
      small.allocationFailure == "failed to allocate 4194304 bytes of memory with alignment 0")
    #expect(crashed("Fatal error: Index out of range\n").allocationFailure == nil)
    #expect(
      Worker.Outcome(termination: .exit(1), standardError: "failed to allocate 5 bytes")
        .allocationFailure == nil, "no crash, no allocation failure")
    // A container's size computed wrong, with no limit set: its own crash.
    if MemoryLimit.current == nil {
      let absurd = crashed(
        "Fatal error: failed to allocate 18446744073709551000 bytes of memory with alignment 0\n")
      #expect(absurd.allocationFailure == nil)
    }
  }

  @Test(
    "Memory the harness cannot get under ulimit -v is exit 71, and nothing is stored",
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: OutputFileTests.prlimit)
        && !CommandLineTests.underSanitizer, "needs prlimit, and no sanitizer's reserved memory"))
  func addressSpaceLimit() throws {
    let folder = try CommandLineTests.scratch()
    // 64 MiB views under about 290 MiB of address space: the third or so cannot be had.
    let limited = try cli.run(
      [
        "run", "--steps", "2000", "--payload-bytes", "67108864", "--failures", "f", "--quiet",
      ], in: folder, launcher: [OutputFileTests.prlimit, "--as=300000000"])
    #expect(limited.status == 71, "\(limited.stderr)")
    #expect(
      limited.stderr.hasPrefix(
        "Error: a worker ran out of memory (failed to allocate 67108864 bytes"),
      "\(limited.stderr)")
    #expect(limited.stderr.contains("an address-space limit of 286.1 MiB (ulimit -v)"))
    #expect(limited.stderr.split(separator: "\n").count == 1, "one line: \(limited.stderr)")
    let stored = (try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/f")) ?? []
    #expect(stored.isEmpty, "stored as a failure: \(stored)")
    // A run with memory to spare is not stopped by a failure that was the machine's.
    let free = try cli.run(["run", "--steps", "200", "--failures", "f", "--quiet"], in: folder)
    #expect(free.status == 0, "\(free.stdout)\(free.stderr)")
  }
}

/// Two runs sharing a failures folder never leave one failure's trace beside another's
/// reproducer: each failure's writes hold the folder's lock.
@Suite(.scratchFolders) struct FailureFolderLockTests {
  /// Whether a process waits for a `flock` on the file whose inode is `inode`
  /// (a `->` line of `/proc/locks`).
  static func someoneWaits(forInode inode: UInt64) -> Bool {
    guard let locks = try? String(contentsOfFile: "/proc/locks", encoding: .utf8) else {
      return false
    }
    return locks.split(separator: "\n").contains { line in
      line.contains("-> FLOCK") && line.split(separator: " ").contains { $0.hasSuffix(":\(inode)") }
    }
  }

  /// Whether `pid` has ended (a zombie not yet waited for, or gone).
  static func ended(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return true }
    return stat[stat.index(after: close)...].drop { $0 == " " }.hasPrefix("Z")
  }

  @Test("A run that finds a failure waits for the folder's lock before it writes a file")
  func aFailureWaitsForTheFolder() throws {
    let folder = try CommandLineTests.scratch()
    let failures = folder.appendingPathComponent("f")
    try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
    let held = open(failures.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    try #require(held >= 0)
    var status = stat()
    try #require(fstat(held, &status) == 0)
    try #require(flock(held, LOCK_EX) == 0)
    var released = false
    defer { if !released { close(held) } }
    let run = try SignalCommandLineTests.start(
      [
        "run", "--plant-bug", "leak-retain-cycle", "--steps", "300", "--seed", "1",
        "--failures", "f", "--no-churn", "--quiet",
      ], in: folder)
    defer { run.abandon() }
    var waited = false
    for _ in 0..<6_000 {
      if Self.someoneWaits(forInode: UInt64(status.st_ino)) {
        waited = true
        break
      }
      if Self.ended(run.pid) { break }
      usleep(10_000)
    }
    #expect(waited, "the run never waited for the folder: \(run.stderr)")
    let before = try FileManager.default.contentsOfDirectory(atPath: failures.path)
    #expect(before.isEmpty, "written while another run held the folder: \(before)")
    close(held)
    released = true
    #expect(run.wait() == 1, "\(run.stderr)")
    let stem = try CommandLineTests.failure("stack", in: "f", of: folder)
    for ending in [".jsonl", ".min.jsonl", ".min.swift"] {
      #expect(
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(stem + ending).path),
        "\(ending)")
    }
  }

  @Test("A failure written again replaces the other run's reproducer of its name, never keeps it")
  func aNewTraceNeverSitsBesideAnOldReproducer() throws {
    let folder = try CommandLineTests.scratch()
    let cli = CommandLineTests()
    let arguments = [
      "run", "--plant-bug", "leak-retain-cycle", "--steps", "300", "--failures", "f", "--quiet",
    ]
    #expect(try cli.run(arguments + ["--seed", "1"], in: folder).status == 1)
    let stem = try CommandLineTests.failure("stack", in: "f", of: folder)
    let reproducer = folder.appendingPathComponent(stem + ".min.jsonl")
    #expect(FileManager.default.fileExists(atPath: reproducer.path))
    // Another run of the failure, not shrunk, and not checking the store first: as a second
    // run writes while the first shrinks.
    let again = try cli.run(arguments + ["--seed", "1", "--no-shrink", "--no-store"], in: folder)
    #expect(again.status == 1, "\(again.stderr)")
    #expect(
      !FileManager.default.fileExists(atPath: reproducer.path),
      "the first run's reproducer kept beside the second's trace")
  }
}

/// `--shrink-time` counts CPU time: the shrinking thread's and its candidates' workers'.
@Suite struct ShrinkBudgetTests {
  @Test("a shrink's budget counts its thread's CPU time, not the clock's")
  func theClockIsNotCounted() {
    let running = ShrinkBudget(cpuSeconds: 1).start()
    // Half a second on the clock, none on the CPU: a loaded machine's wait.
    usleep(500_000)
    #expect(running.used < 0.1, "\(running.used) s counted for a sleep")
    #expect(!running.exhausted)
  }

  @Test("the candidates' workers count when they end")
  func workersCount() {
    let running = ShrinkBudget(cpuSeconds: 1).start()
    let worker = Worker.Outcome(termination: .exit(0), standardError: "", cpuSeconds: 0.6)
    running.add(worker)
    #expect(!running.exhausted)
    running.add(worker)
    #expect(running.exhausted, "1.2 s of workers' CPU time against a budget of 1 s")
    running.add(nil)  // a worker that could not start counts nothing
    #expect(running.used >= 1.2)
  }

  @Test("ten times the CPU budget on the clock stops a shrink anyway")
  func theWallBackstop() {
    #expect(ShrinkBudget(cpuSeconds: 60).wallBackstop == .seconds(600))
  }
}

/// The status line's resident memory is that of the runs still running.
@Suite struct StatusLineResidentTests {
  static func run(_ seed: UInt64, megabytes: Int, finished: Bool) -> RunStatus {
    RunStatus(
      seed: seed, steps: 1, total: nil, violations: 0, loadedViews: 0,
      residentBytes: megabytes << 20, finished: finished)
  }

  @Test("finished runs' memory is not added to the running ones'")
  func finishedRunsAreLeftOut() {
    let runs = [
      Self.run(1, megabytes: 30, finished: true), Self.run(2, megabytes: 30, finished: true),
      Self.run(3, megabytes: 40, finished: false), Self.run(4, megabytes: 50, finished: false),
    ]
    #expect(StatusLine.resident(of: runs) == 90 << 20)
    // All done: the largest, not the sum of processes long gone.
    let done = runs.map {
      var run = $0
      run.finished = true
      return run
    }
    #expect(StatusLine.resident(of: done) == 50 << 20)
  }
}
