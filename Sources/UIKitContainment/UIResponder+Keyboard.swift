import Synchronization

// The keyboard's notifications and the keys of their `userInfo`, under `UIResponder` as UIKit
// declares them, and the keyboard that posts them (`UIApplication+Keyboard.swift`).

extension UIResponder {
  /// Posted as the keyboard is about to show: a view that edits text became the first
  /// responder while no other did.
  ///
  /// Posted on the thread of the application the text field is in, from inside an animation
  /// of the keyboard's duration (what the observer changes animates with it), after
  /// ``keyboardWillChangeFrameNotification``; ``keyboardDidChangeFrameNotification`` and
  /// ``keyboardDidShowNotification`` follow once the keyboard is up, a quarter of a second
  /// later on the run loop. Its `userInfo` holds the keyboard's frames before and after
  /// (``keyboardFrameBeginUserInfoKey``, ``keyboardFrameEndUserInfoKey``, in the screen's
  /// coordinates, read `as? CGRect` or `as? NSValue`), the animation's duration and curve and
  /// whether the keyboard is the app's.
  ///
  /// ```swift
  /// final class FormScreen: UIViewController {
  ///   var keyboardHeight: CGFloat = 0
  ///   var observer: (any NSObjectProtocol)?
  ///   override func viewDidLoad() {
  ///     super.viewDidLoad()
  ///     observer = NotificationCenter.default.addObserver(
  ///       forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
  ///     ) { [weak self] note in
  ///       let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
  ///       MainActor.assumeIsolated { self?.keyboardHeight = frame?.height ?? 0 }
  ///     }
  ///   }
  /// }
  /// let application = UIApplication()
  /// application._withCurrent {
  ///   let window = UIWindow(frame: UIScreen.main.bounds)
  ///   let screen = FormScreen()
  ///   window.rootViewController = screen
  ///   window.makeKeyAndVisible()
  ///   let field = UITextField()
  ///   screen.view.addSubview(field)
  ///   precondition(field.becomeFirstResponder() && screen.keyboardHeight > 0)
  ///   if let observer = screen.observer { NotificationCenter.default.removeObserver(observer) }
  /// }
  /// ```
  public static var keyboardWillShowNotification: Notification.Name {
    Keyboard.named(.keyboardWillShow)
  }
  /// Posted once the keyboard is up, after ``keyboardDidChangeFrameNotification``.
  public static var keyboardDidShowNotification: Notification.Name {
    Keyboard.named(.keyboardDidShow)
  }
  /// Posted as the keyboard is about to hide: the view that edited text stopped being the first
  /// responder (it resigned, or left its window), and no other took it.
  public static var keyboardWillHideNotification: Notification.Name {
    Keyboard.named(.keyboardWillHide)
  }
  /// Posted once the keyboard is down, after ``keyboardDidChangeFrameNotification``.
  public static var keyboardDidHideNotification: Notification.Name {
    Keyboard.named(.keyboardDidHide)
  }
  /// Posted before ``keyboardWillShowNotification`` and ``keyboardWillHideNotification``.
  public static var keyboardWillChangeFrameNotification: Notification.Name {
    Keyboard.named(.keyboardWillChangeFrame)
  }
  /// Posted before ``keyboardDidShowNotification`` and ``keyboardDidHideNotification``.
  public static var keyboardDidChangeFrameNotification: Notification.Name {
    Keyboard.named(.keyboardDidChangeFrame)
  }

  /// The key of the keyboard's frame before the change (a `CGRect`, in the screen's
  /// coordinates).
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The key of the keyboard's frame after the change (a `CGRect`, in the screen's
  /// coordinates).
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The key of the change's duration in seconds (a `Double`: 0.25).
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The key of the change's animation curve (an `Int`: 7, the keyboard's own).
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// The key of whether the keyboard is this app's (a `Bool`: `true`).
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension Notification.Name {
  static let keyboardWillShow = Self("UIKeyboardWillShowNotification")
  static let keyboardDidShow = Self("UIKeyboardDidShowNotification")
  static let keyboardWillHide = Self("UIKeyboardWillHideNotification")
  static let keyboardDidHide = Self("UIKeyboardDidHideNotification")
  static let keyboardWillChangeFrame = Self("UIKeyboardWillChangeFrameNotification")
  static let keyboardDidChangeFrame = Self("UIKeyboardDidChangeFrameNotification")
}

/// What the keyboard's notifications need beyond their names.
enum Keyboard {
  /// Whether any code has named one of the keyboard's notifications: until one has, nothing can
  /// be waiting for them and none is posted (as the application's own, `UIApplication`).
  private static let notificationsNamed = Atomic(false)

  /// Whether code has named one of the keyboard's notifications.
  static var mayBeObserved: Bool { notificationsNamed.load(ordering: .relaxed) }

  static func named(_ name: Notification.Name) -> Notification.Name {
    notificationsNamed.store(true, ordering: .relaxed)
    return name
  }

  /// How long the keyboard takes to show or hide, in seconds.
  static let duration = 0.25

  /// The keyboard's own animation curve, as UIKit reports it.
  static let curve = 7

  /// The keyboard's height in a window of `size`: the model decides, as an iPhone's keyboard
  /// with its suggestions bar (336 points in portrait, 209 in landscape).
  static func height(in size: CGSize) -> CGFloat { size.width < size.height ? 336 : 209 }
}
