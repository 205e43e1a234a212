// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// A form screen written for UIKit follows the keyboard: it observes the keyboard's
// notifications with blocks, reads the frame and the animation from their `userInfo` (as a
// `CGRect`, or boxed in an `NSValue`), moves its bottom constraint with the keyboard's curve and
// stops observing when it goes. A chat screen pins its input bar to the keyboard's guide, has a
// bar above the keyboard and clears its message on a shake. A spinner starts when it enters a
// window and stops when it leaves, deep in the screen's views; the scene's delegate, a
// responder, walks the chain.

final class SignUpViewController: UIViewController, UITextFieldDelegate {
  private let scrollView = UIScrollView()
  private let emailField = UITextField()
  private let spinner = SpinnerView()
  private var bottomConstraint: NSLayoutConstraint?
  private var observers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    let bottom = scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bottom,
    ])
    bottomConstraint = bottom
    emailField.delegate = self
    emailField.keyboardType = .emailAddress
    scrollView.addSubview(emailField)
    scrollView.addSubview(spinner)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    let center = NotificationCenter.default
    observers.append(
      center.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
      ) { [weak self] notification in
        guard let info = notification.userInfo,
          let frame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        else { return }
        let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 7
        MainActor.assumeIsolated {
          self?.keyboardMoves(to: frame.height, duration: duration, curve: curve)
        }
      })
    observers.append(
      center.addObserver(
        forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main
      ) { [weak self] notification in
        let boxed = notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue
        let height = boxed?.cgRectValue.height ?? 0
        MainActor.assumeIsolated {
          self?.keyboardMoves(to: 0, duration: 0.25, curve: height > 0 ? 7 : 0)
        }
      })
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    observers.forEach(NotificationCenter.default.removeObserver)
    observers.removeAll()
  }

  private func keyboardMoves(to height: CGFloat, duration: Double, curve: UInt) {
    bottomConstraint?.constant = -height
    UIView.animate(
      withDuration: duration, delay: 0,
      options: UIView.AnimationOptions(rawValue: curve << 16),
      animations: { self.view.layoutIfNeeded() })
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
  }
}

final class ChatViewController: UIViewController {
  private let inputBar = UIView()
  private let messageField = UITextField()
  private let toolbar = UIView()

  override var canBecomeFirstResponder: Bool { true }
  override var inputAccessoryView: UIView? { toolbar }

  override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    if motion == .motionShake { messageField.text = nil }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    inputBar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(inputBar)
    inputBar.addSubview(messageField)
    view.keyboardLayoutGuide.followsUndockedKeyboard = true
    NSLayoutConstraint.activate([
      inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      inputBar.heightAnchor.constraint(equalToConstant: 52),
    ])
  }
}

final class SpinnerView: UIView {
  private(set) var isSpinning = false

  override func willMove(toWindow newWindow: UIWindow?) {
    super.willMove(toWindow: newWindow)
    if newWindow == nil { isSpinning = false }
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    isSpinning = window != nil
  }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  override var canBecomeFirstResponder: Bool { true }

  func focusedViewController() -> UIViewController? {
    var responder: UIResponder? = window?.rootViewController?.view
    while let current = responder {
      if let controller = current as? UIViewController { return controller }
      responder = current.next
    }
    return nil
  }
}
