// swift-format-ignore-file
//
// A reproducer written by stress-harness: it replays a failing trace of the
// stack container and fails while the bug is there.
//
// Found with: seed 1, profile default, capacity 2

import Containment
import StressKit
import Testing

@Test("stack: replay, seed 1")
func writtenStack() throws {
  let options = StressOptions<StressKit.StackDriver>(seed: 1)
  let runner = try StressRunner(options: options)
  try runner.apply(.memoryWarning(count: 3))
  try runner.apply(.container(.cancelTransition))
  try runner.apply(.container(.insert(index: 0, payload: 1850)))
  try runner.apply(.container(.remove(index: 0, animated: true)))
  try runner.apply(.memoryWarning(count: 2))
  try runner.apply(.container(.remove(index: 0, animated: false)))
  try runner.apply(.advance(ticks: 273))
  try runner.apply(.advance(ticks: 27))
  try runner.apply(.container(.push(payload: 3863, style: .none, animated: true)))
  try runner.apply(.container(.push(payload: 742, style: .cover, animated: true)))
  try runner.apply(.container(.cancelTransition))
  try runner.apply(.memoryWarning(count: 2))
  let violations = runner.finish()
  #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
}
