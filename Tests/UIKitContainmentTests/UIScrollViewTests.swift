import ContainmentCore
import Testing
import UIKitContainment

/// A scroll view moves its content under a performed drag, decelerates on the virtual clock,
/// and tells its delegate in UIKit's order.
@Suite struct UIScrollViewTests {
  /// A delegate that writes down what it hears.
  final class Listener: UIScrollViewDelegate {
    var heard: [String] = []
    var retarget: CGPoint?
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      heard.append("scroll \(Int(scrollView.contentOffset.x))")
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { heard.append("will drag") }
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      heard.append("will end drag at \(Int(targetContentOffset.pointee.x))")
      if let retarget { targetContentOffset.pointee = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      heard.append("did end drag\(decelerate ? ", decelerating" : "")")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      heard.append("will decelerate")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      heard.append("did decelerate")
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      heard.append("did animate")
    }
  }

  /// A pager of three pages, 300 points wide.
  @MainActor static func pager() -> (UIScrollView, Listener) {
    let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    pager.contentSize = CGSize(width: 900, height: 600)
    pager.isPagingEnabled = true
    let listener = Listener()
    pager.delegate = listener
    return (pager, listener)
  }

  @Test @MainActor func aSlowDragPastHalfAPageSettlesOnTheNextPage() throws {
    let clock = VirtualClock()
    let (pager, listener) = Self.pager()
    try clock.withCurrent {
      let finger = pager._touchDown(at: CGPoint(x: 250, y: 300))
      try clock.advance(by: 100)
      finger._move(byX: -100, y: 0)
      try clock.advance(by: 500)
      finger._move(byX: -60, y: 0)
      finger._lift()
      #expect(pager.isDecelerating)
      _ = try clock.runUntilIdle()
    }
    #expect(
      listener.heard == [
        "will drag", "scroll 100", "scroll 160", "will end drag at 300",
        "did end drag, decelerating", "will decelerate", "scroll 230", "scroll 300",
        "did decelerate",
      ])
    #expect(!pager.isDecelerating && !pager.isDragging && !pager.isTracking)
  }

  @Test(arguments: [(-40.0, 300.0), (40.0, 0.0)])
  @MainActor func aFlingGoesOnToTheNextPageInItsDirection(dx: Double, page: Double) throws {
    let clock = VirtualClock()
    let (pager, _) = Self.pager()
    pager.contentOffset = CGPoint(x: 0, y: 0)
    try clock.withCurrent {
      let finger = pager._touchDown(at: CGPoint(x: 150, y: 300))
      finger._move(byX: CGFloat(dx), y: 0)  // no time: one frame's, a fling
      finger._lift()
      _ = try clock.runUntilIdle()
    }
    #expect(pager.contentOffset.x == CGFloat(page))
  }

  @Test @MainActor func aFingerCatchingTheDecelerationStopsItWithoutItsEnd() throws {
    let clock = VirtualClock()
    let (pager, listener) = Self.pager()
    try clock.withCurrent {
      var finger = pager._touchDown(at: CGPoint(x: 250, y: 300))
      finger._move(byX: -200, y: 0)
      finger._lift()
      try clock.advance(by: 200)
      listener.heard = []
      finger = pager._touchDown(at: CGPoint(x: 250, y: 300))
      #expect(!pager.isDecelerating && pager.isTracking)
      _ = try clock.runUntilIdle()
      #expect(!clock.isSettled, "a finger is down")
      finger._lift()
      _ = try clock.runUntilIdle()
    }
    #expect(listener.heard.first == "will decelerate", "lifted, it goes to the nearest page")
    #expect(listener.heard.last == "did decelerate" && pager.contentOffset.x == 300)
  }

  @Test @MainActor func theDelegateMayMoveTheTarget() throws {
    let clock = VirtualClock()
    let (pager, listener) = Self.pager()
    listener.retarget = CGPoint(x: 600, y: 0)
    try clock.withCurrent {
      let finger = pager._touchDown(at: CGPoint(x: 250, y: 300))
      finger._move(byX: -200, y: 0)
      finger._lift()
      _ = try clock.runUntilIdle()
    }
    #expect(pager.contentOffset.x == 600)
  }

  @Test @MainActor func anAnimatedOffsetEndsWithItsAnimationAndAPlainOneAtOnce() throws {
    let clock = VirtualClock()
    let (pager, listener) = Self.pager()
    try clock.withCurrent {
      pager.setContentOffset(CGPoint(x: 600, y: 0), animated: true)
      #expect(pager.contentOffset.x == 0)
      _ = try clock.runUntilIdle()
      pager.setContentOffset(CGPoint(x: 300, y: 0), animated: false)
    }
    #expect(listener.heard == ["scroll 300", "scroll 600", "did animate", "scroll 300"])
  }

  @Test @MainActor func withoutBouncesADragStopsAtTheEdgeAndScrollingCanBeTurnedOff() {
    let (pager, _) = Self.pager()
    pager.bounces = false
    var finger = pager._touchDown(at: CGPoint(x: 150, y: 300))
    finger._move(byX: 100, y: 0)
    #expect(pager.contentOffset.x == 0)
    finger._lift()
    pager.isScrollEnabled = false
    finger = pager._touchDown(at: CGPoint(x: 150, y: 300))
    finger._move(byX: -100, y: 0)
    finger._lift()
    #expect(pager.contentOffset.x == 0)
  }

  /// A view that counts its layouts.
  final class Tiles: UIScrollView {
    var layouts = 0
    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
    }
  }

  @Test @MainActor func everyScrollLaysTheViewOut() {
    let tiles = Tiles(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    tiles.contentSize = CGSize(width: 300, height: 3000)
    tiles.contentOffset = CGPoint(x: 0, y: 50)
    tiles.contentOffset = CGPoint(x: 0, y: 50)
    tiles.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 10), animated: false)
    #expect(tiles.layouts == 2 && tiles.contentOffset.y == 710)
  }
}
