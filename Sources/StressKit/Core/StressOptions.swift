/// Everything that determines a run of a container; its trace's header records it, so that a
/// replay rebuilds the same run.
public struct StressOptions<Driver: StressDriver>: Hashable, Sendable {
  /// The seed of the step stream (and of the swarm mask).
  public var seed: UInt64
  /// How many steps to generate.
  public var steps: Int
  /// A structural audit every this many steps (and at the end).
  public var auditInterval: Int
  /// Bugs planted in the container (names of ``StressDriver/Bug``).
  public var plantedBugs: [String]
  /// The workload profile's name (one of ``StressDriverInfo/profiles``).
  public var profile: String
  /// Whether the run disables a random subset of step kinds (swarm testing).
  public var swarm: Bool
  /// A fixed payload for every new child's view, instead of the profile's range.
  public var payloadBytes: Int?
  /// Keeps the configuration fixed: the run draws no ``StressDriverInfo/configurationKinds``.
  public var fixedConfiguration: Bool
  /// The container's parameters.
  public var configuration: Driver.Configuration
  /// The most virtual-time deadlines one step (or the final settling) may fire.
  ///
  /// A step past it is a `hang` (a transition that schedules itself again for ever). 100,000
  /// by default (a transition needs a few); written in a trace's header only when it is not
  /// the default.
  public var eventsPerStep = StressOptions.defaultEventsPerStep

  /// ``eventsPerStep``'s default.
  public static var defaultEventsPerStep: Int { 100_000 }

  /// The most lifecycle callbacks one step may make.
  ///
  /// A step past it is a `hang` (callbacks calling each other for ever, which never let the
  /// step end). 1,000,000 by default (an operation makes a few dozen); written in a trace's
  /// header only when it is not the default.
  public var callbacksPerStep = StressOptions.defaultCallbacksPerStep

  /// ``callbacksPerStep``'s default.
  public static var defaultCallbacksPerStep: Int { 1_000_000 }

  /// Whether the workload draws over orders of magnitude (``Magnitudes/standard``, or the
  /// profile's): big payloads and dives of many children.
  ///
  /// `false` (`run --no-magnitudes`) draws payloads and batches from the profile's usual
  /// ranges only, as runs did before magnitudes; written in a trace's header only then.
  public var magnitudes = true
  /// The contract the container is held to.
  ///
  /// `nil` (the default) for its driver's (``resolvedContract``). Written in a trace's header
  /// only when set.
  public var contract: Contract?

  /// The contract the run holds the container to: ``contract``, or the driver's
  /// (``StressDriverInfo/contract``).
  public var resolvedContract: Contract { contract ?? Driver.info.contract }

  /// Whether the oracle checks what must happen as well as what must not.
  ///
  /// These are C1 and C4 both ways, L2's window checks, and a transition the container says
  /// runs ending (a `hang` at the audits otherwise); `false` gives the oracle as it was
  /// before them, only to show what they catch. Not part of a trace.
  package var checksCompleteness = true
  /// Whether the run counts its contract coverage (``StressReport/coverage``).
  ///
  /// `run --no-coverage` turns it off, to measure what counting costs. Not part of a trace.
  public var countsCoverage = true

  /// Creates options; the defaults are those of `stress-harness run`.
  public init(
    seed: UInt64 = 1, steps: Int = 200_000, auditInterval: Int = 1024, plantedBugs: [String] = [],
    profile: String? = nil, swarm: Bool = false, payloadBytes: Int? = nil,
    fixedConfiguration: Bool = false,
    configuration: Driver.Configuration = Driver.Configuration()
  ) {
    self.seed = seed
    self.steps = steps
    self.auditInterval = auditInterval
    self.plantedBugs = plantedBugs
    self.profile = profile ?? Driver.profiles.first?.name ?? "default"
    self.swarm = swarm
    self.payloadBytes = payloadBytes
    self.fixedConfiguration = fixedConfiguration
    self.configuration = configuration
  }

  /// The planted bugs, typed.
  ///
  /// - Throws: ``HarnessError/usage(_:)`` naming an unknown one and the choices.
  public func bugs() throws(HarnessError) -> Set<Driver.Bug> {
    var bugs: Set<Driver.Bug> = []
    for name in plantedBugs {
      guard let bug = Driver.Bug(rawValue: name) else {
        let names = Driver.Bug.allCases.map(\.rawValue)
        let choices =
          names.isEmpty ? "it has none" : "choose one of \(names.joined(separator: ", "))"
        throw .usage(
          "unknown planted bug '\(HarnessError.echoed(name))' for the \(Driver.name) container; \(choices)"
        )
      }
      bugs.insert(bug)
    }
    return bugs
  }

  /// The profile the options name.
  ///
  /// - Throws: ``HarnessError/usage(_:)`` naming an unknown one and the choices.
  public func resolvedProfile() throws(HarnessError) -> StressProfile<Driver.Kind> {
    guard let found = Driver.profile(named: profile) else {
      throw .usage(
        "unknown profile '\(HarnessError.echoed(profile))' for the \(Driver.name) container; choose one of \(Driver.profiles.map(\.name).joined(separator: ", "))"
      )
    }
    return found
  }

