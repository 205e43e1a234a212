// swift-format-ignore-file
//
// A reproducer written by stress-harness: it replays a failing trace of the
// nested container and fails while the bug is there.
//
// Found with: seed 5, profile default

import Containment
import StressKit
import Testing

@Test("nested: replay, seed 5")
func writtenNested() throws {
  let options = StressOptions<StressKit.NestedDriver>(seed: 5)
  let runner = try StressRunner(options: options)
  try runner.apply(.container(.tabs(operation: .setChildren(keep: 0b1000101, add: .reuse(index: 1), at: 0))))
  try runner.apply(.showWindow)
  try runner.apply(.container(.attachTabs(style: .cover, animated: true)))
  try runner.apply(.container(.push(child: .reuse(index: 6), style: .none, animated: false)))
  try runner.apply(.container(.tabs(operation: .select(index: 2))))
  try runner.apply(.container(.attachTabs(style: .crossFade, animated: false)))
  try runner.apply(.rotate(.portraitUpsideDown))
  try runner.apply(.rotate(.landscapeRight))
  try runner.apply(.rotate(.landscapeRight))
  try runner.apply(.rotate(.landscapeLeft))
  try runner.apply(.container(.attachTabs(style: .none, animated: false)))
  try runner.apply(.container(.pop(animated: false)))
  let violations = runner.finish()
  #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
}
