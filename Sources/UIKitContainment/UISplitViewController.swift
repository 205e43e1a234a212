internal import ContainmentCore

/// UIKit's `UISplitViewController`, on the model: a primary column beside a secondary one in a
/// regular width, one column alone in a compact width (collapsed).
///
/// Two styles, as in UIKit. A classic split view controller (`init(nibName:bundle:)`, style
/// `.unspecified`) takes its children from ``viewControllers`` (primary, then secondary); a
/// column-style one (``init(style:)``, iOS 14) from ``setViewController(_:for:)``, each column
/// held in a navigation controller of its own (one made for a view controller that is not one,
/// as Apple documents). Every view controller of a column is a child.
///
/// It collapses when its view comes on screen in a compact width, and collapses or expands when
/// a size transition changes the width's class (``UITraitCollection`` derives it: under 700
/// points is compact), before its children hear of the new size. Collapsing a classic one runs
/// UIKit's protocol: the delegate may pick the primary (`primaryViewController(forCollapsing:)`)
/// and take the secondary (`splitViewController(_:collapseSecondary:onto:)`); when it does not,
/// the primary's ``UIViewController/collapseSecondaryViewController(_:for:)`` does, a
/// navigation controller pushing it. Expanding runs the reverse
/// (``UIViewController/separateSecondaryViewController(for:)``, a navigation controller popping
/// it). A collapsed column-style one shows its compact column when it has one, else the column
/// its delegate picks (`splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`,
/// proposed `.secondary`, as UIKit's).
///
/// The columns' views come and go as the display mode says (a hidden column's view leaves the
/// split view's), and each view controller appears and disappears with its view, the model's
/// order (UIKit records none for a split view): what appears first, in column order.
///
/// ```swift
/// let list = UINavigationController(rootViewController: UIViewController())
/// let detail = UIViewController()
/// let split = UISplitViewController()
/// split.viewControllers = [list, detail]
/// precondition(detail.splitViewController === split && !split.isCollapsed)
/// ```
///
/// Left out: drawing (the divider, the sidebar's background), the gesture that shows a hidden
/// primary, the display mode button's image, and animation (every change is at once). Decided
/// by the model: an automatic display mode in a regular width shows the columns side by side
/// (UIKit's choice on an iPad in landscape); a collapsed column-style split view shows its top
/// column's navigation controller alone, where UIKit moves the columns' stacks into the
/// primary's so that its back button leads to the primary.
open class UISplitViewController: UIViewController {
  /// The style: classic (`.unspecified`: ``UISplitViewController/viewControllers`` holds the children) or with two
  /// or three columns.
  public enum Style: Int, Sendable {
    case unspecified, doubleColumn, tripleColumn
  }

  /// A column of a column-style split view controller (`.compact`: what a collapsed one shows,
  /// when set).
  public enum Column: Int, Sendable {
    case primary, supplementary, secondary, compact
  }

  /// How the columns share the view in a regular width.
  public enum DisplayMode: Int, Sendable {
    /// The split view controller decides.
    case automatic
    /// The secondary column alone.
    case secondaryOnly
    /// One column beside the secondary.
    case oneBesideSecondary
    /// One column over the secondary.
    case oneOverSecondary
    /// Two columns beside the secondary.
    case twoBesideSecondary
    /// Two columns over the secondary.
    case twoOverSecondary
    /// Two columns pushing the secondary aside.
    case twoDisplaceSecondary

    /// The secondary alone (the iOS 8 name).
    public static let primaryHidden = DisplayMode.secondaryOnly
    /// Every column beside the other (the iOS 8 name).
    public static let allVisible = DisplayMode.oneBesideSecondary
    /// The primary over the secondary (the iOS 8 name).
    public static let primaryOverlay = DisplayMode.oneOverSecondary
  }

  /// How the columns come beside or over the secondary.
  public enum SplitBehavior: Int, Sendable {
    case automatic, tile, overlay, displace
  }

  /// The side of the primary column.
  public enum PrimaryEdge: Int, Sendable {
    case leading, trailing
  }

  /// The primary column's background.
  public enum BackgroundStyle: Int, Sendable {
    case none, sidebar
  }

  /// When the button that changes the display mode shows.
  public enum DisplayModeButtonVisibility: Int, Sendable {
    case automatic, never, always
  }

  /// The value of a width that asks for UIKit's default.
  public static let automaticDimension: CGFloat = -1

  /// The style it was made with.
  public let style: Style

  /// The children, by role: a classic one's primary and secondary, a column-style one's
  /// navigation controllers (`UISplitViewController+Columns`).
  var columns = Columns()
  /// Whether it shows one column alone.
  public internal(set) var isCollapsed = false
  /// The column a collapsed column-style one shows.
  var collapsedColumn = Column.primary
  /// Whether it is collapsing or expanding: the views wait.
  var adapting = false

  /// The split view controller's delegate (UIKit keeps it weakly).
  @exclusivity(unchecked) open weak var delegate: (any UISplitViewControllerDelegate)?

