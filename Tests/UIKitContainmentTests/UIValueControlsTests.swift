import Foundation
import Testing
import UIKitContainment

/// Switches, sliders, steppers and refresh controls: a finger changes the value and sends
/// `.valueChanged`; code changes it and sends nothing, as in UIKit.
@Suite struct UIValueControlsTests {
  /// The events `control` sends, in order.
  @MainActor final class Events {
    var sent: [String] = []
    init(_ control: UIControl) {
      for (event, name) in [
        (UIControl.Event.touchDown, "down"), (.valueChanged, "changed"), (.touchUpInside, "up"),
      ] {
        control.addAction(UIAction { [unowned self] _ in sent.append(name) }, for: event)
      }
    }
  }

  @Test @MainActor func aTapTogglesASwitchAndCodeSendsNothing() {
    let toggle = UISwitch(frame: CGRect(x: 5, y: 6, width: 300, height: 300))
    #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31) && !toggle.isOn)
    let events = Events(toggle)
    toggle._tap()
    #expect(toggle.isOn && events.sent == ["down", "changed", "up"])
    toggle.setOn(false, animated: true)
    toggle.isOn = true
    #expect(events.sent.count == 3)
    toggle.isEnabled = false
    toggle._tap()
    #expect(toggle.isOn && events.sent.count == 3)
  }

  @Test @MainActor func aSliderTakesTheValueWhereTheFingerLiftsWithinItsBounds() {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    slider.minimumValue = 10
    slider.maximumValue = 20
    #expect(slider.value == 10)
    let events = Events(slider)
    slider._touchDown(at: CGPoint(x: 50, y: 15))._lift()
    #expect(slider.value == 12.5 && events.sent == ["down", "changed", "up"])
    // The same place again: no change to send.
    slider._touchDown(at: CGPoint(x: 50, y: 15))._lift()
    #expect(events.sent == ["down", "changed", "up", "down", "up"])
    slider.setValue(100, animated: false)
    #expect(slider.value == 20)
    slider.maximumValue = 15
    #expect(slider.value == 15 && slider.minimumValue == 10)
    slider.minimumValue = 18
    #expect(slider.value == 18 && slider.maximumValue == 18)
    #expect(events.sent.count == 5)
  }

  @Test @MainActor func aStepperStepsWithinItsBoundsOrRoundThemIfItWraps() {
    let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(stepper.frame.size == CGSize(width: 94, height: 32))
    stepper.maximumValue = 2
    stepper.stepValue = 1
    let events = Events(stepper)
    let plus = CGPoint(x: 80, y: 16)
    let minus = CGPoint(x: 10, y: 16)
    for _ in 0..<3 { stepper._touchDown(at: plus)._lift() }
    #expect(stepper.value == 2 && events.sent.filter { $0 == "changed" }.count == 2)
    stepper.wraps = true
    stepper._touchDown(at: plus)._lift()
    #expect(stepper.value == 0)
    stepper._touchDown(at: minus)._lift()
    #expect(stepper.value == 2 && events.sent.filter { $0 == "changed" }.count == 4)
    stepper.value = -5
    #expect(stepper.value == 0 && events.sent.filter { $0 == "changed" }.count == 4)
  }

  @Test @MainActor func aPullStartsRefreshingOnceAndTheAppEndsIt() {
    let list = UIScrollView()
    let refresh = UIRefreshControl()
    list.refreshControl = refresh
    #expect(refresh.superview === list && list.refreshControl === refresh)
    let events = Events(refresh)
    refresh._pull()
    refresh._pull()
    #expect(refresh.isRefreshing && events.sent == ["changed"])
    refresh.endRefreshing()
    #expect(!refresh.isRefreshing)
    refresh.beginRefreshing()
    #expect(refresh.isRefreshing && events.sent == ["changed"])
    list.refreshControl = nil
    #expect(refresh.superview == nil)
  }
}

