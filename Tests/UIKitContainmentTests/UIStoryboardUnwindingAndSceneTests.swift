import Containment
import Foundation
import Testing
import UIKitContainment

/// A screen that overrides what storyboard unwinding and state restoration call, as code
/// written for UIKit does: it compiles, and the model, with no storyboard and no state to
/// restore, never calls it.
private final class RestorableScreen: UIViewController, UIViewControllerRestoration {
  var calls: [String] = []
  static func viewController(
    withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> UIViewController? { RestorableScreen() }
  override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
    calls.append("unwind")
    super.unwind(for: unwindSegue, towards: subsequentVC)
  }
  override func canPerformUnwindSegueAction(
    _ action: Selector, from fromViewController: UIViewController, sender: Any?
  ) -> Bool {
    calls.append("can \(NSStringFromSelector(action))")
    return super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
  }
  override func encodeRestorableState(with coder: NSCoder) {
    calls.append("encode")
    super.encodeRestorableState(with: coder)
  }
  override func decodeRestorableState(with coder: NSCoder) {
    calls.append("decode")
    super.decodeRestorableState(with: coder)
  }
  override func applicationFinishedRestoringState() { calls.append("finished") }
}

@Suite struct UIStoryboardUnwindingAndSceneTests {
  @Test("an unwind segue's search skips the child that holds its source, and no one else")
  @MainActor func theUnwindSearchSkipsTheSourcesBranch() {
    let stage = UIKitStage()
    let (root, first, second, source) = stage.run {
      (UIViewController(), UIViewController(), UIViewController(), RestorableScreen())
    }
    stage.run {
      for child in [first, second] {
        root.addChild(child)
        child.didMove(toParent: root)
      }
      second.addChild(source)
      source.didMove(toParent: second)
    }
    let segue = UIStoryboardUnwindSegueSource(
      source: source, unwindAction: "unwindToList:", sender: nil)
    #expect(root.childContaining(segue) === second)
    #expect(second.childContaining(segue) === source)
    #expect(first.childContaining(segue) == nil)
    #expect(root.allowedChildrenForUnwinding(from: segue) == [first])
    #expect(first.canPerformUnwindSegueAction(segue.unwindAction, from: source, sender: nil))
    #expect(!source.canPerformUnwindSegueAction(segue.unwindAction, from: source, sender: nil))
    #expect(source.calls == ["can unwindToList:"])
  }

  @Test("a screen that restores state compiles, keeps its restoration class, and is never asked")
  @MainActor func stateRestorationIsDeclaredAndNeverRun() throws {
    let stage = UIKitStage()
    let (screen, next) = stage.run { (RestorableScreen(), UIViewController()) }
    stage.run {
      screen.restorationIdentifier = "list"
      screen.restorationClass = RestorableScreen.self
    }
    let navigation = stage.run { UINavigationController(rootViewController: screen) }
    let window = stage.show(navigation)
    defer { withExtendedLifetime(window) {} }
    stage.run { navigation.pushViewController(next, animated: true) }
    try stage.settle()
    _ = stage.run { navigation.popViewController(animated: false) }
    #expect(screen.restorationClass == RestorableScreen.self)
    #expect(screen.calls.isEmpty)
  }

  @Test("every window is in the application's one scene, which turns with the key window")
  @MainActor func windowsAreInTheApplicationsScene() {
    let stage = UIKitStage()
    let root = stage.run { UIViewController() }
    let window = stage.show(root)
    let scene = window.windowScene
    #expect(scene != nil)
    #expect(UIApplication.shared.connectedScenes.first === scene)
    #expect(scene?.windows.contains(window) == true && scene?.keyWindow === window)
    #expect(scene?.interfaceOrientation == .portrait)
    _ = stage.run { window._modelWindow.rotate(to: .landscapeLeft) }
    #expect(scene?.interfaceOrientation == .landscapeLeft)
    #expect(scene?.activationState == .foregroundActive)
    let another = UIWindow(windowScene: scene!)
    #expect(another.windowScene === scene && another.frame == UIScreen.main.bounds)
    #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1170, height: 2532))
  }

  @Test(
    "the scene's status bar is 47 points tall in portrait, hidden in landscape, styled by the root")
  @MainActor func theStatusBarFollowsTheOrientation() throws {
    final class Dark: UIViewController {
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    let stage = UIKitStage()
    let root = stage.run { Dark() }
    let window = stage.show(root)
    let bar = try #require(window.windowScene?.statusBarManager)
    #expect(!bar.isStatusBarHidden && bar.statusBarStyle == .lightContent)
    #expect(bar.statusBarFrame == CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 47))
    _ = stage.run { window._modelWindow.rotate(to: .landscapeRight) }
    #expect(bar.isStatusBarHidden && bar.statusBarFrame == .zero)
  }

  @Test("the text size is the default, large, and categories order smallest first")
  @MainActor func theTextSizeIsTheDefault() {
    let controller = UIViewController()
    #expect(controller.traitCollection.preferredContentSizeCategory == .large)
    #expect(UIApplication.shared.preferredContentSizeCategory == .large)
    #expect(UIContentSizeCategory.small < .large && .extraExtraExtraLarge < .accessibilityMedium)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
    #expect(UIContentSizeCategory(rawValue: "unknown") < .extraSmall)
  }

  @Test("a scene kept after its application is gone is unattached, with no window")
  @MainActor func aSceneOutlivingItsApplicationIsUnattached() {
    var application: UIApplication? = UIApplication()
    let scene = application?.connectedScenes.first as? UIWindowScene
    #expect(scene?.activationState == .foregroundActive)
    application = nil
    #expect(scene?.activationState == .unattached)
    #expect(scene?.windows.isEmpty == true && scene?.keyWindow == nil)
  }

  @Test("an object other than a view controller takes part in restoration as UIKit's do")
  @MainActor func anObjectConformsToStateRestoringWithWhatItNeeds() {
    final class Draft: UIStateRestoring {
      var encoded = 0
      func encodeRestorableState(with coder: NSCoder) { encoded += 1 }
    }
    let draft = Draft()
    UIApplication.registerObject(forStateRestoration: draft, restorationIdentifier: "draft")
    let restoring: any UIStateRestoring = draft
    #expect(restoring.restorationParent == nil && restoring.objectRestorationClass == nil)
    restoring.applicationFinishedRestoringState()
    #expect(draft.encoded == 0)
    let screen: any UIStateRestoring = UIViewController()
    #expect(screen.restorationParent == nil)
  }

  @Test("an index path counts sections and rows as UIKit's does")
  func indexPathsHaveRowsItemsAndSections() {
    var path = IndexPath(row: 2, section: 5)
    #expect(path.section == 5 && path.row == 2 && path.item == 2 && path.count == 2)
    path.section = 1
    path.item = 7
    #expect(path == IndexPath(item: 7, section: 1) && path.row == 7)
    #expect(IndexPath(row: 0, section: 1) > IndexPath(row: 9, section: 0))
  }
}
