// swift-format-ignore-file
//
// A reproducer written by stress-harness: it replays a failing trace of the
// swap container and fails while the bug is there.
//
// Found with: seed 1, profile default

import Containment
import Foundation
import StressKit
import Testing

@testable import FadeKitShapes

@Test("swap: replay, seed 1")
func writtenSwap() throws {
  let options = StressOptions<StressKit.ContentShapeDriver<FadeKitShapes.Swap>>(seed: 1)
  let runner = try StressRunner(options: options)
  try runner.apply(step(#"{"show":{"_0":{"new":{"payload":2794}}}}"#))
  try runner.apply(.showWindow)
  try runner.apply(step(#"{"show":{"_0":{"reuse":{"index":5}}}}"#))
  try runner.apply(.advance(ticks: 239))
  try runner.apply(.hideWindow)
  try runner.apply(step(#"{"show":{"_0":{"new":{"payload":1127}}}}"#))
  try runner.apply(.rotate(.landscapeLeft))
  try runner.apply(step(#"{"show":{"_0":{"new":{"payload":1613}}}}"#))
  try runner.apply(.memoryWarning(count: 1))
  try runner.apply(.rotate(.portraitUpsideDown))
  try runner.apply(.memoryWarning(count: 1))
  try runner.apply(step(#"{"show":{}}"#))
  let violations = runner.finish()
  #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
}

/// A step of the trace, from its line.
private func step(_ line: String) throws -> StressStep<StressKit.ContentShapeDriver<FadeKitShapes.Swap>.Operation> {
  try JSONDecoder().decode(StressStep<StressKit.ContentShapeDriver<FadeKitShapes.Swap>.Operation>.self, from: Data(line.utf8))
}