/// A text field: editing begins and ends with the first responder, asked of its delegate;
/// typing is asked too and sends `.editingChanged`.
@Suite struct UITextFieldTests {
  @MainActor final class Delegate: UITextFieldDelegate {
    var heard: [String] = []
    var refusesTyping = false
    var keepsEditing = false
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      heard.append("should begin")
      return true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { heard.append("did begin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      heard.append("should end")
      return !keepsEditing
    }
    func textFieldDidEndEditing(_ textField: UITextField) { heard.append("did end") }
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      heard.append("change \(range.location) \(string)")
      return !refusesTyping
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      heard.append("return")
      return true
    }
  }

  @Test @MainActor func editingFollowsTheFirstResponderAndAsksTheDelegate() {
    let stage = UIKitStage()
    let root = stage.run { UIViewController() }
    let window = stage.show(root)
    defer { withExtendedLifetime(window) {} }
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    root.view.addSubview(field)
    let delegate = Delegate()
    field.delegate = delegate
    var sent: [String] = []
    for (event, name) in [
      (UIControl.Event.editingDidBegin, "began"), (.editingChanged, "changed"),
      (.editingDidEnd, "ended"), (.editingDidEndOnExit, "exit"),
    ] {
      field.addAction(UIAction { _ in sent.append(name) }, for: event)
    }
    #expect(field.text == "" && !field.isEditing)
    field._type("ab")
    #expect(field.isFirstResponder && field.isEditing && field.text == "ab")
    delegate.refusesTyping = true
    field._type("c")
    #expect(field.text == "ab")
    field._pressReturn()
    delegate.keepsEditing = true
    #expect(!field.resignFirstResponder() && field.isEditing)
    delegate.keepsEditing = false
    #expect(field.resignFirstResponder() && !field.isEditing && !field.isFirstResponder)
    #expect(
      delegate.heard == [
        "should begin", "did begin", "change 0 ab", "change 2 c", "return", "should end",
        "should end", "did end",
      ])
    #expect(sent == ["began", "changed", "exit", "ended"])
    field.text = nil
    #expect(field.text == "" && sent.count == 4)
  }

  @Test @MainActor func itsKeyboardSettingsAreKeptFromUIKitsDefaults() {
    let field = UITextField()
    #expect(field.keyboardType == .default && field.returnKeyType == .default)
    #expect(field.autocapitalizationType == .sentences && field.autocorrectionType == .default)
    #expect(!field.isSecureTextEntry && field.textContentType == nil)
    field.keyboardType = .emailAddress
    field.returnKeyType = .done
    field.autocapitalizationType = .none
    field.autocorrectionType = .no
    field.isSecureTextEntry = true
    field.textContentType = .password
    let traits: any UITextInputTraits = field
    #expect(traits.keyboardType == .emailAddress && traits.returnKeyType == .done)
    #expect(traits.autocapitalizationType == .none && traits.autocorrectionType == .no)
    #expect(traits.isSecureTextEntry && traits.textContentType == .password)
    #expect(field.canBecomeFirstResponder)
    field.isEnabled = false
    #expect(!field.canBecomeFirstResponder)
  }
}

/// Which way a view reads, how it takes fingers, and a label's attributed text.
@Suite struct UIViewDirectionTests {
  @Test @MainActor func aViewReadsLeftToRightUnlessForced() {
    let view = UIView()
    #expect(view.semanticContentAttribute == .unspecified)
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    view.semanticContentAttribute = .forceRightToLeft
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(
      UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
    #expect(
      UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft)
        == .rightToLeft)
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
    #expect(!view.isExclusiveTouch && !view.isMultipleTouchEnabled)
    view.isExclusiveTouch = true
    view.isMultipleTouchEnabled = true
    #expect(view.isExclusiveTouch && view.isMultipleTouchEnabled)
  }

  @Test @MainActor func aLabelKeepsItsAttributedTextUntilItsTextChanges() {
    let label = UILabel()
    #expect(label.attributedText == nil)
    let styled = NSAttributedString(string: "Hi", attributes: [.kern: 2])
    label.attributedText = styled
    #expect(label.text == "Hi" && label.attributedText === styled)
    label.text = "Bye"
    #expect(label.attributedText?.string == "Bye" && label.attributedText !== styled)
  }
}
