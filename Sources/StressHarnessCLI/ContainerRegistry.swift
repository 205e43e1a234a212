import ArgumentParser
import StressKit
import Synchronization

/// The containers a `stress-harness` executable drives, by name.
///
/// `stress-harness` drives ``builtIn``; an executable of your own adds its drivers and gets
/// every command (`run`, `replay`, `shrink`, `sweep`, `profiles`) for them:
///
/// ```swift
/// import StressHarnessCLI
///
/// @main
/// enum CardHarness {
///   static func main() {
///     StressHarness.main(containers: .builtIn + [CardDriver.self])
///   }
/// }
/// ```
public struct ContainerRegistry: Sendable {
  /// One registered driver.
  public struct Entry: Sendable {
    /// Its name (`StressDriver/name`).
    public let name: String
    /// The driver type.
    ///
    /// A metatype has no state to share unsafely, but a protocol's metatype is not `Sendable`
    /// before `SendableMetatype` (Swift 6.2), which the package does not require.
    nonisolated(unsafe) public let driver: any StressDriver.Type

    init(_ type: any StressDriver.Type) {
      name = type.name
      driver = type
    }
  }

  /// The drivers, in the order they were given (the first is `run`'s default).
  public let entries: [Entry]

  /// A registry of `drivers`, the first the default.
  public init(_ drivers: [any StressDriver.Type]) {
    entries = drivers.map { Entry($0) }
  }

  /// StressKit's drivers: the stack (the default), placeholder, tabs, pages and nested.
  public static var builtIn: ContainerRegistry { ContainerRegistry(BuiltInDrivers.all) }

  /// This registry and `more` drivers after it.
  public static func + (registry: ContainerRegistry, more: [any StressDriver.Type])
    -> ContainerRegistry
  {
    ContainerRegistry(registry.entries.map(\.driver) + more)
  }

  /// The names, in order.
  public var names: [String] { entries.map(\.name) }

  /// The driver called `name`, if any.
  public func entry(named name: String) -> Entry? {
    entries.first { $0.name == name }
  }

  /// Why the registry cannot be used: no driver, two with one name, or a parameter the
  /// command line cannot take (a bad declaration, a name given twice, or one of `run`'s or
  /// `sweep`'s own options).
  package var problem: String? {
    guard !entries.isEmpty else { return "no container is registered" }
    var seen: Set<String> = []
    for name in names where !seen.insert(name).inserted {
      return "two containers are registered as '\(name)'"
    }
    for name in names {
      if let problem = Violation.containerNameProblem(name) { return problem }
    }
    let builtIn = Set(ContainerRegistry.builtIn.names)
    for entry in entries {
      if let problem = entry.parameterProblem { return "the \(entry.name) container's \(problem)" }
      // The built-in drivers' names are checked by the tests; a plug-in's cost a parse each.
      guard !builtIn.contains(entry.name) else { continue }
      for name in entry.parameterNames where Self.isOption(name) {
        return "the \(entry.name) container's parameter '\(name)' is also an option of run or sweep"
      }
    }
    return nil
  }

  /// Whether `--name` is one of `run`'s or `sweep`'s own options (the parser knows it).
  static func isOption(_ name: String) -> Bool {
    [StressHarness.Run.self as any ParsableCommand.Type, StressHarness.Sweep.self].contains {
      command in
      do {
        _ = try command.parse(["--\(name)"])
        return true
      } catch {
        return !command.message(for: error).hasPrefix("Unknown option")
      }
    }
  }

  /// The registry the running command line uses, set by ``StressHarness/main(containers:)``.
  static var current: ContainerRegistry { shared.withLock { $0 } }
  static let shared = Mutex(ContainerRegistry.builtIn)
}
