// swift-format-ignore-file
//
// A reproducer written by stress-harness: it replays a failing trace of the
// fade container and fails while the bug is there.
//
// Found with: seed 11, profile default

import Containment
import Foundation
import StressKit
import Testing

@testable import FadeKitShapes

@Test("fade: replay, seed 11")
func writtenFade() throws {
  let options = StressOptions<StressKit.ContentShapeDriver<FadeKitShapes.Fade>>(seed: 11)
  let runner = try StressRunner(options: options)
  try runner.apply(.advance(ticks: 79))
  try runner.apply(step(#"{"show":{"_0":{"new":{"payload":1458}}}}"#))
  try runner.apply(.memoryWarning(count: 1))
  try runner.apply(.advance(ticks: 288))
  try runner.apply(.rotate(.portraitUpsideDown))
  try runner.apply(step(#"{"show":{"_0":{"reuse":{"index":7}}}}"#))
  try runner.apply(.resize(width: 666, height: 1119))
  try runner.apply(step(#"{"show":{"_0":{"new":{"payload":4033}}}}"#))
  try runner.apply(step(#"{"show":{"_0":{"new":{"payload":3780}}}}"#))
  try runner.apply(step(#"{"show":{"_0":{"reuse":{"index":3}}}}"#))
  try runner.apply(step(#"{"show":{"_0":{"new":{"payload":3217}}}}"#))
  try runner.apply(step(#"{"show":{"_0":{"reuse":{"index":1}}}}"#))
  let violations = runner.finish()
  #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
}

/// A step of the trace, from its line.
private func step(_ line: String) throws -> StressStep<StressKit.ContentShapeDriver<FadeKitShapes.Fade>.Operation> {
  try JSONDecoder().decode(StressStep<StressKit.ContentShapeDriver<FadeKitShapes.Fade>.Operation>.self, from: Data(line.utf8))
}
