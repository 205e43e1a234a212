internal import ContainmentCore

/// UIKit's `UINavigationBar`: the bar along the top of a navigation controller, showing its
/// stack's items.
///
/// The model draws no bar and lays none out: its items (the stack's `navigationItem`s), its
/// look and whether it is hidden are kept for the app's code to read and set. One made alone
/// (`UINavigationBar()`) keeps the items pushed on it.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: UIViewController())
/// navigation.navigationBar.prefersLargeTitles = true
/// navigation.setNavigationBarHidden(true, animated: false)
/// precondition(navigation.isNavigationBarHidden && navigation.navigationBar.items?.count == 1)
/// ```
open class UINavigationBar: UIView {
  /// The navigation controller whose bar it is, if any (unretained, cleared when it goes).
  unowned(unsafe) var navigationController: UINavigationController?
  /// The items of a bar of its own.
  private var ownItems: [UINavigationItem] = []
  /// When its navigation controller hides its bars: on a swipe, a tap, a keyboard, a compact
  /// height (kept: the model hides no bar by itself).
  var hidesOn = (swipe: false, tap: false, keyboard: false, compactHeight: false)

  /// Its images as set (`UIBar+Images.swift`).
  var barImages = BarImages()

  /// Whether titles show large (iOS 11).
  open var prefersLargeTitles = false
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// The bar's background color.
  open var barTintColor: UIColor?
  /// The style of its title's text.
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The style of its large titles' text.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  /// The bar's style.
  open var barStyle = UIBarStyle.default
  /// Its look at a regular height (iOS 13), made when first asked for.
  open lazy var standardAppearance = UINavigationBarAppearance()
  /// Its look at a compact height (`nil`: the standard one's).
  open var compactAppearance: UINavigationBarAppearance?
  /// Its look while a scroll view's content reaches its edge (`nil`: transparent since iOS 15).
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  /// Its look at a compact height while a scroll view's content reaches its edge.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance?

  /// The items, bottom first: the navigation controller's children's.
  open var items: [UINavigationItem]? {
    get {
      guard let navigationController else { return ownItems }
      return navigationController.viewControllers.map(\.navigationItem)
    }
    set { ownItems = newValue ?? [] }
  }

  /// The item on top.
  open var topItem: UINavigationItem? { items?.last }

  /// The item under the top one.
  open var backItem: UINavigationItem? {
    guard let items, items.count > 1 else { return nil }
    return items[items.count - 2]
  }

  /// Pushes an item on a bar of its own (a navigation controller's follows its stack).
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - animated: Ignored.
  open func pushItem(_ item: UINavigationItem, animated: Bool) {
    guard navigationController == nil else { return }
    ownItems.append(item)
  }

  /// Pops the top item of a bar of its own.
  ///
  /// - Parameter animated: Ignored.
  /// - Returns: The item popped, if any.
  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? {
    guard navigationController == nil else { return nil }
    return ownItems.popLast()
  }
}

extension UINavigationController {
  /// Whether a swipe up hides the bars (`false`): kept, as the model hides no bar by itself.
  public var hidesBarsOnSwipe: Bool {
    get { navigationBar.hidesOn.swipe }
    set { navigationBar.hidesOn.swipe = newValue }
  }

  /// Whether a tap hides or shows the bars (`false`): kept.
  public var hidesBarsOnTap: Bool {
    get { navigationBar.hidesOn.tap }
    set { navigationBar.hidesOn.tap = newValue }
  }

  /// Whether the keyboard's coming hides the bars (`false`): kept.
  public var hidesBarsWhenKeyboardAppears: Bool {
    get { navigationBar.hidesOn.keyboard }
    set { navigationBar.hidesOn.keyboard = newValue }
  }

  /// Whether a compact height hides the bars (`false`): kept.
  public var hidesBarsWhenVerticallyCompact: Bool {
    get { navigationBar.hidesOn.compactHeight }
    set { navigationBar.hidesOn.compactHeight = newValue }
  }
}
