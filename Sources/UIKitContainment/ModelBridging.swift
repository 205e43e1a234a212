// The model's geometry under UIKit's types and back, its view controllers as UIKit's, and how
// UIKit ends the app when it raises.

internal import ContainmentCore

extension Rect {
  /// The model's rectangle for UIKit's.
  init(_ rect: CGRect) {
    self.init(
      origin: Point(x: Double(rect.origin.x), y: Double(rect.origin.y)),
      size: Size(rect.size))
  }
}

extension Size {
  /// The model's size for UIKit's.
  init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension CGRect {
  /// UIKit's rectangle for the model's.
  init(_ rect: Rect) {
    self.init(
      x: CGFloat(rect.origin.x), y: CGFloat(rect.origin.y), width: CGFloat(rect.size.width),
      height: CGFloat(rect.size.height))
  }
}

extension CGSize {
  /// UIKit's size for the model's.
  init(_ size: Size) { self.init(width: CGFloat(size.width), height: CGFloat(size.height)) }
}

extension UIViewController {
  /// `view` as the `UIView` it is: the only views a `UIViewController` is given are UIViews (its
  /// `view`'s setter takes one, its default view is one), so no dynamic cast is paid on each
  /// access; a debug build checks.
  @inline(__always)
  static func uikitView(_ view: View) -> UIView {
    assert(view is UIView, "a UIViewController's view must be a UIView, not a \(type(of: view))")
    return unsafeDowncast(view, to: UIView.self)
  }

  /// The view the default `loadView()` makes (`_makeDefaultView()`).
  func makeDefaultUIView() -> UIView {
    let made = UIView(frame: UIScreen.main.bounds)
    made._attachPayload(byteCount: _viewPayloadBytes, lifetime: nil)
    made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    return made
  }

  /// Ends the app as UIKit's `transition(from:to:…)` does for two view controllers that are
  /// not children of the receiver.
  static func raiseNoCommonParent(_ from: UIViewController, _ to: UIViewController) -> Never {
    raise(
      "NSInvalidArgumentException",
      "Children view controllers \(describe(from)) and \(describe(to)) must have a common "
        + "parent view controller when calling -[UIViewController "
        + "transitionFromViewController:toViewController:duration:options:animations:completion:]")
  }

  /// Marks a new view controller as UIKit's face's; one of the team's classes (not one of the
  /// layer's own containers, nor `UIViewController` itself) has its appearance overrides
  /// checked for their calls to `super`.
  final func markAsUIKits() {
    _markAsUIKitFace()
    if Self._isLayersOwn(type(of: self)) { _skipOverrideChecks() }
    TraitObservers.made(type(of: self))
  }

  /// Whether `type` is one of the layer's own classes (`UIViewController` itself, UIKit's
  /// containers), whose code is not the team's.
  nonisolated package static func _isLayersOwn(_ type: UIViewController.Type) -> Bool {
    type == UIViewController.self || type == UINavigationController.self
      || type == UITabBarController.self || type == UIPageViewController.self
      || type == UIAlertController.self
  }
}

extension ViewController {
  /// This view controller as UIKit's, if it is one: the mark its initializers set, read
  /// instead of a dynamic cast (which walks the class chain) on the hot paths.
  @inline(__always) var asUIKit: UIViewController? {
    _isUIKitFace ? unsafeDowncast(self, to: UIViewController.self) : nil
  }
}

extension View {
  /// This view as UIKit's, if it is one: every `UIView` calls the move hooks (its initializers
  /// set the mark), read instead of a dynamic cast on the hot paths.
  @inline(__always) var asUIKit: UIView? {
    _isFaceView ? unsafeDowncast(self, to: UIView.self) : nil
  }

  /// This view as UIKit names it as a superview: a UIKit view, or the window whose views it
  /// holds (a window's views lie in a view of the model's window; on iOS their superview is the
  /// window).
  @MainActor @inline(__always) var asUIKitSuperview: UIView? {
    _isFaceView ? unsafeDowncast(self, to: UIView.self) : windowHoldingViews
  }

  /// The window whose views this view of the model's window holds, if it is one.
  @MainActor private var windowHoldingViews: UIView? {
    _superviewIfAny == nil ? _window.map(UIWindow.of) : nil
  }
}

/// Ends the app as UIKit does when it raises.
///
/// An uncaught Objective-C exception, with UIKit's name and reason: the harness reports it as a
/// `crash` whose message is this line.
func raise(_ name: String, _ reason: String) -> Never {
  fatalError("*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'")
}

/// How UIKit writes an object in an exception's reason: `<ClassName: vc3>` (UIKit gives the
/// address; the model, the view controller's identifier).
func describe(_ viewController: ViewController) -> String {
  "<\(type(of: viewController)): \(viewController._id)>"
}

/// Reports a misuse UIKit survives (`UIKitMessage`) as an event of `viewController`, and prints
/// `line`, UIKit's console text with the view controllers named, when no harness observes it.
func report(_ message: UIKitMessage, of viewController: ViewController, line: String) {
  viewController._emit(.uikitMessage(message))
  if !viewController._isObserved {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

// The bodies of two of `UIViewController`'s overridable methods and of its `deinit`
// (`UIViewController.swift`).
extension UIViewController {
  /// What goes with a view controller: its navigation item's owner, and its being the
  /// presenter of what it presented (alive elsewhere, presented no more).
  func endsAsUIKit() {
    bars.navigationItem?.ownerEnded()
    if let presented = modal.presented { presented.modal.presenter = nil }
  }

  /// `addChild(_:)`: a child of another container leaves it first; a cycle ends the app.
  func addChildAsUIKit(_ childController: UIViewController) {
    if childController._parentViewController === self { return }
    if childController._parentViewController != nil { childController.removeFromParent() }
    do {
      try _addChild(childController)
    } catch {
      raise(
        "NSInvalidArgumentException",
        "\(describe(childController)) cannot be a child of \(describe(self)): \(error)")
    }
  }

  /// `transition(from:to:duration:options:animations:completion:)`: two children of this one,
  /// else the app ends with UIKit's reason.
  func transitionAsUIKit(
    _ from: UIViewController, _ to: UIViewController, _ duration: TimeInterval,
    _ animations: (() -> Void)?, _ completion: ((Bool) -> Void)?
  ) {
    let played = _transitionAsUIKit(
      from: from, to: to, duration: duration, animations: animations, completion: completion)
    if !played { Self.raiseNoCommonParent(from, to) }
  }
}
