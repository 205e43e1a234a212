import ArgumentParser
import StressKit

/// `--shard`, `--shards` and `--shard-dir`: this process as one shard of a soak that a cluster
/// engine spreads over many machines (see ``Shard``).
///
/// The shard is `--shard K/N`, or else the one a cluster engine's variables name
/// (``Shard/init(environment:count:)``): `JOB_COMPLETION_INDEX` with `--shards N` in a
/// Kubernetes Indexed Job, `SLURM_ARRAY_TASK_ID` and `SLURM_ARRAY_TASK_COUNT` in a Slurm job
/// array. A shard writes its report and its failures into `DIR/shard-K-of-N/`, so that every
/// shard can write to one shared volume and `merge DIR` read them all.
struct ShardOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Run shard K of N (K from 0): the seeds SEED+K, SEED+K+N, … (--seeds of them); needs --seed. Default: the shard a Kubernetes Indexed Job (JOB_COMPLETION_INDEX, with --shards) or a Slurm job array (SLURM_ARRAY_TASK_ID, SLURM_ARRAY_TASK_COUNT) names.",
      valueName: "K/N"))
  var shard: String?

  @Option(
    parsing: .unconditional,
    help:
      "The number of shards when the shard's index comes from JOB_COMPLETION_INDEX (the Kubernetes Job's completions)."
  )
  var shards: Int?

  @Option(
    help: ArgumentHelp(
      "Folder the shards share: each writes report.json and failures/ into shard-K-of-N/ in it, which merge reads.",
      valueName: "folder"))
  var shardDir: String = "stress-shards"

  func validate() throws {
    if shard != nil, shards != nil {
      throw ValidationError("--shard names the count already; drop --shards")
    }
    _ = try resolved()
  }

  /// The shard, and what named it (`--shard` or a variable), or `nil` for no sharding.
  ///
  /// - Throws: `ValidationError` naming the option or variable at fault.
  func resolved(
    environment: [String: String] = ProcessEnvironment.variables
  ) throws -> (shard: Shard, source: String)? {
    do throws(HarnessError) {
      if let shard { return (try Shard(parsing: shard), "--shard") }
      guard let found = try Shard(environment: environment, count: shards) else { return nil }
      let source =
        environment[Shard.Variable.kubernetesIndex] != nil
        ? Shard.Variable.kubernetesIndex : Shard.Variable.slurmIndex
      return (found, source)
    } catch {
      throw ValidationError(shard != nil ? "--shard: \(error)" : "\(error)")
    }
  }

  /// The shard's folder, `--shard-dir`/`shard-K-of-N`.
  func folder(of shard: Shard) -> String {
    (shardDir.hasSuffix("/") ? String(shardDir.dropLast()) : shardDir) + "/" + shard.folderName
  }
}
