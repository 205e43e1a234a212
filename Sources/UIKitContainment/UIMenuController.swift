/// UIKit's `UIMenuController` (deprecated in iOS 16 for `UIEditMenuInteraction`): the one edit
/// menu of the app, shown over a rectangle of a view.
///
/// Nothing is drawn: showing it posts `willShowMenuNotification` then `didShowMenuNotification`,
/// hiding it the two hide notifications, and ``isMenuVisible`` says which. Its custom items'
/// actions are selectors, which the model keeps (Linux calls none: see
/// `UIApplication.sendAction(_:to:from:for:)`).
///
/// ```swift
/// let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
/// let menu = UIMenuController.shared
/// menu.menuItems = [UIMenuItem(title: "Pin", action: Selector("pin:"))]
/// menu.showMenu(from: view, rect: CGRect(x: 10, y: 10, width: 40, height: 20))
/// precondition(menu.isMenuVisible && menu.menuFrame.width > 0)
/// menu.hideMenu()
/// ```
@available(iOS, deprecated: 16.0, message: "Use UIEditMenuInteraction instead")
@preconcurrency @MainActor open class UIMenuController: NSObject {
  /// Where its arrow points.
  public enum ArrowDirection: Int, Sendable {
    case `default`, up, down, left, right
  }

  /// The app's menu controller (`UIApplication.shared`'s: one a run of the harness).
  public static var shared: UIMenuController {
    associatedObject(of: UIApplication.shared, &menuControllerKey) { UIMenuController() }
  }

  private override init() {}

  /// Posted before the menu shows.
  public static let willShowMenuNotification = NSNotification.Name(
    "UIMenuControllerWillShowMenuNotification")
  /// Posted after the menu showed.
  public static let didShowMenuNotification = NSNotification.Name(
    "UIMenuControllerDidShowMenuNotification")
  /// Posted before the menu hides.
  public static let willHideMenuNotification = NSNotification.Name(
    "UIMenuControllerWillHideMenuNotification")
  /// Posted after the menu hid.
  public static let didHideMenuNotification = NSNotification.Name(
    "UIMenuControllerDidHideMenuNotification")
  /// Posted when the menu's frame changed.
  public static let menuFrameDidChangeNotification = NSNotification.Name(
    "UIMenuControllerMenuFrameDidChangeNotification")

  /// The app's own items, after the system's.
  open var menuItems: [UIMenuItem]?
  /// Where its arrow points (kept).
  open var arrowDirection = ArrowDirection.default
  /// Whether it shows.
  open private(set) var isMenuVisible = false
  /// The rectangle it shows over, in its view's coordinates.
  private var target: (view: UIView?, rect: CGRect) = (nil, .zero)

  /// The menu's frame, in screen coordinates: 44 points high above its target, as wide as it
  /// (the model's measure, decided); `.zero` while hidden.
  open var menuFrame: CGRect {
    guard isMenuVisible else { return .zero }
    return CGRect(
      x: target.rect.minX, y: target.rect.minY - 44, width: max(target.rect.width, 60),
      height: 44)
  }

  /// Shows the menu over `targetRect` of `targetView`.
  ///
  /// - Parameters:
  ///   - targetView: The view.
  ///   - targetRect: The rectangle, in its coordinates.
  open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
    target = (targetView, targetRect)
    setMenuVisible(true)
  }

  /// Hides the menu.
  open func hideMenu() { setMenuVisible(false) }

  /// Hides the menu if it shows over `targetView`.
  ///
  /// - Parameter targetView: The view.
  open func hideMenu(from targetView: UIView) {
    if target.view === targetView { setMenuVisible(false) }
  }

  /// Sets the rectangle the next ``setMenuVisible(_:animated:)`` shows over (before iOS 13).
  ///
  /// - Parameters:
  ///   - targetRect: The rectangle.
  ///   - targetView: Its view.
  @available(iOS, deprecated: 13.0, message: "Use showMenuFromView:rect: instead")
  open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
    target = (targetView, targetRect)
  }

  /// Shows or hides the menu (before iOS 13).
  ///
  /// - Parameters:
  ///   - menuVisible: Whether it shows.
  ///   - animated: Whether it would animate.
  @available(iOS, deprecated: 13.0, message: "Use showMenuFromView:rect: or hideMenu instead")
  open func setMenuVisible(_ menuVisible: Bool, animated: Bool) { setMenuVisible(menuVisible) }

  /// Asks for the menu's items again (the model shows none: does nothing).
  open func update() {}

  private func setMenuVisible(_ visible: Bool) {
    guard visible != isMenuVisible else { return }
    let center = NotificationCenter.default
    center.post(
      name: visible ? Self.willShowMenuNotification : Self.willHideMenuNotification, object: self)
    isMenuVisible = visible
    center.post(
      name: visible ? Self.didShowMenuNotification : Self.didHideMenuNotification, object: self)
  }
}

/// The key of an application's menu controller.
nonisolated(unsafe) private var menuControllerKey: UInt8 = 0

/// A custom item of the edit menu (UIKit's `UIMenuItem`, deprecated in iOS 16): a title and
/// the selector sent up the responder chain.
@available(iOS, deprecated: 16.0, message: "Use UIEditMenuInteraction instead")
@preconcurrency @MainActor open class UIMenuItem: NSObject {
  /// Its title.
  open var title: String
  /// The action it sends.
  open var action: Selector

  /// An item titled `title` that sends `action`.
  ///
  /// - Parameters:
  ///   - title: Its title.
  ///   - action: The selector.
  public init(title: String, action: Selector) {
    self.title = title
    self.action = action
  }
}
