import ArgumentParser
import ChurnMeter
import StressKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

/// `run --heap-profile FOLDER`: the checks before the run, and the files after it.
///
/// The worker runs with jemalloc's profiler enabled (`MALLOC_CONF`, set by its supervisor),
/// samples only while the steps run and dumps `heap.prof`; then `jeprof --collapsed
/// --alloc_space` reads the dump against this executable, `swift-demangle --simplified` names
/// the frames when the toolchain is there, and ``HeapProfile`` splits the stacks between the
/// container and the harness: `stacks.folded` (for any flame graph tool), `flamegraph.svg` and
/// `top.txt`.
struct HeapProfileTool {
  /// The variable jemalloc reads its options from when a process starts.
  static let configurationVariable = "MALLOC_CONF"

  let folder: String
  let jeprof: String

  /// The files written into the folder.
  static let files = ["heap.prof", "stacks.folded", "flamegraph.svg", "top.txt"]

  /// Checks what the profile needs, before the run: jemalloc built with its profiler, `jeprof`
  /// on the `PATH` (exit 69 without either), and a folder to write in (made if missing; exit
  /// 73 if it cannot be).
  init(folder: String) throws {
    guard HeapProfiler.isBuiltIn else {
      throw HarnessError.unavailable(
        "--heap-profile: this jemalloc was built without its profiler (config.prof); Debian's libjemalloc2 has it"
      )
    }
    guard let jeprof = Self.find("jeprof") else {
      throw HarnessError.unavailable(
        "--heap-profile needs jeprof on the PATH (Debian's libjemalloc-dev; scripts/setup.sh installs it)"
      )
    }
    try OutputPath.checkFolder(folder)
    if !FileManager.default.fileExists(atPath: folder) {
      do {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw HarnessError.cannotWrite(
          "cannot create the folder \(folder): \(error)")
      }
    }
    for file in Self.files { try OutputPath.check(folder + "/" + file) }
    // A dump left from an earlier run must not pass for this one's.
    try? FileManager.default.removeItem(atPath: Self.dumpPath(in: folder))
    self.folder = folder
    self.jeprof = jeprof
  }

  /// Where the worker dumps the profile.
  static func dumpPath(in folder: String) -> String { folder + "/heap.prof" }

  /// In the worker: checks that the profiler was enabled at start (exit 69 if not).
  static func checkEnabled() throws {
    guard HeapProfiler.isEnabled else {
      throw HarnessError.unavailable(
        "--heap-profile: jemalloc's profiler is off in this process; run it supervised (without VIEWCACHESTRESS_WORKER) or start it with MALLOC_CONF=\(HeapProfiler.configuration)"
      )
    }
  }

  /// In the worker: samples the allocations `body` makes, then dumps them into `folder`.
  static func profile<Result>(into folder: String, _ body: () throws -> Result) throws -> Result {
    HeapProfiler.setActive(true)
    let result = try body()
    HeapProfiler.setActive(false)
    guard HeapProfiler.dump(to: dumpPath(in: folder)) else {
      throw HarnessError.cannotWrite("cannot write the heap profile \(dumpPath(in: folder))")
    }
    return result
  }

  /// After the run: reads the dump with `jeprof` and writes the stacks, the flame graph and the
  /// table; prints where they are and the three heaviest sites.
  func write(for report: StressReport) throws {
    let dump = Self.dumpPath(in: folder)
    guard FileManager.default.fileExists(atPath: dump) else {
      throw HarnessError.cannotWrite("the run left no heap profile at \(dump)")
    }
    let binary =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    guard
      let folded = Self.output(of: jeprof, ["--collapsed", "--alloc_space", binary, dump]),
      !folded.isEmpty
    else {
      throw HarnessError.unavailable("jeprof could not read \(dump)")
    }
    let names = Self.demangled(HeapProfile.frames(inFolded: folded))
    let profile = HeapProfile(folded: folded, named: { names[$0] ?? $0 })
    let title =
      "\(report.container), seed \(report.options.seed), \(report.steps) steps: bytes allocated by call stack "
      + "(jemalloc sampling every \(formatBytes(UInt64(HeapProfiler.sampleInterval))) on average)"
    try OutputFile.write(Data(profile.folded().utf8), to: folder + "/stacks.folded")
    try OutputFile.write(
      Data(profile.flameGraphSVG(title: title).utf8), to: folder + "/flamegraph.svg")
    try OutputFile.write(Data(profile.table(title: title).utf8), to: folder + "/top.txt")
    let total = max(1, profile.totalBytes)
    let container = profile.bytes(of: .container)
    printError(
      "heap profile: \(folder)/flamegraph.svg, \(folder)/top.txt — the container "
        + "\(formatBytes(UInt64(container))) (\(container * 100 / total) %), the harness "
        + "\(formatBytes(UInt64(profile.bytes(of: .harness)))) of \(formatBytes(UInt64(total))) sampled"
    )
  }

  /// The path of `tool` on the `PATH`, if it is there.
  static func find(_ tool: String) -> String? {
    let path = ProcessEnvironment.variables["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(tool)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// What `tool` writes to standard output given `arguments` and `input`, or `nil` if it fails.
  ///
  /// Its input and output go through files in the temporary folder, so that neither side waits
  /// on a full pipe.
  static func output(of tool: String, _ arguments: [String], input: String? = nil) -> String? {
    let stem = Worker.scratchStem("tool-\(UInt32.random(in: 0...UInt32.max))")
    let (inputPath, outputPath) = (stem + ".in", stem + ".out")
    defer {
      unlink(inputPath)
      unlink(outputPath)
    }
    guard (try? ScratchFolder.create(Array((input ?? "").utf8), at: inputPath)) != nil else {
      return nil
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, inputPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, STDOUT_FILENO, outputPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    let argv = ([tool] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, tool, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    guard status == 0, let data = FileManager.default.contents(atPath: outputPath) else {
      return nil
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// Swift names of the mangled `frames`, through `swift-demangle --simplified` when the
  /// toolchain is on the `PATH` (none otherwise: the frames stay mangled).
  static func demangled(_ frames: Set<String>) -> [String: String] {
    let mangled = frames.filter { HeapProfile.module(of: $0) != nil }.sorted()
    guard !mangled.isEmpty, let tool = find("swift-demangle"),
      let text = output(of: tool, ["--simplified"], input: mangled.joined(separator: "\n") + "\n")
    else { return [:] }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count >= mangled.count else { return [:] }
    return Dictionary(
      uniqueKeysWithValues: zip(mangled, lines.prefix(mangled.count).map(String.init)))
  }
}
