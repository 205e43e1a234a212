// swift-format-ignore-file
//
// A reproducer written by stress-harness: it replays a failing trace of the
// navigation container and fails while the bug is there.
//
// Found with: seed 8, profile default

import Containment
import Foundation
import StressKit
import Testing

@Test("navigation: replay, seed 8")
func writtenNavigation() throws {
  let options = StressOptions<StressKit.StackShapeDriver<StressKit.NavigationShape>>(seed: 8)
  let runner = try StressRunner(options: options)
  try runner.apply(step(#"{"push":{"_0":{"reuse":{"index":6}}}}"#))
  try runner.apply(step(#"{"push":{"_0":{"new":{"payload":101}}}}"#))
  try runner.apply(.hideWindow)
  try runner.apply(.memoryWarning(count: 1))
  try runner.apply(step(#"{"push":{"_0":{"reuse":{"index":7}}}}"#))
  try runner.apply(.resize(width: 710, height: 826))
  try runner.apply(.memoryWarning(count: 1))
  try runner.apply(step(#"{"pop":{}}"#))
  try runner.apply(.rotate(.portraitUpsideDown))
  try runner.apply(step(#"{"push":{"_0":{"new":{"payload":618}}}}"#))
  try runner.apply(.resize(width: 779, height: 911))
  try runner.apply(step(#"{"push":{"_0":{"reuse":{"index":3}}}}"#))
  let violations = runner.finish()
  #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
}

/// A step of the trace, from its line.
private func step(_ line: String) throws -> StressStep<StressKit.StackShapeDriver<StressKit.NavigationShape>.Operation> {
  try JSONDecoder().decode(StressStep<StressKit.StackShapeDriver<StressKit.NavigationShape>.Operation>.self, from: Data(line.utf8))
}
