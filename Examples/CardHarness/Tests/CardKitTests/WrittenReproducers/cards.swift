// swift-format-ignore-file
//
// A reproducer written by stress-harness: it replays a failing trace of the
// cards container and fails while the bug is there.
//
// Found with: seed 21, profile default, blank one in 4

import Containment
import Foundation
import StressKit
import Testing

@testable import CardKit

@Test("cards: replay, seed 21")
func writtenCards() throws {
  let options = StressOptions<CardKit.CardDriver>(seed: 21)
  let runner = try StressRunner(options: options)
  try runner.apply(.memoryWarning(count: 1))
  try runner.apply(step(#"{"show":{"_0":{"reuse":{"index":6}}}}"#))
  try runner.apply(step(#"{"show":{"_0":{"reuse":{"index":1}}}}"#))
  try runner.apply(.advance(ticks: 208))
  try runner.apply(step(#"{"show":{"_0":{"reuse":{"index":6}}}}"#))
  try runner.apply(step(#"{"show":{"_0":{"new":{"payload":1534}}}}"#))
  try runner.apply(step(#"{"show":{"_0":{"reuse":{"index":2}}}}"#))
  try runner.apply(.advance(ticks: 123))
  try runner.apply(.rotate(.portrait))
  try runner.apply(step(#"{"show":{}}"#))
  try runner.apply(step(#"{"show":{"_0":{"new":{"payload":3554}}}}"#))
  try runner.apply(.rotate(.portraitUpsideDown))
  let violations = runner.finish()
  #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
}

/// A step of the trace, from its line.
private func step(_ line: String) throws -> StressStep<CardKit.CardDriver.Operation> {
  try JSONDecoder().decode(StressStep<CardKit.CardDriver.Operation>.self, from: Data(line.utf8))
}
