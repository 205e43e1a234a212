// swift-format-ignore-file
//
// A reproducer written by stress-harness: it replays a failing trace of the
// pages container and fails while the bug is there.
//
// Found with: seed 1, profile default, radius 1

import Containment
import StressKit
import Testing

@Test("pages: replay, seed 1")
func writtenPages() throws {
  let options = StressOptions<StressKit.PageDriver>(seed: 1)
  let runner = try StressRunner(options: options)
  try runner.apply(.container(.swipeLeft(animated: false)))
  try runner.apply(.container(.finishTransition))
  try runner.apply(.container(.setPages(keep: 0b1000010101110101, add: [.new(payload: 942)], current: 1)))
  try runner.apply(.container(.swipeRight(animated: false)))
  try runner.apply(.container(.swipeLeft(animated: true)))
  try runner.apply(.container(.swipeLeft(animated: true)))
  try runner.apply(.rotate(.landscapeLeft))
  try runner.apply(.container(.swipeRight(animated: true)))
  try runner.apply(.container(.swipeRight(animated: true)))
  try runner.apply(.memoryWarning(count: 1))
  try runner.apply(.rotate(.portraitUpsideDown))
  try runner.apply(.memoryWarning(count: 1))
  let violations = runner.finish()
  #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
}
