import Containment
import Testing
import UIKitContainment

extension UIKitContainersGoldenTests {
  static let presentApple = [
    "Apple, present(_:animated:completion:): the completion runs after viewDidAppear(_:) is",
    "  called on the presented view controller; dismiss(animated:completion:): the presenting",
    "  view controller dismisses; several presented at once go together, only the top one",
    "  animated. Apple, UIModalPresentationStyle.fullScreen: UIKit normally removes the views",
    "  of the underlying view controller after the transition animations finish.",
  ]
  static let presentRecording = [
    "A published recording (remkoh.dev, 'UIViewController lifecycle in a StoryBoard', a modal",
    "  segue): vc2 loadView, viewDidLoad, vc1 viewWillDisappear, vc2 viewWillAppear, vc2",
    "  viewDidAppear, vc1 viewDidDisappear. The model decides: a dismissal mirrors it (the",
    "  presented one's viewWillDisappear, the presenter's viewWillAppear and viewDidAppear, the",
    "  presented one's viewDidDisappear); the animation takes 0.35 s.",
  ]
  static let sheets = [
    "Geoff Hackworth, 'View Controller Presentation Changes in iOS 13' (2019): the default",
    "  presentation is now a page sheet, and the presenting view controller's view stays in",
    "  place: it hears no viewWillDisappear, and no viewWillAppear when the sheet goes.",
  ]

  static let popovers = [
    "Apple, UIModalPresentationStyle.popover: in iOS 13 and later, for horizontally or",
    "  vertically compact environments, this option behaves the same as formSheet (full screen",
    "  before, as iOS 8's UIPopoverPresentationController documented). Apple,",
    "  adaptivePresentationStyle(for:): the delegate's style replaces it; .none keeps the",
    "  popover. The model's phone is compact in both orientations; the popover's delegate hears",
    "  prepareForPopoverPresentation(_:) before the transition (decided).",
  ]

  /// A popover's delegate that keeps the popover (`.none`), and notes what it hears.
  final class PopoverKeeper: UIPopoverPresentationControllerDelegate {
    var heard: [String] = []

    func prepareForPopoverPresentation(_ popover: UIPopoverPresentationController) {
      heard.append("prepareForPopoverPresentation")
    }

    func adaptivePresentationStyle(for controller: UIPresentationController)
      -> UIModalPresentationStyle
    { .none }
  }

