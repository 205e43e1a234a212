// swift-format-ignore-file
//
// A reproducer written by stress-harness: it replays a failing trace of the
// placeholder container and fails while the bug is there.
//
// Found with: seed 2, profile default

import Containment
import StressKit
import Testing

@Test("placeholder: replay, seed 2")
func writtenPlaceholder() throws {
  let options = StressOptions<StressKit.PlaceholderDriver>(seed: 2)
  let runner = try StressRunner(options: options)
  try runner.apply(.container(.setChild(placeholder: 1, child: .taken(index: 3), style: .slide, reversed: false, animated: true)))
  try runner.apply(.container(.setChild(placeholder: 0, child: .new(payload: 1643), style: .cover, reversed: true, animated: false)))
  try runner.apply(.resize(width: 420, height: 627))
  try runner.apply(.showWindow)
  try runner.apply(.resize(width: 328, height: 774))
  try runner.apply(.container(.setChild(placeholder: 1, child: .new(payload: 3454), style: .cover, reversed: false, animated: true)))
  try runner.apply(.container(.setChild(placeholder: 0, child: .taken(index: 1), style: .crossFade, reversed: false, animated: true)))
  try runner.apply(.memoryWarning(count: 1))
  try runner.apply(.resize(width: 775, height: 451))
  try runner.apply(.memoryWarning(count: 1))
  try runner.apply(.container(.setChild(placeholder: 1, child: .reuse(index: 3), style: .none, reversed: false, animated: false)))
  try runner.apply(.container(.setChild(placeholder: 0, child: .new(payload: 2058), style: .cover, reversed: false, animated: false)))
  let violations = runner.finish()
  #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
}
