// swift-format-ignore-file
//
// A reproducer written by stress-harness: it replays a failing trace of the
// placeholder container and fails while the bug is there.
//
// Found with: seed 1, profile default

import Containment
import StressKit
import Testing

@Test("placeholder: replay, seed 1")
func writtenPlaceholder() throws {
  let options = StressOptions<StressKit.PlaceholderDriver>(seed: 1)
  let runner = try StressRunner(options: options)
  try runner.apply(.container(.setChild(placeholder: 0, child: .new(payload: 2794), style: .crossFade, reversed: false, animated: false)))
  try runner.apply(.advance(ticks: 239))
  try runner.apply(.container(.setChild(placeholder: 0, child: .new(payload: 1834), style: .none, reversed: false, animated: false)))
  try runner.apply(.container(.setChild(placeholder: 0, child: .new(payload: 2520), style: .none, reversed: false, animated: false)))
  try runner.apply(.container(.setChild(placeholder: 1, child: .reuse(index: 5), style: .cover, reversed: true, animated: false)))
  try runner.apply(.container(.setChild(placeholder: 1, child: .new(payload: 4080), style: .crossFade, reversed: true, animated: true)))
  try runner.apply(.container(.setChild(placeholder: 1, child: .new(payload: 2771), style: .slide, reversed: true, animated: false)))
  try runner.apply(.container(.setChild(placeholder: 0, child: .reuse(index: 6), style: .crossFade, reversed: false, animated: false)))
  try runner.apply(.container(.setChild(placeholder: 1, child: nil, style: .crossFade, reversed: true, animated: false)))
  try runner.apply(.container(.setChild(placeholder: 0, child: .new(payload: 529), style: .none, reversed: false, animated: false)))
  try runner.apply(.rotate(.landscapeRight))
  try runner.apply(.container(.finishTransitions))
  let violations = runner.finish()
  #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
}