  /// The display mode the app asks for (`.automatic`: the split view controller's choice).
  open var preferredDisplayMode = DisplayMode.automatic {
    didSet { updateDisplayMode() }
  }
  /// The display mode now: what ``preferredDisplayMode`` resolves to, as it was while collapsed
  /// (the one column shown whatever it says).
  public internal(set) var displayMode = DisplayMode.oneBesideSecondary
  /// The split behaviour the app asks for.
  open var preferredSplitBehavior = SplitBehavior.automatic
  /// The split behaviour now: ``preferredSplitBehavior``, `.tile` for `.automatic`.
  open var splitBehavior: SplitBehavior {
    preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior
  }
  /// Whether a swipe shows a hidden primary (kept: the model has no such gesture).
  open var presentsWithGesture = true
  /// Whether the secondary-only button shows (kept).
  open var showsSecondaryOnlyButton = false
  /// The side of the primary column.
  open var primaryEdge = PrimaryEdge.leading
  /// The primary column's background (kept).
  open var primaryBackgroundStyle = BackgroundStyle.none
  /// When the display mode button shows (kept).
  open var displayModeButtonVisibility = DisplayModeButtonVisibility.automatic
  /// The primary column's width the app asks for (``automaticDimension``: UIKit's).
  open var preferredPrimaryColumnWidth = UISplitViewController.automaticDimension {
    didSet { layOutColumns() }
  }
  /// The primary column's width as a share of the view's (``automaticDimension``: UIKit's).
  open var preferredPrimaryColumnWidthFraction = UISplitViewController.automaticDimension {
    didSet { layOutColumns() }
  }
  /// The primary column's narrowest width (``automaticDimension``: UIKit's).
  open var minimumPrimaryColumnWidth = UISplitViewController.automaticDimension
  /// The primary column's widest width (``automaticDimension``: UIKit's).
  open var maximumPrimaryColumnWidth = UISplitViewController.automaticDimension
  /// The supplementary column's width the app asks for (``automaticDimension``: UIKit's).
  open var preferredSupplementaryColumnWidth = UISplitViewController.automaticDimension {
    didSet { layOutColumns() }
  }
  /// The button that changes the display mode, for a bar.
  public private(set) lazy var displayModeButtonItem: UIBarButtonItem = {
    let item = UIBarButtonItem()
    item.primaryAction = UIAction { [weak self] _ in self?.toggleDisplayMode() }
    return item
  }()

