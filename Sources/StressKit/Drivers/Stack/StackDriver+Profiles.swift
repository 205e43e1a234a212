import Containment

extension StackDriver {
  /// The stack's workload profiles, `default` first.
  static let workloadProfiles: [StressProfile<Kind>] = [
    StressProfile(
      name: "default",
      summary: "every operation, small views, pushes and pops animated 60% of the time",
      weights: weights(), payloadBytes: 256...4096, advanceTicks: 1...400, burst: 1...3,
      animatedPercent: 60, parameters: 1...4),
    StressProfile(
      name: "memory-storm",
      summary: "memory warnings and bursts of up to 8, in and out of transitions, larger views",
      weights: weights([
        .shared(.memoryWarning): 20, .shared(.advance): 14, .container(.cover): 2,
        .container(.uncover): 3,
      ]),
      payloadBytes: 4096...65536, advanceTicks: 1...300, burst: 1...8, animatedPercent: 70,
      parameters: 1...4),
    StressProfile(
      name: "deep-stack",
      summary: "pushes and inserts outweigh pops, so stacks grow deep; capacity changes",
      weights: weights([
        .container(.push): 24, .container(.insert): 6, .container(.pop): 6,
        .container(.popTo): 1, .container(.popToRoot): 0, .container(.replaceAll): 0,
        .container(.setCapacity): 3, .container(.remove): 2,
      ]),
      payloadBytes: 256...2048, advanceTicks: 1...400, burst: 1...2, animatedPercent: 40,
      parameters: 1...8),
    StressProfile(
      name: "transitions",
      summary: "almost every push and pop animated; short time steps, cancels, rotations, covers",
      weights: weights([
        .shared(.advance): 20, .container(.cancelTransition): 8, .shared(.rotate): 5,
        .shared(.resize): 3, .container(.cover): 3, .container(.uncover): 4,
        .shared(.hideWindow): 2, .shared(.showWindow): 3, .shared(.memoryWarning): 5,
      ]),
      payloadBytes: 256...4096, advanceTicks: 1...150, burst: 1...2, animatedPercent: 95,
      parameters: 1...4),
    StressProfile(
      name: "churn",
      summary: "children created, cached, re-pushed and released; big views, allocation churn",
      weights: weights([
        .container(.push): 18, .container(.pop): 18, .container(.pushCached): 8,
        .container(.retain): 6, .container(.release): 6, .container(.replaceAll): 3,
        .container(.insertCached): 4,
      ]),
      payloadBytes: 16384...131072, advanceTicks: 50...500, burst: 1...3, animatedPercent: 50,
      parameters: 1...4),
  ]

  /// Every kind with its default weight, in drawing order (which a seed depends on), with
  /// `changes` applied.
  private static func weights(_ changes: [StepKind<Kind>: Int] = [:]) -> [(StepKind<Kind>, Int)] {
    let standard: [(StepKind<Kind>, Int)] = [
      (.container(.push), 14), (.container(.pushCached), 4), (.container(.pop), 12),
      (.container(.popTo), 2), (.container(.popToRoot), 1), (.container(.insert), 3),
      (.container(.insertCached), 2), (.container(.remove), 3), (.container(.replaceAll), 1),
      (.container(.setCapacity), 1), (.shared(.memoryWarning), 4), (.shared(.rotate), 2),
      (.shared(.resize), 1), (.container(.cover), 1), (.container(.uncover), 2),
      (.shared(.hideWindow), 1), (.shared(.showWindow), 2), (.container(.retain), 3),
      (.container(.release), 2), (.shared(.advance), 12), (.container(.cancelTransition), 3),
    ]
    return standard.map { ($0.0, changes[$0.0] ?? $0.1) }
  }
}
