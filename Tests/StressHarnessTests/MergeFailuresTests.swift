import Foundation
import Testing

/// `merge --failures` takes a shard's report as input, not as trusted code: it copies only
/// regular files inside the folder of the report that names them, never through a link, with
/// their source's permissions, under names it makes from the report's validated parts.
@Suite(.scratchFolders) struct MergeFailuresTests {
  let cli = CommandLineTests()

  /// A soak of one shard whose run found a failure: the shard's folder and its report.
  func soakWithAFailure(in folder: URL) throws -> (shard: URL, report: URL) {
    let made = try cli.run(
      [
        "run", "--seed", "7", "--steps", "300", "--plant-bug", "memory-warning-unloads-top",
        "--shard", "0/1", "--shard-dir", "s", "--quiet", "--no-store", "--no-churn",
      ], in: folder)
    try #require(made.status == 1, "\(made.stderr)")
    let shard = folder.appendingPathComponent("s/shard-0-of-1")
    return (shard, shard.appendingPathComponent("report.json"))
  }

  /// Sets the first run's `key` in the report at `url` to `value`.
  func edit(_ url: URL, _ changes: [String: Any]) throws {
    var report = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    var runs = try #require(report["runs"] as? [[String: Any]])
    runs[0].merge(changes) { $1 }
    report["runs"] = runs
    try JSONSerialization.data(withJSONObject: report).write(to: url)
  }

  /// The files under `folder`, with their contents.
  func contents(of folder: URL) -> [String: String] {
    let names = FileManager.default.subpaths(atPath: folder.path) ?? []
    return Dictionary(
      uniqueKeysWithValues: names.map {
        ($0, (try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) ?? "")
      })
  }

  @Test func aCopyKeepsItsSourcesPermissions() throws {
    let folder = try CommandLineTests.scratch()
    let (shard, _) = try soakWithAFailure(in: folder)
    let failures = shard.appendingPathComponent("failures")
    let reproducer = try #require(
      try FileManager.default.contentsOfDirectory(atPath: failures.path)
        .first { $0.hasSuffix(".min.jsonl") })
    let source = failures.appendingPathComponent(reproducer)
    chmod(source.path, 0o600)
    let merged = try cli.run(["merge", "s", "--failures", "out"], in: folder)
    #expect(merged.status == 1, "\(merged.stderr)")
    let copy = folder.appendingPathComponent("out/\(reproducer)")
    var status = stat()
    try #require(stat(copy.path, &status) == 0, "\(merged.stderr)")
    #expect(status.st_mode & 0o777 == 0o600)
    #expect(try Data(contentsOf: copy) == Data(contentsOf: source))
  }

  @Test func filesOutsideTheShardsFolderThroughLinksOrNotRegularAreNotCopied() throws {
    let folder = try CommandLineTests.scratch()
    let (shard, report) = try soakWithAFailure(in: folder)
    // A private file of the user's, outside the shard's folder.
    let secret = folder.appendingPathComponent("secret.txt")
    try Data("SECRET".utf8).write(to: secret)
    chmod(secret.path, 0o600)
    let failures = shard.appendingPathComponent("failures")
    try FileManager.default.createSymbolicLink(
      atPath: failures.appendingPathComponent("link.jsonl").path, withDestinationPath: secret.path)
    #expect(mkfifo(failures.appendingPathComponent("pipe.swift").path, 0o600) == 0)
    try edit(
      report,
      [
        "reproducerPath": secret.path, "tracePath": "s/shard-0-of-1/failures/link.jsonl",
        "swiftTestPath": "s/shard-0-of-1/failures/pipe.swift",
      ])
    let merged = try cli.run(["merge", "s", "--failures", "out", "--json", "m.json"], in: folder)
    #expect(merged.status == 1, "\(merged.stderr)")
    let copied = contents(of: folder.appendingPathComponent("out"))
    #expect(!copied.values.contains { $0.contains("SECRET") }, "\(copied.keys)")
    #expect(merged.stderr.contains("pipe.swift not copied into out: not a regular file"))
    // The merged report names no file outside the shard's folder.
    let text = try String(contentsOf: folder.appendingPathComponent("m.json"), encoding: .utf8)
    #expect(!text.contains("secret.txt"))
  }

  @Test(arguments: ["../../../escaped", "a/b", ".hidden", "-option", "", "tab\there"])
  func aContainerThatIsNoPlainNameIsRefused(container: String) throws {
    let folder = try CommandLineTests.scratch()
    let (_, report) = try soakWithAFailure(in: folder)
    try edit(report, ["container": container])
    let merged = try cli.run(
      ["merge", "s", "--failures", "deep/er/out", "--json", "m.json"], in: folder)
    #expect(merged.status == 65, "\(merged.stderr)")
    #expect(merged.stderr.contains("runs[0].container: '"), "\(merged.stderr)")
    #expect(merged.stderr.split(separator: "\n").count == 1, "\(merged.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("deep").path))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("escaped").path))
  }
}

/// `merge` of a soak whose seeds drew parameters of their own (one run in 8 of a profile's
/// magnitudes takes a big value): the parameters as given are what the runs must share.
@Suite(.scratchFolders) struct MergeDrawnParametersTests {
  let cli = CommandLineTests()

  @Test("the runs of one soak merge though a seed drew a big radius")
  func aSoakWithADrawnParameterMerges() throws {
    let folder = try CommandLineTests.scratch()
    // Seed 20,261,202 draws a radius of 29 for the pages; seed 20,261,201 keeps 1.
    let soak = try cli.run(
      [
        "run", "--container", "pages", "--seed", "20261201", "--seeds", "2", "--steps", "200",
        "--json", "r.json", "--quiet", "--no-store", "--no-churn",
      ], in: folder)
    try #require(soak.status == 0, "\(soak.stderr)")
    let report = try String(
      contentsOf: folder.appendingPathComponent("r.json"), encoding: .utf8)
    #expect(report.contains(#""configuration" : "radius 29""#), "\(report)")
    #expect(report.contains(#""givenConfiguration" : "radius 1""#), "\(report)")
    let merged = try cli.run(["merge", "r.json", "--json", "m.json"], in: folder)
    #expect(merged.status == 0, "\(merged.stderr)")
  }
}
