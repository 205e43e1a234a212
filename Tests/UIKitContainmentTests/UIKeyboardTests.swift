import ContainmentCore
import Foundation
import Testing
import UIKitContainment

/// The keyboard notifications one test hears: those posted on its own thread (a test running
/// beside it on another thread may post its own to the same process-wide center).
@MainActor private final class KeyboardLog {
  /// What one notification said.
  struct Entry: Sendable {
    var name: String
    /// The frames before and after, read as `CGRect`s; the end frame read from its box.
    var begin, end, boxedEnd: CGRect?
    /// The animation's duration and curve, and whether the keyboard is the app's.
    var animation: (duration: Double?, curve: UInt?, isLocal: Bool?)

    init(_ note: Notification) {
      name = note.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "")
        .replacingOccurrences(of: "Notification", with: "")
      let info = note.userInfo ?? [:]
      begin = info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect
      end = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
      boxedEnd = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      animation = (
        info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
        info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt,
        info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool
      )
    }
  }
  private(set) var entries: [Entry] = []
  /// The notifications' names and the marks put between them, in order.
  private(set) var sequence: [String] = []
  private var observers: [any NSObjectProtocol] = []

  init() {
    let names: [Notification.Name] = [
      UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
      UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
      UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
    ]
    let thread = ObjectIdentifier(Thread.current)
    for name in names {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
          [weak self] note in
          guard ObjectIdentifier(Thread.current) == thread else { return }
          let entry = Entry(note)
          MainActor.assumeIsolated {
            self?.entries.append(entry)
            self?.sequence.append(entry.name)
          }
        })
    }
  }

  var names: [String] { entries.map(\.name) }

  func clear() { entries = [] }

  /// Puts `mark` in the sequence (a delegate's call).
  func mark(_ mark: String) { sequence.append(mark) }

  func stop() {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }
}

/// A text field's and a text view's delegate that counts the end of editing and marks the
/// beginning in a log.
private final class CountingDelegate: UITextFieldDelegate, UITextViewDelegate {
  var ended = 0
  var refusesToEnd = false
  var log: KeyboardLog?
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { !refusesToEnd }
  func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
  func textFieldDidBeginEditing(_ textField: UITextField) { log?.mark("textFieldDidBeginEditing") }
  func textViewDidBeginEditing(_ textView: UITextView) { log?.mark("textViewDidBeginEditing") }
}

/// UIKit's keyboard: up while a view that edits text is the first responder, its notifications
/// posted in UIKit's order with UIKit's `userInfo`.
@Suite struct UIKeyboardTests {
  /// Runs `body` in an application of its own on a clock of its own, with a screen shown in
  /// a window and a log of the keyboard's notifications.
  @MainActor private func withScreen(
    _ body: (VirtualClock, KeyboardLog, UIViewController) throws -> Void
  ) throws {
    let clock = VirtualClock()
    let application = UIApplication()
    let log = KeyboardLog()
    defer { log.stop() }
    try clock.withCurrent {
      try application._withCurrent {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let screen = UIViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        try body(clock, log, screen)
        withExtendedLifetime(window) {}
      }
    }
  }

