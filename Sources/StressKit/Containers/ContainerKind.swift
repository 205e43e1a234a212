import Foundation

/// The containers `stress-harness --container` drives.
public enum ContainerKind: String, CaseIterable, Sendable, CustomStringConvertible {
  /// ``StackStress``: the top-N ``Containment/StackController``.
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

  /// The container's driver.
  public var stressType: any StressContainer.Type {
    switch self {
    case .stack: StackStress.self
    case .placeholder: PlaceholderStress.self
    case .tabs: TabStress.self
    case .pages: PageStress.self
    case .nested: NestedStress.self
    }
  }

  /// The bugs that can be planted in the container.
  public var plantableBugs: [String] {
    func names<Container: StressContainer>(_: Container.Type) -> [String] {
      Container.Bug.allCases.map(\.rawValue)
    }
    return names(stressType)
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
