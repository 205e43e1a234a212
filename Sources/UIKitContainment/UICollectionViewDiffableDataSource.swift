/// A collection view's data source fed by snapshots (UIKit's
/// `UICollectionViewDiffableDataSource`, iOS 13): it makes itself its collection view's data
/// source, which keeps it weakly, as UIKit's does; applying a snapshot reloads the data, as
/// ``UITableViewDiffableDataSource`` does.
///
/// ```swift
/// let grid = UICollectionView(
///   frame: CGRect(x: 0, y: 0, width: 320, height: 480),
///   collectionViewLayout: UICollectionViewFlowLayout())
/// grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
/// let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: grid) {
///   grid, indexPath, _ in
///   grid.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(Array(1...12))
/// source.apply(snapshot, animatingDifferences: false)
/// precondition(grid.numberOfItems(inSection: 0) == 12)
/// ```
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: _DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, UICollectionViewDataSource {
  /// Makes the cell of an item (`nil` ends the app, as UIKit's missing cell does).
  public typealias CellProvider =
    (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  /// Makes a header, a footer or another supplementary view of a kind.
  public typealias SupplementaryViewProvider =
    (UICollectionView, String, IndexPath) -> UICollectionReusableView?
  private let cellProvider: CellProvider
  /// Makes the supplementary views the layout places (`nil`: the layout must place none).
  open var supplementaryViewProvider: SupplementaryViewProvider?

  /// UIKit's `UICollectionViewDiffableDataSource.SectionSnapshotHandlers` (iOS 14): what a list's
  /// outline asks as its user expands and collapses rows (kept: the model's user does neither).
  public struct SectionSnapshotHandlers<Item: Hashable> {
    /// Whether `item` may expand.
    public var shouldExpandItem: ((Item) -> Bool)?
    /// Told before `item` expands.
    public var willExpandItem: ((Item) -> Void)?
    /// Whether `item` may collapse.
    public var shouldCollapseItem: ((Item) -> Bool)?
    /// Told before `item` collapses.
    public var willCollapseItem: ((Item) -> Void)?
    /// The children of `item` as it expands, from the section snapshot before.
    public var snapshotForExpandingParent:
      (
        (Item, NSDiffableDataSourceSectionSnapshot<Item>) ->
          NSDiffableDataSourceSectionSnapshot<Item>
      )?

    /// Handlers that allow everything and change nothing.
    public init() {}
  }
  /// What an outline asks as its rows expand and collapse (kept).
  open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
  /// The trees applied to sections (``apply(_:to:animatingDifferences:completion:)``).
  private var sectionSnapshots:
    [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

  /// A data source for `collectionView`, which it becomes the data source of.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cellProvider: Makes the cell of an item.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    super.init { [weak collectionView] in collectionView?.reloadData() }
    collectionView.dataSource = self
  }

  /// Shows `snapshot`: a section's tree applied before is kept while the section shows its
  /// visible items still, and forgotten otherwise.
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - animatingDifferences: Whether UIKit animates the change.
  ///   - completion: Run once the change is over.
  open override func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    sectionSnapshots = sectionSnapshots.filter { section, tree in
      snapshot.indexOfSection(section) != nil
        && snapshot.itemIdentifiers(inSection: section) == tree.visibleItems
    }
    super.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// Shows the tree `sectionSnapshot` in `section` (iOS 14): the section, added at the end
  /// when it is not shown, shows the tree's visible items.
  ///
  /// - Parameters:
  ///   - sectionSnapshot: The section's items as a tree.
  ///   - section: The section.
  ///   - animatingDifferences: Whether UIKit animates the change.
  ///   - completion: Run once the change is over.
  open func apply(
    _ sectionSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    var whole = current
    if whole.indexOfSection(section) == nil {
      whole.appendSections([section])
    } else {
      whole.deleteItems(whole.itemIdentifiers(inSection: section))
    }
    whole.appendItems(sectionSnapshot.visibleItems, toSection: section)
    super.apply(whole, animatingDifferences: animatingDifferences, completion: completion)
    sectionSnapshots[section] = sectionSnapshot
  }

  /// The tree `section` shows (iOS 14): the one applied to it, else its items at the top.
  ///
  /// - Parameter section: A section.
  /// - Returns: Its items as a tree (empty for a section not shown).
  open func snapshot(for section: SectionIdentifierType)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    if let tree = sectionSnapshots[section] { return tree }
    var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    if current.indexOfSection(section) != nil {
      flat.append(current.itemIdentifiers(inSection: section))
    }
    return flat
  }

  // MARK: UICollectionViewDataSource

  /// The snapshot's count of sections.
  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    current.numberOfSections
  }

  /// The count of items of the section at `section`.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    current.itemCount(inSectionAt: section)
  }

  /// The cell the provider makes for the item at `indexPath`.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    guard let item = current.item(at: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    else {
      raise(
        "NSInternalInconsistencyException",
        "the cell returned from the cell provider for \(indexPath) is nil")
    }
    return cell
  }

  /// The view the supplementary view provider makes (none: UIKit's exception).
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
      raise(
        "NSInternalInconsistencyException",
        "the supplementary view provider gave no view of kind \(kind) at \(indexPath)")
    }
    return view
  }
}
