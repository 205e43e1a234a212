import Synchronization

// The keyboard, as UIKit shows it: up while a view that edits text (a text field, a text view)
// is the application's first responder, down otherwise. Each change posts UIKit's
// notifications in UIKit's order — `keyboardWillChangeFrameNotification`, then
// `keyboardWillShowNotification` (or `…WillHide…`) from inside an animation of the keyboard's
// duration; a quarter of a second later on the run loop, `keyboardDidChangeFrameNotification`,
// then `keyboardDidShowNotification` (or `…DidHide…`). A text field that takes over from
// another leaves the keyboard up and posts nothing. The model decides what UIKit leaves open:
// the keyboard's height (`Keyboard.height(in:)`), and a change overtaken by the next before
// its end posts no did-notifications.

/// Whether a first responder was ever set in the process: until one is, no view leaving its
/// window can be holding it, and the move asks nothing.
enum FirstResponder {
  private static let wasSet = Atomic(false)

  /// Whether an application of the process had a first responder.
  static var everSet: Bool { wasSet.load(ordering: .relaxed) }

  /// Notes a first responder set.
  static func noteSet() { wasSet.store(true, ordering: .relaxed) }
}

extension UIApplication {
  /// Shows or hides the keyboard as the first responder changed.
  func keyboardFollowsFirstResponder() {
    let wantsKeyboard = firstResponder is UITextField || firstResponder is UITextView
    guard wantsKeyboard != (keyboardFrame != nil) else { return }
    let bounds = (keyWindow ?? windows.first)?.bounds ?? UIScreen.main.bounds
    let height = Keyboard.height(in: bounds.size)
    let up = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    let down = up.offsetBy(dx: 0, dy: height)
    keyboardFrame = wantsKeyboard ? up : nil
    keyboardChanges += 1
    guard Keyboard.mayBeObserved || !keyboardGuideViews.isEmpty else { return }
    let info: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(rect: wantsKeyboard ? down : up),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(rect: wantsKeyboard ? up : down),
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Keyboard.duration),
      UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Keyboard.curve),
      UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
    let (will, did): (Notification.Name, Notification.Name) =
      wantsKeyboard ? (.keyboardWillShow, .keyboardDidShow) : (.keyboardWillHide, .keyboardDidHide)
    let change = keyboardChanges
    UIView.animate(withDuration: Keyboard.duration, delay: 0) {
      self.keyboardGuidesFollow()
      Self.postKeyboard(.keyboardWillChangeFrame, info)
      Self.postKeyboard(will, info)
    } completion: { [weak self] _ in
      guard let self, self.keyboardChanges == change else { return }
      Self.postKeyboard(.keyboardDidChangeFrame, info)
      Self.postKeyboard(did, info)
    }
  }

  /// Runs `body` with the keyboard held back: it follows the first responder again at the next
  /// change of first responder, or when the caller asks (`keyboardFollowsFirstResponder()`), so
  /// that it follows the new first responder, not the moment between two, and a text field's
  /// beginning of editing is told before the keyboard's (as UIKit tells them).
  func holdingKeyboardBack<Result>(_ body: () -> Result) -> Result {
    keyboardHeldBack += 1
    let result = body()
    keyboardHeldBack -= 1
    return result
  }

  private static func postKeyboard(_ name: Notification.Name, _ info: [AnyHashable: Any]) {
    guard Keyboard.mayBeObserved else { return }
    NotificationCenter.default.post(name: name, object: nil, userInfo: info)
  }
}
