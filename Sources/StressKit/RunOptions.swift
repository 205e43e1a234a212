import Containment

/// Everything that determines a run; a trace's header records it, so that a replay rebuilds
/// the same run.
public struct RunOptions: Hashable, Sendable, Codable {
  /// The seed of the operation stream (and of the swarm mask).
  public var seed: UInt64
  /// How many operations to generate.
  public var steps: Int
  /// The stack's initial capacity.
  public var capacity: Int
  /// The profile's name.
  public var profile: String
  /// Whether the run disables a random subset of operation kinds.
  public var swarm: Bool
  /// A fixed payload for every new child's view, instead of the profile's range.
  public var payloadBytes: Int?
  /// A full audit every this many steps (and at the end).
  public var auditInterval: Int
  /// Bugs planted in the stack (``StackFaults`` names), to show the harness catching them.
  public var plantedBugs: [String]
  /// Keeps the capacity fixed: the workload draws no ``WorkloadOperation/setCapacity(_:)``.
  ///
  /// `sweep` compares capacities this way. `nil` in traces written before it existed.
  public var fixedCapacity: Bool?

  /// Creates options; the defaults are those of `swift run stress-harness`.
  public init(
    seed: UInt64 = 1,
    steps: Int = 200_000,
    capacity: Int = StackController.defaultCapacity,
    profile: String = Profile.standard.name,
    swarm: Bool = false,
    payloadBytes: Int? = nil,
    auditInterval: Int = 1024,
    plantedBugs: [String] = [],
    fixedCapacity: Bool? = nil
  ) {
    self.fixedCapacity = fixedCapacity
    self.seed = seed
    self.steps = steps
    self.capacity = capacity
    self.profile = profile
    self.swarm = swarm
    self.payloadBytes = payloadBytes
    self.auditInterval = auditInterval
    self.plantedBugs = plantedBugs
  }

  /// Checks every field; the error names the first bad one.
  public func validate() throws(HarnessError) {
    guard Profile.named(profile) != nil else {
      throw .usage(
        "unknown profile '\(profile)'; choose one of \(Profile.all.map(\.name).joined(separator: ", "))"
      )
    }
    guard capacity >= 1 else { throw .usage("capacity must be at least 1, got \(capacity)") }
    guard steps >= 1 else { throw .usage("steps must be at least 1, got \(steps)") }
    guard auditInterval >= 1 else {
      throw .usage("audit interval must be at least 1, got \(auditInterval)")
    }
    if let payloadBytes, !(0...(64 << 20)).contains(payloadBytes) {
      throw .usage("payload bytes must be in 0...67108864, got \(payloadBytes)")
    }
    _ = try PlantedBug.faults(named: plantedBugs)
  }
}

/// The bugs the harness can plant in the stack, by the names users give them.
public enum PlantedBug: String, CaseIterable, Sendable {
  case capacityOffByOne = "capacity-off-by-one"
  case memoryWarningUnloadsTop = "memory-warning-unloads-top"
  case reloadWithoutViewDidLoad = "reload-without-viewdidload"
  case removalReleasesView = "removal-releases-view"
  case unbalancedAfterInterruption = "unbalanced-after-interruption"
  case leakRetainCycle = "leak-retain-cycle"

  package var fault: StackFaults {
    switch self {
    case .capacityOffByOne: .capacityOffByOne
    case .memoryWarningUnloadsTop: .memoryWarningUnloadsTop
    case .reloadWithoutViewDidLoad: .reloadWithoutViewDidLoad
    case .removalReleasesView: .removalReleasesView
    case .unbalancedAfterInterruption: .unbalancedAfterInterruption
    case .leakRetainCycle: .leakRetainCycle
    }
  }

  package static func faults(named names: [String]) throws(HarnessError) -> StackFaults {
    var faults: StackFaults = []
    for name in names {
      guard let bug = PlantedBug(rawValue: name) else {
        throw .usage(
          "unknown planted bug '\(name)'; choose one of \(allCases.map(\.rawValue).joined(separator: ", "))"
        )
      }
      faults.insert(bug.fault)
    }
    return faults
  }
}

/// An error the harness reports to people, with the exit status it implies.
public enum HarnessError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Bad arguments or options (exit status 64).
  case usage(String)
  /// A trace file that cannot be read (exit status 65).
  case badTrace(String)
  /// A file that cannot be written (exit status 73).
  case cannotWrite(String)

  /// The one-line message.
  public var description: String {
    switch self {
    case .usage(let message), .badTrace(let message), .cannotWrite(let message): message
    }
  }

  /// The exit status, after sysexits.h.
  public var exitStatus: Int32 {
    switch self {
    case .usage: 64
    case .badTrace: 65
    case .cannotWrite: 73
    }
  }
}
