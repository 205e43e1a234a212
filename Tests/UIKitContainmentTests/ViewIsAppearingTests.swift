import Testing
import UIKitContainment

/// A screen that records its appearance callbacks, `viewIsAppearing(_:)` among them.
private final class RecordingScreen: UIViewController {
  var heard: [String] = []
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    heard.append("willAppear(\(animated))")
  }
  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    heard.append("isAppearing(\(animated), in a window: \(view.window != nil))")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    heard.append("didAppear(\(animated))")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    heard.append("willDisappear(\(animated))")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    heard.append("didDisappear(\(animated))")
  }
}

/// `viewIsAppearing(_:)`: once each appearance, between `viewWillAppear` and `viewDidAppear`.
@Suite struct ViewIsAppearingTests {
  @Test @MainActor func itComesOnceEachAppearanceBetweenWillAndDid() throws {
    let stage = UIKitStage()
    let (first, second) = stage.run { (RecordingScreen(), RecordingScreen()) }
    let navigation = stage.run { UINavigationController(rootViewController: first) }
    let window = stage.show(navigation)
    #expect(
      first.heard == [
        "willAppear(false)", "isAppearing(false, in a window: true)", "didAppear(false)",
      ])
    first.heard.removeAll()
    stage.run { navigation.pushViewController(second, animated: true) }
    // At the push's start, with the view in the window; its viewDidAppear at the end.
    #expect(second.heard == ["willAppear(true)", "isAppearing(true, in a window: true)"])
    try stage.settle()
    #expect(second.heard.last == "didAppear(true)" && second.heard.count == 3)
    #expect(first.heard == ["willDisappear(true)", "didDisappear(true)"])  // none on leaving
    stage.run { _ = navigation.popViewController(animated: false) }
    #expect(
      first.heard.suffix(3) == [
        "willAppear(false)", "isAppearing(false, in a window: true)", "didAppear(false)",
      ])
    withExtendedLifetime(window) {}
  }

  @Test @MainActor func aPresentedScreenHearsItAndItsSheetPresenterDoesNot() throws {
    let stage = UIKitStage()
    let (root, sheet) = stage.run { (RecordingScreen(), RecordingScreen()) }
    let window = stage.show(root)
    root.heard.removeAll()
    stage.run { root.present(sheet, animated: true) }
    try stage.settle()
    #expect(
      sheet.heard == [
        "willAppear(true)", "isAppearing(true, in a window: true)", "didAppear(true)",
      ])
    #expect(root.heard.isEmpty)  // a sheet leaves its presenter on screen
    stage.run { sheet.dismiss(animated: false) }
    #expect(root.heard.isEmpty)
    withExtendedLifetime(window) {}
  }

  @Test @MainActor func outOfAWindowItWaitsUntilJustBeforeViewDidAppear() {
    let stage = UIKitStage()
    let screen = stage.run { RecordingScreen() }
    stage.run { screen.beginAppearanceTransition(true, animated: true) }
    #expect(screen.heard == ["willAppear(true)"])  // its view is in no window yet
    stage.run { screen.endAppearanceTransition() }
    #expect(
      screen.heard == [
        "willAppear(true)", "isAppearing(true, in a window: false)", "didAppear(true)",
      ])
    // A cancelled appearance whose view never reached a window owes none.
    screen.heard.removeAll()
    stage.run {
      screen.beginAppearanceTransition(false, animated: false)
      screen.endAppearanceTransition()
      screen.beginAppearanceTransition(true, animated: false)
      screen.beginAppearanceTransition(false, animated: false)
      screen.endAppearanceTransition()
    }
    #expect(!screen.heard.contains { $0.hasPrefix("isAppearing") })
    // …and owes none to the next appearance, which has its own once.
    let window = stage.run { UIWindow(frame: UIScreen.main.bounds) }
    stage.run {
      window.addSubview(screen.view)
      screen.beginAppearanceTransition(true, animated: false)
      screen.endAppearanceTransition()
    }
    #expect(
      screen.heard.filter { $0.hasPrefix("isAppearing") } == [
        "isAppearing(false, in a window: true)"
      ])
  }
}
