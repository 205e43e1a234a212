// swift-format-ignore-file
//
// A reproducer written by stress-harness: it replays a failing trace of the
// top-stack container and fails while the bug is there.
//
// Found with: seed 1, profile default

import Foundation
import StressKit
import Testing

@testable import FadeKitShapes

@Test("top-stack: replay, seed 1")
func writtenTopStack() throws {
  let options = StressOptions<StressKit.StackShapeDriver<FadeKitShapes.TopStack>>(seed: 1)
  let runner = try StressRunner(options: options)
  try runner.apply(step(#"{"push":{"_0":{"reuse":{"index":4}}}}"#))
  try runner.apply(step(#"{"pop":{}}"#))
  try runner.apply(step(#"{"push":{"_0":{"reuse":{"index":5}}}}"#))
  try runner.apply(step(#"{"pop":{}}"#))
  try runner.apply(step(#"{"pop":{}}"#))
  try runner.apply(step(#"{"push":{"_0":{"new":{"payload":2340}}}}"#))
  try runner.apply(.showWindow)
  try runner.apply(step(#"{"push":{"_0":{"new":{"payload":1834}}}}"#))
  try runner.apply(step(#"{"push":{"_0":{"reuse":{"index":2}}}}"#))
  try runner.apply(step(#"{"push":{"_0":{"reuse":{"index":2}}}}"#))
  try runner.apply(step(#"{"push":{"_0":{"new":{"payload":1613}}}}"#))
  try runner.apply(.memoryWarning(count: 1))
  let violations = runner.finish()
  #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
}

/// A step of the trace, from its line.
private func step(_ line: String) throws -> StressStep<StressKit.StackShapeDriver<FadeKitShapes.TopStack>.Operation> {
  try JSONDecoder().decode(StressStep<StressKit.StackShapeDriver<FadeKitShapes.TopStack>.Operation>.self, from: Data(line.utf8))
}
