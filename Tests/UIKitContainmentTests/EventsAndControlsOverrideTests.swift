import Testing
import UIKitContainment

/// A window that watches every touch, as an idle timer or a touch indicator does, and can hold
/// them back; it hears when it becomes key and stops being key.
private final class WatchingWindow: UIWindow {
  var seen: [UITouch.Phase] = []
  var keyChanges: [String] = []
  var holdsBack = false

  override func sendEvent(_ event: UIEvent) {
    seen += (event.allTouches ?? []).map(\.phase)
    if !holdsBack { super.sendEvent(event) }
  }
  override func becomeKey() {
    super.becomeKey()
    keyChanges.append("become")
  }
  override func resignKey() {
    super.resignKey()
    keyChanges.append("resign")
  }
}

/// A button with its image over its title, as public code lays one out.
private final class StackedButton: UIButton {
  override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
    CGRect(x: contentRect.midX - 12, y: contentRect.minY, width: 24, height: 24)
  }
  override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
    CGRect(x: contentRect.minX, y: contentRect.minY + 28, width: contentRect.width, height: 16)
  }
}

/// A screen that offers Escape and counts the presses that reach it.
private final class EscapableScreen: UIViewController {
  var presses: [String] = []
  override var keyCommands: [UIKeyCommand]? {
    [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector("close"))]
  }
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    self.presses.append("began")
  }
  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    self.presses.append("ended")
  }
}

/// A label that hears its attributed text set, a field that hides its cursor, a scroll view
/// that hears its insets change.
private final class WatchedLabel: UILabel {
  var changes = 0
  override var attributedText: NSAttributedString? { didSet { changes += 1 } }
}

private final class PickerField: UITextField {
  override func caretRect(for position: UITextPosition) -> CGRect { .zero }
}

private final class InsetWatchingScrollView: UIScrollView {
  var heard = 0
  override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    heard += 1
  }
}

/// What code written for UIKit overrides on windows, buttons, labels, text fields and scroll
/// views, and the layer then calls.
@MainActor @Suite struct EventsAndControlsOverrideTests {
  /// A window with a button, tapped: the window's `sendEvent(_:)` sees each change of the
  /// finger, and the button sends its action only when the window passes the event on.
  @Test(arguments: [false, true]) func aWindowSeesEveryTouchAndMayHoldItBack(holdsBack: Bool) {
    let stage = UIKitStage()
    let (window, root) = stage.run {
      (WatchingWindow(frame: UIScreen.main.bounds), UIViewController())
    }
    var taps = 0
    stage.run {
      window.rootViewController = root
      window.makeKeyAndVisible()
      let button = UIButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
      button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
      root.view.addSubview(button)
      window.holdsBack = holdsBack
      let finger = window._touchDown(at: CGPoint(x: 40, y: 120))
      finger._move(byX: 2, y: 0)
      finger._lift()
    }
    #expect(window.seen == [.began, .moved, .ended])
    #expect(taps == (holdsBack ? 0 : 1))
    #expect(window.keyChanges == ["become"])
    stage.run { window.isHidden = true }
    #expect(window.keyChanges == ["become", "resign"])
  }

  @Test func aButtonsOverriddenRectanglesPlaceItsImageAndTitle() {
    let stage = UIKitStage()
    let button = stage.run { StackedButton(frame: CGRect(x: 0, y: 0, width: 80, height: 60)) }
    stage.run {
      button.setTitle("Share", for: .normal)
      button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
    }
    #expect(button.imageView?.frame == CGRect(x: 28, y: 4, width: 24, height: 24))
    #expect(button.titleLabel?.frame == CGRect(x: 4, y: 32, width: 72, height: 16))
    let plain = stage.run { UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 60)) }
    #expect(plain.titleLabel?.frame == plain.bounds, "UIKit's default: the content's rectangle")
  }

  @Test func overriddenTextMembersAreTheOnesCalled() {
    let stage = UIKitStage()
    let (label, field, scroll) = stage.run {
      (
        WatchedLabel(), PickerField(frame: CGRect(x: 0, y: 0, width: 200, height: 30)),
        InsetWatchingScrollView()
      )
    }
    stage.run {
      label.attributedText = NSAttributedString(string: "Hello")
      scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
      scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)  // unchanged
    }
    #expect(label.changes == 1 && label.text == "Hello")
    #expect(field.caretRect(for: field.beginningOfDocument) == .zero)
    let plain = stage.run { UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30)) }
    #expect(plain.caretRect(for: plain.endOfDocument).size == CGSize(width: 2, height: 30))
    #expect(scroll.heard == 1)
  }

  @Test func pressesTheScreensViewsDoNotTakeReachTheScreen() {
    let screen = EscapableScreen()
    let field = UIView()
    screen.view.addSubview(field)
    field.pressesBegan([UIPress()], with: nil)
    field.pressesChanged([UIPress()], with: nil)
    field.pressesEnded([UIPress()], with: nil)
    #expect(screen.presses == ["began", "ended"], "passed up the responder chain")
    #expect(screen.keyCommands?.first?.input == UIKeyCommand.inputEscape)
  }
}
