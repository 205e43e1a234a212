// swift-format-ignore-file
//
// A reproducer written by stress-harness: it replays a failing trace of the
// menu container and fails while the bug is there.
//
// Found with: seed 6, profile default

import Containment
import StressKit
import Testing

@Test("menu: replay, seed 6")
func writtenMenu() throws {
  let options = StressOptions<StressKit.MenuDriver>(seed: 6)
  let runner = try StressRunner(options: options)
  try runner.apply(.container(.select(index: 1)))
  try runner.apply(.memoryWarning(count: 1))
  try runner.apply(.container(.select(index: 2)))
  try runner.apply(.resize(width: 421, height: 406))
  try runner.apply(.container(.select(index: 0)))
  try runner.apply(.container(.setChildren(keep: 0b11011001, add: nil, at: 1)))
  try runner.apply(.memoryWarning(count: 1))
  try runner.apply(.container(.setChildren(keep: 0b100000, add: .new(payload: 29), at: 1)))
  try runner.apply(.memoryWarning(count: 1))
  try runner.apply(.container(.setChildren(keep: 0b11011101, add: .new(payload: 67), at: 1)))
  try runner.apply(.container(.select(index: 2)))
  try runner.apply(.container(.menu(shown: true)))
  let violations = runner.finish()
  #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
}
