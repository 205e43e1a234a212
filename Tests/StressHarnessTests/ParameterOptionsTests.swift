import ArgumentParser
import Containment
import StressKit
import Testing

@testable import StressHarnessCLI

/// What a test driver declares: its name and its parameters.
protocol Declaration {
  static var name: String { get }
  static var parameters: [StressParameter<TwoNumbers>] { get }
}

/// A configuration of two numbers, for drivers that declare parameters over them.
struct TwoNumbers: StressConfiguration {
  var first = 2
  var second = 5
  var description: String { "first \(first), second \(second)" }
}

/// The stack under another name, with the parameters its declaration gives: how a plug-in's
/// declaration reaches the command line.
final class DeclaringDriver<Declared: Declaration>: StressDriver {
  typealias Operation = StackDriver.Operation
  typealias Bug = NoBug
  static var info: StressDriverInfo<DeclaringDriver> {
    StressDriverInfo(
      name: Declared.name, profiles: StackDriver.profiles, parameters: Declared.parameters)
  }
  let inner: StackDriver
  init(context: StressContext, configuration: TwoNumbers, plantedBugs: Set<Bug>) throws {
    inner = try StackDriver(
      context: context, configuration: .init(capacity: configuration.first), plantedBugs: [])
  }
  var root: ViewController { inner.root }
  var isTransitioning: Bool { inner.isTransitioning }
  func nextOperation(of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64)
    -> Operation
  { inner.nextOperation(of: kind, profile: profile, using: &rng) }
  func apply(_ operation: Operation) -> Bool { inner.apply(operation) }
  func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    inner.checkInvariants(after: step, in: context)
  }
}

/// `--first` (1...64, swept 1...4) and `--second` (0...9, swept 0...2).
enum TwoParameters: Declaration {
  static let name = "two"
  static let parameters = [
    StressParameter<TwoNumbers>(
      name: "first", help: "The first.", validRange: 1...64, sweepRange: 1...4, keyPath: \.first),
    StressParameter<TwoNumbers>(
      name: "second", help: "The second.", validRange: 0...9, sweepRange: 0...2, keyPath: \.second),
  ]
}

/// One parameter over `first`, declared by the drivers below.
func first(_ name: String, valid: ClosedRange<Int> = 1...9, sweep: ClosedRange<Int> = 1...2)
  -> [StressParameter<TwoNumbers>]
{
  [StressParameter(name: name, help: "", validRange: valid, sweepRange: sweep, keyPath: \.first)]
}

/// A parameter named like `run`'s `--seed`.
enum SeedParameter: Declaration {
  static let name = "seeded"
  static let parameters = first("seed")
}

/// A parameter named like `run`'s `--no-churn` flag.
enum FlagParameter: Declaration {
  static let name = "flagged"
  static let parameters = first("no-churn")
}

/// One name declared twice.
enum TwiceParameter: Declaration {
  static let name = "twice"
  static let parameters = TwoParameters.parameters + [TwoParameters.parameters[0]]
}

/// A name the command line cannot take.
enum CapitalParameter: Declaration {
  static let name = "capital"
  static let parameters = first("First")
}

/// A default sweep outside the values the parameter may take.
enum OutsideParameter: Declaration {
  static let name = "outside"
  static let parameters = first("first", sweep: 0...2)
}

/// A default sweep of more values than a sweep may cover.
enum WideParameter: Declaration {
  static let name = "wide"
  static let parameters = first("first", valid: 1...100, sweep: 1...65)
}

/// A driver's parameters become options of `run` and `sweep` without a line of the command
/// line naming them: `--NAME V` is rewritten before the parser, checked by the library.
@Suite struct ParameterOptionsTests {
  let names: Set<String> = ["capacity", "radius", "first"]

