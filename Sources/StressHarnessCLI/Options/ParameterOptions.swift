import ArgumentParser
import StressKit

/// The container parameters given on the command line, shared by `run` (`--NAME N`) and
/// `sweep` (`--NAME LOW...HIGH`).
///
/// No option is declared here for a parameter: each driver declares its own
/// (`StressDriver/parameters`), and ``rewritten(_:names:)`` turns `--NAME V` and
/// `--NAME=V`, for every name the registered drivers declare, into the hidden
/// `--parameter NAME=V` before the parser runs. A plug-in's parameter gets its option, its
/// help (``helpText``) and its checks with no change to the command line.
struct ParameterOptions: ParsableArguments {
  @Option(
    name: .customLong("parameter"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "A container parameter, NAME=VALUE (written --NAME VALUE).", visibility: .hidden))
  var given: [String] = []

  /// The value given for the parameter `name`, if any; the last wins when given twice. (One
  /// given without a value is refused by ``check(for:)`` first.)
  func text(of name: String) -> String? {
    given.lazy.map(Self.split).last { $0.name == name }?.value
  }

  /// Refuses a parameter `container` does not declare, and one given without a value.
  func check(for container: ContainerName) throws {
    let own = container.parameterNames
    for assignment in given {
      let (name, value) = Self.split(assignment)
      guard own.contains(name) else { throw Self.refusal(of: name, for: container) }
      guard value != nil else { throw ValidationError("--\(name) needs a value") }
    }
  }

  /// Sets the values given for `Driver`'s parameters in `configuration` (`run`; `sweep`
  /// for all but its axis).
  func apply<Driver: StressDriver>(
    to configuration: inout Driver.Configuration, of _: Driver.Type, except axis: String? = nil
  ) throws {
    for parameter in Driver.parameters where parameter.name != axis {
      guard let text = text(of: parameter.name) else { continue }
      configuration[keyPath: parameter.keyPath] = try Self.option { () throws(HarnessError) in
        try parameter.value(from: text)
      }
    }
  }

  /// The parameter a sweep of `Driver` varies, and its values.
  ///
  /// The axis is the parameter given as a range, or else the first not given, over its
  /// default values; those given as one value are set in `configuration` and held.
  func sweep<Driver: StressDriver>(
    of _: Driver.Type, configuration: inout Driver.Configuration
  ) throws -> (parameter: StressParameter<Driver.Configuration>, values: ClosedRange<Int>) {
    let parameters = Driver.parameters
    guard let first = parameters.first else {
      throw ValidationError("the \(Driver.name) container has no parameter to sweep")
    }
    let ranges = parameters.filter { text(of: $0.name)?.contains(".") == true }
    guard ranges.count <= 1 else {
      let names = ranges.map { "--\($0.name)" }.joined(separator: " and ")
      throw ValidationError("sweep varies one parameter; \(names) are both ranges")
    }
    let axis = ranges.first ?? parameters.first { text(of: $0.name) == nil } ?? first
    let values: ClosedRange<Int>
    if let text = text(of: axis.name) {
      values = try Self.option { () throws(HarnessError) in try axis.sweepValues(from: text) }
    } else {
      values = axis.sweepRange
    }
    try apply(to: &configuration, of: Driver.self, except: axis.name)
    return (axis, values)
  }

  /// The library's error about a parameter as the option's: `--capacity must be …`.
  static func option<Value>(_ body: () throws(HarnessError) -> Value) throws -> Value {
    do throws(HarnessError) {
      return try body()
    } catch {
      throw ValidationError("--\(error.description)")
    }
  }

  /// `NAME=VALUE` as its name and value; `NAME` alone has no value.
  private static func split(_ assignment: String) -> (name: String, value: String?) {
    guard let equals = assignment.firstIndex(of: "=") else { return (assignment, nil) }
    return (
      String(assignment[..<equals]), String(assignment[assignment.index(after: equals)...])
    )
  }

  /// The one-line error for a parameter `container` does not declare.
  private static func refusal(of name: String, for container: ContainerName) -> ValidationError {
    let owners = ContainerRegistry.current.entries.filter { $0.parameterNames.contains(name) }
    let own = container.parameterNames.map { "--\($0)" }
    let its =
      own.isEmpty
      ? "it has no parameter"
      : own.count == 1
        ? "its parameter is \(own[0])" : "its parameters are \(own.joined(separator: ", "))"
    guard !owners.isEmpty else {
      return ValidationError("unknown parameter '--\(name)' for \(container) (\(its))")
    }
    return ValidationError(
      "--\(name) applies to the \(owners.map(\.name).joined(separator: ", ")) container, not to \(container) (\(its))"
    )
  }

  /// `arguments` with every registered parameter's `--NAME V` or `--NAME=V` written
  /// `--parameter NAME=V`, for `run` (also the default command) and `sweep`; nothing after
  /// `--` is touched.
  static func rewritten(_ arguments: [String], names: Set<String>) -> [String] {
    guard !names.isEmpty else { return arguments }
    // A first argument that is not an option names the command (or is one the parser refuses):
    // only `run` and `sweep` take parameters; without one, the command is `run`. The parser's
    // own command names are not asked for: deriving them costs millions of instructions.
    if let first = arguments.first, !first.hasPrefix("-"), first != "run", first != "sweep" {
      return arguments
    }
    var result: [String] = []
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      guard argument != "--" else {
        result += arguments[(index - 1)...]
        break
      }
      guard argument.hasPrefix("--") else {
        result.append(argument)
        continue
      }
      let (name, value) = split(String(argument.dropFirst(2)))
      guard names.contains(name) else {
        result.append(argument)
        continue
      }
      if let value {
        result += ["--parameter", "\(name)=\(value)"]
      } else if index < arguments.endIndex {
        result += ["--parameter", "\(name)=\(arguments[index])"]
        index += 1
      } else {
        result += ["--parameter", name]
      }
    }
    return result
  }

  /// The help of the registered drivers' parameters, for `run` and `sweep`'s discussion.
  static var helpText: String {
    var lines: [String] = []
    for entry in ContainerRegistry.current.entries {
      lines += entry.parameterHelp
    }
    guard !lines.isEmpty else { return "" }
    return "\nContainer parameters, each for the container that declares it:\n"
      + lines.joined(separator: "\n")
  }
}
