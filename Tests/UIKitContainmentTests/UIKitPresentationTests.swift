import Containment
import Testing
import UIKitContainment

/// Presentation in UIKit's names: what is presented and by whom, while and after, what UIKit
/// refuses, and what it raises. (The orders are the golden logs' `present-*`.)
@Suite struct UIKitPresentationTests {
  @Test @MainActor func aChildAsksItsAncestorForWhatItPresentsAndTheTransitionRuns() throws {
    let stage = UIKitStage()
    let (navigation, screen, shown) = stage.run {
      (UINavigationController(), UIViewController(), UIViewController())
    }
    stage.run { navigation.setViewControllers([screen], animated: false) }
    let window = stage.show(navigation)
    stage.run { screen.present(shown, animated: true) }
    #expect(screen.presentedViewController === shown)
    #expect(navigation.presentedViewController === shown)
    #expect(shown.presentingViewController === navigation)
    #expect(shown.isBeingPresented && !shown.isBeingDismissed)
    #expect(shown.transitionCoordinator != nil && navigation.transitionCoordinator != nil)
    try stage.settle()
    #expect(!shown.isBeingPresented && shown.transitionCoordinator == nil)
    #expect(shown.view.window === window)

    stage.run { shown.dismiss(animated: true) }
    #expect(shown.isBeingDismissed)
    try stage.settle()
    #expect(!shown.isBeingDismissed)
    #expect(navigation.presentedViewController == nil && shown.presentingViewController == nil)
    #expect(shown.viewIfLoaded?.window == nil)
  }

