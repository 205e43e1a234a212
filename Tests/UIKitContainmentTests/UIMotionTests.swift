import Testing
import UIKitContainment

/// A screen that takes the shake, as a screen with shake-to-undo does.
private final class ShakeScreen: UIViewController {
  var heard: [String] = []
  let bar = UIView()
  var takesFirstResponder = true
  override var canBecomeFirstResponder: Bool { takesFirstResponder }
  override var inputAccessoryView: UIView? { bar }
  override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    heard.append("began \(motion) \(event?.type == .motion && event?.subtype == .motionShake)")
  }
  override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    heard.append("ended \(motion)")
  }
}

/// Motion events (a shake) as UIKit sends them: to the first responder, up the chain.
@Suite struct UIMotionTests {
  @Test("a shake goes to the first responder, and up the chain from a view that passes it on")
  @MainActor func aShakeGoesToTheFirstResponderAndUp() {
    let application = UIApplication()
    application._withCurrent {
      let window = UIWindow(frame: UIScreen.main.bounds)
      let screen = ShakeScreen()
      window.rootViewController = screen
      window.makeKeyAndVisible()
      #expect(screen.becomeFirstResponder() && screen.inputAccessoryView === screen.bar)
      application._shake()
      #expect(screen.heard == ["began motionShake true", "ended motionShake"])
      // A text field in the screen's view takes over: the shake comes up from it.
      let field = UITextField()
      screen.view.addSubview(field)
      #expect(field.becomeFirstResponder())
      application._shake()
      #expect(screen.heard.count == 4)
      // No first responder: the key window has it, and a screen is not on its way up.
      _ = field.resignFirstResponder()
      application._shake()
      #expect(screen.heard.count == 4)
      withExtendedLifetime(window) {}
    }
  }

  @Test("a text field keeps the input views it is given; others have none")
  @MainActor func inputViewsAreKept() {
    let field = UITextField()
    let accessory = UIView()
    field.inputAccessoryView = accessory
    #expect(field.inputAccessoryView === accessory && field.inputView == nil)
    #expect(UIView().inputAccessoryView == nil && UIViewController().inputView == nil)
  }
}
