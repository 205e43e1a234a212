import CSourceCoverage
import Containment
import Foundation
import StressKit
import Synchronization

/// `run --source-coverage FOLDER`: what the run reached of the container's own code.
///
/// The executable is built with code coverage (`swift build --enable-code-coverage`), so LLVM's
/// profile runtime counts every region of its code as it runs. Before the run this checks the
/// runtime, the toolchain's `llvm-profdata` and `llvm-cov`, and the folder (exit 69, 69, 73),
/// then has every process write its counters into one pool in the scratch folder: the workers
/// through `LLVM_PROFILE_FILE`, this process through the runtime. After it, the pool is merged
/// into `FOLDER/coverage.profdata`; `llvm-cov` exports the lines and functions of every file
/// (LCOV), the files of the container's scope are kept (``SourceCoverage/Scope``), their
/// regions read from its JSON, and `llvm-cov show` writes `FOLDER/index.html` with each line's
/// count. A worker that traps or is killed writes no counters: what it reached is missing.
struct SourceCoverageTool {
  /// The build option that puts LLVM's profile runtime and coverage mapping in an executable.
  static let buildOption = "--enable-code-coverage"
  /// The variable LLVM's profile runtime reads its file pattern from at a process's start.
  static let fileVariable = "LLVM_PROFILE_FILE"
  /// The files written into the folder (besides `llvm-cov show`'s pages under `coverage/`).
  static let files = ["coverage.profdata", "index.html"]

  let folder: String
  let modules: [String]
  let profdata: String
  let cov: String
  /// Where the processes' counters are pooled, in the scratch folder.
  let pool: String

