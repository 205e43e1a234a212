// swift-format-ignore-file
//
// A reproducer written by stress-harness: it replays a failing trace of the
// top-stack container and fails while the bug is there.
//
// Found with: seed 1, profile default

import Containment
import Foundation
import StressKit
import Testing

@testable import FadeKitShapes

@Test("top-stack: replay, seed 1")
func writtenTopStack() throws {
  let options = StressOptions<StressKit.StackShapeDriver<FadeKitShapes.TopStack>>(seed: 1)
  let runner = try StressRunner(options: options)
  try runner.apply(step(#"{"push":{"_0":{"new":{"payload":2794}}}}"#))
  try runner.apply(step(#"{"push":{"_0":{"reuse":{"index":4}}}}"#))
  try runner.apply(step(#"{"push":{"_0":{"new":{"payload":1409}}}}"#))
  try runner.apply(step(#"{"push":{"_0":{"new":{"payload":1127}}}}"#))
  try runner.apply(.rotate(.landscapeLeft))
  try runner.apply(step(#"{"pop":{}}"#))
  try runner.apply(.memoryWarning(count: 1))
  try runner.apply(step(#"{"push":{"_0":{"taken":{"index":1}}}}"#))
  try runner.apply(.memoryWarning(count: 1))
  try runner.apply(step(#"{"push":{"_0":{"new":{"payload":1751}}}}"#))
  try runner.apply(step(#"{"push":{"_0":{"new":{"payload":1319}}}}"#))
  try runner.apply(step(#"{"push":{"_0":{"reuse":{"index":3}}}}"#))
  let violations = runner.finish()
  #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
}

/// A step of the trace, from its line.
private func step(_ line: String) throws -> StressStep<StressKit.StackShapeDriver<FadeKitShapes.TopStack>.Operation> {
  try JSONDecoder().decode(StressStep<StressKit.StackShapeDriver<FadeKitShapes.TopStack>.Operation>.self, from: Data(line.utf8))
}
