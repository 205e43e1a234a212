import Foundation
import StressKit
import Testing

/// The fuzz target of the trace reader and of replay.
///
/// Mutated corpus cases and recorded traces of every container are each read, replayed,
/// reported on (and now and then transcribed and shrunk) as `stress-harness replay` and
/// `shrink` would. An input may be refused, with a one-line message, or replayed; it must
/// never crash.
///
/// `swift test` runs a bounded smoke run of 4,096 inputs. Longer runs (the nightly) set
/// `VIEWCACHESTRESS_FUZZ_INPUTS` and `VIEWCACHESTRESS_FUZZ_SEED`; with
/// `VIEWCACHESTRESS_FUZZ_CRASH_FILE` set, each input is written there before it runs, so that a
/// crash leaves its input behind. Any input can also be made again from its seed and index
/// (``TraceMutator/input(_:)``). A crasher found becomes a case of `crashersAreRefused`.
@Suite struct TraceFuzzTests {
  static let environment = ProcessInfo.processInfo.environment
  /// How many inputs in all.
  static let inputs = environment["VIEWCACHESTRESS_FUZZ_INPUTS"].flatMap { Int($0) } ?? 4_096
  /// The seed of the inputs.
  static let seed = environment["VIEWCACHESTRESS_FUZZ_SEED"].flatMap { UInt64($0) } ?? 1
  /// The inputs are split into this many chunks, run in parallel.
  static let chunks = 8

  /// A mutator of the seed traces: the corpus, and a short recorded run of every container.
  static func makeMutator() -> TraceMutator {
    var seeds = CorpusTests.cases.compactMap {
      FileManager.default.contents(atPath: GoldenFile.path(GoldenFile.keptCases, $0 + ".jsonl"))
    }
    for type in BuiltInDrivers.all {
      for seed in 1...2 { seeds.append(recorded(type, seed: UInt64(seed))) }
    }
    return TraceMutator(seeds: seeds, seed: seed)
  }

  static func recorded<Driver: StressDriver>(
    _: Driver.Type, seed: UInt64
  ) -> Data {
    let options = StressOptions<Driver>(seed: seed, steps: 40)
    guard let runner = try? StressRunner<Driver>(options: options) else { return Data() }
    var steps: [StressStep<Driver.Operation>] = []
    runner.run(record: { steps.append($0) })
    runner.finish()
    return StressTrace<Driver>(options: options, steps: steps).encoded()
  }

  /// What became of an input.
  enum Outcome: Hashable {
    case refused, clean, failed
  }

  @Test("mutated traces are refused or replayed, never crash", arguments: 0..<chunks)
  func mutatedTracesNeverCrash(chunk: Int) throws {
    let crashFile = Self.environment["VIEWCACHESTRESS_FUZZ_CRASH_FILE"].map {
      "\($0).\(chunk)"
    }
    let mutator = Self.makeMutator()
    var outcomes: [Outcome: Int] = [:]
    for index in stride(from: chunk, to: Self.inputs, by: Self.chunks) {
      let input = mutator.input(index)
      if let crashFile { try input.write(to: URL(fileURLWithPath: crashFile)) }
      outcomes[Self.exercise(input, index: index), default: 0] += 1
    }
    if Self.environment["VIEWCACHESTRESS_FUZZ_INPUTS"] != nil {
      print(
        "fuzz chunk \(chunk) of seed \(Self.seed): \(outcomes[.refused, default: 0]) refused, \(outcomes[.clean, default: 0]) clean, \(outcomes[.failed, default: 0]) failing"
      )
    }
    // A mutator whose inputs are all refused, or all accepted, tests little.
    #expect(outcomes[.refused, default: 0] > 0)
    #expect(outcomes[.clean, default: 0] + outcomes[.failed, default: 0] > 0)
  }

  /// Reads, replays and reports on an input.
  static func exercise(_ input: Data, index: Int) -> Outcome {
    let container: String
    do {
      container = try TraceHeader.container(in: input, name: "fuzz.jsonl")
    } catch {
      expectOneLine(error)
      return .refused
    }
    guard let type = BuiltInDrivers.named(container) else { return .refused }
    return exercise(input, type, index: index)
  }

  static func exercise<Driver: StressDriver>(
    _ input: Data, _: Driver.Type, index: Int
  ) -> Outcome {
    let trace: StressTrace<Driver>
    do {
      trace = try StressTrace<Driver>(decoding: input, name: "fuzz.jsonl")
    } catch {
      expectOneLine(error)
      return .refused
    }
    do {
      // A trace that reads is valid throughout: its options and every step.
      let runner = try StressRunner<Driver>(options: trace.options)
      try runner.replay(trace.steps)
      let violations = runner.finish()
      _ = runner.report(elapsedSeconds: 0).text
      if index % 16 == 0 { _ = try Transcript(replaying: trace) }
      if let first = violations.first, index % 64 == 0 {
        let shrinker = StressShrinker(
          options: trace.options, signature: first.rule, budget: 8, timeLimit: .seconds(5))
        _ = shrinker.shrink(trace.steps)
      }
      return violations.isEmpty ? .clean : .failed
    } catch {
      Issue.record("input \(index) read as a trace but did not replay: \(error)")
      return .refused
    }
  }

  static func expectOneLine(_ error: HarnessError) {
    let message = error.description
    #expect(!message.isEmpty && !message.contains("\n"), "not one line: \(message)")
  }
}