  /// Checks every field; the error names the first bad one.
  ///
  /// - Throws: ``HarnessError/usage(_:)``.
  public func validate() throws(HarnessError) {
    _ = try resolvedProfile()
    for parameter in Driver.parameters {
      try parameter.check(configuration[keyPath: parameter.keyPath])
    }
    try configuration.validate()
    guard steps >= 1 else { throw .usage("steps must be at least 1, got \(steps)") }
    guard (1...(1 << 40)).contains(auditInterval) else {
      throw .usage("audit interval must be in 1...\(1 << 40), got \(auditInterval)")
    }
    guard TraceBounds.callbacksPerStep.contains(callbacksPerStep) else {
      let bounds = TraceBounds.callbacksPerStep
      throw .usage(
        "callbacks per step must be in \(bounds.lowerBound)...\(bounds.upperBound), got \(callbacksPerStep)"
      )
    }
    guard TraceBounds.eventsPerStep.contains(eventsPerStep) else {
      let bounds = TraceBounds.eventsPerStep
      throw .usage(
        "events per step must be in \(bounds.lowerBound)...\(bounds.upperBound), got \(eventsPerStep)"
      )
    }
    let bounds = TraceBounds.payloadBytes
    if let payloadBytes, !bounds.contains(payloadBytes) {
      throw .usage(
        "payload bytes must be in \(bounds.lowerBound)...\(bounds.upperBound), got \(payloadBytes)")
    }
    _ = try bugs()
  }
}

extension StressOptions: Codable {
  private enum Key: String, CodingKey, CaseIterable {
    case seed, steps, auditInterval, plantedBugs, profile, swarm, payloadBytes
    case fixedConfiguration, configuration, eventsPerStep, callbacksPerStep, magnitudes, contract
    /// Version 1 (stack) headers' name for ``StressOptions/fixedConfiguration``.
    case fixedCapacity
  }

  /// Every key options in a trace header of any version may have, the configuration's fields
  /// of a version 1 header (among the options) aside.
  static var headerKeys: [String] { Key.allCases.map(\.rawValue) }

  /// Decodes options from a trace header.
  ///
  /// A missing field takes its default, so that headers written before it existed still read.
  /// Version 1 (stack) headers keep the configuration's fields among the options (`capacity`)
  /// and call a fixed one `fixedCapacity`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Key.self)
    self.init(
      seed: try c.decode(UInt64.self, forKey: .seed),
      steps: try c.decode(Int.self, forKey: .steps),
      auditInterval: try c.decodeIfPresent(Int.self, forKey: .auditInterval) ?? 1024,
      plantedBugs: try c.decodeIfPresent([String].self, forKey: .plantedBugs) ?? [],
      profile: try c.decodeIfPresent(String.self, forKey: .profile),
      swarm: try c.decodeIfPresent(Bool.self, forKey: .swarm) ?? false,
      payloadBytes: try c.decodeIfPresent(Int.self, forKey: .payloadBytes),
      fixedConfiguration: try c.decodeIfPresent(Bool.self, forKey: .fixedConfiguration)
        ?? c.decodeIfPresent(Bool.self, forKey: .fixedCapacity) ?? false,
      configuration: try c.decodeIfPresent(Driver.Configuration.self, forKey: .configuration)
        ?? Driver.Configuration(from: decoder))
    eventsPerStep =
      try c.decodeIfPresent(Int.self, forKey: .eventsPerStep) ?? Self.defaultEventsPerStep
    callbacksPerStep =
      try c.decodeIfPresent(Int.self, forKey: .callbacksPerStep) ?? Self.defaultCallbacksPerStep
    magnitudes = try c.decodeIfPresent(Bool.self, forKey: .magnitudes) ?? true
    contract = try c.decodeIfPresent(Contract.self, forKey: .contract)
  }

  /// Encodes the options for a trace header.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Key.self)
    try c.encode(seed, forKey: .seed)
    try c.encode(steps, forKey: .steps)
    try c.encode(auditInterval, forKey: .auditInterval)
    try c.encode(plantedBugs, forKey: .plantedBugs)
    try c.encode(profile, forKey: .profile)
    try c.encode(swarm, forKey: .swarm)
    try c.encodeIfPresent(payloadBytes, forKey: .payloadBytes)
    if fixedConfiguration { try c.encode(true, forKey: .fixedConfiguration) }
    try c.encode(configuration, forKey: .configuration)
    if eventsPerStep != Self.defaultEventsPerStep {
      try c.encode(eventsPerStep, forKey: .eventsPerStep)
    }
    if callbacksPerStep != Self.defaultCallbacksPerStep {
      try c.encode(callbacksPerStep, forKey: .callbacksPerStep)
    }
    if !magnitudes { try c.encode(false, forKey: .magnitudes) }
    try c.encodeIfPresent(contract, forKey: .contract)
  }
}
