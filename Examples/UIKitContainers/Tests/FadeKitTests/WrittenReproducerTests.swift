import Foundation
import StressKit
import Testing

@testable import FadeKitShapes

/// The Swift tests the harness writes for each shape driver compile in a test target.
///
/// The guide drops them into a test target of one's own: the files in `WrittenReproducers/`
/// are what `SwiftReproducer` writes today for a short clean run of each shape (so they are
/// built, and run, with this target), and this test holds them to it.
/// `RECORD_GOLDEN=1 swift test` writes them again.
@Suite struct WrittenReproducerTests {
  /// The folder of the written reproducers, in the source tree.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("WrittenReproducers")

  /// What the harness writes for the first steps of seed 1 of `Driver`.
  static func written<Driver: StressDriver>(_: Driver.Type) throws -> String {
    let options = StressOptions<Driver>(seed: 1)
    let steps = try StressRunner<Driver>.steps(of: options, count: 12)
    let trace = StressTrace<Driver>(options: options, steps: steps)
    return SwiftReproducer(trace, name: "written-\(Driver.name)").source
  }

  @Test(
    "each shape driver's written reproducer is the file built beside this test",
    arguments: ["fade", "swap", "my-tabs", "top-stack", "book-flip"])
  func theWrittenReproducerIsBuilt(container: String) throws {
    let source =
      switch container {
      case "fade": try Self.written(ContentShapeDriver<Fade>.self)
      case "swap": try Self.written(ContentShapeDriver<Swap>.self)
      case "my-tabs": try Self.written(ListShapeDriver<Tabs>.self)
      case "top-stack": try Self.written(StackShapeDriver<TopStack>.self)
      default: try Self.written(ListShapeDriver<BookFlip>.self)
      }
    // The shape's own module is imported, not only StressKit (the driver's).
    #expect(source.contains("\n@testable import FadeKitShapes\n"))
    let file = Self.folder.appendingPathComponent("\(container).swift")
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
      try source.write(to: file, atomically: true, encoding: .utf8)
    }
    #expect(try String(contentsOf: file, encoding: .utf8) == source, "\(container)")
  }
}
