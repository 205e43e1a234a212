internal import ContainmentCore

// A split view controller's columns: which child holds each, which are shown, where their views
// go, and collapsing and expanding.

extension UISplitViewController {
  /// The children by column.
  struct Columns {
    /// What the app set (a classic split view controller's primary and secondary).
    var set: [Column: UIViewController] = [:]
    /// The child that holds each: a column-style one's navigation controller, else what was
    /// set.
    var held: [Column: UIViewController] = [:]

    /// The order of the columns in ``UISplitViewController/viewControllers``.
    static let order: [Column] = [.primary, .supplementary, .secondary]

    /// The one shown collapsed: a column-style one's compact column, else the `collapsed`
    /// column's (a classic one's primary).
    func shown(collapsed: Column, style: Style) -> UIViewController? {
      style == .unspecified ? held[.primary] : held[.compact] ?? held[collapsed]
    }

    /// ``UISplitViewController/viewControllers``: collapsed (`collapsed` not `nil`), the one
    /// shown; else the columns', in order.
    func listed(collapsed: Column?, style: Style) -> [UIViewController] {
      if let collapsed { return shown(collapsed: collapsed, style: style).map { [$0] } ?? [] }
      return Self.order.compactMap { held[$0] }
    }
  }

  /// The display mode `preferred` gives expanded: `.automatic` side by side (decided), and
  /// the modes of two columns beside the secondary one column's in a double-column one.
  func resolved(_ preferred: DisplayMode) -> DisplayMode {
    let triple = style == .tripleColumn
    switch preferred {
    case .automatic: return triple ? .twoBesideSecondary : .oneBesideSecondary
    case .twoBesideSecondary where !triple, .twoDisplaceSecondary where !triple:
      return .oneBesideSecondary
    case .twoOverSecondary where !triple: return .oneOverSecondary
    default: return preferred
    }
  }

  /// Whether `column`'s view is shown now.
  func shows(_ column: Column) -> Bool {
    guard columns.held[column] != nil else { return false }
    if isCollapsed {
      return columns.shown(collapsed: collapsedColumn, style: style) === columns.held[column]
    }
    let mode = displayMode
    switch column {
    case .secondary: return true
    case .compact: return false
    case .supplementary: return style == .tripleColumn && mode != .secondaryOnly
    case .primary:
      if style == .tripleColumn {
        return [.twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary].contains(mode)
      }
      return mode == .oneBesideSecondary || mode == .oneOverSecondary
    }
  }

  /// Sets ``displayMode`` to what ``preferredDisplayMode`` resolves to, telling the delegate of
  /// a change first; collapsed, it waits for the expansion.
  func updateDisplayMode() {
    let mode = resolved(preferredDisplayMode)
    guard !isCollapsed, mode != displayMode else { return }
    delegate?.splitViewController(self, willChangeTo: mode)
    displayMode = mode
    arrangeViews()
  }

  /// Replaces the columns from a list: a classic one's primary and secondary, a column-style
  /// one's columns in order.
  func replaceColumns(with list: [UIViewController]) {
    let order: [Column] =
      switch style {
      case .unspecified, .doubleColumn: [.primary, .secondary]
      case .tripleColumn: [.primary, .supplementary, .secondary]
      }
    for (index, column) in order.enumerated() {
      setColumn(column, to: index < list.count ? list[index] : nil)
    }
  }

  /// Makes `vc` the view controller of `column`, held in a navigation controller of its own in
  /// a column-style one.
  ///
  /// The one it replaces hears `willMove(toParent: nil)`, the new one is added, the views
  /// change places, the old one leaves and the new one hears `didMove(toParent:)` (decided). A
  /// classic one collapsed takes a new secondary in at once.
  func setColumn(_ column: Column, to vc: UIViewController?) {
    let holder =
      style == .unspecified ? vc : vc.map { $0 as? UINavigationController ?? wrap($0) }
    let old = columns.held[column]
    guard old !== holder else { return }
    if let vc, style == .unspecified, isCollapsed, column == .secondary {
      return collapseSecondary(vc)
    }
    old?.willMove(toParent: nil)
    columns.set[column] = vc
    columns.held[column] = holder
    if let holder { addChild(holder) }
    arrangeViews()
    old?.viewIfLoaded?.removeFromSuperview()
    old?.removeFromParent()
    holder?.didMove(toParent: self)
  }

  /// A navigation controller holding `vc`, as a column-style split view controller makes one.
  private func wrap(_ vc: UIViewController) -> UINavigationController {
    if let navigation = vc.parent as? UINavigationController, navigation.parent === self {
      return navigation
    }
    return UINavigationController(rootViewController: vc)
  }

  // MARK: Collapsing and expanding

