import Foundation
import StressKit
import Testing

/// The Swift tests the harness writes for each built-in driver compile in a test target.
///
/// The files in `WrittenReproducers/` are what `SwiftReproducer` writes today for the first
/// steps of a seed of each built-in container (the first container's is seed 1, the next one's
/// seed 2…, so that containers drawing from one workload still give different traces), so they
/// are built, and run, with this target; this test holds them to the generator (the examples
/// hold a custom driver's and the shapes' the same way). `RECORD_GOLDEN=1 swift test` writes
/// them again.
@Suite struct WrittenReproducerTests {
  /// The folder of the written reproducers, in the source tree.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("WrittenReproducers")

  /// What the harness writes for the first steps of `seed` of `Driver`.
  static func written<Driver: StressDriver>(_: Driver.Type, seed: UInt64) throws -> String {
    let options = StressOptions<Driver>(seed: seed)
    let steps = try StressRunner<Driver>.steps(of: options, count: 12)
    let trace = StressTrace<Driver>(options: options, steps: steps)
    return SwiftReproducer(trace, name: "written-\(Driver.name)").source
  }

  @Test(
    "each built-in driver's written reproducer is the file built beside this test",
    arguments: BuiltInDrivers.all.map { $0.name })
  func theWrittenReproducerIsBuilt(container: String) throws {
    let driver = try #require(BuiltInDrivers.named(container))
    let index = try #require(BuiltInDrivers.all.firstIndex { $0 == driver })
    let source = try Self.written(driver, seed: UInt64(index + 1))
    // A built-in driver's module is StressKit's, imported as it is (not @testable).
    #expect(source.contains("\nimport StressKit\n") && !source.contains("@testable"))
    let file = Self.folder.appendingPathComponent("\(container).swift")
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
      try source.write(to: file, atomically: true, encoding: .utf8)
    }
    #expect(try String(contentsOf: file, encoding: .utf8) == source, "\(container)")
  }
}
