import StressKit
import Testing

/// Shards: which seeds each runs, and which shard a cluster engine's variables name.
@Suite struct ShardTests {
  @Test(
    "N shards of M seeds run the seeds a single process of N × M runs, each once",
    arguments: [(1, 1), (1, 5), (4, 1), (4, 3), (7, 10)])
  func shardsPartitionTheSeeds(count: Int, seedsPerShard: Int) throws {
    let base: UInt64 = 1_000
    var all: [UInt64] = []
    for index in 0..<count {
      let shard = try Shard(index: index, count: count)
      let seeds = shard.seeds(base: base, count: seedsPerShard)
      #expect(seeds.count == seedsPerShard)
      #expect(seeds.first == base + UInt64(index))
      all += seeds
    }
    #expect(all.sorted() == Array(base..<(base + UInt64(count * seedsPerShard))))
  }

  @Test func seedsWrapPastTheLargest() throws {
    let shard = try Shard(index: 1, count: 2)
    #expect(shard.seeds(base: .max - 1, count: 2) == [.max, 1])
  }

  @Test func parsingTakesIndexSlashCount() throws {
    #expect(try Shard(parsing: "0/1") == Shard(index: 0, count: 1))
    #expect(try Shard(parsing: "15/16").description == "15/16")
    let refused: [(String, String)] = [
      ("3/2", "the shard index must be in 0...1 for 2 shards, got 3"),
      ("2/2", "the shard index must be in 0...1 for 2 shards, got 2"),
      ("0/0", "the shard count must be in 1...1000000, got 0"),
      ("1", "a shard is INDEX/COUNT with INDEX from 0, like 0/4, got '1'"),
      ("-1/4", "a shard is INDEX/COUNT with INDEX from 0, like 0/4, got '-1/4'"),
      ("1/4/2", "a shard is INDEX/COUNT with INDEX from 0, like 0/4, got '1/4/2'"),
      (" 1/4", "a shard is INDEX/COUNT with INDEX from 0, like 0/4, got ' 1/4'"),
      ("a/b", "a shard is INDEX/COUNT with INDEX from 0, like 0/4, got 'a/b'"),
      (
        "1/99999999999999999999",
        "a shard is INDEX/COUNT with INDEX from 0, like 0/4, got '1/99999999999999999999'"
      ),
    ]
    for (text, message) in refused {
      #expect(throws: HarnessError.usage(message), "\(text)") { try Shard(parsing: text) }
    }
  }

  @Test func foldersListInShardOrder() throws {
    #expect(try Shard(index: 3, count: 4).folderName == "shard-3-of-4")
    #expect(try Shard(index: 3, count: 16).folderName == "shard-03-of-16")
    #expect(try Shard(index: 0, count: 1).folderName == "shard-0-of-1")
    #expect(try Shard(index: 42, count: 1000).folderName == "shard-042-of-1000")
  }

  @Test func aKubernetesIndexedJobNamesTheIndexAndTheOptionTheCount() throws {
    #expect(
      try Shard(environment: ["JOB_COMPLETION_INDEX": "2"], count: 8) == Shard(index: 2, count: 8))
    #expect(try Shard(environment: [:]) == nil)
    #expect(throws: HarnessError.self) { try Shard(environment: ["JOB_COMPLETION_INDEX": "2"]) }
    #expect(throws: HarnessError.usage("JOB_COMPLETION_INDEX must be a whole number, got '2x'")) {
      try Shard(environment: ["JOB_COMPLETION_INDEX": "2x"], count: 4)
    }
    #expect(
      throws: HarnessError.usage(
        "JOB_COMPLETION_INDEX: the shard index must be in 0...3 for 4 shards, got 4")
    ) { try Shard(environment: ["JOB_COMPLETION_INDEX": "4"], count: 4) }
  }

  @Test func aSlurmArrayNamesBothNumberedFromItsFirstIndexByItsStep() throws {
    let plain = ["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_COUNT": "4"]
    #expect(try Shard(environment: plain) == Shard(index: 3, count: 4))
    #expect(try Shard(environment: plain, count: 4) == Shard(index: 3, count: 4))
    // --array=1-8
    let fromOne = [
      "SLURM_ARRAY_TASK_ID": "8", "SLURM_ARRAY_TASK_COUNT": "8", "SLURM_ARRAY_TASK_MIN": "1",
    ]
    #expect(try Shard(environment: fromOne) == Shard(index: 7, count: 8))
    // --array=10-16:2 (10, 12, 14, 16)
    let stepped = [
      "SLURM_ARRAY_TASK_ID": "14", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_MIN": "10",
      "SLURM_ARRAY_TASK_STEP": "2",
    ]
    #expect(try Shard(environment: stepped) == Shard(index: 2, count: 4))
  }

  @Test func badVariablesAreRefusedNamingThem() throws {
    let cases: [([String: String], Int?, String)] = [
      (
        ["SLURM_ARRAY_TASK_ID": "", "SLURM_ARRAY_TASK_COUNT": "4"], nil,
        "SLURM_ARRAY_TASK_ID must be a whole number, got ''"
      ),
      (
        ["SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "four"], nil,
        "SLURM_ARRAY_TASK_COUNT must be a whole number, got 'four'"
      ),
      (
        ["SLURM_ARRAY_TASK_ID": "1"], nil,
        "SLURM_ARRAY_TASK_ID is set but not SLURM_ARRAY_TASK_COUNT: give the shard count, or the shard as INDEX/COUNT"
      ),
      (
        ["SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "4"], 8,
        "the shard count 8 disagrees with SLURM_ARRAY_TASK_COUNT 4"
      ),
      (
        [
          "SLURM_ARRAY_TASK_ID": "7", "SLURM_ARRAY_TASK_COUNT": "3", "SLURM_ARRAY_TASK_MIN": "2",
          "SLURM_ARRAY_TASK_STEP": "2",
        ], nil,
        "SLURM_ARRAY_TASK_ID 7 is not SLURM_ARRAY_TASK_MIN 2 plus a multiple of SLURM_ARRAY_TASK_STEP 2: submit the array as --array=FIRST-LAST[:STEP], or give the shard as INDEX/COUNT"
      ),
      (
        ["JOB_COMPLETION_INDEX": "0", "SLURM_ARRAY_TASK_ID": "0"], 2,
        "both JOB_COMPLETION_INDEX and SLURM_ARRAY_TASK_ID are set: give the shard as INDEX/COUNT"
      ),
      (
        [:], 4,
        "a shard count needs the shard's index from JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) or SLURM_ARRAY_TASK_ID (a Slurm job array); or give the shard as INDEX/COUNT"
      ),
    ]
    for (environment, count, message) in cases {
      #expect(throws: HarnessError.usage(message), "\(environment)") {
        try Shard(environment: environment, count: count)
      }
    }
  }
}