  @Test func parameterOptionsAreRewrittenForRunAndSweepOnly() {
    #expect(
      ParameterOptions.rewritten(["--capacity", "3", "--steps", "5"], names: names) == [
        "--parameter", "capacity=3", "--steps", "5",
      ])
    #expect(
      ParameterOptions.rewritten(["sweep", "--radius=0...2", "--first", "-1"], names: names) == [
        "sweep", "--parameter", "radius=0...2", "--parameter", "first=-1",
      ])
    #expect(
      ParameterOptions.rewritten(["run", "--capacity"], names: names) == [
        "run", "--parameter", "capacity",
      ])
    // demo's own --capacity, replay's arguments, what follows "--", and other options stay.
    for untouched in [
      ["demo", "--capacity", "3"], ["replay", "--capacity", "t.jsonl"],
      ["run", "--", "--capacity", "3"], ["--capacityx", "3"], ["--seed", "3"],
    ] {
      #expect(ParameterOptions.rewritten(untouched, names: names) == untouched)
    }
    #expect(ParameterOptions.rewritten(["--capacity", "3"], names: []) == ["--capacity", "3"])
  }

  @Test func aSweepVariesTheParameterGivenAsARangeAndHoldsTheOthers() throws {
    typealias Two = DeclaringDriver<TwoParameters>
    func sweep(_ given: [String]) throws -> (String, ClosedRange<Int>, TwoNumbers) {
      let options = try ParameterOptions.parse(given.flatMap { ["--parameter", $0] })
      var configuration = TwoNumbers()
      let (parameter, values) = try options.sweep(of: Two.self, configuration: &configuration)
      return (parameter.name, values, configuration)
    }
    let byDefault = try sweep([])
    #expect(byDefault.0 == "first" && byDefault.1 == 1...4 && byDefault.2 == TwoNumbers())
    let second = try sweep(["second=3...5", "first=7"])
    #expect(second.0 == "second" && second.1 == 3...5 && second.2.first == 7)
    let held = try sweep(["first=9"])
    #expect(held.0 == "second" && held.1 == 0...2 && held.2.first == 9)
    #expect(throws: ValidationError.self) { try sweep(["first=1...2", "second=0...1"]) }
    do {
      _ = try sweep(["first=1...2", "second=0...1"])
    } catch {
      #expect(
        "\(error)" == "sweep varies one parameter; --first and --second are both ranges")
    }
  }

  @Test func runSetsEveryParameterGivenAndTheLibraryChecksIt() throws {
    typealias Two = DeclaringDriver<TwoParameters>
    var configuration = TwoNumbers()
    try ParameterOptions.parse(["--parameter", "second=8", "--parameter", "first=3"])
      .apply(to: &configuration, of: Two.self)
    #expect(configuration == TwoNumbers(first: 3, second: 8))
    do {
      try ParameterOptions.parse(["--parameter", "second=10"]).apply(
        to: &configuration, of: Two.self)
      Issue.record("a value outside the range was taken")
    } catch {
      #expect("\(error)" == "--second must be in 0...9, got 10")
    }
  }

  @Test func aRegistryWithParametersTheCommandLineCannotTakeIsNamed() {
    let registry = { (driver: any StressDriver.Type) in ContainerRegistry.builtIn + [driver] }
    #expect(registry(DeclaringDriver<TwoParameters>.self).problem == nil)
    #expect(
      registry(DeclaringDriver<SeedParameter>.self).problem
        == "the seeded container's parameter 'seed' is also an option of run or sweep")
    #expect(
      registry(DeclaringDriver<FlagParameter>.self).problem
        == "the flagged container's parameter 'no-churn' is also an option of run or sweep")
    #expect(
      registry(DeclaringDriver<TwiceParameter>.self).problem
        == "the twice container's parameter 'first' is declared twice")
    #expect(
      registry(DeclaringDriver<CapitalParameter>.self).problem
        == "the capital container's parameter 'First' needs a name of lowercase letters, digits and inner hyphens"
    )
    #expect(
      registry(DeclaringDriver<OutsideParameter>.self).problem
        == "the outside container's parameter 'first' sweeps 0...2 by default, outside its values 1...9"
    )
    #expect(
      registry(DeclaringDriver<WideParameter>.self).problem
        == "the wide container's parameter 'first' sweeps 1...65 by default, more than 64 values"
    )
  }

  @Test func theBuiltInParametersAreNoneOfTheCommandsOptions() {
    for name in ContainerRegistry.builtIn.entries.flatMap(\.parameterNames) {
      #expect(!ContainerRegistry.isOption(name), "\(name)")
    }
    #expect(ContainerRegistry.isOption("steps") && ContainerRegistry.isOption("swarm"))
  }
}
