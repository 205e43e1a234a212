import StressKit
import Testing

/// The stack on the one runner (``StressRunner`` with ``StackStress``) against the runner it
/// replaces (``Runner``), side by side: for every profile and every planted bug, over several
/// seeds, with and without swarm masks, both draw the same steps and their replays write the
/// same transcript (every callback, every state, the teardown) and the same violations.
@Suite struct DifferentialTests {
  static let bugs: [String?] = [nil] + PlantedBug.allCases.map(\.rawValue)

  static let cases: [(profile: String, bug: String?)] = Profile.all.flatMap { profile in
    bugs.map { (profile.name, $0) }
  }

  @Test("old and new stack runners agree step for step", arguments: cases)
  func oldAndNewAgree(profile: String, bug: String?) throws {
    var caught = 0
    for seed: UInt64 in [1, 2, 3] {
      let swarm = seed == 2
      let planted = bug.map { [$0] } ?? []
      let old = RunOptions(
        seed: seed, steps: 3_000, capacity: Int(seed), profile: profile, swarm: swarm,
        plantedBugs: planted)
      let new = StressOptions<StackStress>(
        seed: seed, steps: 3_000, plantedBugs: planted, profile: profile, swarm: swarm,
        configuration: StackStress.Configuration(capacity: Int(seed)))
      let context = "profile \(profile), bug \(bug ?? "none"), seed \(seed)"
      let operations = try Runner.operations(of: old, steps: old.steps)
      let steps = try StressRunner<StackStress>.steps(of: new, count: new.steps)
      let expected = operations.map(StressStep.init)
      if steps != expected {
        let index =
          zip(steps, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
          ?? min(steps.count, expected.count)
        let old = index < expected.count ? "\(expected[index])" : "(end)"
        let new = index < steps.count ? "\(steps[index])" : "(end)"
        Issue.record("\(context): step \(index) drawn differently: old \(old), new \(new)")
      }
      let before = try Transcript(options: old, operations: operations)
      let after = try Transcript(options: new, steps: steps)
      #expect(after.violations == before.violations, "\(context)")
      if let difference = firstDifference(before.text, after.text) {
        Issue.record("\(context): transcripts differ at \(difference)")
      }
      caught += after.violations.isEmpty ? 0 : 1
    }
    // Not every seed meets every bug in 3,000 steps, but some must: the comparison then covers
    // failing runs too.
    #expect(bug == nil ? caught == 0 : caught > 0, "profile \(profile), bug \(bug ?? "none")")
  }

  @Test("a version 1 trace reads as the same steps and options")
  func versionOneTracesRead() throws {
    let options = RunOptions(
      seed: 9, steps: 500, capacity: 3, profile: "transitions", swarm: true, payloadBytes: 512,
      plantedBugs: ["capacity-off-by-one"], fixedCapacity: true)
    let operations = try Runner.operations(of: options, steps: 500)
    let data = Trace(options: options, operations: operations, note: "n", brokenRule: .C1)
      .encoded()
    let read = try StressTrace<StackStress>(decoding: data, name: "v1.jsonl")
    #expect(read.steps == operations.map(StressStep.init))
    #expect(read.options.configuration.capacity == 3)
    #expect(read.options.profile == "transitions")
    #expect(read.options.swarm && read.options.fixedConfiguration)
    #expect(read.options.payloadBytes == 512)
    #expect(read.options.plantedBugs == ["capacity-off-by-one"])
    #expect(read.note == "n" && read.brokenRule == .C1)
    let again = try StressTrace<StackStress>(decoding: read.encoded(), name: "v3.jsonl")
    #expect(again == read, "written as version 3, read back the same")
  }

  /// The first line where two texts differ, both versions of it.
  private func firstDifference(_ old: String, _ new: String) -> String? {
    let lines = (old.split(separator: "\n"), new.split(separator: "\n"))
    for index in 0..<max(lines.0.count, lines.1.count) {
      let left = index < lines.0.count ? String(lines.0[index]) : "(end)"
      let right = index < lines.1.count ? String(lines.1[index]) : "(end)"
      if left != right { return "line \(index + 1): old '\(left)', new '\(right)'" }
    }
    return nil
  }
}
