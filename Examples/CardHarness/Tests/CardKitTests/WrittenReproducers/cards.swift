// swift-format-ignore-file
//
// A reproducer written by stress-harness: it replays a failing trace of the
// cards container and fails while the bug is there.
//
// Found with: seed 1, profile default, blank one in 4

import Containment
import Foundation
import StressKit
import Testing

@testable import CardKit

@Test("cards: replay, seed 1")
func writtenCards() throws {
  let options = StressOptions<CardKit.CardDriver>(seed: 1)
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
private func step(_ line: String) throws -> StressStep<CardKit.CardDriver.Operation> {
  try JSONDecoder().decode(StressStep<CardKit.CardDriver.Operation>.self, from: Data(line.utf8))
}
