import ContainmentCore
import Foundation
import Testing
import UIKitContainment

/// The selector form of target–action: kept in order with the closures, sent through the
/// overridable `sendAction(_:to:for:)`, and performed where the layer can without Objective-C's
/// runtime (a responder's own actions).
@Suite struct UIKitTargetActionTests {
  /// A view that journals the standard edit actions it is sent, and who sent them.
  @MainActor final class Editor: UIView {
    var performed: [String] = []
    override func copy(_ sender: Any?) { performed.append("copy from \(Self.name(of: sender))") }
    override func selectAll(_ sender: Any?) {
      performed.append("selectAll from \(Self.name(of: sender))")
    }
    static func name(of sender: Any?) -> String { sender.map { "\(type(of: $0))" } ?? "nil" }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
      action == Selector("copy:") || super.canPerformAction(action, withSender: sender)
    }
  }

  /// A button that journals every selector action it sends.
  @MainActor final class LoggingButton: UIButton {
    var sent: [String] = []
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
      sent.append("\(action) to \(target.map { "\(type(of: $0))" } ?? "nil")")
      super.sendAction(action, to: target, for: event)
    }
  }

  @Test @MainActor func aControlSendsItsSelectorsInOrderWithItsClosuresThroughSendAction() {
    let button = LoggingButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    let editor = Editor()
    var order: [String] = []
    button.addAction(UIAction { _ in order.append("closure") }, for: .touchUpInside)
    button.addTarget(editor, action: Selector("copy:"), for: .touchUpInside)
    button.addTarget(editor, action: Selector("selectAll:"), for: .touchDown)
    button.addAction(UIAction { _ in order.append("second closure") }, for: .touchUpInside)
    button._tap()
    #expect(button.sent == ["selectAll: to Editor", "copy: to Editor"], "touch down first")
    #expect(editor.performed == ["selectAll from LoggingButton", "copy from LoggingButton"])
    #expect(order == ["closure", "second closure"])
    #expect(button.allControlEvents == [.touchDown, .touchUpInside])
    #expect(button.actions(forTarget: editor, forControlEvent: .touchUpInside) == ["copy:"])
    #expect(button.allTargets == [AnyHashable(editor)])

    button.removeTarget(editor, action: Selector("copy:"), for: .touchUpInside)
    #expect(button.actions(forTarget: editor, forControlEvent: .touchUpInside) == nil)
    button.removeTarget(nil, action: nil, for: .allEvents)
    #expect(button.allTargets.isEmpty && button.allControlEvents == .touchUpInside)
    button.sent.removeAll()
    button._tap()
    #expect(button.sent.isEmpty && order.count == 4, "the closures stay")
  }

  @Test @MainActor func aNilTargetGoesUpTheResponderChainAndAGoneTargetIsNotKept() {
    let outer = Editor()
    let button = LoggingButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    outer.addSubview(button)
    button.addTarget(nil, action: Selector("copy:"), for: .touchUpInside)
    #expect(button.allTargets.map { $0.base is NSNull } == [true])
    button._tap()
    #expect(outer.performed == ["copy from LoggingButton"], "the button's superview can")
    #expect(button.sent == ["copy: to nil"])
    do {
      let gone = Editor()
      button.addTarget(gone, action: Selector("selectAll:"), for: .touchUpInside)
    }
    #expect(button.allTargets.map { $0.base is NSNull } == [true], "a target is not retained")
    button.sent.removeAll()
    button._tap()
    #expect(button.sent == ["copy: to nil"], "a gone target's action is not sent up the chain")
  }

  @Test @MainActor func resignFirstResponderSentToNilPutsTheKeyboardAway() {
    let clock = VirtualClock()
    let application = UIApplication()
    clock.withCurrent {
      application._withCurrent {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let screen = UIViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let field = UITextField()
        screen.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        let sent = UIApplication.shared.sendAction(
          Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
        #expect(sent && !field.isFirstResponder)
        #expect(
          !UIApplication.shared.sendAction(Selector("copy:"), to: nil, from: nil, for: nil),
          "nothing first responder, no sender: nobody")
        withExtendedLifetime(window) {}
      }
    }
  }

  @Test @MainActor func aSelectorNoResponderHasIsKeptButNotSent() {
    let editor = Editor()
    #expect(
      !UIApplication.shared.sendAction(
        Selector("handleSwipe:"), to: editor, from: nil, for: nil))
    #expect(editor.performed.isEmpty)
  }

  @Test @MainActor func aRecognizerSendsItsTargetsActionsAsItRecognizes() {
    let (outer, inner) = UIGestureRecognizerTests.views()
    let editor = Editor()
    var order: [String] = []
    let tap = UITapGestureRecognizer(target: editor, action: Selector("copy:"))
    tap.addHandler { _ in order.append("handler") }
    tap.addTarget(editor, action: Selector("selectAll:"))
    tap.addTarget(editor, action: Selector("selectAll:"))
    inner.addGestureRecognizer(tap)
    inner._touchDown(at: CGPoint(x: 10, y: 10))._lift()
    #expect(
      editor.performed == [
        "copy from UITapGestureRecognizer", "selectAll from UITapGestureRecognizer",
      ],
      "once per pair, in the order added")
    #expect(order == ["handler"])

    tap.removeTarget(editor, action: Selector("copy:"))
    editor.performed.removeAll()
    inner._touchDown(at: CGPoint(x: 10, y: 10))._lift()
    #expect(editor.performed == ["selectAll from UITapGestureRecognizer"])
    tap.removeTarget(nil, action: nil)
    editor.performed.removeAll()
    inner._touchDown(at: CGPoint(x: 10, y: 10))._lift()
    #expect(editor.performed.isEmpty && order.count == 3, "the handler stays")
    withExtendedLifetime(outer) {}
  }

  @Test @MainActor func aSelectorTimerFiresOnTheClockAndKeepsItsTarget() throws {
    let clock = VirtualClock()
    try clock.withCurrent {
      weak var held: Editor?
      let timer: Timer
      do {
        let editor = Editor()
        held = editor
        timer = Timer.scheduledTimer(
          timeInterval: 0.5, target: editor, selector: Selector("copy:"), userInfo: nil,
          repeats: true)
      }
      #expect(held != nil, "the timer keeps its target")
      #expect(held?.performed.isEmpty == true, "nothing fires inside the call")
      try clock.advance(by: 1200)
      #expect(held?.performed.count == 2)
      timer.invalidate()
      #expect(held == nil, "invalidated, the target goes")
    }
  }
}
