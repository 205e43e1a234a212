// swift-format-ignore-file
//
// A reproducer written by stress-harness: it replays a failing trace of the
// my-tabs container and fails while the bug is there.
//
// Found with: seed 1, profile default

import Containment
import Foundation
import StressKit
import Testing

@testable import FadeKitShapes

@Test("my-tabs: replay, seed 1")
func writtenMyTabs() throws {
  let options = StressOptions<StressKit.ListShapeDriver<FadeKitShapes.Tabs>>(seed: 1)
  let runner = try StressRunner(options: options)
  try runner.apply(step(#"{"select":{"_0":0}}"#))
  try runner.apply(step(#"{"select":{"_0":1}}"#))
  try runner.apply(.showWindow)
  try runner.apply(step(#"{"select":{"_0":0}}"#))
  try runner.apply(step(#"{"setChildren":{"_0":[{"new":{"payload":1409}},{"new":{"payload":412586}},{"new":{"payload":1127}}]}}"#))
  try runner.apply(.rotate(.landscapeLeft))
  try runner.apply(step(#"{"select":{"_0":1}}"#))
  try runner.apply(step(#"{"select":{"_0":3}}"#))
  try runner.apply(.memoryWarning(count: 1))
  try runner.apply(.rotate(.portraitUpsideDown))
  try runner.apply(.memoryWarning(count: 1))
  try runner.apply(step(#"{"select":{"_0":1}}"#))
  let violations = runner.finish()
  #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
}

/// A step of the trace, from its line.
private func step(_ line: String) throws -> StressStep<StressKit.ListShapeDriver<FadeKitShapes.Tabs>.Operation> {
  try JSONDecoder().decode(StressStep<StressKit.ListShapeDriver<FadeKitShapes.Tabs>.Operation>.self, from: Data(line.utf8))
}
