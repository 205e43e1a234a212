internal import ContainmentCore

/// UIKit's `UITableView`, on the model: a scroll view of rows in sections, whose cells its data
/// source makes only for the rows on screen, as UIKit's does.
///
/// It reads the counts from its data source at its first layout and after ``reloadData()``;
/// each layout places the rows from the top (the delegate's heights, else ``rowHeight``; an
/// automatic height is 44 points, as the model sizes no content), sets the content size, asks
/// for the cells of the rows in the bounds (`tableView(_:cellForRowAt:)`, then the delegate's
/// `willDisplay`), and takes back those that left (`didEndDisplaying`), keeping them for
/// ``dequeueReusableCell(withIdentifier:for:)``. A reload, a scroll and a change of size lay it
/// out at once when it is in a window (UIKit does before the next frame). Updates of rows and
/// sections check the data source's new counts as UIKit does, and end the app as UIKit's
/// `NSInternalInconsistencyException` when they do not add up (`UITableView+Updates`).
///
/// ```swift
/// final class Notes: NSObject, UITableViewDataSource {
///   let names = ["Groceries", "Ideas"]
///   func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
///     names.count
///   }
///   func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
///     -> UITableViewCell
///   {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
///     cell.textLabel?.text = names[indexPath.row]
///     return cell
///   }
/// }
/// let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
/// let notes = Notes()
/// table.register(UITableViewCell.self, forCellReuseIdentifier: "note")
/// table.dataSource = notes
/// table.layoutIfNeeded()
/// precondition(table.visibleCells.count == 2 && table.numberOfRows(inSection: 0) == 2)
/// ```
///
/// Left out: drawing, section index titles, drag and drop, prefetching, self-sizing cells,
/// and animation (every update is at once).
open class UITableView: _UITableViewBase {
  /// Plain or grouped.
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }

  /// How an update animates (at once in the model).
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// Where a row scrolled to ends up (`.none`: wherever the least scroll shows it).
  public enum ScrollPosition: Int, Sendable {
    case none, top, middle, bottom
  }

  /// A height the table view works out (44 points in the model).
  public static let automaticDimension: CGFloat = -1
  /// What a table's separators' inset is measured from (UIKit's
  /// `UITableView.SeparatorInsetReference`).
  public enum SeparatorInsetReference: Int, Sendable {
    /// The cell's edges.
    case fromCellEdges
    /// The table's automatic insets.
    case fromAutomaticInsets
  }

  /// Its style.
  public let style: Style
  /// What gives it its sections, rows and cells (UIKit keeps it weakly).
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet {
      needsReload = true
      setNeedsLayout()
    }
  }
  /// The height of a row the delegate gives none for.
  open var rowHeight = UITableView.automaticDimension
  /// The height of a row before it is sized (kept).
  open var estimatedRowHeight = UITableView.automaticDimension
  /// The height of a header the delegate gives none for (kept).
  open var sectionHeaderHeight = UITableView.automaticDimension
  /// The height of a footer the delegate gives none for (kept).
  open var sectionFooterHeight = UITableView.automaticDimension
  /// The height of a header before it is sized (kept).
  open var estimatedSectionHeaderHeight = UITableView.automaticDimension
  /// The height of a footer before it is sized (kept).
  open var estimatedSectionFooterHeight = UITableView.automaticDimension
  /// What the separators' inset is measured from (iOS 11; kept).
  open var separatorInsetReference = SeparatorInsetReference.fromCellEdges
  /// The space above each header (iOS 15; kept).
  open var sectionHeaderTopPadding = UITableView.automaticDimension
  /// The line between cells (kept).
  open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
  /// The separators' colour (kept).
  open var separatorColor: UIColor?
  /// The effect the separators take over the background view, a blur's or vibrancy's (kept).
  open var separatorEffect: UIVisualEffect?
  /// The separators' inset (kept).
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  /// The index's text colour, its background and its background while touched (kept).
  open var sectionIndexColor: UIColor?
  open var sectionIndexBackgroundColor: UIColor?
  open var sectionIndexTrackingBackgroundColor: UIColor?
  /// How many rows a table needs before it shows its index (kept).
  open var sectionIndexMinimumDisplayRowCount = 0
  /// The view behind the rows (kept).
  open var backgroundView: UIView?
  /// The view above the first section, a subview at the top of the content.
  open var tableHeaderView: UIView? {
    didSet { replace(oldValue, with: tableHeaderView) }
  }
  /// The view under the last section, a subview under the rows.
  open var tableFooterView: UIView? {
    didSet { replace(oldValue, with: tableFooterView) }
  }
  /// Whether a tap selects a row.
  open var allowsSelection = true
  /// Whether several rows may be selected.
  open var allowsMultipleSelection = false
  /// Whether its rows or items take the focus (iOS 15; kept).
  open var allowsFocus = false
  /// Whether a change of a cell's content resizes it (iOS 16; kept: the model sizes cells once).
  open var selfSizingInvalidation = SelfSizingInvalidation.enabled

  /// UIKit's `UITableView.SelfSizingInvalidation` (iOS 16).
  public enum SelfSizingInvalidation: Int, Sendable {
    case disabled, enabled, enabledIncludingConstraints
  }
  /// Whether a tap selects a row while editing.
  open var allowsSelectionDuringEditing = false
  /// Whether several rows may be selected while editing.
  open var allowsMultipleSelectionDuringEditing = false
  /// Whether the cells' margins follow the readable width (kept).
  open var cellLayoutMarginsFollowReadableWidth = false
  /// Whether the cells' content keeps out of the safe area (kept).
  open var insetsContentViewsToSafeArea = true
  /// Whether rows can be dragged (kept).
  open var dragInteractionEnabled = false
  /// Whether it shows editing controls.
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }

  /// The cell classes by reuse identifier.
  var cellClasses: [String: UITableViewCell.Type] = [:]
  /// The header and footer classes by reuse identifier.
  var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
  /// The nibs registered for cells and for headers and footers, by identifier.
  var nibs: [String: UINib] = [:]
  /// The cells taken back, by reuse identifier, waiting to be handed out again.
  var reusable: [String: [UITableViewCell]] = [:]
  /// The cells on screen, by row.
  var shown: [IndexPath: UITableViewCell] = [:]
  /// The header views on screen, by section.
  var shownHeaders: [Int: UIView] = [:]
  /// The number of rows of each section, as last read.
  var rowCounts: [Int] = []
  /// Whether the counts must be read again before the next layout.
  var needsReload = true
  /// The selected rows, in the order they were selected.
  var selected: [IndexPath] = []
  /// How deep the groups of updates under way nest (`beginUpdates()`).
  var batchDepth = 0
  /// The updates noted and not applied yet.
  var pending = PendingUpdates()
  private var editing = false

  /// A table view of `style`.
  ///
  /// - Parameters:
  ///   - frame: Its frame.
  ///   - style: Plain or grouped.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    setNeedsLayout()
  }

  /// A plain table view.
  ///
  /// - Parameter frame: Its frame.
  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  /// A table view decoded from an archive: the model decodes nothing and makes a plain one.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// The delegate as a table view's (set ``UIScrollView/delegate``).
  var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

  /// Places the rows and the cells of those in the bounds (`UITableView+Layout`).
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutRows()
  }

  /// Shows or hides the cells' editing controls.
  ///
  /// - Parameters:
  ///   - editing: Whether it edits.
  ///   - animated: Whether the change animates.
  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
    for cell in visibleCells { cell.setEditing(editing, animated: animated) }
  }

  // MARK: Cells

  /// Makes cells of `cellClass` for `identifier` (`nil` forgets the identifier's).
  ///
  /// - Parameters:
  ///   - cellClass: A subclass of ``UITableViewCell``.
  ///   - identifier: The reuse identifier.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass as? UITableViewCell.Type
    nibs[identifier] = nil
  }

  /// Makes cells for `identifier` from `nib` (`nil` forgets the identifier's): the model has no
  /// nib to load, so a cell asked for then ends the app as UIKit's does for a missing nib.
  ///
  /// - Parameters:
  ///   - nib: The nib holding one cell.
  ///   - identifier: The reuse identifier.
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    nibs[identifier] = nib
    cellClasses[identifier] = nil
  }

  /// Makes headers and footers for `identifier` from `nib`, as cells from a nib.
  ///
  /// - Parameters:
  ///   - nib: The nib holding one view.
  ///   - identifier: The reuse identifier.
  open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    nibs[identifier] = nib
    headerFooterClasses[identifier] = nil
  }

  /// Makes headers and footers of `aClass` for `identifier`.
  ///
  /// - Parameters:
  ///   - aClass: A subclass of ``UITableViewHeaderFooterView``.
  ///   - identifier: The reuse identifier.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
  }

  /// A cell for `identifier`: one taken back, else a new one of the registered class, else
  /// `nil`.
  ///
  /// The model makes a new cell of ``UITableViewCell`` itself only: Swift without the
  /// Objective-C runtime cannot call a subclass's `init(style:reuseIdentifier:)` from its
  /// class, so a subclass registered and not yet taken back ends the run with a message that
  /// says so (a data source that makes its own cells when none is taken back runs as on iOS).
  ///
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: The cell, or `nil`.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if var queue = reusable[identifier], let cell = queue.popLast() {
      reusable[identifier] = queue
      cell.prepareForReuse()
      return cell
    }
    if let nib = nibs[identifier] { _ = nib.instantiate(withOwner: nil) }
    guard let cellClass = cellClasses[identifier] else { return nil }
    guard cellClass == UITableViewCell.self else {
      fatalError(
        "UIKitContainment cannot make a \(cellClass) for '\(identifier)': without the "
          + "Objective-C runtime a registered subclass cannot be made from its class; make the "
          + "cell in the data source when dequeueReusableCell(withIdentifier:) returns nil")
    }
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// A cell for `identifier` for the row at `indexPath`.
  ///
  /// One taken back, else a new one of the registered class. With no class registered the app
  /// ends with UIKit's `NSInternalInconsistencyException`.
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The row.
  /// - Returns: The cell.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      raise(
        "NSInternalInconsistencyException",
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a "
          + "class for the identifier or connect a prototype cell in a storyboard")
    }
    return cell
  }

  /// A header or footer for `identifier`: a new ``UITableViewHeaderFooterView`` when that class
  /// is registered for it, else `nil` (a subclass ends the run, as for cells).
  ///
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: The view, or `nil`.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    if let nib = nibs[identifier] { _ = nib.instantiate(withOwner: nil) }
    guard let viewClass = headerFooterClasses[identifier] else { return nil }
    guard viewClass == UITableViewHeaderFooterView.self else {
      fatalError(
        "UIKitContainment cannot make a \(viewClass) for '\(identifier)': without the "
          + "Objective-C runtime a registered subclass cannot be made from its class")
    }
    return UITableViewHeaderFooterView(reuseIdentifier: identifier)
  }

  /// The cells on screen, from the top.
  open var visibleCells: [UITableViewCell] {
    (indexPathsForVisibleRows ?? []).compactMap { shown[$0] }
  }

  /// The rows on screen, from the top (`nil` before the first layout, as UIKit's is empty).
  open var indexPathsForVisibleRows: [IndexPath]? { shown.keys.sorted() }

  /// The cell of the row at `indexPath`, if it is on screen.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: Its cell, or `nil`.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { shown[indexPath] }

  /// The row of `cell`, if it is on screen.
  ///
  /// - Parameter cell: A cell.
  /// - Returns: Its row, or `nil`.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    shown.first { $0.value === cell }?.key
  }

  // MARK: Counts

  /// The number of sections, as last read from the data source.
  open var numberOfSections: Int {
    readCountsIfNeeded()
    return rowCounts.count
  }

  /// The number of rows of `section`, as last read (0 out of range).
  ///
  /// - Parameter section: The section.
  /// - Returns: Its number of rows.
  open func numberOfRows(inSection section: Int) -> Int {
    readCountsIfNeeded()
    return rowCounts.indices.contains(section) ? rowCounts[section] : 0
  }

  /// Asks the data source for the index's titles again (kept: the model shows no index).
  open func reloadSectionIndexTitles() {}

  /// Reads the counts again and lays the rows out anew: the cells on screen are taken back and
  /// asked for again, the selection cleared.
  open func reloadData() {
    needsReload = true
    selected = []
    for indexPath in shown.keys.sorted() {
      guard let cell = shown.removeValue(forKey: indexPath) else { continue }
      tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
      takeBack(cell)
    }
    for section in shownHeaders.keys.sorted() {
      shownHeaders.removeValue(forKey: section)?.removeFromSuperview()
    }
    layOutSoon()
  }

  /// Reads the counts from the data source if a reload waits.
  func readCountsIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    rowCounts = currentCounts()
  }

  /// The counts the data source gives now.
  func currentCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = max(0, dataSource.numberOfSections(in: self))
    return (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
  }
}
