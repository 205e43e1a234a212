import Foundation
import Testing

@testable import StressKit

/// How `run --source-coverage` reads LLVM's exports.
///
/// Which files are the container's, what they reached, and what they never did. The exports are
/// LLVM's own, written by this toolchain for a small program (`b.swift` of module `Demo`), then
/// cut to what is read.
@Suite struct SourceCoverageTests {
  /// `llvm-cov export -format=lcov` of the program: `select` never takes its early return
  /// (line 4, beside code that runs) nor its `index > 100` branch (line 6), `unused()` is never
  /// called (line 11).
  static let lcov = """
    SF:/tmp/demo/b.swift
    FN:14,b.swift:main
    FN:2,b.swift:$s4Demo4TabsV8selectedSivpfi
    FN:3,b.swift:$s4Demo4TabsV6selectyySiF
    FN:11,b.swift:$s4Demo4TabsV6unusedSiyF
    FN:13,b.swift:$s4Demo6helper33_26A4E9EB9F15BF8CDB1EDDD52E756B0DLLSiyF
    FNDA:1,b.swift:main
    FNDA:1,b.swift:$s4Demo4TabsV8selectedSivpfi
    FNDA:5,b.swift:$s4Demo4TabsV6selectyySiF
    FNDA:0,b.swift:$s4Demo4TabsV6unusedSiyF
    FNDA:5,b.swift:$s4Demo6helper33_26A4E9EB9F15BF8CDB1EDDD52E756B0DLLSiyF
    FNF:5
    FNH:4
    DA:2,1
    DA:3,5
    DA:4,5
    DA:5,5
    DA:6,0
    DA:7,5
    DA:8,5
    DA:9,5
    DA:10,5
    DA:11,0
    DA:13,5
    DA:14,1
    DA:15,5
    BRF:0
    BRH:0
    LF:13
    LH:11
    end_of_record
    SF:/tmp/demo/Other.swift
    FN:1,$s5Other4PageC4showyyF
    FNDA:0,$s5Other4PageC4showyyF
    DA:1,0
    DA:2,0
    end_of_record
    SF:/tmp/demo/Unused.swift
    FN:3,$s4Demo6UnusedC4showyyF
    FNDA:0,$s4Demo6UnusedC4showyyF
    DA:3,0
    DA:4,0
    end_of_record

    """

  /// `llvm-cov export` (JSON) of `b.swift`: its segments and summary.
  static let export = """
    {"data": [{"files": [{"filename": "/tmp/demo/b.swift", "segments": [[2, 18, 1, true, true, false], \
    [2, 19, 0, false, false, false], [3, 38, 5, true, true, false], [4, 8, 5, true, true, false], \
    [4, 17, 5, true, false, false], [4, 18, 0, true, true, false], [4, 28, 5, true, true, false], \
    [5, 8, 5, true, true, false], [5, 19, 5, true, false, false], [5, 20, 0, true, true, false], \
    [7, 6, 5, true, false, false], [7, 12, 5, true, true, false], [9, 6, 5, true, false, false], \
    [10, 4, 0, false, false, false], [11, 24, 0, true, true, false], [11, 40, 0, false, false, false], \
    [13, 30, 5, true, true, false], [13, 35, 0, false, false, false], [14, 1, 1, true, true, false], \
    [14, 18, 0, false, false, false], [15, 1, 1, true, true, false], [15, 16, 5, true, true, false], \
    [15, 45, 0, false, false, false]], "summary": {"lines": {"count": 13, "covered": 11, "percent": 84.6}, \
    "functions": {"count": 5, "covered": 4, "percent": 80}, "regions": {"count": 13, "covered": 10, \
    "notcovered": 3, "percent": 76.9}}}]}]}
    """

