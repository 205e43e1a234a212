// swift-format-ignore-file
//
// A reproducer written by stress-harness: it replays a failing trace of the
// top-stack container and fails while the bug is there.
//
// Found with: seed 14, profile default

import Containment
import Foundation
import StressKit
import Testing

@testable import FadeKitShapes

@Test("top-stack: replay, seed 14")
func writtenTopStack() throws {
  let options = StressOptions<StressKit.StackShapeDriver<FadeKitShapes.TopStack>>(seed: 14)
  let runner = try StressRunner(options: options)
  try runner.apply(.showWindow)
  try runner.apply(.memoryWarning(count: 1))
  try runner.apply(step(#"{"push":{"_0":{"new":{"payload":2364}}}}"#))
  try runner.apply(step(#"{"pop":{}}"#))
  try runner.apply(.resize(width: 755, height: 440))
  try runner.apply(step(#"{"push":{"_0":{"reuse":{"index":7}}}}"#))
  try runner.apply(step(#"{"pop":{}}"#))
  try runner.apply(step(#"{"push":{"_0":{"new":{"payload":3607}}}}"#))
  try runner.apply(step(#"{"push":{"_0":{"new":{"payload":1212}}}}"#))
  try runner.apply(step(#"{"pop":{}}"#))
  try runner.apply(.showWindow)
  try runner.apply(.advance(ticks: 43))
  let violations = runner.finish()
  #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
}

/// A step of the trace, from its line.
private func step(_ line: String) throws -> StressStep<StressKit.StackShapeDriver<FadeKitShapes.TopStack>.Operation> {
  try JSONDecoder().decode(StressStep<StressKit.StackShapeDriver<FadeKitShapes.TopStack>.Operation>.self, from: Data(line.utf8))
}
