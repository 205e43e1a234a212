import ArgumentParser
import ChurnMeter
import Foundation
import StressKit

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
    guard let jeprof = ExternalTool.find("jeprof") else {
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
      let folded = ExternalTool.output(of: jeprof, ["--collapsed", "--alloc_space", binary, dump]),
      !folded.isEmpty
    else {
      throw HarnessError.unavailable("jeprof could not read \(dump)")
    }
    let names = ExternalTool.demangled(HeapProfile.frames(inFolded: folded))
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
}
