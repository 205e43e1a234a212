/// The shrinking passes, for any kind of step: ``StressShrinker`` runs them with a container's
/// replay and its notion of simpler steps.
///
/// A candidate is kept when its first violation has the original's rule (the failure
/// signature), and breaks it during a step when the original did, not only in the teardown.
/// The passes: truncate after the failing step, then alternate delta debugging
/// (Zeller and Hildebrandt's ddmin: remove chunks, halving their size), dropping pairs of an
/// addition and a later removal, and replacing single steps by simpler ones, until none helps.
struct Reduction<Step> {
  var signature: Rule
  var budget: Int
  var timeLimit: Duration
  /// Replays a candidate from scratch: its first violation.
  var firstViolation: ([Step]) -> Violation?
  /// Stops the shrinking before the next replay when `true`.
  var isCancelled: () -> Bool
  var isAddition: (Step) -> Bool
  var isRemoval: (Step) -> Bool
  var simplerForms: (Step) -> [Step]

  func shrink(_ steps: [Step], progress: (_ size: Int, _ replays: Int) -> Void) -> [Step] {
    var replays = 0
    let deadline = ContinuousClock.now + timeLimit
    let original = firstViolation(steps)
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
    var changed = true
    while changed, replays < budget, !isCancelled() {
      changed = false
      if deltaDebug(&current, fails) { changed = true }
      if dropPairs(&current, fails) { changed = true }
      if simplify(&current, fails) { changed = true }
    }
    return current
  }

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
