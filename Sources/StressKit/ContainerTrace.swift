import Foundation

/// A container's run as data: the container's name, the options that rebuild the run and the
/// steps it applied.
///
/// On disk, JSON Lines like the stack's traces, with a version 2 header naming the container:
///
/// ```
/// {"container":"tabs","format":"viewcachestress-trace","options":{"seed":7,…},"version":2}
/// {"op":"memory-warning"}
/// {"select":{"index":1}}
/// ```
public struct ContainerTrace<Container: StressContainer>: Hashable, Sendable {
  /// The options of the run.
  public var options: ContainerOptions
  /// The steps, in order.
  public var steps: [StressStep<Container.Operation>]
  /// Why the trace is kept: a regression case's description.
  public var note: String?
  /// The rule the trace broke when it was saved as a regression case.
  public var brokenRule: Rule?

  /// Creates a trace.
  ///
  /// - Parameters:
  ///   - options: The options of the run.
  ///   - steps: The steps, in order.
  ///   - note: Why the trace is kept, for a regression case.
  ///   - brokenRule: The rule the trace broke when it was saved, for a regression case.
  public init(
    options: ContainerOptions, steps: [StressStep<Container.Operation>], note: String? = nil,
    brokenRule: Rule? = nil
  ) {
    self.options = options
    self.steps = steps
    self.note = note
    self.brokenRule = brokenRule
  }

  /// The header line, without its newline.
  static func headerLine(_ options: ContainerOptions, note: String? = nil, rule: Rule? = nil)
    -> Data
  {
    TraceFile.headerLine(
      TraceFile.Header(
        format: Trace.format, version: 2, container: Container.name, options: options, note: note,
        rule: rule))
  }

  /// The trace as JSON Lines.
  public func encoded() -> Data {
    TraceFile.encode(header: Self.headerLine(options, note: note, rule: brokenRule), steps)
  }

  /// Writes the trace to `path` (replacing the file).
  ///
  /// - Throws: ``HarnessError/cannotWrite(_:)``.
  public func write(to path: String) throws(HarnessError) {
    try TraceFile.write(encoded(), to: path)
  }

  /// Parses a trace of this container.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - name: The file's name, for messages.
  /// - Throws: ``HarnessError/badTrace(_:)`` naming the first problem, as for ``Trace``, or a
  ///   header naming another container.
  public init(decoding data: Data, name: String) throws(HarnessError) {
    let container = try TraceFile.container(in: data, name: name)
    guard container == Container.name else {
      throw .badTrace("\(name): a trace of the \(container) container, not of \(Container.name)")
    }
    let (header, steps): (TraceFile.Header<ContainerOptions>, [StressStep<Container.Operation>]) =
      try TraceFile.decode(data, name: name)
    guard let options = header.options else {
      throw .badTrace("\(name): line 1: malformed header (options missing)")
    }
    do {
      try options.validate(for: Container.self)
    } catch {
      throw .badTrace("\(name): header options: \(error)")
    }
    self.init(options: options, steps: steps, note: header.note, brokenRule: header.rule)
  }

  /// Reads and parses the trace at `path`.
  ///
  /// - Throws: ``HarnessError/badTrace(_:)`` if it cannot be read or parsed.
  public init(contentsOf path: String) throws(HarnessError) {
    try self.init(decoding: TraceFile.read(path), name: path)
  }
}

/// The containers `stress-harness --container` drives.
public enum ContainerKind: String, CaseIterable, Sendable, CustomStringConvertible {
  /// The top-N ``Containment/StackController``, driven by ``Runner`` (with workload profiles,
  /// churn measurement and memory pressure).
  case stack
  /// ``PlaceholderStress``.
  case placeholder
  /// ``TabStress``.
  case tabs
  /// ``PageStress``.
  case pages
  /// ``NestedStress``.
  case nested

  /// The name.
  public var description: String { rawValue }

  /// The driver of a container other than the stack (`nil` for the stack: see ``Runner``).
  public var stressType: (any StressContainer.Type)? {
    switch self {
    case .stack: nil
    case .placeholder: PlaceholderStress.self
    case .tabs: TabStress.self
    case .pages: PageStress.self
    case .nested: NestedStress.self
    }
  }

  /// The bugs that can be planted in the container.
  public var plantableBugs: [String] {
    stressType?.plantableBugs ?? PlantedBug.allCases.map(\.rawValue)
  }

  /// The container the header of the trace at `path` names (`stack` when it names none).
  ///
  /// - Throws: ``HarnessError/badTrace(_:)`` for a file that cannot be read or is not a trace,
  ///   or one that names a container this harness does not know.
  /// - Returns: The container.
  public static func of(traceAt path: String) throws(HarnessError) -> ContainerKind {
    try of(trace: TraceFile.read(path), name: path)
  }

  /// The container a trace's header names (`stack` when it names none).
  ///
  /// - Parameters:
  ///   - data: The trace file's bytes.
  ///   - name: The file's name, for messages.
  /// - Throws: ``HarnessError/badTrace(_:)`` for a file that is not a trace, or one that names a
  ///   container this harness does not know.
  /// - Returns: The container.
  public static func of(trace data: Data, name: String) throws(HarnessError) -> ContainerKind {
    let container = try TraceFile.container(in: data, name: name)
    guard let kind = ContainerKind(rawValue: container) else {
      throw .badTrace(
        "\(name): unknown container '\(container)'; this harness drives \(allCases.map(\.rawValue).joined(separator: ", "))"
      )
    }
    return kind
  }
}
