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
