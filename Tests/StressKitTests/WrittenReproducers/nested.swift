// swift-format-ignore-file
//
// A reproducer written by stress-harness: it replays a failing trace of the
// nested container and fails while the bug is there.
//
// Found with: seed 1, profile default

import Containment
import StressKit
import Testing

@Test("nested: replay, seed 1")
func writtenNested() throws {
  let options = StressOptions<StressKit.NestedDriver>(seed: 1)
  let runner = try StressRunner(options: options)
  try runner.apply(.container(.tabs(operation: .menu(shown: true))))
  try runner.apply(.container(.attachTabs(style: .slide, animated: false)))
  try runner.apply(.container(.pop(animated: false)))
  try runner.apply(.container(.tabs(operation: .select(index: 0))))
  try runner.apply(.container(.pop(animated: false)))
  try runner.apply(.container(.push(child: .new(payload: 1834), style: .slide, animated: false)))
  try runner.apply(.container(.push(child: .reuse(index: 2), style: .cover, animated: true)))
  try runner.apply(.memoryWarning(count: 1))
  try runner.apply(.container(.tabs(operation: .select(index: 0))))
  try runner.apply(.advance(ticks: 15))
  try runner.apply(.container(.tabs(operation: .select(index: 2))))
  try runner.apply(.memoryWarning(count: 1))
  let violations = runner.finish()
  #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
}
