// swift-format-ignore-file
//
// A reproducer written by stress-harness: it replays a failing trace of the
// app container and fails while the bug is there.
//
// Found with: seed 7, profile default

import Containment
import StressKit
import Testing

@Test("app: replay, seed 7")
func writtenApp() throws {
  let options = StressOptions<StressKit.AppDriver>(seed: 7)
  let runner = try StressRunner(options: options)
  try runner.apply(.container(.select(tab: 0)))
  try runner.apply(.container(.dismiss(animated: true)))
  try runner.apply(.container(.push(.new(payload: 282), animated: true)))
  try runner.apply(.showWindow)
  try runner.apply(.rotate(.portraitUpsideDown))
  try runner.apply(.rotate(.landscapeRight))
  try runner.apply(.container(.background))
  try runner.apply(.container(.dismiss(animated: true)))
  try runner.apply(.container(.pop(animated: true)))
  try runner.apply(.showWindow)
  try runner.apply(.container(.beginBackSwipe))
  try runner.apply(.container(.endGesture(finishing: false)))
  let violations = runner.finish()
  #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
}