  /// A split view controller of `style`.
  ///
  /// - Parameter style: Classic (`.unspecified`) or with two or three columns.
  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
    _markFaceKind(FaceKind.split)
    displayMode = resolved(.automatic)
  }

  /// A classic split view controller.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Kept as `nibName` (no nib is loaded).
  ///   - nibBundleOrNil: Kept as `nibBundle`.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .unspecified
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    _markFaceKind(FaceKind.split)
  }

  /// A classic split view controller decoded from an archive: the model decodes nothing.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    style = .unspecified
    super.init(coder: coder)
    _markFaceKind(FaceKind.split)
  }

  /// The primary column's width now: 0 while it is hidden, else the preferred width, or the
  /// fraction of the view's, within the minimum and the maximum (320 points by default, UIKit's
  /// on an iPad).
  open var primaryColumnWidth: CGFloat {
    guard shows(.primary) else { return 0 }
    let width = viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
    var wanted: CGFloat = 320
    if preferredPrimaryColumnWidth >= 0 {
      wanted = preferredPrimaryColumnWidth
    } else if preferredPrimaryColumnWidthFraction >= 0 {
      wanted = width * min(1, preferredPrimaryColumnWidthFraction)
    }
    if minimumPrimaryColumnWidth >= 0 { wanted = max(wanted, minimumPrimaryColumnWidth) }
    if maximumPrimaryColumnWidth >= 0 { wanted = min(wanted, maximumPrimaryColumnWidth) }
    return min(wanted, width)
  }

  /// The supplementary column's width now: 0 while it is hidden, else the preferred width
  /// (320 points by default).
  open var supplementaryColumnWidth: CGFloat {
    guard shows(.supplementary) else { return 0 }
    return preferredSupplementaryColumnWidth >= 0 ? preferredSupplementaryColumnWidth : 320
  }

  /// The view controllers shown by role: collapsed, the one shown; else the primary and the
  /// secondary (a column-style one's navigation controllers, its supplementary's between).
  ///
  /// Setting it on a classic one replaces the primary and the secondary (a third and more are
  /// left out); on a column-style one, it sets the columns in order.
  open var viewControllers: [UIViewController] {
    get { columns.listed(collapsed: isCollapsed ? collapsedColumn : nil, style: style) }
    set { replaceColumns(with: newValue) }
  }

  /// Sets the view controller of `column` (a column-style split view controller's), held in a
  /// navigation controller of its own unless it is one; `nil` removes it.
  ///
  /// - Parameters:
  ///   - vc: The column's view controller.
  ///   - column: The column.
  open func setViewController(_ vc: UIViewController?, for column: Column) {
    guard style != .unspecified else { return }
    setColumn(column, to: vc)
  }

  /// The view controller set for `column` (before it was held in a navigation controller).
  ///
  /// - Parameter column: The column.
  /// - Returns: Its view controller, if any.
  open func viewController(for column: Column) -> UIViewController? {
    columns.set[column]
  }

  /// Shows `column`: collapsed, it becomes the one shown; else the display mode changes to one
  /// that shows it.
  ///
  /// - Parameter column: The column to show.
  open func show(_ column: Column) {
    guard style != .unspecified else { return }
    delegate?.splitViewController(self, willShow: column)
    if isCollapsed {
      guard column != .compact, columns.set[column] != nil else { return }
      collapsedColumn = column
      arrangeViews()
    } else {
      let triple = style == .tripleColumn
      switch column {
      case .primary: preferredDisplayMode = triple ? .twoBesideSecondary : .oneBesideSecondary
      case .supplementary: if !shows(.supplementary) { preferredDisplayMode = .oneBesideSecondary }
      case .secondary, .compact: break
      }
    }
  }

  /// Hides `column`: the display mode changes to one without it (expanded only).
  ///
  /// - Parameter column: The column to hide.
  open func hide(_ column: Column) {
    guard style != .unspecified, !isCollapsed else { return }
    delegate?.splitViewController(self, willHide: column)
    switch column {
    case .primary:
      preferredDisplayMode = style == .tripleColumn ? .oneBesideSecondary : .secondaryOnly
    case .supplementary: preferredDisplayMode = .secondaryOnly
    case .secondary, .compact: break
    }
  }

  /// Whether it performs `action`: `show(_:sender:)` and `showDetailViewController(_:sender:)`
  /// (their selectors), as UIKit's split view controller answers
  /// ``UIViewController/targetViewController(forAction:sender:)``; else as its superclass.
  open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    action == showSelector || action == showDetailSelector
      || super.canPerformAction(action, withSender: sender)
  }

  /// Shows `vc` as the primary: the delegate may (`splitViewController(_:show:sender:)`);
  /// collapsed, the navigation controller shown pushes it; else it replaces the primary.
  ///
  /// - Parameters:
  ///   - vc: The view controller to show.
  ///   - sender: What asked.
  open override func show(_ vc: UIViewController, sender: Any?) {
    if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
    if isCollapsed { showCollapsed(vc) } else { setColumn(.primary, to: vc) }
  }

  /// Shows `vc` as the secondary.
  ///
  /// The delegate may (`splitViewController(_:showDetail:sender:)`); collapsed, the navigation
  /// controller shown pushes it; else it replaces the secondary. The secondary already shown
  /// again does nothing, as Apple documents.
  ///
  /// - Parameters:
  ///   - vc: The view controller to show.
  ///   - sender: What asked.
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
    guard vc !== columns.set[.secondary] else { return }
    if isCollapsed { showCollapsed(vc) } else { setColumn(.secondary, to: vc) }
  }

  /// Shows `vc` collapsed: pushed, animated, by the navigation controller shown; presented,
  /// animated, when what is shown is not one (decided).
  private func showCollapsed(_ vc: UIViewController) {
    if let navigation = columns.shown(collapsed: collapsedColumn, style: style)
      as? UINavigationController
    {
      navigation.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }

  // MARK: Appearance and size

  /// Collapses in a compact width as the view comes on screen, then puts the shown columns'
  /// views in (a column's view loads only when it is first shown).
  open override func viewWillAppear(_ animated: Bool) {
    adapt(toCompact: horizontalClass(of: view.bounds.size) == .compact)
    arrangeViews()
    super.viewWillAppear(animated)
  }

  /// Collapses or expands when the new size changes the width's class, before the children hear
  /// of the size.
  open override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    if isViewLoaded, view.window != nil {
      adapt(toCompact: horizontalClass(of: size) == .compact)
    }
    super.viewWillTransition(to: size, with: coordinator)
  }

  /// Sizes the columns' views as the view lays out.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layOutColumns()
  }

  /// The horizontal size class of a view of `size` here: the one a parent gives, else the
  /// size's.
  private func horizontalClass(of size: CGSize) -> UIUserInterfaceSizeClass {
    if let parent, let given = parent.overrideTraitCollection(forChild: self),
      given.horizontalSizeClass != .unspecified
    {
      return given.horizontalSizeClass
    }
    return UITraitCollection.sizeClasses(of: size).0
  }

  /// The display mode button's tap: the mode the delegate names, else the primary hidden or
  /// shown.
  private func toggleDisplayMode() {
    guard !isCollapsed else { return }
    let target = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
    if target != .automatic {
      preferredDisplayMode = target
      return
    }
    preferredDisplayMode = shows(.primary) ? .secondaryOnly : .automatic
  }
}
