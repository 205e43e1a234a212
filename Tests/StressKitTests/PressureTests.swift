import StressKit
import Testing

@Suite struct PressureTests {
  @Test(arguments: [
    ("budget:64MiB", PressureSource.budget(bytes: 64 << 20)),
    ("budget:512KiB", .budget(bytes: 512 << 10)),
    ("budget:1000", .budget(bytes: 1000)),
    ("random:0.25", .random(rate: 0.25)),
    ("every:500", .every(steps: 500)),
  ])
  func parses(text: String, source: PressureSource) throws {
    #expect(try PressureSource(parsing: text) == source)
  }

  @Test(arguments: [
    ("budget", "pressure 'budget' must be budget:SIZE, random:RATE or every:STEPS"),
    ("budget:lots", "pressure budget 'lots' must be a size like 64MiB, 512KiB or 1000000"),
    ("random:2", "pressure rate '2' must be a number in (0, 1]"),
    ("every:0", "pressure interval '0' must be a whole number of steps, at least 1"),
    ("storm:1", "unknown pressure source 'storm'; use budget, random or every"),
  ])
  func refusesBadSources(text: String, message: String) {
    #expect(throws: HarnessError.usage(message)) { try PressureSource(parsing: text) }
  }

  @Test func injectedWarningsAreRecordedStepsThatReplayExactly() throws {
    let options = StressOptions<StackDriver>(seed: 8, steps: 3_000)
    let runner = try StressRunner<StackDriver>(options: options)
    try runner.addPressure([.every(steps: 100), .random(rate: 0.01)])
    var recorded: [StressStep<StackDriver.Operation>] = []
    runner.run(record: { recorded.append($0) })
    #expect(runner.finish().isEmpty)
    let reports = runner.pressureReports
    #expect(reports.map(\.source) == ["every:100", "random:0.01"])
    #expect(reports[0].warnings >= 25, "every:100 over at least 3,000 steps")
    #expect(reports[1].warnings > 0)
    #expect(recorded.count == 3_000 + reports.map(\.warnings).reduce(0, +))
    // Replaying the recorded steps, pressure included, gives the same run.
    let replay = try StressRunner<StackDriver>(options: options)
    for operation in recorded { try replay.apply(operation) }
    replay.finish()
    #expect(replay.oracle.loads == runner.oracle.loads)
    #expect(replay.memoryWarnings == runner.memoryWarnings)
  }

  @Test func aBudgetNeedsLiveBytes() throws {
    let runner = try StressRunner<TabDriver>(options: StressOptions(seed: 1, steps: 10))
    #expect(throws: HarnessError.self) { try runner.addPressure([.budget(bytes: 1)]) }
  }
}
