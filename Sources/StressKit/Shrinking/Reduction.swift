/// The shrinking passes, for any kind of step: ``StressShrinker`` runs them with a container's
/// replay and its notion of simpler steps.
///
/// A candidate is kept when its first violation has the original's rule (the failure
/// signature), and breaks it during a step when the original did, not only in the teardown.
/// The passes: truncate after the failing step; for a trace of thousands of steps, keep the
/// shortest suffix that still fails,
/// trying the last 1, 2, 4, 8… steps (a schedule logarithmic in the trace's length, so that a
/// failure at step 5,000,000 that needs only its last few steps costs a few short replays, not
/// a replay of millions); then alternate delta debugging (Zeller and Hildebrandt's ddmin:
/// remove chunks, halving their size), dropping pairs of an addition and a later removal,
/// folding steps that carry a count (memory warnings, time advanced) into one counted step, and
/// replacing single steps by simpler ones, until none helps or the time bound is reached (the
/// smallest failing trace so far is kept).
///
/// Folding is what shrinks a failure that needs a count: a counter of 16 bits that traps on
/// the 65,536th memory warning needs that many warnings, spread over hundreds of thousands of
/// steps. No chunk of them can go, so delta debugging alone makes no progress; folded into one
/// warning of count 65,536 where the last one was, the rest of the trace goes in a few halvings.
/// Folding comes after the suffix search: a long trace whose failure needs only its last steps
/// (most of them) is cut without a replay of the whole.
struct Reduction<Step> {
  var signature: Rule
  var budget: Int
  var timeLimit: Duration
  /// Replays a candidate from scratch: its first violation.
  var firstViolation: ([Step]) -> Violation?
  /// Stops the shrinking before the next replay when `true`.
  var isCancelled: () -> Bool
  /// The original trace's failure when the caller knows it (a crash or hang its supervisor
  /// saw): the original is then not replayed again.
  var knownFailure: Violation? = nil
  var isAddition: (Step) -> Bool
  var isRemoval: (Step) -> Bool
  var simplerForms: (Step) -> [Step]
  /// The count a step carries and its kind (steps of one kind add up), if it carries one.
  var counted: (Step) -> (kind: Int, count: Int)? = { _ in nil }
  /// The step with another count, clamped to what a step of its kind may carry.
  var recounted: (Step, Int) -> Step = { step, _ in step }

  func shrink(_ steps: [Step], progress: (_ size: Int, _ replays: Int) -> Void) -> [Step] {
    var replays = 0
    let deadline = ContinuousClock.now + timeLimit
    let original = knownFailure ?? firstViolation(steps)
    // A failure seen at a step must stay at a step: the teardown (which empties the container)
    // may break the same rule, and a reproducer that fails only there hides the step that does.
    let atTeardown = (original?.step ?? steps.count) >= steps.count
    // The size of the smallest failing candidate so far, for `progress` after each replay.
    var smallest = steps.count
    func fails(_ candidate: [Step]) -> Bool {
      guard replays < budget, ContinuousClock.now < deadline, !isCancelled() else { return false }
      replays += 1
      defer { progress(smallest, replays) }
      guard let violation = firstViolation(candidate), violation.rule == signature else {
        return false
      }
      let kept = atTeardown || (violation.step ?? candidate.count) < candidate.count
      if kept { smallest = min(smallest, candidate.count) }
      return kept
    }
    var current = steps
    if let step = original?.step, step + 1 < current.count {
      current = Array(current.prefix(step + 1))
      smallest = current.count
      progress(current.count, replays)
    }
    // A failure that needs 65,536 warnings has no short failing suffix (its search costs about
    // two replays of the trace); the first round's folding then makes them one burst.
    shortestSuffix(&current, fails)
    var changed = true
    while changed, replays < budget, !isCancelled() {
      changed = false
      if fold(&current, fails) { changed = true }
      if deltaDebug(&current, fails) { changed = true }
      if dropPairs(&current, fails) { changed = true }
      if simplify(&current, fails) { changed = true }
    }
    return current
  }

  /// Cuts a long trace to its shortest failing suffix.
  ///
  /// Keeps the last 1, 2, 4… steps of a trace of more than ``longTrace`` steps, the first of
  /// these that fails: at most log2(length) replays, each no longer than twice the suffix kept.
  /// A short trace goes to ddmin whole, which may find a smaller reproducer in its earlier
  /// steps.
  private func shortestSuffix(_ current: inout [Step], _ fails: ([Step]) -> Bool) {
    guard current.count > Self.longTrace else { return }
    var length = 1
    while length * 2 <= current.count {
      let suffix = Array(current.suffix(length))
      if fails(suffix) {
        current = suffix
        return
      }
      length *= 2
    }
  }

