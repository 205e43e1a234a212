import ArgumentParser
import StressKit

/// A container's name on the command line: one of the registry's, which the parser lists.
struct ContainerName: ExpressibleByArgument, Hashable, Sendable, CustomStringConvertible {
  let name: String

  init(_ name: String) { self.name = name }

  init?(argument: String) {
    guard ContainerRegistry.current.entry(named: argument) != nil else { return nil }
    name = argument
  }

  /// The default: the registry's first.
  static var first: ContainerName {
    ContainerName(ContainerRegistry.current.names.first ?? "stack")
  }

  static var allValueStrings: [String] { ContainerRegistry.current.names }

  var defaultValueDescription: String { name }

  var description: String { name }

  /// The driver.
  var stressType: any StressContainer.Type {
    ContainerRegistry.current.entry(named: name)?.stressType ?? StackStress.self
  }
}
