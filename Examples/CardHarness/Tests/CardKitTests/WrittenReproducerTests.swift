import CardKit
import Foundation
import StressKit
import Testing

/// The Swift test the harness writes for a driver of one's own compiles in a test target.
///
/// `WrittenReproducers/cards.swift` is what `SwiftReproducer` writes today for a short clean run
/// of `CardDriver`, seed 21 (so it is built, and run, with this target), and this test holds it to it.
/// `RECORD_GOLDEN=1 swift test` writes it again.
@Suite struct WrittenReproducerTests {
  @Test("the card driver's written reproducer is the file built beside this test")
  func theWrittenReproducerIsBuilt() throws {
    let options = StressOptions<CardDriver>(seed: 21)
    let steps = try StressRunner<CardDriver>.steps(of: options, count: 12)
    let trace = StressTrace<CardDriver>(options: options, steps: steps)
    let source = SwiftReproducer(trace, name: "written-cards").source
    #expect(source.contains("\n@testable import CardKit\n"))
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("WrittenReproducers/cards.swift")
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
      try source.write(to: file, atomically: true, encoding: .utf8)
    }
    #expect(try String(contentsOf: file, encoding: .utf8) == source)
  }
}