  /// What a view controller sees of itself in its callbacks, as UIKit code reads it there.
  @MainActor final class SelfAware: UIViewController {
    var seen: [String] = []
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      seen.append("willAppear being presented \(isBeingPresented)")
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      seen.append("didAppear being presented \(isBeingPresented)")
    }
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      seen.append("willDisappear being dismissed \(isBeingDismissed)")
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      seen.append(
        "didDisappear being dismissed \(isBeingDismissed) in a window \(viewIfLoaded?.window != nil)"
      )
    }
  }

  @Test(
    "being presented holds through viewDidAppear; a covered presenter's view has left the window by its viewDidDisappear"
  )
  @MainActor func whatAViewControllerSeesInItsCallbacks() throws {
    let stage = UIKitStage()
    let (root, shown) = stage.run { (SelfAware(), SelfAware()) }
    let window = stage.show(root)
    root.seen = []
    shown.modalPresentationStyle = .fullScreen
    stage.run { root.present(shown, animated: true) }
    try stage.settle()
    #expect(shown.seen == ["willAppear being presented true", "didAppear being presented true"])
    #expect(
      root.seen == [
        "willDisappear being dismissed false",
        "didDisappear being dismissed false in a window false",
      ])
    stage.run { shown.dismiss(animated: true) }
    try stage.settle()
    #expect(
      shown.seen.suffix(2) == [
        "willDisappear being dismissed true", "didDisappear being dismissed true in a window false",
      ])
    withExtendedLifetime(window) {}
  }

  @Test @MainActor func theDismissedViewControllerIsReleasedByItsPresenter() throws {
    let stage = UIKitStage()
    let root = stage.run { UIViewController() }
    let window = stage.show(root)
    weak var gone: UIViewController?
    do {
      let shown = stage.run { UIViewController() }
      gone = shown
      stage.run { root.present(shown, animated: false) }
    }
    #expect(gone != nil)
    stage.run { root.dismiss(animated: false) }
    #expect(gone == nil)
    withExtendedLifetime(window) {}
  }

  @Test("dismissed while the window is hidden, a sheet is gone when the window shows again")
  @MainActor func aDismissalWhileHiddenEndsAtOnce() throws {
    let stage = UIKitStage()
    let (root, sheet) = stage.run { (UIViewController(), UIViewController()) }
    let window = stage.show(root)
    stage.run { root.present(sheet, animated: false) }
    stage.run { window.isHidden = true }
    stage.run { root.dismiss(animated: true) }  // nothing is seen to animate: at once
    #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
    let lines = stage.logged { window.isHidden = false }
    #expect(lines == ["vc0 viewWillAppear(animated: false)", "vc0 viewDidAppear(animated: false)"])
    #expect(sheet.appearanceState == .disappeared && sheet.viewIfLoaded?.window == nil)
  }

  @Test(
    "a full-screen presentation over a sheet takes only its presenter off screen, and the window agrees"
  )
  @MainActor func fullScreenOverASheetCoversItsPresenterOnly() throws {
    let stage = UIKitStage()
    let (root, sheet, cover) = stage.run {
      (UIViewController(), UIViewController(), UIViewController())
    }
    let window = stage.show(root)
    stage.run { root.present(sheet, animated: false) }
    cover.modalPresentationStyle = .fullScreen
    stage.run { sheet.present(cover, animated: false) }
    #expect(root.appearanceState == .appeared && sheet.appearanceState == .disappeared)
    let hidden = stage.logged { window.isHidden = true }
    #expect(hidden.contains("vc0 viewDidDisappear(animated: false)"))
    #expect(!hidden.contains { $0.contains("unbalanced") }, "\(hidden)")
    let shown = stage.logged { window.isHidden = false }
    #expect(
      shown.contains("vc0 viewDidAppear(animated: false)")
        && shown.contains("vc2 viewDidAppear(animated: false)"))
    #expect(!shown.contains { $0.contains("unbalanced") || $0.hasPrefix("vc1") }, "\(shown)")
  }

  @Test @MainActor func aNewRootLetsThePresentationsGo() throws {
    let stage = UIKitStage()
    let (root, shown, next) = stage.run {
      (UIViewController(), UIViewController(), UIViewController())
    }
    let window = stage.show(root)
    stage.run { root.present(shown, animated: true) }
    let lines = stage.logged { window.rootViewController = next }
    #expect(lines.contains("vc1 viewDidAppear(animated: true)"))  // the presentation ended first
    #expect(lines.contains("vc1 viewDidDisappear(animated: false)"))
    #expect(root.presentedViewController == nil && shown.presentingViewController == nil)
    #expect(shown.viewIfLoaded?.window == nil)
  }

  @Test @MainActor func aPresenterGoneWithItsWindowLeavesThePresentedOneUnpresented() throws {
    let stage = UIKitStage()
    let shown = stage.run { UIViewController() }
    weak var goneRoot: UIViewController?
    do {
      let root = stage.run { UIViewController() }
      goneRoot = root
      let window = stage.show(root)
      stage.run { root.present(shown, animated: false) }
      #expect(shown.presentingViewController === root)
      withExtendedLifetime(window) {}
    }
    #expect(goneRoot == nil, "the window and its root are gone")
    #expect(shown.presentingViewController == nil)
    stage.run { shown.dismiss(animated: true) }  // nothing to dismiss: no crash
  }

  @Test func aMessageUnobservedIsPrintedAsUIKitPrintsIt() async throws {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      @MainActor in
      let root = UIViewController()
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = root
      window.makeKeyAndVisible()
      let (first, second) = (UIViewController(), UIViewController())
      root.present(first, animated: false)
      root.present(second, animated: false)
    }
    let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(output.contains("Attempt to present <UIViewController: vc"))
    #expect(output.contains("which is already presenting <UIViewController: vc"))
  }

  /// Presenting itself, one already presented, a child, the window's root.
  @MainActor static func presentInvalid(_ way: Int) {
    let root = UIViewController()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = root
    window.makeKeyAndVisible()
    let other = UIViewController()
    switch way {
    case 0: root.present(root, animated: false)
    case 1:
      let above = UIViewController()
      root.present(other, animated: false)
      other.present(above, animated: false)
      above.present(other, animated: false)
    case 2:
      root.addChild(other)
      root.present(other, animated: false)
    default:
      other.present(root, animated: false)
    }
  }

  @Test(
    "a view controller that cannot be presented raises: itself, already presented, a child, an active one",
    arguments: [
      (0, "on itself"), (1, "that is already being presented by"),
      (2, "that has a parent view controller"), (3, "an active controller"),
    ])
  func presentingTheUnpresentableRaises(way: Int, reason: String) async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      @MainActor [way] in
      Self.presentInvalid(way)
    }
    let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(output.contains("'NSInvalidArgumentException'"))
    #expect(output.contains(reason))
  }
}
