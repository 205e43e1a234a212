import ArgumentParser
import StressKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The container parameters the command line sets, shared by `run` (one value) and `sweep` (a
/// range of values): each is the `StressContainer/sweepParameter` of some container,
/// and refused for the others.
struct ParameterOptions: ParsableArguments {
  /// The help of a parameter's option.
  static let help = "N for run, LOW...HIGH for sweep"

  @Option(
    parsing: .unconditional,
    help:
      "The stack's capacity (\(help); run 1...1048576, default 2; sweep within 1...64, default 1...8)."
  )
  var capacity: String?

  @Option(
    parsing: .unconditional,
    help: "The pages' radius (\(help); 0...8; run 1, sweep 0...4 by default).")
  var radius: String?

  /// The text given for `option`.
  func given(_ option: ParameterOption) -> String? {
    switch option {
    case .capacity: capacity
    case .radius: radius
    }
  }

  /// Refuses a parameter `container` does not have.
  func check(for container: ContainerName) throws {
    for option in ParameterOption.allCases where given(option) != nil {
      guard option.rawValue == container.parameterName else {
        throw option.refusal(for: container)
      }
    }
  }

  /// The one value given for `parameter`, if any (`run`).
  func value<Configuration>(of parameter: SweepParameter<Configuration>) throws -> Int? {
    guard let option = ParameterOption(rawValue: parameter.name), let text = given(option) else {
      return nil
    }
    guard let value = Int(text) else {
      throw ValidationError("--\(parameter.name) must be a whole number, got '\(text)'")
    }
    return value
  }

  /// The range given for `parameter`, or its default (`sweep`), checked against the values it
  /// may take.
  func range<Configuration>(of parameter: SweepParameter<Configuration>) throws -> ClosedRange<Int>
  {
    guard let option = ParameterOption(rawValue: parameter.name), let text = given(option) else {
      return parameter.defaultRange
    }
    let parts = text.components(separatedBy: "...")
    let valid = parameter.validRange
    guard parts.count == 2, let low = Int(parts[0]),
      let high = Int(parts[1]), valid.contains(low), low <= high, valid.contains(high)
    else {
      throw ValidationError(
        "--\(parameter.name) must be LOW...HIGH with \(valid.lowerBound) ≤ LOW ≤ HIGH ≤ \(valid.upperBound), got '\(text)'"
      )
    }
    return low...high
  }
}

/// The container parameters the command line sets, each the ``StressContainer/sweepParameter``
/// of some container.
enum ParameterOption: String, CaseIterable {
  case capacity, radius

  /// The containers that have it.
  var owners: [String] {
    ContainerRegistry.current.entries.filter { $0.parameterName == rawValue }.map(\.name)
  }

  /// The one-line error for a container without it.
  func refusal(for container: ContainerName) -> ValidationError {
    let owners = owners.joined(separator: ", ")
    let own = container.parameterName.map { "its parameter is --\($0)" } ?? "it has no parameter"
    return ValidationError(
      "--\(rawValue) applies to the \(owners) container, not to \(container) (\(own))")
  }
}
