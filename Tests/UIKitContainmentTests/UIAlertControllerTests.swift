import Containment
import Testing
import UIKitContainment

/// Alerts as UIKit presents them: over a presenter that stays on screen, their actions tapped,
/// their handlers run once they have gone.
@Suite struct UIAlertControllerTests {
  @Test @MainActor func anAlertLeavesItsPresenterOnScreenAndRunsItsHandlerOnceGone() throws {
    let stage = UIKitStage()
    let screen = stage.run { UIViewController() }
    let window = stage.show(screen)
    var handled: [String] = []
    var presentedWhenHandled: UIViewController?
    let alert = stage.run {
      let alert = UIAlertController(title: "Delete?", message: "For good", preferredStyle: .alert)
      alert.addAction(
        UIAlertAction(title: "Cancel", style: .cancel) { handled.append($0.title ?? "") })
      alert.addAction(
        UIAlertAction(title: "Delete", style: .destructive) {
          handled.append($0.title ?? "")
          presentedWhenHandled = screen.presentedViewController
        })
      return alert
    }
    #expect(alert.modalPresentationStyle == .custom && alert.preferredStyle == .alert)
    #expect(alert.message == "For good" && alert.title == "Delete?")
    let presenting = stage.logged { screen.present(alert, animated: true) }
    #expect(
      presenting == ["vc1 loadView", "vc1 viewDidLoad", "vc1 viewWillAppear(animated: true)"])
    try stage.settle()
    #expect(alert.presentingViewController === screen && screen.appearanceState == .appeared)
    let tapping = try stage.logged {
      alert._tap(alert.actions[1])
      alert._tap(alert.actions[0])  // while it is being dismissed: nothing
      #expect(handled.isEmpty)  // the handler waits for the dismissal
      _ = try stage.clock.runUntilIdle()
    }
    // The presenter hears nothing: it never left the screen.
    #expect(
      tapping == ["vc1 viewWillDisappear(animated: true)", "vc1 viewDidDisappear(animated: true)"])
    #expect(handled == ["Delete"] && presentedWhenHandled == nil)
    stage.run { alert._tap(alert.actions[0]) }  // no longer presented: nothing
    #expect(handled == ["Delete"])
    withExtendedLifetime(window) {}
  }

  @Test @MainActor func aDisabledActionOrAnActionOfAnotherAlertDoesNothing() throws {
    let stage = UIKitStage()
    let screen = stage.run { UIViewController() }
    let window = stage.show(screen)
    var taps = 0
    let (alert, stranger) = stage.run {
      let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
      let stranger = UIAlertAction(title: "Elsewhere", style: .default) { _ in taps += 1 }
      let disabled = UIAlertAction(title: "Later", style: .default) { _ in taps += 1 }
      disabled.isEnabled = false
      alert.addAction(disabled)
      alert.preferredAction = disabled
      return (alert, stranger)
    }
    stage.run { screen.present(alert, animated: false) }
    stage.run {
      alert._tap(alert.actions[0])
      alert._tap(stranger)
    }
    try stage.settle()
    #expect(taps == 0 && screen.presentedViewController === alert)
    #expect(alert.preferredStyle == .actionSheet && alert.popoverPresentationController == nil)
    #expect(alert.preferredAction === alert.actions[0])
    withExtendedLifetime(window) {}
  }

  @Test @MainActor func anAlertsTextFieldsAreMadeAndSetUpInOrder() {
    let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
    #expect(alert.textFields == nil)
    alert.addTextField { $0.placeholder = "Name" }
    alert.addTextField()
    #expect(alert.textFields?.count == 2 && alert.textFields?.first?.placeholder == "Name")
    #expect(alert.textFields?.last?.placeholder == nil)
  }

  @Test func aTextFieldOnAnActionSheetEndsTheApp() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      @MainActor in
      let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
      sheet.addTextField()
    }
    let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(output.contains("'NSInternalInconsistencyException'"))
    #expect(output.contains("Text fields can only be added to an alert controller"))
  }

  @Test func aSecondCancelActionEndsTheApp() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      @MainActor in
      let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "No", style: .cancel))
      alert.addAction(UIAlertAction(title: "Never", style: .cancel))
    }
    let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(output.contains("'NSInternalInconsistencyException'"))
    #expect(output.contains("can only have one action with a style of UIAlertActionStyleCancel"))
  }
}
