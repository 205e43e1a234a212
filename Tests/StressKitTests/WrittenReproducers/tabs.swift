// swift-format-ignore-file
//
// A reproducer written by stress-harness: it replays a failing trace of the
// tabs container and fails while the bug is there.
//
// Found with: seed 3, profile default

import Containment
import StressKit
import Testing

@Test("tabs: replay, seed 3")
func writtenTabs() throws {
  let options = StressOptions<StressKit.TabDriver>(seed: 3)
  let runner = try StressRunner(options: options)
  try runner.apply(.rotate(.landscapeLeft))
  try runner.apply(.container(.select(index: 0)))
  try runner.apply(.resize(width: 681, height: 421))
  try runner.apply(.container(.select(index: 1)))
  try runner.apply(.container(.select(index: 2)))
  try runner.apply(.container(.select(index: 1)))
  try runner.apply(.hideWindow)
  try runner.apply(.container(.select(index: 2)))
  try runner.apply(.advance(ticks: 32))
  try runner.apply(.rotate(.landscapeLeft))
  try runner.apply(.container(.select(index: 2)))
  try runner.apply(.container(.select(index: 0)))
  let violations = runner.finish()
  #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
}