  /// Checks what source coverage needs, before the run: the profile runtime in this
  /// executable and the toolchain's LLVM tools (exit 69 without either), and a folder to
  /// write in (made if missing; exit 73 if it cannot be).
  init(folder: String, modules: [String]) throws {
    guard vcs_profile_linked() != 0 else {
      throw HarnessError.unavailable(
        "--source-coverage needs an executable built with code coverage: swift build \(Self.buildOption), then run the executable it built (swift build \(Self.buildOption) --show-bin-path names its folder)"
      )
    }
    guard let profdata = ExternalTool.findInToolchain("llvm-profdata"),
      let cov = ExternalTool.findInToolchain("llvm-cov")
    else {
      throw HarnessError.unavailable(
        "--source-coverage needs llvm-profdata and llvm-cov, which the Swift toolchain has beside swift: put the toolchain's bin folder on the PATH"
      )
    }
    try OutputPath.checkFolder(folder)
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw HarnessError.cannotWrite("cannot create the folder \(folder): \(error)")
    }
    for file in Self.files { try OutputPath.check(folder + "/" + file) }
    self.folder = folder
    self.modules = modules
    self.profdata = profdata
    self.cov = cov
    self.pool = try ScratchFolder.prepare() + "/coverage"
  }

  /// From now on, this process and every worker it starts write their counters into the pool;
  /// this process's so far (making the container to name its scope, parsing the options) are
  /// cleared.
  func begin() throws {
    guard mkdir(pool, 0o700) == 0 else {
      throw HarnessError.cannotWrite("cannot create \(pool) for the coverage counters")
    }
    // `%4m`: four files that processes merge their counters into as they end, however many
    // workers a long run starts.
    let pattern = pool + "/%4m.profraw"
    Worker.variablesForEveryWorker.withLock { $0[Self.fileVariable] = pattern }
    vcs_profile_set_filename(pattern)
    vcs_profile_reset()
  }

  /// The type of the container in the tree of view controllers under `root`, as
  /// `String(reflecting:)` names it (its module first): the first, breadth first, that is not
  /// the harness's own (a host that covers the container, the children it makes); when all
  /// are, the first class `root` inherits from that is not (a navigation controller the
  /// harness subclasses: UIKit's).
  static func containerType(under root: ViewController) -> String {
    let isHarness = { (name: String) in name.hasPrefix("StressKit.") }
    var queue = [root]
    var index = 0
    while index < queue.count {
      let name = String(reflecting: type(of: queue[index]))
      if !isHarness(name) { return name }
      queue += queue[index].children
      index += 1
    }
    var mirror = Mirror(reflecting: root).superclassMirror
    while let superclass = mirror {
      let name = String(reflecting: superclass.subjectType)
      if !isHarness(name) { return name }
      mirror = superclass.superclassMirror
    }
    return String(reflecting: type(of: root))
  }

  /// After the runs: the coverage of the scope of the container named `containerType`.
  ///
  /// - Throws: ``HarnessError/unavailable(_:)`` when a tool cannot read the counters (exit
  ///   69), ``HarnessError/cannotWrite(_:)`` when the folder cannot take the profile.
  func measure(containerType: String) throws -> SourceCoverage {
    _ = vcs_profile_write()
    // At its exit this process writes its counters again: nowhere, not into a removed pool.
    vcs_profile_set_filename(VCS_PROFILE_NOWHERE)
    defer { discardCounters() }
    let raw = ((try? FileManager.default.contentsOfDirectory(atPath: pool)) ?? [])
      .filter { $0.hasSuffix(".profraw") }.sorted().map { pool + "/" + $0 }
    guard !raw.isEmpty else {
      throw HarnessError.unavailable("--source-coverage: no process wrote its coverage counters")
    }
    let profile = folder + "/coverage.profdata"
    let merged = ExternalTool.run(profdata, ["merge", "-sparse"] + raw + ["-o", profile])
    guard merged.succeeded else {
      throw HarnessError.unavailable(
        "\(profdata) cannot merge the coverage counters: \(merged.errorLine) (use the llvm-profdata of the toolchain that built the executable)"
      )
    }
    let binary =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    let common = ["-instr-profile", profile, binary]
    // What `llvm-cov export` writes with `options`, of `sources` (every file when none), or
    // its error.
    func export(_ options: [String], of sources: [String] = []) throws -> Data {
      let ended = ExternalTool.run(cov, ["export"] + options + common + sources)
      guard ended.succeeded else {
        throw HarnessError.unavailable("\(cov) cannot read the profile: \(ended.errorLine)")
      }
      return ended.output
    }
    let scope = SourceCoverage.Scope(containerType: containerType, modules: modules)
    let files = SourceCoverage.lcovFiles(
      String(decoding: try export(["-format=lcov"]), as: UTF8.self)
    ).filter { scope.includes(path: $0.path, module: $0.module) }
    let paths = files.map(\.path)
    // llvm-cov reads every file of the executable when it is given none.
    let regions = paths.isEmpty ? Data(#"{"data":[]}"#.utf8) : try export([], of: paths)
    let unreached = Set(files.flatMap { $0.functions.filter { $0.value == 0 }.keys })
    let bare = Dictionary(
      unreached.map { ($0, String($0.split(separator: ":").last ?? Substring($0))) },
      uniquingKeysWith: { first, _ in first })
    let demangled = ExternalTool.demangled(Set(bare.values))
    var coverage = try SourceCoverage.make(
      scope: scope, files: files, export: regions, names: bare.compactMapValues { demangled[$0] },
      displayPath: Self.relativePath)
    coverage.profile = profile
    if !paths.isEmpty {
      let shown = ExternalTool.run(
        cov,
        ["show", "-format=html", "-output-dir", folder, "-show-line-counts-or-regions"] + common
          + paths)
      if shown.succeeded { coverage.page = folder + "/index.html" }
    }
    return coverage
  }

  /// Removes the pool of counters from the scratch folder (a run that ended before they were
  /// measured leaves none behind).
  func discardCounters() {
    try? FileManager.default.removeItem(atPath: pool)
  }

  /// `path` relative to the current folder when it is inside it.
  static func relativePath(_ path: String) -> String {
    let here = FileManager.default.currentDirectoryPath + "/"
    return path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path
  }
}
