// swift-format-ignore-file
//
// A reproducer written by stress-harness: it replays a failing trace of the
// my-tabs container and fails while the bug is there.
//
// Found with: seed 13, profile default

import Containment
import Foundation
import StressKit
import Testing

@testable import FadeKitShapes

@Test("my-tabs: replay, seed 13")
func writtenMyTabs() throws {
  let options = StressOptions<StressKit.ListShapeDriver<FadeKitShapes.Tabs>>(seed: 13)
  let runner = try StressRunner(options: options)
  try runner.apply(step(#"{"select":{"_0":3}}"#))
  try runner.apply(step(#"{"select":{"_0":0}}"#))
  try runner.apply(step(#"{"select":{"_0":2}}"#))
  try runner.apply(step(#"{"select":{"_0":2}}"#))
  try runner.apply(.rotate(.landscapeLeft))
  try runner.apply(step(#"{"setChildren":{"_0":[{"new":{"payload":820}},{"new":{"payload":75}},{"new":{"payload":679}}]}}"#))
  try runner.apply(.advance(ticks: 246))
  try runner.apply(.advance(ticks: 180))
  try runner.apply(.resize(width: 897, height: 625))
  try runner.apply(.advance(ticks: 50))
  try runner.apply(.advance(ticks: 87))
  try runner.apply(step(#"{"select":{"_0":0}}"#))
  let violations = runner.finish()
  #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
}

/// A step of the trace, from its line.
private func step(_ line: String) throws -> StressStep<StressKit.ListShapeDriver<FadeKitShapes.Tabs>.Operation> {
  try JSONDecoder().decode(StressStep<StressKit.ListShapeDriver<FadeKitShapes.Tabs>.Operation>.self, from: Data(line.utf8))
}
