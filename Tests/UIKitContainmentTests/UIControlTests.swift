import Testing
import UIKitContainment

/// Controls send their actions for the touches performed on them; stack views lay out their
/// arranged subviews.
@Suite struct UIControlTests {
  /// A screen-sized view holding a button of 100 × 44 points at (20, 20).
  @MainActor static func screen(with button: UIButton) -> UIView {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
    screen.addSubview(button)
    return screen
  }

  @Test @MainActor func aTapInsideSendsTouchUpInsideAndThePrimaryAction() {
    var sent: [String] = []
    let button = UIButton(
      type: .system,
      primaryAction: UIAction(title: "Save") { action in
        sent.append("save from \((action.sender as? UIButton)?.currentTitle ?? "?")")
      })
    button.addAction(UIAction { _ in sent.append("down") }, for: .touchDown)
    button.addAction(UIAction { _ in sent.append("up inside") }, for: .touchUpInside)
    button.addAction(UIAction { _ in sent.append("up outside") }, for: .touchUpOutside)
    _ = Self.screen(with: button)
    button._tap()
    #expect(sent == ["down", "up inside", "save from Save"])
    sent = []
    let finger = button._touchDown(at: CGPoint(x: 10, y: 10))
    #expect(button.isHighlighted && button.state == .highlighted)
    finger._move(byX: 200, y: 0)
    finger._lift()
    #expect(sent == ["down", "up outside"] && !button.isHighlighted)
    sent = []
    button.isEnabled = false
    button._tap()
    #expect(sent.isEmpty && button.state == .disabled)
  }

  @Test @MainActor func aControlsTapGoesBeforeASingleTapAboveItButAPanCancelsIt() {
    var sent: [String] = []
    let button = UIButton(frame: .zero, primaryAction: UIAction { _ in sent.append("button") })
    button.addAction(UIAction { _ in sent.append("cancel") }, for: .touchCancel)
    let screen = Self.screen(with: button)
    screen.addGestureRecognizer(UITapGestureRecognizer { _ in sent.append("tap") })
    screen.addGestureRecognizer(UIPanGestureRecognizer { sent.append("pan \($0.state)") })
    button._tap()
    screen._touchDown(at: CGPoint(x: 300, y: 300))._lift()
    #expect(sent == ["button", "tap"])
    sent = []
    let finger = button._touchDown(at: CGPoint(x: 10, y: 10))
    finger._move(byX: 0, y: 30)
    finger._lift()
    #expect(sent == ["cancel", "pan began", "pan ended"])
  }

  @Test @MainActor func actionsAreRemovedByIdentifierAndEvent() {
    var sent = 0
    let button = UIButton(type: .custom)
    let action = UIAction(identifier: UIAction.Identifier("count")) { _ in sent += 1 }
    button.addAction(action, for: [.touchUpInside, .valueChanged])
    button.sendActions(for: .valueChanged)
    button.removeAction(identifiedBy: UIAction.Identifier("count"), for: .valueChanged)
    button.sendActions(for: .valueChanged)
    button.sendActions(for: .touchUpInside)
    button.removeAction(action, for: .touchUpInside)
    button.sendActions(for: .allEvents)
    #expect(sent == 2)
    button.setTitle("Go", for: .normal)
    button.setTitle("Going", for: .highlighted)
    #expect(button.title(for: .selected) == "Go" && button.title(for: .highlighted) == "Going")
  }

  @Test @MainActor func aStackViewSharesItsLengthAmongItsShownArrangedSubviews() {
    let views = [UIView(), UIView(), UIView()]
    let stack = UIStackView(arrangedSubviews: views)
    stack.spacing = 10
    stack.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    #expect(views.map(\.frame.minX) == [0, 110, 220] && views.allSatisfy { $0.frame.height == 44 })
    views[1].isHidden = true
    #expect(views[2].frame == CGRect(x: 165, y: 0, width: 155, height: 44))
    stack.axis = .vertical
    stack.alignment = .center
    views[0].frame.size.width = 100
    stack.setNeedsLayout()
    stack.layoutIfNeeded()
    #expect(views[0].frame == CGRect(x: 110, y: 0, width: 100, height: 17))
    stack.removeArrangedSubview(views[0])
    #expect(stack.arrangedSubviews.count == 2 && views[0].superview === stack, "still a subview")
    views[2].removeFromSuperview()
    #expect(stack.arrangedSubviews.count == 1)
  }
}
