/// A named workload shape: how often each operation kind is drawn, and the ranges its
/// parameters come from.
public struct Profile: Hashable, Sendable {
  /// The name users pass to `--profile`.
  public let name: String
  /// One line saying what the profile stresses.
  public let summary: String
  /// The relative weight of each kind, in ``OperationKind/ordered`` order; 0 never draws it.
  public let weights: [Int]
  /// The payload size of new children's views, in bytes.
  public let payloadBytes: ClosedRange<Int>
  /// How far one ``WorkloadOperation/advance(ticks:)`` moves virtual time.
  public let advanceTicks: ClosedRange<Int>
  /// How many warnings one ``WorkloadOperation/memoryWarning(count:)`` sends.
  public let burst: ClosedRange<Int>
  /// The capacities ``WorkloadOperation/setCapacity(_:)`` draws.
  public let capacities: ClosedRange<Int>
  /// How often, in percent, a push or pop is animated.
  public let animatedPercent: Int

  init(
    name: String,
    summary: String,
    weights: [OperationKind: Int],
    payloadBytes: ClosedRange<Int>,
    advanceTicks: ClosedRange<Int>,
    burst: ClosedRange<Int>,
    capacities: ClosedRange<Int>,
    animatedPercent: Int
  ) {
    self.name = name
    self.summary = summary
    self.weights = OperationKind.ordered.map { weights[$0] ?? 0 }
    self.payloadBytes = payloadBytes
    self.advanceTicks = advanceTicks
    self.burst = burst
    self.capacities = capacities
    self.animatedPercent = animatedPercent
  }

  /// The weight of one kind.
  public func weight(of kind: OperationKind) -> Int {
    weights[kind.ordinal]
  }

  /// Every built-in profile, `default` first.
  public static let all: [Profile] = [
    .standard, .memoryStorm, .deepStack, .transitions, .churn,
  ]

  /// The built-in profile called `name`, if any.
  public static func named(_ name: String) -> Profile? {
    all.first { $0.name == name }
  }

  private static let everyKind: [OperationKind: Int] = [
    .push: 14, .pushCached: 4, .pop: 12, .popTo: 2, .popToRoot: 1, .insert: 3,
    .insertCached: 2, .remove: 3, .replaceAll: 1, .setCapacity: 1, .memoryWarning: 4,
    .rotate: 2, .resize: 1, .cover: 1, .uncover: 2, .hideWindow: 1, .showWindow: 2,
    .retain: 3, .release: 2, .advance: 12, .cancelTransition: 3,
  ]

  private static func adjusting(_ changes: [OperationKind: Int]) -> [OperationKind: Int] {
    everyKind.merging(changes) { _, new in new }
  }

  /// Every operation kind, small views, transitions half of the time.
  public static let standard = Profile(
    name: "default",
    summary: "every operation, small views, pushes and pops animated 60% of the time",
    weights: everyKind,
    payloadBytes: 256...4096,
    advanceTicks: 1...400,
    burst: 1...3,
    capacities: 1...4,
    animatedPercent: 60
  )

  /// Frequent warnings and bursts over larger views.
  public static let memoryStorm = Profile(
    name: "memory-storm",
    summary: "memory warnings and bursts of up to 8, in and out of transitions, larger views",
    weights: adjusting([.memoryWarning: 20, .advance: 14, .cover: 2, .uncover: 3]),
    payloadBytes: 4096...65536,
    advanceTicks: 1...300,
    burst: 1...8,
    capacities: 1...4,
    animatedPercent: 70
  )

  /// Stacks that grow deep, with capacity changes.
  public static let deepStack = Profile(
    name: "deep-stack",
    summary: "pushes and inserts outweigh pops, so stacks grow deep; capacity changes",
    weights: adjusting([
      .push: 24, .insert: 6, .pop: 6, .popTo: 1, .popToRoot: 0, .replaceAll: 0,
      .setCapacity: 3, .remove: 2,
    ]),
    payloadBytes: 256...2048,
    advanceTicks: 1...400,
    burst: 1...2,
    capacities: 1...8,
    animatedPercent: 40
  )

  /// Operations landing inside transitions: cancels, rotations, covers.
  public static let transitions = Profile(
    name: "transitions",
    summary: "almost every push and pop animated; short time steps, cancels, rotations, covers",
    weights: adjusting([
      .advance: 20, .cancelTransition: 8, .rotate: 5, .resize: 3, .cover: 3, .uncover: 4,
      .hideWindow: 2, .showWindow: 3, .memoryWarning: 5,
    ]),
    payloadBytes: 256...4096,
    advanceTicks: 1...150,
    burst: 1...2,
    capacities: 1...4,
    animatedPercent: 95
  )

  /// Many children created, cached, re-pushed and released, with big views.
  public static let churn = Profile(
    name: "churn",
    summary: "children created, cached, re-pushed and released; big views, allocation churn",
    weights: adjusting([
      .push: 18, .pop: 18, .pushCached: 8, .retain: 6, .release: 6, .replaceAll: 3,
      .insertCached: 4,
    ]),
    payloadBytes: 16384...131072,
    advanceTicks: 50...500,
    burst: 1...3,
    capacities: 1...4,
    animatedPercent: 50
  )
}
