import Testing
import UIKitContainment
import UIKitSwift4Corpus

/// The callbacks Swift 4 code overrides under their Swift 4.1 names, reached as UIKit reaches
/// its one Objective-C method: by either name, each override once, the callback once.
@Suite @MainActor struct Swift41CallbackTests {
  @Test func aSwift4OverrideHearsThePushAndThePopOfUIKitsNavigation() {
    let stage = UIKitStage()
    let (root, screen) = stage.run { (UIViewController(), MoveNotingScreen()) }
    let navigation = stage.run { UINavigationController(rootViewController: root) }
    let window = stage.show(navigation)
    defer { withExtendedLifetime(window) {} }
    let push = stage.logged { navigation.pushViewController(screen, animated: false) }
    #expect(
      push.filter { $0.contains("Move(toParent:") } == [
        "vc1 willMove(toParent: vc2)", "vc1 didMove(toParent: vc2)",
      ])
    #expect(screen.moves == ["joining", "joined"])
    let pop = stage.logged { _ = navigation.popViewController(animated: false) }
    #expect(
      pop.filter { $0.contains("Move(toParent:") } == [
        "vc1 willMove(toParent: nil)", "vc1 didMove(toParent: nil)",
      ])
    #expect(screen.moves == ["joining", "joined", "leaving", "left"])
    #expect(!screen.isMovingFromParent && screen.parent == nil)
  }

  /// A newer subclass overrides the new names: a call under either name runs both overrides.
  ///
  /// The callback is reported once. The overrides of the name called wrap the others' (on iOS
  /// the subclass's wraps its superclass's whichever name is called: decided, see
  /// `UIViewController+Swift41Callbacks`).
  @Test func bothNamesOverridesRunOnceWhicheverNameIsCalled() {
    let stage = UIKitStage()
    let (container, screen) = stage.run { (SegmentsContainerViewController(), NewerScreen()) }
    let joined = stage.logged { container.setSegments([screen]) }
    #expect(
      joined.filter { $0.contains("Move(toParent:") } == [
        "vc1 willMove(toParent: vc0)", "vc1 didMove(toParent: vc0)",
      ])
    // `addChildViewController(_:)` calls `willMove(toParent:)`, the container
    // `didMove(toParentViewController:)`.
    #expect(screen.moves == ["joining", "newer will", "newer did", "joined"])
    screen.moves = []
    let left = stage.logged { container.setSegments([]) }
    #expect(
      left.filter { $0.contains("Move(toParent:") } == [
        "vc1 willMove(toParent: nil)", "vc1 didMove(toParent: nil)",
      ])
    // The container calls `willMove(toParentViewController: nil)`, `removeFromParent()`
    // `didMove(toParent: nil)`.
    #expect(screen.moves == ["newer will", "leaving", "left", "newer did"])
  }

  /// The layer reads which classes override an old name, so that the others' callbacks go
  /// straight to the work.
  @Test func theOverridesOfTheOldNamesAreReadFromTheMethodTables() {
    #expect(MoveNotingScreen._overridesSwift41Callbacks)
    #expect(NewerScreen._overridesSwift41Callbacks)
    #expect(StatusFollowingContainer._overridesSwift41Callbacks)
    #expect(!UIViewController._overridesSwift41Callbacks)
    #expect(!DarkScreen._overridesSwift41Callbacks)
    #expect(!UINavigationController._overridesSwift41Callbacks)
  }

  @Test func theStatusBarFollowsTheChildASwift4ContainerNames() {
    let stage = UIKitStage()
    let (container, child) = stage.run { (StatusFollowingContainer(), DarkScreen()) }
    #expect(container._effectiveStatusBarStyle == .default && !container._effectiveStatusBarHidden)
    container.decidingChild = child
    #expect(container.childForStatusBarStyle === child)
    #expect(container._effectiveStatusBarStyle == .lightContent)
    #expect(container._effectiveStatusBarHidden)
  }
}

/// A screen of a newer module beneath a Swift 4 one: it overrides the new names.
private final class NewerScreen: MoveNotingScreen {
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    moves.append("newer will")
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    moves.append("newer did")
  }
}

private final class DarkScreen: UIViewController {
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
  override var prefersStatusBarHidden: Bool { true }
}