  /// The length past which a trace is first cut to its shortest failing suffix.
  static var longTrace: Int { 4096 }

  /// ddmin: tries removing chunks of decreasing size.
  private func deltaDebug(_ current: inout [Step], _ fails: ([Step]) -> Bool) -> Bool {
    var reduced = false
    var chunks = 2
    while current.count >= 2 {
      let size = max(1, current.count / chunks)
      var removedOne = false
      var start = 0
      while start < current.count {
        var candidate = current
        candidate.removeSubrange(start..<min(start + size, current.count))
        if fails(candidate) {
          current = candidate
          removedOne = true
          reduced = true
        } else {
          start += size
        }
      }
      if removedOne {
        chunks = max(chunks - 1, 2)
      } else if size == 1 {
        break
      } else {
        chunks = min(chunks * 2, current.count)
      }
    }
    return reduced
  }

  /// Removes an addition together with a later removal.
  private func dropPairs(_ current: inout [Step], _ fails: ([Step]) -> Bool) -> Bool {
    var reduced = false
    var first = 0
    while first < current.count {
      guard isAddition(current[first]) else {
        first += 1
        continue
      }
      var dropped = false
      for second in (first + 1)..<current.count where isRemoval(current[second]) {
        var candidate = current
        candidate.remove(at: second)
        candidate.remove(at: first)
        if fails(candidate) {
          current = candidate
          dropped = true
          reduced = true
          break
        }
      }
      if !dropped { first += 1 }
    }
    return reduced
  }

  /// Folds the steps that carry a count into fewer: first every step of a kind into the last
  /// of them (all kinds at once, then one kind at a time), then each run of consecutive steps of
  /// one kind into one; each counted step carries the sum (clamped by ``recounted``).
  private func fold(_ current: inout [Step], _ fails: ([Step]) -> Bool) -> Bool {
    var kinds: [Int] = []
    var counted = 0
    for step in current {
      guard let kind = self.counted(step)?.kind else { continue }
      counted += 1
      if !kinds.contains(kind) { kinds.append(kind) }
    }
    guard counted > kinds.count else { return false }  // one step of each kind at most
    var reduced = false
    let together = kinds.count > 1 ? [Set(kinds)] : []
    for folded in together + kinds.map({ Set([$0]) }) {
      let candidate = gathering(current, kinds: folded)
      if candidate.count < current.count, fails(candidate) {
        current = candidate
        reduced = true
        if folded.count > 1 { break }
      }
    }
    let candidate = joiningRuns(current)
    if candidate.count < current.count, fails(candidate) {
      current = candidate
      reduced = true
    }
    return reduced
  }

  /// `steps` with every step of `kinds` but the last of each kind removed, the last carrying the
  /// kind's sum.
  private func gathering(_ steps: [Step], kinds: Set<Int>) -> [Step] {
    var sums: [Int: Int] = [:]
    var last: [Int: Int] = [:]
    for (index, step) in steps.enumerated() {
      guard let (kind, count) = counted(step), kinds.contains(kind) else { continue }
      sums[kind, default: 0] = Self.saturatingSum(sums[kind, default: 0], count)
      last[kind] = index
    }
    var result: [Step] = []
    result.reserveCapacity(steps.count)
    for (index, step) in steps.enumerated() {
      guard let kind = counted(step)?.kind, kinds.contains(kind) else {
        result.append(step)
        continue
      }
      if last[kind] == index { result.append(recounted(step, sums[kind, default: 0])) }
    }
    return result
  }

  /// `steps` with each run of consecutive steps of one counted kind made one step.
  private func joiningRuns(_ steps: [Step]) -> [Step] {
    var result: [Step] = []
    result.reserveCapacity(steps.count)
    var run: (kind: Int, count: Int, step: Step)?
    for step in steps {
      if let (kind, count) = counted(step) {
        if let open = run, open.kind == kind {
          run = (kind, Self.saturatingSum(open.count, count), step)
          continue
        }
        if let open = run { result.append(recounted(open.step, open.count)) }
        run = (kind, count, step)
        continue
      }
      if let open = run { result.append(recounted(open.step, open.count)) }
      run = nil
      result.append(step)
    }
    if let open = run { result.append(recounted(open.step, open.count)) }
    return result
  }

  private static func saturatingSum(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? .max : sum
  }

  /// Replaces single steps by simpler ones.
  private func simplify(_ current: inout [Step], _ fails: ([Step]) -> Bool) -> Bool {
    var reduced = false
    for index in current.indices {
      for simpler in simplerForms(current[index]) {
        var candidate = current
        candidate[index] = simpler
        if fails(candidate) {
          current = candidate
          reduced = true
          break
        }
      }
    }
    return reduced
  }
}
