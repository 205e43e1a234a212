internal import ContainmentCore

/// UIKit's `UINavigationItem`: what a view controller shows in a navigation bar.
///
/// A view controller's (``UIViewController/navigationItem``) writes its title and its buttons'
/// titles through to the model's `NavigationItem`, so that a container that forwards its
/// child's items shows them as it always did; an item made alone is the app's own. The model
/// draws no bar.
///
/// ```swift
/// let detail = UIViewController()
/// detail.navigationItem.title = "Detail"
/// detail.navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "Share")]
/// detail.navigationItem.largeTitleDisplayMode = .never
/// precondition(detail.navigationItem.rightBarButtonItem?.title == "Share")
/// ```
@preconcurrency @MainActor open class UINavigationItem: NSObject {
  /// How a large title shows.
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the item before it in the stack shows it.
    case automatic
    /// Always large.
    case always
    /// Never large.
    case never
  }

  /// The view controller whose item this is, if any: its model's item follows this one.
  ///
  /// Unretained, not weak (a weak reference would slow every retain of the view controller);
  /// the view controller clears it when it goes (``ownerEnded()``).
  private unowned(unsafe) var owner: UIViewController?

  /// Its view controller is going: the item, if kept elsewhere, is an item of its own.
  func ownerEnded() { owner = nil }

  /// The title shown in the bar (the view controller's `title` without one).
  open var title: String? {
    didSet { owner?._navigationItem.title = title }
  }
  /// A line above the title.
  open var prompt: String?
  /// A view shown in place of the title.
  open var titleView: UIView?
  /// How a large title shows.
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
  /// The title of the back button that leads back to this item (iOS 11).
  open var backButtonTitle: String?
  /// The back button that leads back to this item.
  open var backBarButtonItem: UIBarButtonItem?
  /// Whether the back button is hidden.
  open var hidesBackButton = false
  /// What the back button does instead of popping (iOS 16; kept: the model's back button is
  /// tapped by no one).
  open var backAction: UIAction?
  /// How the bar lays out its items (iOS 16; kept).
  open var style = ItemStyle.navigator

  /// UIKit's `UINavigationItem.ItemStyle` (iOS 16).
  public enum ItemStyle: Int, Sendable { case navigator, browser, editor }
  /// Whether the left items come after the back button rather than in its place.
  open var leftItemsSupplementBackButton = false
  /// The bar's look while this item is on top (iOS 13; `nil`: the bar's own).
  open var standardAppearance: UINavigationBarAppearance?
  /// The bar's look at a compact height while this item is on top.
  open var compactAppearance: UINavigationBarAppearance?
  /// The bar's look at a scroll edge while this item is on top.
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  /// The search controller whose bar shows under the title (iOS 11; kept, not drawn).
  open var searchController: UISearchController?
  /// Whether the search bar hides as the content scrolls (kept).
  open var hidesSearchBarWhenScrolling = true

  /// The buttons on the left, first at the edge.
  open var leftBarButtonItems: [UIBarButtonItem]? {
    didSet { owner?._navigationItem.leftItems = Self.titles(leftBarButtonItems) }
  }
  /// The buttons on the right, first at the edge.
  open var rightBarButtonItems: [UIBarButtonItem]? {
    didSet { owner?._navigationItem.rightItems = Self.titles(rightBarButtonItems) }
  }

  /// The first button on the left.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The first button on the right.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// An item titled `title`.
  ///
  /// - Parameter title: Its title.
  public init(title: String) {
    self.title = title
  }

  /// The item of `owner`, which follows it.
  init(owner: UIViewController) {
    self.owner = owner
    // Made after the view controller was titled: its title, as UIKit's item takes it.
    title = owner._navigationItem.title ?? owner.title
  }

  /// Sets the back button hidden or shown (the model does not animate bars).
  ///
  /// - Parameters:
  ///   - hidesBackButton: Whether it is hidden.
  ///   - animated: Ignored.
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  /// Sets the left button.
  ///
  /// - Parameters:
  ///   - item: The button, or `nil` for none.
  ///   - animated: Ignored.
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets the right button.
  ///
  /// - Parameters:
  ///   - item: The button, or `nil` for none.
  ///   - animated: Ignored.
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// Sets the left buttons.
  ///
  /// - Parameters:
  ///   - items: The buttons.
  ///   - animated: Ignored.
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets the right buttons.
  ///
  /// - Parameters:
  ///   - items: The buttons.
  ///   - animated: Ignored.
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// The titles of `items`, as the model keeps them (an untitled item: its system item's
  /// name, else empty).
  private static func titles(_ items: [UIBarButtonItem]?) -> [String] {
    (items ?? []).map { $0.title ?? $0.systemItem.map { "\($0)" } ?? "" }
  }
}
