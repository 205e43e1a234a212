import Containment
import Testing
import UIKitContainment

extension UIKitContainersGoldenTests {
  static let pagesApple = [
    "Apple, UIPageViewController: setViewControllers(_:direction:animated:completion:) sets the",
    "  shown page; the data source gives the pages before and after for the user's gestures;",
    "  the delegate's pageViewController(_:willTransitionTo:) and",
    "  (_:didFinishAnimating:previousViewControllers:transitionCompleted:) are called for",
    "  gesture-driven transitions only.",
  ]
  static let pagesRecording = [
    "'The Inconsistent Order of View Transition Events' (wangling.me, 2014), page scrolling:",
    "  new viewWillAppear, current viewWillDisappear, new viewDidAppear, current",
    "  viewDidDisappear; cancelled: new viewWillAppear, current viewWillDisappear, current",
    "  viewWillAppear, current viewDidAppear, new viewWillDisappear, new viewDidDisappear.",
    "The model decides: the page coming is a child at once, the page left leaves at the end;",
    "  the animation takes 0.35 s; the delegate's willTransitionTo comes before the callbacks.",
  ]

  static let pageScenarios: [Scenario] = [
    Scenario(
      root: .pages, name: "pages-swipe-finished", follows: pagesApple + pagesRecording,
      run: { stage in
        stage.step("the swipe forward begins") {
          stage.log.note("began: \(stage.pager._beginSwipe(forward: true))")
        }
        stage.step("the finger lifts past half way") { stage.pager._endSwipe(finishing: true) }
        stage.step("advance(ticks: 350)") { try stage.clock.advance(by: 350) }
        stage.step("the swipe back begins, and another") {
          stage.log.note("began: \(stage.pager._beginSwipe(forward: false))")
          stage.log.note("began again: \(stage.pager._beginSwipe(forward: false))")
        }
      }),
    Scenario(
      root: .pages, name: "pages-swipe-cancelled", follows: pagesApple + pagesRecording,
      run: { stage in
        stage.step("the swipe back begins, with no page before") {
          stage.log.note("began: \(stage.pager._beginSwipe(forward: false))")
        }
        stage.step("the swipe forward begins") {
          stage.log.note("began: \(stage.pager._beginSwipe(forward: true))")
        }
        stage.step("the finger lifts early") { stage.pager._endSwipe(finishing: false) }
        stage.step("advance(ticks: 350)") { try stage.clock.advance(by: 350) }
      }),
    Scenario(
      root: .pages, name: "pages-set-in-code",
      follows: pagesApple + pagesRecording + [
        "The model decides: a change asked for while one animates ends the running one first."
      ],
      run: { stage in
        let pages = stage.delegate.pages
        stage.step("setViewControllers([vc3], animated: true)") {
          stage.pager.setViewControllers([pages[2]], direction: .forward, animated: true) {
            stage.log.note("completion: \($0)")
          }
        }
        stage.step("setViewControllers([vc2], animated: false) while it runs") {
          stage.pager.setViewControllers([pages[1]], direction: .reverse, animated: false) {
            stage.log.note("completion: \($0)")
          }
        }
        stage.step("advance(ticks: 350)") { try stage.clock.advance(by: 350) }
      }),
  ]
}
