import ContainmentCore
import Testing
import UIKitContainment

/// A display link fires at every frame of the run loop's virtual clock while it is added and
/// not paused, keeps its target until it is invalidated, and leaves the clock idle.
@Suite struct CADisplayLinkTests {
  /// A screen a link's target keeps.
  final class Screen {}

  @Test func aLinkFiresEveryFrameWhileAddedAndNotPaused() throws {
    let clock = VirtualClock()
    var frames: [Int64] = []
    let link = CADisplayLink { frames.append(Int64(($0.timestamp * 1000).rounded())) }
    clock.withCurrent { link.add(to: .main, forMode: .common) }
    #expect(frames.isEmpty, "nothing fires inside the call")
    #expect(clock.isIdle, "a link does not hold the clock")
    try clock.advance(by: 51)
    #expect(frames == [17, 34, 51])
    #expect(link.targetTimestamp == 0.068)
    link.isPaused = true
    try clock.advance(by: 34)
    #expect(frames.count == 3, "paused: no frame")
    link.isPaused = false
    link.remove(from: .main, forMode: .common)
    try clock.advance(by: 100)
    #expect(frames.count == 3, "removed: no frame")
    clock.withCurrent { link.add(to: .main, forMode: .default) }
    link.preferredFramesPerSecond = 30
    try clock.advance(by: 100)
    #expect(frames.suffix(3) == [202, 235, 268], "added again: 17 ms, then every 33 ms at 30 Hz")
    link.invalidate()
    try clock.advance(by: 200)
    #expect(frames.count == 6, "invalidated: no frame")
  }

  @Test @MainActor func aLinkKeepsItsTargetUntilInvalidated() throws {
    let clock = VirtualClock()
    weak var gone: Screen?
    let link = {
      let screen = Screen()
      gone = screen
      let link = CADisplayLink(target: screen, selector: Selector("step:"))
      clock.withCurrent { link.add(to: .main, forMode: .common) }
      return link
    }()
    #expect(gone != nil, "the link keeps its target, as Apple's does")
    link.invalidate()
    #expect(gone == nil)
    try clock.advance(by: 100)
  }
}
