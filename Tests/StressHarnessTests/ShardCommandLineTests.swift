import Foundation
import Testing

/// A soak spread over shards, end to end: shards run as separate processes, `merge` makes one
/// report of theirs, equal to one process running the same seeds; the cluster scripts' commands
/// run as their engines would run them; bad input is refused before any run.
@Suite(.scratchFolders) struct ShardCommandLineTests {
  let cli = CommandLineTests()

  /// What a run's report says that does not depend on the machine or on where its files went.
  static func outcome(_ run: [String: Any]) -> [String: String] {
    let measured: Set<String> = [
      "elapsedSeconds", "operationsPerSecond", "peakResidentBytes", "churn", "tracePath",
      "reproducerPath", "swiftTestPath",
    ]
    var kept: [String: String] = [:]
    for (key, value) in run where !measured.contains(key) {
      let data = try? JSONSerialization.data(
        withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
      kept[key] = data.map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"
    }
    return kept
  }

  /// The JSON object in `file` of `folder`.
  static func object(_ file: String, in folder: URL) throws -> [String: Any] {
    try jsonObject(at: folder.appendingPathComponent(file))
  }

  /// The distinct failures a failures folder holds: its reproducers' stems.
  static func stems(in folder: URL) throws -> Set<String> {
    Set(
      try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".min.jsonl") }.map { String($0.dropLast(".min.jsonl".count)) })
  }

  @Test(
    "four shards merged equal one process running the same eight seeds",
    arguments: [[], ["--plant-bug", "memory-warning-unloads-top"]])
  func shardsMergeToOneRunOverTheSameSeeds(planted: [String]) throws {
    let folder = try CommandLineTests.scratch()
    let common = ["run", "--seed", "40", "--steps", "3000", "--quiet"] + planted
    for index in 0..<4 {
      let shard = try cli.run(common + ["--shard", "\(index)/4", "--seeds", "2"], in: folder)
      #expect(shard.status == (planted.isEmpty ? 0 : 1), "shard \(index): \(shard.stderr)")
      #expect(
        shard.stdout.contains(
          "shard \(index)/4: seeds \(40 + index) and \(44 + index); report and failures in stress-shards/shard-\(index)-of-4\n"
        ), "\(shard.stdout)")
    }
    let single = try cli.run(
      common + ["--seeds", "8", "--jobs", "4", "--failures", "single", "--json", "single.json"],
      in: folder)
    #expect(single.status == (planted.isEmpty ? 0 : 1), "\(single.stderr)")
    let merge = try cli.run(
      ["merge", "stress-shards", "--json", "merged.json", "--failures", "merged-failures"],
      in: folder)
    #expect(merge.status == (planted.isEmpty ? 0 : 1), "\(merge.stderr)")
    #expect(merge.stdout.hasPrefix("merged 4 reports: 4 of 4 shards, harness "), "\(merge.stdout)")
    #expect(merge.stdout.contains("\n8 runs (seeds 40...47), "))

    let merged = try Self.object("merged.json", in: folder)
    let one = try Self.object("single.json", in: folder)
    #expect(merged["command"] as? String == "merge" && merged["version"] as? Int == 2)
    let mergedRuns = try #require(merged["runs"] as? [[String: Any]])
    let oneRuns = try #require(one["runs"] as? [[String: Any]])
    #expect(
      mergedRuns.compactMap { ($0["options"] as? [String: Any])?["seed"] as? Int } == Array(40...47)
    )
    #expect(
      mergedRuns.map(Self.outcome) == oneRuns.map(Self.outcome), "the same outcome, seed by seed")
    let mergedTotals = try #require(merged["totals"] as? [String: Any])
    let oneTotals = try #require(one["totals"] as? [String: Any])
    for key in ["runs", "failedRuns", "violations", "steps"] {
      #expect(mergedTotals[key] as? Int == oneTotals[key] as? Int, "totals.\(key)")
    }
    let summary = try #require(merged["merge"] as? [String: Any])
    #expect(summary["shards"] as? [Int] == [0, 1, 2, 3])
    #expect(summary["missingShards"] as? [Int] == [])
    // Each failure once: as many as the single run's failures folder has, by signature.
    let failures = try #require(summary["failures"] as? [[String: Any]])
    let expected =
      planted.isEmpty ? [] : try Self.stems(in: folder.appendingPathComponent("single"))
    #expect(
      Set(
        failures.compactMap { failure -> String? in
          guard let container = failure["container"] as? String,
            let rule = failure["rule"] as? String,
            let signature = failure["signature"] as? String
          else { return nil }
          return "\(container)-\(rule)-\(signature)"
        }) == expected)
    guard !planted.isEmpty else { return }
    #expect(failures.count < 8, "eight failing seeds, fewer distinct failures")
    // The smallest reproducer of the seeds that found each, copied, replays and fails.
    for failure in failures {
      let seeds = try #require(failure["seeds"] as? [Int])
      let lengths = oneRuns.filter {
        seeds.contains(($0["options"] as? [String: Any])?["seed"] as? Int ?? -1)
          && ($0["violations"] as? [[String: Any]])?.first?["rule"] as? String
            == failure["rule"] as? String
      }.compactMap { $0["reproducerLength"] as? Int }
      #expect(failure["reproducerLength"] as? Int == lengths.min(), "\(failure)")
    }
    #expect(try Self.stems(in: folder.appendingPathComponent("merged-failures")) == expected)
    let stem = try #require(expected.first)
    let replay = try cli.run(
      ["replay", "merged-failures/\(stem).min.jsonl", "--quiet"], in: folder)
    #expect(replay.status == 1, "the kept reproducer still fails: \(replay.stdout)")
  }

  @Test func theShardComesFromSlurmsOrKubernetesVariables() throws {
    let folder = try CommandLineTests.scratch()
    let slurm = try cli.run(
      ["run", "--seed", "7", "--steps", "500", "--quiet", "--shard-dir", "s"], in: folder,
      environment: [
        "SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_COUNT": "2", "SLURM_ARRAY_TASK_MIN": "2",
      ])
    #expect(slurm.status == 0, "\(slurm.stderr)")
    #expect(slurm.stdout.contains("shard 1/2: seeds 8; report and failures in s/shard-1-of-2\n"))
    let kubernetes = try cli.run(
      ["run", "--seed", "7", "--steps", "500", "--quiet", "--shard-dir", "s", "--shards", "2"],
      in: folder, environment: ["JOB_COMPLETION_INDEX": "0"])
    #expect(kubernetes.status == 0, "\(kubernetes.stderr)")
    #expect(
      kubernetes.stdout.contains("shard 0/2: seeds 7; report and failures in s/shard-0-of-2\n"))
    let report = try Self.object("s/shard-1-of-2/report.json", in: folder)
    #expect(report["shard"] as? [String: Int] == ["index": 1, "count": 2])
    let merged = try cli.run(["merge", "s"], in: folder)
    #expect(merged.status == 0, "\(merged.stderr)")
    #expect(merged.stdout.contains("\n2 runs (seeds 7...8), 1,000 steps, 0 failed, 0 violations\n"))
  }

  /// The Slurm scripts, run by bash as Slurm would run them (the array's variables set), and
  /// the Kubernetes manifests' commands, as Kubernetes would run them (`$(VAR)` expanded, the
  /// completion index set): the commands the cluster files hold work with this binary.
  @Test func theClusterScriptsCommandsRunAsTheirEnginesWouldRunThem() throws {
    let root = SwiftReproducerCommandLineTests.packageRoot
    let folder = try CommandLineTests.scratch()
    let binary = CommandLineTests.binary.path
    for index in 0..<3 {
      let shard = try Self.shell(
        [root.appendingPathComponent("scripts/cluster/slurm/soak.sbatch").path], in: folder,
        environment: [
          "STRESS_HARNESS": binary, "SOAK_SEED": "11", "SOAK_DIR": "slurm",
          "SOAK_ARGS": "--steps 800 --seeds 2", "SLURM_ARRAY_TASK_ID": "\(index)",
          "SLURM_ARRAY_TASK_COUNT": "3",
        ])
      #expect(shard.status == 0, "soak.sbatch, task \(index): \(shard.output)")
    }
    let merge = try Self.shell(
      [root.appendingPathComponent("scripts/cluster/slurm/merge.sbatch").path], in: folder,
      environment: ["STRESS_HARNESS": binary, "SOAK_DIR": "slurm"])
    #expect(merge.status == 0, "merge.sbatch: \(merge.output)")
    #expect(
      merge.output.contains("\n6 runs (seeds 11...16), 4,800 steps, 0 failed"), "\(merge.output)")
    #expect(
      try String(contentsOf: folder.appendingPathComponent("slurm/merge-status"), encoding: .utf8)
        == "0\n")

    // Kubernetes: each manifest's args, `$(SOAK_SEED)` expanded, the volume a folder here and
    // the soak's 600 s cut to a few steps.
    func arguments(_ manifest: String) throws -> (args: [String], seed: String) {
      let text = try String(
        contentsOf: root.appendingPathComponent("scripts/cluster/kubernetes/\(manifest)"),
        encoding: .utf8)
      let line = try #require(
        text.split(separator: "\n").first {
          $0.trimmingCharacters(in: .whitespaces).hasPrefix("args: [")
        })
      let list = line.drop { $0 != "[" }
      let args = try #require(try JSONSerialization.jsonObject(with: Data(list.utf8)) as? [String])
      let seedLine = try #require(
        text.split(separator: "\n").first { $0.contains("name: SOAK_SEED") })
      let seed = try #require(seedLine.split(separator: "\"").dropFirst().first).description
      return (args, seed)
    }
    let (soak, seed) = try arguments("soak-job.yaml")
    let completions = try #require(
      try String(
        contentsOf: root.appendingPathComponent("scripts/cluster/kubernetes/soak-job.yaml"),
        encoding: .utf8
      ).split(separator: "\n").first { $0.hasPrefix("  completions: ") }.flatMap {
        Int($0.dropFirst("  completions: ".count))
      })
    #expect(
      soak.contains("--shards") && soak[soak.firstIndex(of: "--shards")! + 1] == "\(completions)")
    func local(_ args: [String]) -> [String] {
      var args = args.map {
        $0.replacingOccurrences(of: "$(SOAK_SEED)", with: seed).replacingOccurrences(
          of: "/soak", with: "volume")
      }
      if let at = args.firstIndex(of: "--duration") {
        args.replaceSubrange(at...(at + 1), with: ["--steps", "600"])
      }
      return args
    }
    for index in 0..<completions {
      let shard = try cli.run(
        local(soak), in: folder, environment: ["JOB_COMPLETION_INDEX": "\(index)"])
      #expect(shard.status == 0, "soak-job.yaml, index \(index): \(shard.stderr)")
    }
    let (mergeArgs, _) = try arguments("merge-job.yaml")
    let merged = try cli.run(local(mergeArgs), in: folder)
    #expect(merged.status == 0, "merge-job.yaml: \(merged.stderr)")
    #expect(
      merged.stdout.contains(
        "merged \(completions) reports: \(completions) of \(completions) shards"))
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("volume/\(seed)/merged.json").path))
  }

  /// Runs `command` under bash in `folder` with `environment` added; its output, both streams.
  static func shell(_ command: [String], in folder: URL, environment: [String: String]) throws
    -> (status: Int32, output: String)
  {
    try CommandLineTests.execute(
      "/bin/bash", command, in: folder, environment: CommandLineTests.environment(environment))
  }

  @Test(
    "bad shards and bad variables are refused before any run, naming the problem",
    arguments: [
      (
        ["--shard", "3/2"], [:],
        "Error: --shard: the shard index must be in 0...1 for 2 shards, got 3"
      ),
      (["--shard", "0/0"], [:], "Error: --shard: the shard count must be in 1...1000000, got 0"),
      (
        ["--shard", "two/4"], [:],
        "Error: --shard: a shard is INDEX/COUNT with INDEX from 0, like 0/4, got 'two/4'"
      ),
      (
        ["--shards", "4"], ["JOB_COMPLETION_INDEX": "x"],
        "Error: JOB_COMPLETION_INDEX must be a whole number, got 'x'"
      ),
      (
        [], ["JOB_COMPLETION_INDEX": "1"],
        "Error: JOB_COMPLETION_INDEX is set (a Kubernetes Indexed Job) but not the shard count"
      ),
      (
        [], ["SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_COUNT": "4"],
        "Error: SLURM_ARRAY_TASK_ID: the shard index must be in 0...3 for 4 shards, got 4"
      ),
      (
        [], ["SLURM_ARRAY_TASK_ID": "1.5", "SLURM_ARRAY_TASK_COUNT": "4"],
        "Error: SLURM_ARRAY_TASK_ID must be a whole number, got '1.5'"
      ),
      (
        ["--shards", "4"], [:],
        "Error: a shard count needs the shard's index from JOB_COMPLETION_INDEX"
      ),
      (
        ["--shard", "1/2", "--shards", "2"], [:],
        "Error: --shard names the count already; drop --shards"
      ),
      (
        ["--shard", "1/2", "--failures", "f"], [:],
        "Error: a shard's failures go to its folder in --shard-dir"
      ),
      (["--seeds", "0"], [:], "Error: --seeds must be in 1...1000000, got 0"),
      (
        ["--seeds", "2", "--trace", "t.jsonl"], [:],
        "Error: --trace records one run; use it with --jobs 1 and --seeds 1"
      ),
    ] as [([String], [String: String], String)])
  func badShardsAreRefused(arguments: [String], environment: [String: String], message: String)
    throws
  {
    let folder = try CommandLineTests.scratch()
    let needsSeed = !arguments.contains("--seeds")
    let outcome = try cli.run(
      ["run", "--steps", "100"] + (needsSeed ? ["--seed", "1"] : []) + arguments, in: folder,
      environment: environment)
    #expect(outcome.status == 64, "\(outcome.stderr)")
    #expect(outcome.stderr.hasPrefix(message), "\(outcome.stderr)")
    #expect(outcome.stdout.isEmpty, "no run")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(left.isEmpty, "nothing written: \(left)")
  }

  @Test func aShardWithoutASeedIsRefused() throws {
    let outcome = try cli.run(
      ["run", "--shard", "1/2", "--steps", "10"], in: try CommandLineTests.scratch())
    #expect(outcome.status == 64)
    #expect(
      outcome.stderr.hasPrefix(
        "Error: shard 1/2 (--shard) needs --seed: every shard of a soak counts from the same first seed"
      ))
  }

  @Test func reportsThatDoNotMergeAreRefusedAndMissingShardsNamed() throws {
    let folder = try CommandLineTests.scratch()
    for index in 0..<3 {
      let shard = try cli.run(
        ["run", "--seed", "3", "--steps", "400", "--quiet", "--shard", "\(index)/3"], in: folder)
      #expect(shard.status == 0, "\(shard.stderr)")
    }
    let reports = (0..<3).map { "stress-shards/shard-\($0)-of-3/report.json" }
    func rewrite(_ index: Int, to name: String, _ change: (inout [String: Any]) -> Void) throws {
      var object = try Self.object(reports[index], in: folder)
      change(&object)
      try JSONSerialization.data(withJSONObject: object).write(
        to: folder.appendingPathComponent(name))
    }
    try rewrite(1, to: "older.json") { $0["version"] = 1 }
    try rewrite(1, to: "other-harness.json") { $0["harnessVersion"] = "0.1.0" }
    try Data("{\"format\":".utf8).write(to: folder.appendingPathComponent("cut.json"))
    let longer = try cli.run(
      ["run", "--seed", "4", "--steps", "500", "--quiet", "--shard", "1/3", "--shard-dir", "long"],
      in: folder)
    #expect(longer.status == 0)
    let refused: [([String], String)] = [
      (
        [reports[0], "older.json"],
        "Error: older.json: report format version 1; this harness reads version 2\n"
      ),
      (
        [reports[0], "other-harness.json"],
        "Error: other-harness.json: written by harness 0.1.0, \(reports[0]) by "
      ),
      ([reports[0], "cut.json"], "Error: cut.json: not a JSON object\n"),
      (
        [reports[0], "long"],
        "Error: long/shard-1-of-3/report.json: seed 5 was run with steps 500, \(reports[0]) with steps 400: merge runs of the same container and options\n"
      ),
      (["nowhere"], "Error: nowhere: no such file or folder\n"),
      (["."], "Error: .: no report.json in it nor in a folder in it"),
    ]
    for (inputs, message) in refused {
      let outcome = try cli.run(["merge"] + inputs + ["--json", "m.json"], in: folder)
      #expect(outcome.status == 65, "\(inputs): \(outcome.stderr)")
      #expect(outcome.stderr.hasPrefix(message), "\(inputs): \(outcome.stderr)")
      #expect(outcome.stdout.isEmpty)
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("m.json").path))
    }
    let none = try cli.run(["merge"], in: folder)
    #expect(none.status == 64)
    // A shard missing, another read twice: named, the report still written, exit 65.
    let partial = try cli.run(
      ["merge", reports[0], reports[2], reports[2], "--json", "partial.json"], in: folder)
    #expect(partial.status == 65, "\(partial.stderr)")
    #expect(partial.stdout.contains("\nmissing shards: 1 of 3\n"), "\(partial.stdout)")
    #expect(partial.stdout.contains("\nshards read twice: 2 (the first report of each kept)"))
    #expect(partial.stderr.hasPrefix("Error: the reports are not one whole soak"))
    let written = try Self.object("partial.json", in: folder)
    #expect((written["merge"] as? [String: Any])?["missingShards"] as? [Int] == [1])
  }
}
