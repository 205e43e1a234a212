import Foundation
import Testing

/// `run --heap-profile FOLDER`: jemalloc's sampling profiler, read by jeprof, written as a flame
/// graph and a table with the container's stacks apart from the harness's.
extension CommandLineTests {
  @Test(.disabled(if: underSanitizer, "jemalloc does not serve a sanitized binary"))
  func aHeapProfileSplitsTheContainerFromTheHarness() throws {
    let folder = try Self.scratch()
    let outcome = try run(
      ["--seed", "3", "--steps", "20000", "--heap-profile", "profile"], in: folder)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stderr.contains("heap profile: profile/flamegraph.svg, profile/top.txt"))
    let profile = folder.appendingPathComponent("profile")
    for file in ["heap.prof", "stacks.folded", "flamegraph.svg", "top.txt"] {
      #expect(FileManager.default.fileExists(atPath: profile.appendingPathComponent(file).path))
    }
    let top = try String(contentsOf: profile.appendingPathComponent("top.txt"), encoding: .utf8)
    let lines = top.split(separator: "\n")
    #expect(
      lines.first?.hasPrefix("stack, seed 3, 20000 steps: bytes allocated by call stack") == true)
    #expect(lines.count > 5, "\(top)")
    // The views' payloads are the container's: the heaviest site, demangled (the payload's
    // allocation, inlined into the view's initializer in an optimized build).
    let heaviest = lines.dropFirst(3).first ?? ""
    #expect(
      heaviest.contains("container  View.attachPayload(")
        || heaviest.contains("container  View.init("), "\(top)")
    let folded = try String(
      contentsOf: profile.appendingPathComponent("stacks.folded"), encoding: .utf8)
    #expect(
      folded.split(separator: "\n").allSatisfy {
        $0.hasPrefix("container;") || $0.hasPrefix("harness;") || $0.hasPrefix("other;")
      })
    let svg = try String(
      contentsOf: profile.appendingPathComponent("flamegraph.svg"), encoding: .utf8)
    #expect(svg.hasPrefix("<svg") && svg.contains("<rect") && svg.contains("container "))
  }

  @Test func aHeapProfileIsRefusedBeforeTheRunWhenItCannotBeMade() throws {
    let folder = try Self.scratch()
    let jobs = try run(["--heap-profile", "p", "--jobs", "2", "--steps", "10"], in: folder)
    #expect(jobs.status == 64)
    #expect(jobs.stderr.contains("--heap-profile profiles one run; use it with --jobs 1"))
    try Data("x".utf8).write(to: folder.appendingPathComponent("file"))
    let notAFolder = try run(["--heap-profile", "file", "--steps", "10"], in: folder)
    #expect(notAFolder.status == 73, "\(notAFolder.stderr)")
    #expect(notAFolder.stderr.split(separator: "\n").count == 1, "\(notAFolder.stderr)")
    #expect(notAFolder.stdout.isEmpty, "refused before the run")
  }

  /// Without jeprof on the PATH; in a process started without jemalloc's profiler (a worker's
  /// environment, the run in process).
  @Test(
    "a heap profile this machine or process cannot make exits 69 with a one-line reason",
    .disabled(if: underSanitizer, "jemalloc does not serve a sanitized binary"),
    arguments: [
      (
        "PATH=/nonexistent",
        "Error: --heap-profile needs jeprof on the PATH (Debian's libjemalloc-dev; scripts/setup.sh installs it)"
      ),
      (
        "VIEWCACHESTRESS_WORKER=1",
        "Error: --heap-profile: jemalloc's profiler is off in this process"
      ),
    ])
  func aHeapProfileThatCannotBeMadeExits69(environment: String, error: String) throws {
    let folder = try Self.scratch()
    let outcome = try run(
      ["--heap-profile", "p", "--steps", "10"], in: folder,
      launcher: ["/usr/bin/env", environment])
    #expect(outcome.status == 69, "\(outcome.stderr)")
    #expect(outcome.stderr.hasPrefix(error), "\(outcome.stderr)")
    #expect(outcome.stderr.split(separator: "\n").count == 1, "\(outcome.stderr)")
    #expect(outcome.stdout.isEmpty)
  }
}
