// swift-format-ignore-file
//
// A reproducer written by stress-harness: it replays a failing trace of the
// pages container and fails while the bug is there.
//
// Found with: seed 4, profile default, radius 1

import Containment
import StressKit
import Testing

@Test("pages: replay, seed 4")
func writtenPages() throws {
  let options = StressOptions<StressKit.PageDriver>(seed: 4)
  let runner = try StressRunner(options: options)
  try runner.apply(.container(.setPages(keep: 0b1110010111100001, add: [.taken(index: 4), .new(payload: 2634)], current: 4)))
  try runner.apply(.container(.setPages(keep: 0b1100110000000101, add: [], current: 2)))
  try runner.apply(.container(.swipeRight(animated: true)))
  try runner.apply(.container(.swipeLeft(animated: false)))
  try runner.apply(.container(.swipeRight(animated: false)))
  try runner.apply(.rotate(.landscapeRight))
  try runner.apply(.rotate(.portraitUpsideDown))
  try runner.apply(.memoryWarning(count: 1))
  try runner.apply(.rotate(.landscapeLeft))
  try runner.apply(.container(.swipeRight(animated: false)))
  try runner.apply(.container(.swipeRight(animated: true)))
  try runner.apply(.container(.swipeLeft(animated: true)))
  let violations = runner.finish()
  #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
}
