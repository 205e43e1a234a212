// As `UITableViewBase.swift` for table views: the members of a collection view that an app's
// subclass overrides (its selection in code, its scrolling to an item), which
// `UICollectionView.swift` has no room for, declared in the class `UICollectionView` descends
// from. The rest of their concern stays in `UICollectionView+Selection` and `+Layout`.

import Foundation

/// The members of ``UICollectionView`` that an app's collection view overrides and its own
/// declaration has no room for (UIKit declares them on `UICollectionView` itself).
///
/// Only ``UICollectionView`` descends from this class; use that.
@preconcurrency @MainActor open class _UICollectionViewBase: UIScrollView {
  /// This collection view as the ``UICollectionView`` it is (nothing else descends from here).
  final var collection: UICollectionView { unsafeDowncast(self, to: UICollectionView.self) }

  // MARK: Selection

  /// Selects the item at `indexPath` (`nil`: deselects every item) and scrolls as
  /// `scrollPosition` says; the delegate is not told, as UIKit's is not.
  ///
  /// - Parameters:
  ///   - indexPath: The item, or `nil`.
  ///   - animated: Whether the change animates.
  ///   - scrollPosition: Where the item ends up (none: no scroll).
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) {
    guard let indexPath else {
      for item in collection.selected { deselectItem(at: item, animated: animated) }
      return
    }
    guard collection.allowsSelection else { return }
    if !collection.allowsMultipleSelection {
      for item in collection.selected where item != indexPath {
        deselectItem(at: item, animated: animated)
      }
    }
    if !collection.selected.contains(indexPath) { collection.selected.append(indexPath) }
    collection.cellForItem(at: indexPath)?.isSelected = true
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the item at `indexPath`; the delegate is not told.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - animated: Whether the change animates.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    collection.selected.removeAll { $0 == indexPath }
    collection.cellForItem(at: indexPath)?.isSelected = false
  }

  // MARK: Scrolling

  /// Scrolls so that the item at `indexPath` is where `scrollPosition` says.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - scrollPosition: Where it ends up (none: the least scroll).
  ///   - animated: Whether the scroll animates (on the virtual clock).
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) {
    layoutIfNeeded()
    guard let frame = collection.layoutAttributesForItem(at: indexPath)?.frame else { return }
    var offset = contentOffset
    let size = bounds.size
    if scrollPosition.contains(.top) { offset.y = frame.minY }
    if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - size.height / 2 }
    if scrollPosition.contains(.bottom) { offset.y = frame.maxY - size.height }
    if scrollPosition.contains(.left) { offset.x = frame.minX }
    if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - size.width / 2 }
    if scrollPosition.contains(.right) { offset.x = frame.maxX - size.width }
    if scrollPosition.isEmpty { return scrollRectToVisible(frame, animated: animated) }
    offset.x = min(max(0, offset.x), max(0, contentSize.width - size.width))
    offset.y = min(max(0, offset.y), max(0, contentSize.height - size.height))
    setContentOffset(offset, animated: animated)
  }
}