  static let presentationScenarios: [Scenario] = [
    Scenario(
      name: "present-full-screen", follows: presentApple + presentRecording,
      run: { stage in
        let shown = stage.child()
        shown.modalPresentationStyle = .fullScreen
        stage.step("present(vc2, animated: true), style .fullScreen") {
          stage.root.present(shown, animated: true) { stage.log.note("present's completion") }
        }
        stage.step("advance(ticks: 350)") { try stage.clock.advance(by: 350) }
        stage.step("simulateMemoryWarning") { stage.window.simulateMemoryWarning() }
        stage.step("vc2.dismiss(animated: true)") {
          shown.dismiss(animated: true) { stage.log.note("dismiss's completion") }
        }
        stage.step("advance(ticks: 350)") { try stage.clock.advance(by: 350) }
      }),
    Scenario(
      name: "present-sheet", follows: presentApple + sheets,
      run: { stage in
        let shown = stage.child()
        stage.step("present(vc2, animated: true), style .automatic") {
          stage.root.present(shown, animated: true)
          stage.log.note(
            "presented: \(stage.root.presentedViewController?.id.description ?? "nil")")
        }
        stage.step("advance(ticks: 350)") { try stage.clock.advance(by: 350) }
        stage.step("vc0.dismiss(animated: true)") { stage.root.dismiss(animated: true) }
        stage.step("advance(ticks: 350)") { try stage.clock.advance(by: 350) }
      }),
    Scenario(
      name: "present-sheet-ios5", follows: presentApple + presentRecording + sheets,
      policy: .iOS5,
      run: { stage in
        let shown = stage.child()
        stage.step("present(vc2, animated: false), style .pageSheet") {
          shown.modalPresentationStyle = .pageSheet
          stage.root.present(shown, animated: false)
        }
        stage.step("simulateMemoryWarning") { stage.window.simulateMemoryWarning() }
        stage.step("vc2.dismiss(animated: false)") { shown.dismiss(animated: false) }
      }),
    Scenario(
      name: "present-refused",
      follows: presentApple + [
        "UIKit prints and does nothing: 'Attempt to present … which is already presenting …',",
        "  '… while a presentation is in progress', 'Attempt to dismiss from view controller …",
        "  while a presentation or dismiss is in progress!'. The model reports each (a violation",
        "  under a harness); a dismissal with nothing presented does nothing and calls no",
        "  completion (decided).",
      ],
      run: { stage in
        let (first, second) = (stage.child(), stage.child())
        stage.step("present(vc2, animated: true)") { stage.root.present(first, animated: true) }
        stage.step("present(vc3, animated: true) while it runs") {
          stage.root.present(second, animated: true)
        }
        stage.step("advance(ticks: 350)") { try stage.clock.advance(by: 350) }
        stage.step("present(vc3, animated: false) from the navigation's child") {
          stage.navigation.topViewController?.present(second, animated: false)
        }
        stage.step("vc2.dismiss(animated: true) twice") {
          first.dismiss(animated: true) { stage.log.note("first dismiss's completion") }
          first.dismiss(animated: true) { stage.log.note("second dismiss's completion") }
        }
        stage.step("advance(ticks: 350)") { try stage.clock.advance(by: 350) }
        stage.step("vc2.dismiss(animated: false), presented no more") {
          first.dismiss(animated: false) { stage.log.note("third dismiss's completion") }
        }
      }),
    Scenario(
      name: "present-popover-ios5", follows: presentApple + presentRecording + popovers,
      policy: .iOS5,
      run: { stage in
        let shown = stage.child()
        stage.step("present(vc2, animated: false), style .popover, no delegate") {
          shown.modalPresentationStyle = .popover
          shown.popoverPresentationController?.sourceView = stage.root.view
          stage.root.present(shown, animated: false)
        }
        stage.step("vc2.dismiss(animated: false)") { shown.dismiss(animated: false) }
      }),
    Scenario(
      name: "present-popover-kept", follows: presentApple + popovers,
      policy: .iOS5,
      run: { stage in
        let shown = stage.child()
        let keeper = PopoverKeeper()
        stage.step("present(vc2, animated: true), style .popover, the delegate says .none") {
          shown.modalPresentationStyle = .popover
          shown.popoverPresentationController?.delegate = keeper
          stage.root.present(shown, animated: true)
          stage.log.note("the delegate heard: \(keeper.heard.joined(separator: ", "))")
        }
        stage.step("advance(ticks: 350)") { try stage.clock.advance(by: 350) }
        stage.step("vc0.dismiss(animated: true)") { stage.root.dismiss(animated: true) }
        stage.step("advance(ticks: 350)") { try stage.clock.advance(by: 350) }
      }),
    Scenario(
      name: "present-chain-dismissed-at-once",
      follows: presentApple + presentRecording + [
        "The model: a window hidden mid-presentation ends the presentation first; those on",
        "  screen leave with the window and come back with it.",
      ],
      run: { stage in
        let (first, second) = (stage.child(), stage.child())
        first.modalPresentationStyle = .fullScreen
        stage.step("present(vc2, animated: false), full screen") {
          stage.root.present(first, animated: false)
        }
        stage.step("vc2.present(vc3, animated: true), a sheet") {
          first.present(second, animated: true)
        }
        stage.step("hide") { stage.window.hide() }
        stage.step("makeKeyAndVisible") { stage.window.makeKeyAndVisible() }
        stage.step("vc0.dismiss(animated: true)") { stage.root.dismiss(animated: true) }
        stage.step("advance(ticks: 350)") { try stage.clock.advance(by: 350) }
      }),
  ]
}
