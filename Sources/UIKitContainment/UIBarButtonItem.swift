internal import ContainmentCore

/// UIKit's `UIBarButtonItem`: a button of a navigation bar or a toolbar.
///
/// Made with a title or an image and a `UIAction` (iOS 14's form), one of the system's items,
/// or a custom view; a driver taps it with `_tap()`, which runs its primary action when it is
/// enabled. The model draws no bar. Its selector form (`init(title:style:target:action:)`)
/// compiles with `action: nil` (`#selector` needs Objective-C, which Swift on Linux has not)
/// and sends nothing.
///
/// ```swift
/// let screen = UIViewController()
/// var saved = false
/// let save = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { _ in saved = true })
/// screen.navigationItem.rightBarButtonItem = save
/// screen.navigationItem.rightBarButtonItem?._tap()
/// precondition(saved)
/// ```
open class UIBarButtonItem: UIBarItem {
  /// How an item is drawn.
  public enum Style: Int, Sendable {
    /// A plain button.
    case plain
    /// A bordered button (deprecated in iOS 8: drawn as plain).
    case bordered
    /// A button that ends a task, drawn bold.
    case done
  }

  /// The system's items.
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward, undo, redo, pageCurl, close
  }

  /// How it is drawn.
  open var style: Style = .plain
  /// Its width, for a fixed space (0: its own).
  open var width: CGFloat = 0
  /// A view shown in its place.
  open var customView: UIView?
  /// The action a tap runs.
  open var primaryAction: UIAction?
  /// The color of its title and image.
  open var tintColor: UIColor?
  /// The system item it was made as, if any.
  public private(set) var systemItem: SystemItem?
  /// The menu it shows (iOS 14; kept: the model shows no menu, a harness chooses with
  /// `UIMenu._choose(_:)`).
  open var menu: UIMenu?
  /// The target of its selector form (kept).
  open weak var target: AnyObject?
  /// The selector of its selector form: kept, never sent (Swift on Linux has no Objective-C
  /// runtime to send it).
  open var action: Selector?

  /// An item with nothing set.
  public override init() {
    super.init()
  }

  /// An item decoded from an archive: the model decodes nothing, and makes one with nothing
  /// set.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// An item with a title or an image, running `primaryAction` when tapped (iOS 14).
  ///
  /// - Parameters:
  ///   - title: Its title.
  ///   - image: Its image.
  ///   - primaryAction: What a tap runs.
  ///   - menu: The menu it shows.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title ?? primaryAction?.title
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// An item titled `title` of `style` in the selector form: the target and action are kept,
  /// and a tap sends nothing (no Objective-C runtime; `#selector` does not compile on Linux,
  /// `action: nil` does).
  ///
  /// - Parameters:
  ///   - title: Its title.
  ///   - style: How it is drawn.
  ///   - target: What the action would be sent to.
  ///   - action: The selector.
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init(title: title)
    self.style = style
    (self.target, self.action) = (target as AnyObject?, action)
  }

  /// An item showing `image` of `style` in the selector form (see
  /// ``init(title:style:target:action:)``).
  ///
  /// - Parameters:
  ///   - image: Its image.
  ///   - style: How it is drawn.
  ///   - target: What the action would be sent to.
  ///   - action: The selector.
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init(image: image)
    self.style = style
    (self.target, self.action) = (target as AnyObject?, action)
  }

  /// One of the system's items in the selector form (see
  /// ``init(title:style:target:action:)``).
  ///
  /// - Parameters:
  ///   - systemItem: The system item.
  ///   - target: What the action would be sent to.
  ///   - action: The selector.
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?
  ) {
    self.init(systemItem: systemItem)
    (self.target, self.action) = (target as AnyObject?, action)
  }

  /// One of the system's items, running `primaryAction` when tapped (iOS 14).
  ///
  /// - Parameters:
  ///   - systemItem: The system item.
  ///   - primaryAction: What a tap runs.
  ///   - menu: The menu it shows.
  public convenience init(
    systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
    if systemItem == .done { style = .done }
  }

  /// An item showing `customView`.
  ///
  /// - Parameter customView: The view.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// A flexible space between items (iOS 14).
  ///
  /// - Returns: The space.
  public static func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(systemItem: .flexibleSpace)
  }

  /// A space of `width` points between items (iOS 14).
  ///
  /// - Parameter width: The width.
  /// - Returns: The space.
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let space = UIBarButtonItem(systemItem: .fixedSpace)
    space.width = width
    return space
  }

  /// A driver's tap: runs the primary action, when the item is enabled.
  public func _tap() {
    guard isEnabled, let primaryAction else { return }
    primaryAction.perform(from: self)
  }
}