  @Test("an LCOV trace gives each file's lines, functions and module, local symbols among them")
  func readsLCOV() throws {
    let files = SourceCoverage.lcovFiles(Self.lcov)
    #expect(
      files.map(\.path) == ["/tmp/demo/b.swift", "/tmp/demo/Other.swift", "/tmp/demo/Unused.swift"])
    let demo = try #require(files.first)
    #expect(demo.lines.count == 13 && demo.lines[6] == 0 && demo.lines[3] == 5)
    #expect(demo.functions.count == 5)
    #expect(demo.functions["b.swift:$s4Demo4TabsV6unusedSiyF"] == 0)
    #expect(demo.module == "Demo")
    #expect(files.map(\.module) == ["Demo", "Other", "Demo"])
    // No Swift symbol, no module: such a file is no container's.
    #expect(
      SourceCoverage.lcovFiles("SF:/a.c\nFN:1,main\nDA:1,1\nend_of_record\n")[0].module == nil)
  }

  @Test("a container of a team's module is the module; one of the harness's is its type's files")
  func scopes() {
    let team = SourceCoverage.Scope(containerType: "FadeKit.TabsViewController", modules: [])
    #expect(team == .modules(["FadeKit"]))
    #expect(team.includes(path: "/x/Sources/FadeKit/Anything.swift", module: "FadeKit"))
    #expect(!team.includes(path: "/x/Sources/StressKit/Host.swift", module: "StressKit"))
    #expect(!team.includes(path: "/x/a.c", module: nil))
    #expect(
      SourceCoverage.Scope(containerType: "FadeKit.Box<Swift.Int>.Inner", modules: [])
        == .modules(["FadeKit"]))
    let builtIn = SourceCoverage.Scope(
      containerType: "ContainmentCore.StackController", modules: [])
    #expect(builtIn == .type("StackController", module: "ContainmentCore"))
    #expect(builtIn.includes(path: "/x/StackController.swift", module: "ContainmentCore"))
    #expect(builtIn.includes(path: "/x/StackController+Faults.swift", module: "ContainmentCore"))
    #expect(!builtIn.includes(path: "/x/StackControllerDelegate.swift", module: "ContainmentCore"))
    #expect(!builtIn.includes(path: "/x/PageController.swift", module: "ContainmentCore"))
    #expect(!builtIn.includes(path: "/x/StackController.swift", module: "FadeKit"))
    #expect(builtIn.description.contains("StackController"))
    // Modules named on the command line win.
    let named = SourceCoverage.Scope(
      containerType: "ContainmentCore.StackController", modules: ["Screens", "FadeKit"])
    #expect(named == .modules(["Screens", "FadeKit"]))
    #expect(named.description == "the modules Screens, FadeKit")
  }

  @Test(
    "the files' figures: llvm-cov's tallies, the lines and branches never reached, the functions never called"
  )
  func measuresTheScope() throws {
    let scope = SourceCoverage.Scope(containerType: "Demo.Tabs", modules: [])
    let files = SourceCoverage.lcovFiles(Self.lcov).filter {
      scope.includes(path: $0.path, module: $0.module)
    }
    let coverage = try SourceCoverage.make(
      scope: scope, files: files, export: Data(Self.export.utf8),
      names: ["b.swift:$s4Demo4TabsV6unusedSiyF": "Tabs.unused()"],
      displayPath: { $0.replacingOccurrences(of: "/tmp/demo/", with: "Sources/Demo/") })
    #expect(coverage.modules == ["Demo"])
    #expect(coverage.files.map(\.path) == ["Sources/Demo/b.swift"])
    // Unused.swift is Demo's but no function of it ran: named apart, not in the totals.
    #expect(coverage.filesNotEntered == ["Sources/Demo/Unused.swift"])
    let file = try #require(coverage.files.first)
    #expect(file.lines == .init(reached: 11, total: 13))
    #expect(file.functions == .init(reached: 4, total: 5))
    #expect(file.regions == .init(reached: 10, total: 13))
    #expect(coverage.lines == file.lines && coverage.regions == file.regions)
    #expect(file.unreachedLines == [.init(first: 6, last: 6), .init(first: 11, last: 11)])
    // The early return on line 4 and the `if`'s body opening on line 5 begin on lines that
    // ran; the body of `unused()` begins on a line that never did, named by the lines.
    #expect(file.unreachedBranches == [.init(line: 4, column: 18), .init(line: 5, column: 20)])
    #expect(file.unreachedFunctions == ["Tabs.unused()"])
    let text = coverage.text
    #expect(text.hasPrefix("source coverage of the module Demo, 1 file: lines 84.6 % (11 of 13)"))
    #expect(
      text.contains(
        "Sources/Demo/b.swift: never reached: lines 6, 11; branches at 4:18, 5:20; the function Tabs.unused()"
      ), "\(text)")
    #expect(text.contains("never entered, not counted above: 1 file (Unused.swift)"), "\(text)")
  }

  @Test("lines never reached run on over lines that are not code, and stop at one that ran")
  func unreachedRuns() {
    let runs = SourceCoverage.unreachedRuns([1: 0, 2: 0, 5: 0, 6: 3, 7: 0, 9: 0, 12: 1])
    #expect(runs == [.init(first: 1, last: 5), .init(first: 7, last: 9)])
    #expect(SourceCoverage.unreachedRuns([3: 2]) == [])
  }

  @Test("an export that is not llvm-cov's JSON is a report error, not a crash")
  func badExport() {
    #expect(throws: HarnessError.self) {
      try SourceCoverage.make(
        scope: .modules(["Demo"]), files: [], export: Data("not json".utf8))
    }
  }

  @Test("the figures round-trip through the report's JSON, totals and all")
  func roundTrips() throws {
    let coverage = try SourceCoverage.make(
      scope: .modules(["Demo"]), files: SourceCoverage.lcovFiles(Self.lcov),
      export: Data(Self.export.utf8))
    var document = StressReportDocument(command: "run", runs: [])
    document.sourceCoverage = coverage
    let decoded = try JSONDecoder().decode(
      StressReportDocument.self, from: JSONEncoder().encode(document))
    #expect(decoded.sourceCoverage == coverage)
    #expect(decoded.sourceCoverage?.lines == .init(reached: 11, total: 13))
  }
}
