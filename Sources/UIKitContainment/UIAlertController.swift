/// UIKit's alert (`UIAlertController`): a view controller presented over its presenter, with
/// actions a person taps.
///
/// It is presented as UIKit presents it, in a style of its own (`.custom`) that leaves the
/// presenter on screen: the presenter hears no `viewWillDisappear(_:)` when an alert comes and
/// no `viewWillAppear(_:)` when it goes, the trap of a screen that refreshes there. A harness
/// taps an action (`_tap(_:)`): the alert is dismissed, and the action's handler runs once
/// the dismissal has ended (decided: UIKit's handler runs after the alert has gone, so that a
/// handler may present again).
///
/// ```swift
/// let window = UIWindow(frame: UIScreen.main.bounds)
/// let screen = UIViewController()
/// window.rootViewController = screen
/// window.makeKeyAndVisible()
/// var deleted = false
/// let alert = UIAlertController(
///   title: "Delete the note?", message: nil, preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in deleted = true })
/// screen.present(alert, animated: false)
/// alert._tap(alert.actions[1])
/// RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
/// precondition(deleted && screen.presentedViewController == nil)
/// ```
open class UIAlertController: UIViewController {
  /// The two ways an alert shows its actions.
  public enum Style: Int, Sendable {
    /// A sheet of actions rising from the bottom.
    case actionSheet
    /// An alert in the middle of the screen.
    case alert
  }

  /// How it shows its actions.
  public private(set) var preferredStyle = Style.alert

  /// Its message.
  open var message: String?

  /// Its actions, in the order they were added.
  public private(set) var actions: [UIAlertAction] = []

  /// Its text fields, in the order they were added (an alert's only).
  public private(set) var textFields: [UITextField]?

  /// The action a return key would choose (kept; one of ``actions``).
  open var preferredAction: UIAlertAction?

  /// An alert of the given title, message and style, presented over its presenter.
  ///
  /// - Parameters:
  ///   - title: Its title.
  ///   - message: Its message.
  ///   - preferredStyle: How it shows its actions.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }

  /// An alert made as a plain view controller is made: UIKit's `.alert` style.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Ignored.
  ///   - nibBundleOrNil: Ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    modalPresentationStyle = .custom
  }

  /// An alert decoded from an archive: made as ``init(nibName:bundle:)`` makes it.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    modalPresentationStyle = .custom
  }

  /// Adds `action`; a second cancel action ends the app, as UIKit raises.
  ///
  /// - Parameter action: The action to add.
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      raise(
        "NSInternalInconsistencyException",
        "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
    }
    actions.append(action)
  }

  /// Adds a text field, handed to `configurationHandler` to set up; one added to an action
  /// sheet ends the app, as UIKit raises.
  ///
  /// - Parameter configurationHandler: Sets the field up.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      raise(
        "NSInternalInconsistencyException",
        "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
    }
    let field = UITextField()
    textFields = (textFields ?? []) + [field]
    configurationHandler?(field)
  }

  /// Taps `action`, as a person would: an enabled action of this alert, while it is presented
  /// and not being dismissed, dismisses it (animated) and then runs the action's handler.
  ///
  /// - Parameter action: The action to tap.
  public func _tap(_ action: UIAlertAction) {
    guard action.isEnabled, actions.contains(where: { $0 === action }),
      presentingViewController != nil, !isBeingDismissed
    else { return }
    dismiss(animated: true) { action.handler?(action) }
  }
}

/// An action of an alert (UIKit's `UIAlertAction`).
@preconcurrency @MainActor public final class UIAlertAction: NSObject {
  /// How an action looks and where it goes.
  public enum Style: Int, Sendable {
    /// A plain action.
    case `default`
    /// The action that cancels; at most one per alert.
    case cancel
    /// An action that destroys something.
    case destructive
  }

  /// Its title.
  public let title: String?
  /// Its style.
  public let style: Style
  /// Whether it can be tapped.
  public var isEnabled = true
  /// What runs once its alert has gone.
  let handler: ((UIAlertAction) -> Void)?

  /// An action of the given title and style, with what runs once it is tapped.
  ///
  /// - Parameters:
  ///   - title: Its title.
  ///   - style: Its style.
  ///   - handler: What runs once its alert has been dismissed.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
