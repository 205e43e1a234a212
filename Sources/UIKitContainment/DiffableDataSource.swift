internal import ContainmentCore

// What the diffable data sources of a table and of a collection view share (UIKit's
// `UITableViewDiffableDataSource` and `UICollectionViewDiffableDataSource`, iOS 13): the
// snapshot last applied, which answers the view's questions, and its application. Applying a
// snapshot reloads the view's data (decided: UIKit animates the differences; the model's rows
// land where UIKit's do, without the animation); its completion runs once the change is over:
// at once unanimated, at the run loop's next turn animated.

/// The snapshot and its application shared by ``UITableViewDiffableDataSource`` and
/// ``UICollectionViewDiffableDataSource`` (UIKit gives each its own copy of these members).
@preconcurrency @MainActor
open class _DiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  NSObject
{
  /// The snapshot type.
  public typealias Snapshot = NSDiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  >

  /// The snapshot last applied.
  var current = Snapshot()

  /// A data source that reloads its view's data with `reload`.
  init(reload: @escaping @MainActor () -> Void) { self.reload = reload }
  private let reload: @MainActor () -> Void

  /// Shows `snapshot`: the view's data is reloaded from it.
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - animatingDifferences: Whether UIKit animates the change.
  ///   - completion: Run once the change is over.
  open func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    current = snapshot
    reload()
    guard let completion else { return }
    if animatingDifferences {
      VirtualClock.runLoop.schedule(after: 0) { completion() }
    } else {
      completion()
    }
  }

  /// Shows `snapshot` by reloading the view's data (iOS 15).
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - completion: Run once the change is over.
  open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// The state shown.
  ///
  /// - Returns: A copy of the snapshot last applied.
  open func snapshot() -> Snapshot { current }

  /// The item at `indexPath`, if there is one.
  ///
  /// - Parameter indexPath: A row's or an item's place.
  /// - Returns: Its item.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: indexPath)
  }

  /// Where `itemIdentifier` is shown, if it is.
  ///
  /// - Parameter itemIdentifier: An item.
  /// - Returns: Its place (section, then row or item).
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.place(of: itemIdentifier).map { IndexPath(indexes: [$0.section, $0.item]) }
  }

  /// The section at `index`, if there is one (iOS 15).
  ///
  /// - Parameter index: A section's index.
  /// - Returns: Its identifier.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
  }

  /// The index of `sectionIdentifier`, if it is shown (iOS 15).
  ///
  /// - Parameter sectionIdentifier: A section.
  /// - Returns: Its index.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }
}
