/// A table view's data source fed by snapshots (UIKit's `UITableViewDiffableDataSource`): it
/// makes itself its table's data source, which keeps it weakly, as UIKit's does.
///
/// ```swift
/// let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { _, _, name in
///   let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
///   cell.textLabel?.text = name
///   return cell
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["tea", "milk"])
/// source.apply(snapshot, animatingDifferences: false)
/// precondition(table.numberOfRows(inSection: 0) == 2)
/// precondition(source.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "milk")
/// ```
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: _DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, UITableViewDataSource {
  /// Makes the cell of an item (`nil` ends the app, as UIKit's missing cell does).
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
  private let cellProvider: CellProvider
  /// How rows come and go when a snapshot is applied animated (kept: the model reloads).
  open var defaultRowAnimation = UITableView.RowAnimation.automatic

  /// A data source for `tableView`, which it becomes the data source of.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - cellProvider: Makes the cell of an item.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    super.init { [weak tableView] in tableView?.reloadData() }
    tableView.dataSource = self
  }

  // MARK: UITableViewDataSource

  /// The snapshot's count of sections.
  open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

  /// The count of items of the section at `section`.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    current.itemCount(inSectionAt: section)
  }

  /// The cell the provider makes for the item at `indexPath`.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let item = current.item(at: indexPath),
      let cell = cellProvider(tableView, indexPath, item)
    else {
      raise(
        "NSInternalInconsistencyException",
        "UITableView dataSource returned a nil cell for row at index path: \(indexPath)")
    }
    return cell
  }

  /// No title (a subclass overrides it, as with UIKit's).
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No title (a subclass overrides it).
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// `false`: rows are not edited unless a subclass says so, as UIKit's.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Nothing (a subclass deletes the item and applies a snapshot).
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// `false`: rows are not moved unless a subclass says so.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Nothing (a subclass moves the item in a snapshot it applies).
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// No index (a subclass gives one).
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  /// The section at the title's place.
  open func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }
}
