import Foundation
import StressKit
import Testing

@testable import FadeKitShapes

/// The Swift tests the harness writes for each shape driver compile in a test target.
///
/// The guide drops them into a test target of one's own: the files in `WrittenReproducers/`
/// are what `SwiftReproducer` writes today for a short clean run of a shape of each kind, each
/// on a seed of its own (so they are built, and run, with this target), and this test holds
/// them to it. `RECORD_GOLDEN=1 swift test` writes them again.
@Suite struct WrittenReproducerTests {
  /// A shape of each kind, by name, and how to write its file again: the first steps of a seed
  /// of its own. (The written form is the shape driver's: two content shapes' files differ in
  /// their names only.)
  static let shapes: [String: @Sendable () throws -> String] = [
    "fade": { try written(ContentShapeDriver<Fade>.self, seed: 11) },
    "my-tabs": { try written(ListShapeDriver<Tabs>.self, seed: 13) },
    "top-stack": { try written(StackShapeDriver<TopStack>.self, seed: 14) },
  ]

  static func written<Driver: StressDriver>(_: Driver.Type, seed: UInt64) throws -> String {
    let options = StressOptions<Driver>(seed: seed)
    let trace = StressTrace(
      options: options, steps: try StressRunner<Driver>.steps(of: options, count: 12))
    return SwiftReproducer(trace, name: "written-\(Driver.name)").source
  }

  @Test(
    "each shape driver's written reproducer is the file built beside this test",
    arguments: shapes.keys.sorted())
  func theWrittenReproducerIsBuilt(shape: String) throws {
    let write = try #require(Self.shapes[shape])
    let source = try write()
    // The shape's own module is imported, not only StressKit (the driver's).
    #expect(source.contains("\n@testable import FadeKitShapes\n"))
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("WrittenReproducers/\(shape).swift")
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
      try source.write(to: file, atomically: true, encoding: .utf8)
    }
    #expect(try String(contentsOf: file, encoding: .utf8) == source, "\(shape)")
  }
}
