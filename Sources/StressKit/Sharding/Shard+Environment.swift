extension Shard {
  /// The variables a cluster engine sets in each of its processes, read by
  /// ``init(environment:count:)``.
  package enum Variable {
    /// Kubernetes Indexed Jobs: the pod's completion index, from 0.
    ///
    /// The Job's `completions` is not in the pod's environment: the shard count comes from an
    /// option.
    package static let kubernetesIndex = "JOB_COMPLETION_INDEX"
    /// Slurm job arrays: the task's array index.
    package static let slurmIndex = "SLURM_ARRAY_TASK_ID"
    /// Slurm job arrays: the number of tasks in the array.
    package static let slurmCount = "SLURM_ARRAY_TASK_COUNT"
    /// Slurm job arrays: the lowest index (`--array=1-8` starts at 1).
    package static let slurmMinimum = "SLURM_ARRAY_TASK_MIN"
    /// Slurm job arrays: the step between indices (`--array=0-15:2`).
    package static let slurmStep = "SLURM_ARRAY_TASK_STEP"
  }

  /// The shard a cluster engine's variables name, or `nil` when none is set.
  ///
  /// A Kubernetes Indexed Job sets `JOB_COMPLETION_INDEX`, the index; `count` gives the
  /// number of shards (the Job's `completions`). A Slurm job array sets
  /// `SLURM_ARRAY_TASK_ID` and `SLURM_ARRAY_TASK_COUNT`; an array that does not start at 0
  /// (`--array=1-8`) or steps (`--array=0-15:2`) is numbered from 0 through
  /// `SLURM_ARRAY_TASK_MIN` and `SLURM_ARRAY_TASK_STEP`. `count`, when given, must agree with
  /// Slurm's.
  ///
  /// ```swift
  /// let shard = try Shard(environment: ["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_COUNT": "4"])
  /// // shard?.description == "3/4"
  /// ```
  ///
  /// - Parameters:
  ///   - environment: The process's environment.
  ///   - count: The number of shards, if given (required with `JOB_COMPLETION_INDEX`).
  ///
  /// The result is `nil` when no variable is set and no `count` is given.
  ///
  /// - Throws: ``HarnessError/usage(_:)`` naming the variable: a value that is not a whole
  ///   number, an index out of range, `JOB_COMPLETION_INDEX` without a count, both engines'
  ///   variables at once, a count with neither, a count that disagrees with Slurm's.
  public init?(environment: [String: String], count: Int? = nil) throws(HarnessError) {
    let kubernetes = environment[Variable.kubernetesIndex]
    let slurm = environment[Variable.slurmIndex]
    switch (kubernetes, slurm) {
    case (nil, nil):
      guard count == nil else {
        throw .usage(
          "a shard count needs the shard's index from \(Variable.kubernetesIndex) (a Kubernetes Indexed Job) or \(Variable.slurmIndex) (a Slurm job array); or give the shard as INDEX/COUNT"
        )
      }
      return nil
    case (.some, .some):
      throw .usage(
        "both \(Variable.kubernetesIndex) and \(Variable.slurmIndex) are set: give the shard as INDEX/COUNT"
      )
    case (let index?, nil):
      let index = try Self.number(index, of: Variable.kubernetesIndex)
      guard let count else {
        throw .usage(
          "\(Variable.kubernetesIndex) is set (a Kubernetes Indexed Job) but not the shard count: give it (the Job's completions), or the shard as INDEX/COUNT"
        )
      }
      try self.init(index: index, count: count, naming: Variable.kubernetesIndex)
    case (nil, let id?):
      /// The variable's whole number, if it is set.
      func optional(_ variable: String) throws(HarnessError) -> Int? {
        guard let text = environment[variable] else { return nil }
        return try Self.number(text, of: variable)
      }
      let id = try Self.number(id, of: Variable.slurmIndex)
      let minimum = try optional(Variable.slurmMinimum) ?? 0
      let step = try optional(Variable.slurmStep) ?? 1
      let slurmCount = try optional(Variable.slurmCount)
      guard step >= 1, id >= minimum, (id - minimum) % step == 0 else {
        throw .usage(
          "\(Variable.slurmIndex) \(id) is not \(Variable.slurmMinimum) \(minimum) plus a multiple of \(Variable.slurmStep) \(step): submit the array as --array=FIRST-LAST[:STEP], or give the shard as INDEX/COUNT"
        )
      }
      if let count, let slurmCount, count != slurmCount {
        throw .usage(
          "the shard count \(count) disagrees with \(Variable.slurmCount) \(slurmCount)")
      }
      guard let total = count ?? slurmCount else {
        throw .usage(
          "\(Variable.slurmIndex) is set but not \(Variable.slurmCount): give the shard count, or the shard as INDEX/COUNT"
        )
      }
      try self.init(index: (id - minimum) / step, count: total, naming: Variable.slurmIndex)
    }
  }

  /// `init(index:count:)`, its error naming the variable the index came from.
  private init(index: Int, count: Int, naming variable: String) throws(HarnessError) {
    do {
      try self.init(index: index, count: count)
    } catch {
      throw .usage("\(variable): \(error)")
    }
  }

  /// The whole number `text` holds, or an error naming `variable`.
  private static func number(_ text: String, of variable: String) throws(HarnessError) -> Int {
    guard let value = wholeNumber(Substring(text)) else {
      throw .usage("\(variable) must be a whole number, got '\(HarnessError.echoed(text))'")
    }
    return value
  }
}