  @Test("the names and keys are UIKit's, under UIResponder as under their Swift 4.1 names")
  func namesAreUIKits() {
    #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
    #expect(UIResponder.keyboardDidHideNotification.rawValue == "UIKeyboardDidHideNotification")
    #expect(
      UIResponder.keyboardWillChangeFrameNotification.rawValue
        == "UIKeyboardWillChangeFrameNotification")
    #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
    #expect(UIResponder.keyboardAnimationCurveUserInfoKey == "UIKeyboardAnimationCurveUserInfoKey")
  }

  @Test("a text field that becomes first responder shows the keyboard; resigning hides it")
  @MainActor func showsAndHides() throws {
    let field = UITextField()
    let up = CGRect(x: 0, y: 844 - 336, width: 390, height: 336)
    let down = CGRect(x: 0, y: 844, width: 390, height: 336)
    try withScreen { clock, log, screen in
      screen.view.addSubview(field)
      #expect(field.becomeFirstResponder())
      #expect(log.names == ["WillChangeFrame", "WillShow"], "posted inside the call")
      #expect(log.entries.allSatisfy { $0.begin == down && $0.end == up })
      let last = try #require(log.entries.last)
      #expect(last.animation == (0.25, 7, true))
      #expect(last.boxedEnd == up, "read as an NSValue too")
      try clock.advance(by: 249)
      #expect(log.names.count == 2)
      try clock.advance(by: 1)
      #expect(log.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
      log.clear()
      #expect(field.resignFirstResponder())
      #expect(log.names == ["WillChangeFrame", "WillHide"])
      #expect(log.entries.allSatisfy { $0.begin == up && $0.end == down })
      try clock.advance(by: 250)
      #expect(log.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
    }
  }

  @Test("focus moving from one text field to another keeps the keyboard up and posts nothing")
  @MainActor func focusMovesWithoutNotifications() throws {
    try withScreen { clock, log, screen in
      let (name, notes) = (UITextField(), UITextView())
      screen.view.addSubview(name)
      screen.view.addSubview(notes)
      #expect(name.becomeFirstResponder())
      try clock.advance(by: 250)
      log.clear()
      #expect(notes.becomeFirstResponder() && !name.isFirstResponder)
      try clock.advance(by: 250)
      #expect(log.names.isEmpty)
      // A view controller taking over (no text) lets the keyboard go.
      let taker = TakingScreen()
      screen.addChild(taker)
      screen.view.addSubview(taker.view)
      #expect(taker.becomeFirstResponder())
      #expect(log.names == ["WillChangeFrame", "WillHide"])
    }
  }

  @Test("a show overtaken by a hide before its end posts no did-notifications of its own")
  @MainActor func anOvertakenShowPostsNoDidNotifications() throws {
    try withScreen { clock, log, screen in
      let field = UITextField()
      screen.view.addSubview(field)
      _ = field.becomeFirstResponder()
      try clock.advance(by: 100)
      _ = field.resignFirstResponder()
      try clock.advance(by: 400)
      #expect(
        log.names == [
          "WillChangeFrame", "WillShow", "WillChangeFrame", "WillHide", "DidChangeFrame",
          "DidHide",
        ])
    }
  }

  @Test("a first responder taken out of its window resigns, and the keyboard goes with it")
  @MainActor func leavingTheWindowResigns() throws {
    let delegate = CountingDelegate()
    try withScreen { clock, log, screen in
      let container = UIView()
      let field = UITextField()
      field.delegate = delegate
      container.addSubview(field)
      screen.view.addSubview(container)
      #expect(field.becomeFirstResponder())
      log.clear()
      container.removeFromSuperview()
      #expect(!field.isFirstResponder && delegate.ended == 1)
      #expect(log.names == ["WillChangeFrame", "WillHide"])
      try clock.advance(by: 250)
      #expect(log.names.last == "DidHide")
    }
  }

  @Test("a view constrained to the keyboard's guide rises with the keyboard and comes back down")
  @MainActor func theKeyboardGuideFollowsTheKeyboard() throws {
    try withScreen { clock, _, screen in
      let (field, footer) = (UITextField(), UIView())
      for view in [field, footer] {
        view.translatesAutoresizingMaskIntoConstraints = false
        screen.view.addSubview(view)
      }
      let guide = screen.view.keyboardLayoutGuide
      NSLayoutConstraint.activate([
        footer.bottomAnchor.constraint(equalTo: guide.topAnchor),
        footer.heightAnchor.constraint(equalToConstant: 50),
        field.topAnchor.constraint(equalTo: screen.view.topAnchor),
      ])
      screen.view.layoutIfNeeded()
      #expect(guide.layoutFrame == CGRect(x: 0, y: 844, width: 390, height: 0))
      #expect(footer.frame.maxY == 844)
      #expect(field.becomeFirstResponder())
      #expect(guide.layoutFrame == CGRect(x: 0, y: 844 - 336, width: 390, height: 336))
      screen.view.layoutIfNeeded()
      let keyboardTop: CGFloat = 844 - 336
      #expect(footer.frame.maxY == keyboardTop, "the keyboard's change asked for a layout")
      #expect(field.resignFirstResponder())
      try clock.advance(by: 250)
      screen.view.layoutIfNeeded()
      #expect(footer.frame.maxY == 844)
    }
  }

  @Test("a text field tells it began editing before the keyboard shows; a text view after")
  @MainActor func beginningOfEditingAndTheKeyboard() throws {
    let delegate = CountingDelegate()
    try withScreen { clock, log, screen in
      delegate.log = log
      let (field, notes) = (UITextField(), UITextView())
      field.delegate = delegate
      notes.delegate = delegate
      screen.view.addSubview(field)
      screen.view.addSubview(notes)
      #expect(field.becomeFirstResponder())
      #expect(log.sequence == ["textFieldDidBeginEditing", "WillChangeFrame", "WillShow"])
      #expect(field.resignFirstResponder())
      try clock.advance(by: 250)
      log.clear()
      let before = log.sequence.count
      #expect(notes.becomeFirstResponder())
      #expect(
        Array(log.sequence.dropFirst(before)) == [
          "WillChangeFrame", "WillShow", "textViewDidBeginEditing",
        ])
    }
  }

  @Test("editing ended by force ends whatever the delegate answers, the keyboard with it")
  @MainActor func editingEndedByForce() throws {
    let delegate = CountingDelegate()
    delegate.refusesToEnd = true
    try withScreen { _, log, screen in
      let field = UITextField()
      field.delegate = delegate
      screen.view.addSubview(field)
      #expect(field.becomeFirstResponder())
      #expect(!field.resignFirstResponder() && !screen.view.endEditing(false))
      #expect(field.isFirstResponder && field.isEditing && delegate.ended == 0)
      log.clear()
      #expect(screen.view.endEditing(true))
      #expect(!field.isFirstResponder && !field.isEditing && delegate.ended == 1)
      #expect(log.names == ["WillChangeFrame", "WillHide"])
      // Taken out of its window, a refusing field ends its editing too.
      #expect(field.becomeFirstResponder())
      field.removeFromSuperview()
      #expect(!field.isFirstResponder && !field.isEditing && delegate.ended == 2)
    }
  }

  @Test("a text field and a text view post UIKit's editing notifications, the input as object")
  @MainActor func editingNotifications() throws {
    try withScreen { _, log, screen in
      let (field, notes) = (UITextField(), UITextView())
      screen.view.addSubview(field)
      screen.view.addSubview(notes)
      var observers: [any NSObjectProtocol] = []
      let names: [(Notification.Name, AnyObject)] = [
        (UITextField.textDidBeginEditingNotification, field),
        (UITextField.textDidChangeNotification, field),
        (UITextField.textDidEndEditingNotification, field),
        (UITextView.textDidBeginEditingNotification, notes),
        (UITextView.textDidEndEditingNotification, notes),
      ]
      for (name, input) in names {
        observers.append(
          NotificationCenter.default.addObserver(forName: name, object: input, queue: nil) {
            [weak log] note in
            let name = note.name.rawValue
            MainActor.assumeIsolated { log?.mark(name) }
          })
      }
      defer { observers.forEach(NotificationCenter.default.removeObserver) }
      field._type("a")
      #expect(notes.becomeFirstResponder())
      #expect(notes.resignFirstResponder())
      let marks = log.sequence.filter { $0.hasPrefix("UIText") }
      #expect(
        marks == [
          "UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidChangeNotification",
          "UITextFieldTextDidEndEditingNotification", "UITextViewTextDidBeginEditingNotification",
          "UITextViewTextDidEndEditingNotification",
        ])
    }
  }
}

/// A view controller that can be the first responder.
private final class TakingScreen: UIViewController {
  override var canBecomeFirstResponder: Bool { true }
}