  /// Collapses in a compact width, expands in a regular one; the views change once it is done,
  /// then a column-style one tells its delegate.
  func adapt(toCompact compact: Bool) {
    guard compact != isCollapsed else { return }
    isCollapsed = compact
    adapting = true
    if compact { collapse() } else { expand() }
    adapting = false
    updateDisplayMode()
    arrangeViews()
    guard style != .unspecified else { return }
    if compact {
      delegate?.splitViewControllerDidCollapse(self)
    } else {
      delegate?.splitViewControllerDidExpand(self)
    }
  }

  /// Collapses: a classic one runs UIKit's protocol with its delegate and its primary, a
  /// column-style one picks the column it shows.
  private func collapse() {
    if style == .unspecified {
      if let primary = delegate?.primaryViewController(forCollapsing: self) {
        setColumn(.primary, to: primary)
      }
      if let secondary = columns.held[.secondary] {
        setColumn(.secondary, to: nil)
        collapseSecondary(secondary)
      }
    } else {
      let proposed = Column.secondary
      let top =
        delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed)
        ?? proposed
      collapsedColumn = columns.held[top] == nil ? .primary : top
    }
  }

  /// A classic collapsed one's new secondary, given to the delegate, else to the primary
  /// (``UIViewController/collapseSecondaryViewController(_:for:)``); with no primary, let go.
  private func collapseSecondary(_ secondary: UIViewController) {
    guard let primary = columns.held[.primary] else { return }
    if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true {
      return
    }
    primary.collapseSecondaryViewController(secondary, for: self)
  }

  /// Expands: a classic one asks its delegate, else its primary, for the secondary
  /// (``UIViewController/separateSecondaryViewController(for:)``); a column-style one shows
  /// its columns in the mode its delegate picks.
  private func expand() {
    if style == .unspecified {
      if let primary = delegate?.primaryViewController(forExpanding: self) {
        setColumn(.primary, to: primary)
      }
      if let primary = columns.held[.primary],
        let secondary = delegate?.splitViewController(self, separateSecondaryFrom: primary)
          ?? primary.separateSecondaryViewController(for: self)
      {
        setColumn(.secondary, to: secondary)
      }
    } else {
      let proposed = resolved(preferredDisplayMode)
      let mode =
        delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
        ?? proposed
      if mode != proposed { preferredDisplayMode = mode }
    }
  }

  // MARK: The views

  /// Puts the shown columns' views in the view, in column order, and takes the others' out.
  ///
  /// Each view controller appears or disappears with its view. Nothing before the view first
  /// comes on screen (``viewWillAppear(_:)`` arranges them then).
  func arrangeViews() {
    guard !adapting, let view = viewIfLoaded,
      _appearanceState != .disappeared || view.window != nil
    else { return }
    let all: [Column] = [.primary, .supplementary, .secondary, .compact]
    for column in all where shows(column) {
      if let shown = columns.held[column], shown.viewIfLoaded?.superview !== view {
        let overlaid = column == .secondary && !isCollapsed && !displaysBeside
        view.insertSubview(shown.view, at: overlaid ? 0 : view.subviews.count)
      }
    }
    for column in all where !shows(column) {
      if let hidden = columns.held[column], hidden.viewIfLoaded?.superview === view {
        hidden.view.removeFromSuperview()
      }
    }
    layOutColumns()
  }

  /// Whether the shown columns sit beside the secondary (not over it).
  private var displaysBeside: Bool {
    [.oneBesideSecondary, .twoBesideSecondary, .twoDisplaceSecondary].contains(displayMode)
  }

  /// Sizes the shown columns' views: collapsed, the one shown fills the view; else the primary
  /// and the supplementary at their widths from the primary edge, the secondary beside them
  /// (or under them, filling the view, when they are over it).
  func layOutColumns() {
    guard let view = viewIfLoaded else { return }
    let bounds = view.bounds
    if isCollapsed {
      columns.shown(collapsed: collapsedColumn, style: style)?.viewIfLoaded?.frame = bounds
      return
    }
    var x: CGFloat = 0
    for (column, width) in [
      (Column.primary, primaryColumnWidth), (.supplementary, supplementaryColumnWidth),
    ]
    where shows(column) {
      place(column, CGRect(x: x, y: 0, width: width, height: bounds.height), in: bounds)
      x += width
    }
    let start = displaysBeside ? x : 0
    place(
      .secondary, CGRect(x: start, y: 0, width: bounds.width - start, height: bounds.height),
      in: bounds)
  }

  /// Gives `column`'s view `frame`, mirrored when the primary edge is the trailing one.
  private func place(_ column: Column, _ frame: CGRect, in bounds: CGRect) {
    var frame = frame
    if primaryEdge == .trailing { frame.origin.x = bounds.width - frame.maxX }
    columns.held[column]?.viewIfLoaded?.frame = frame
  }
}

extension UIViewController {
  /// The nearest ancestor that is a split view controller, if any.
  public var splitViewController: UISplitViewController? {
    nearestAncestor(UISplitViewController.self, marked: FaceKind.split)
  }
}
