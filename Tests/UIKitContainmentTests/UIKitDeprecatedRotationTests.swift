import ContainmentCore
import Testing
import UIKitContainment

/// The rotation callbacks of iOS 2–7, still called by UIKit's default
/// `viewWillTransition(to:with:)` in a rotation.
@Suite struct UIKitDeprecatedRotationTests {
  /// A screen of iOS 7 that journals its rotation callbacks with the orientation it reads.
  @MainActor final class Journal { var lines: [String] = [] }

  @MainActor final class OldScreen: UIViewController {
    let name: String
    let journal: Journal
    var lines: [String] {
      get { journal.lines }
      set { journal.lines = newValue }
    }
    let callsSuper: Bool
    init(_ name: String, into journal: Journal = Journal(), callsSuper: Bool = true) {
      self.name = name
      self.journal = journal
      self.callsSuper = callsSuper
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func willRotate(
      to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval
    ) {
      lines.append("\(name) willRotate to \(toInterfaceOrientation), now \(interfaceOrientation)")
    }
    override func willAnimateRotation(
      to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval
    ) {
      lines.append("\(name) willAnimate to \(toInterfaceOrientation), now \(interfaceOrientation)")
    }
    override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
      lines.append(
        "\(name) didRotate from \(fromInterfaceOrientation), now \(interfaceOrientation)")
    }
    override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      lines.append("\(name) viewWillTransition")
      if callsSuper { super.viewWillTransition(to: size, with: coordinator) }
    }
  }

  @Test @MainActor func aRotationCallsTheOldCallbacksParentFirstWithTheOrientationOfEachMoment() {
    let stage = UIKitStage()
    let journal = Journal()
    let root = stage.run { OldScreen("root", into: journal) }
    let child = stage.run { OldScreen("child", into: journal) }
    let window = stage.show(root)
    stage.run {
      root.addChild(child)
      root.view.addSubview(child.view)
      child.didMove(toParent: root)
    }
    #expect(root.interfaceOrientation == .portrait && root.interfaceOrientation.isPortrait)
    _ = stage.run { window._modelWindow.rotate(to: .landscapeLeft) }
    #expect(
      journal.lines == [
        "root viewWillTransition", "root willRotate to landscapeLeft, now portrait",
        "child viewWillTransition", "child willRotate to landscapeLeft, now portrait",
        "root willAnimate to landscapeLeft, now landscapeLeft",
        "child willAnimate to landscapeLeft, now landscapeLeft",
        "root didRotate from portrait, now landscapeLeft",
        "child didRotate from portrait, now landscapeLeft",
      ])
    #expect(!root.interfaceOrientation.isPortrait)
  }

  @Test @MainActor func anOverrideWithoutSuperOrAResizeCallsNone() {
    let stage = UIKitStage()
    let root = stage.run { OldScreen("root", callsSuper: false) }
    let window = stage.show(root)
    _ = stage.run { window._modelWindow.rotate(to: .landscapeRight) }
    #expect(root.lines == ["root viewWillTransition"], "super not called: the old ones are off")

    let resized = stage.run { OldScreen("resized") }
    let other = stage.show(resized)
    _ = stage.run { other._modelWindow.resize(to: Size(width: 400, height: 800)) }
    #expect(resized.lines == ["resized viewWillTransition"], "a resize is no rotation")
  }
}
