// swift-format-ignore-file
//
// A reproducer written by stress-harness: it replays a failing trace of the
// tabs container and fails while the bug is there.
//
// Found with: seed 1, profile default

import Containment
import StressKit
import Testing

@Test("tabs: replay, seed 1")
func writtenTabs() throws {
  let options = StressOptions<StressKit.TabDriver>(seed: 1)
  let runner = try StressRunner(options: options)
  try runner.apply(.container(.select(index: 2)))
  try runner.apply(.container(.menu(shown: true)))
  try runner.apply(.container(.setChildren(keep: 0b1110101, add: .reuse(index: 4), at: 0)))
  try runner.apply(.container(.select(index: 1)))
  try runner.apply(.container(.select(index: 1)))
  try runner.apply(.container(.setChildren(keep: 0b1100011, add: .reuse(index: 2), at: 2)))
  try runner.apply(.container(.select(index: 2)))
  try runner.apply(.memoryWarning(count: 1))
  try runner.apply(.container(.setChildren(keep: 0b10011111, add: nil, at: 0)))
  try runner.apply(.container(.setChildren(keep: 0b10001010, add: .reuse(index: 5), at: 1)))
  try runner.apply(.container(.select(index: 1)))
  try runner.apply(.container(.setChildren(keep: 0b1100, add: nil, at: 1)))
  let violations = runner.finish()
  #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
}
