// A collection view's batches of updates (UIKit's `performBatchUpdates(_:completion:)` and the
// calls that tell of each change), and what its layout hears of them.

/// A change a batch of updates makes, as a layout hears of it (UIKit's
/// `UICollectionViewUpdateItem`): a section's index path has one index, an item's two.
///
/// ```swift
/// final class FallingLayout: UICollectionViewFlowLayout {
///   private var inserted: [IndexPath] = []
///   override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
///     super.prepare(forCollectionViewUpdates: updateItems)
///     inserted = updateItems.filter { $0.updateAction == .insert }
///       .compactMap(\.indexPathAfterUpdate)
///   }
///   override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
///     -> UICollectionViewLayoutAttributes?
///   {
///     guard inserted.contains(itemIndexPath) else { return nil }
///     let attributes = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
///     attributes.alpha = 0
///     return attributes
///   }
///   override func finalizeCollectionViewUpdates() {
///     super.finalizeCollectionViewUpdates()
///     inserted = []
///   }
/// }
/// ```
@preconcurrency @MainActor open class UICollectionViewUpdateItem {
  /// What the change does.
  public enum Action: Int, Sendable {
    /// Inserted.
    case insert
    /// Deleted.
    case delete
    /// Reloaded in place.
    case reload
    /// Moved.
    case move
    /// Nothing.
    case none
  }

  /// Where it was before the updates (`nil` for an insertion).
  open private(set) var indexPathBeforeUpdate: IndexPath?
  /// Where it is after them (`nil` for a deletion).
  open private(set) var indexPathAfterUpdate: IndexPath?
  /// What the change does.
  open private(set) var updateAction: Action

  init(_ action: Action, before: IndexPath? = nil, after: IndexPath? = nil) {
    (updateAction, indexPathBeforeUpdate, indexPathAfterUpdate) = (action, before, after)
  }
}

extension UICollectionView {
  /// Runs `updates`, their changes told to the layout as one batch, then `completion`.
  func batch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    guard batchItems == nil else {
      // Nested in a running batch: its changes join it.
      updates?()
      completion?(true)
      return
    }
    batchItems = []
    updates?()
    let items = batchItems ?? []
    batchItems = nil
    apply(items)
    completion?(true)
  }

  /// Tells of `items`: kept for the running batch, else applied as a batch of their own.
  func tell(_ items: [UICollectionViewUpdateItem]) {
    if batchItems != nil {
      batchItems?.append(contentsOf: items)
    } else {
      apply(items)
    }
  }

  /// The data read anew; the layout told of `items` and asked where the items coming and
  /// going start and end (the model shows no animation: the answers are asked for, as UIKit
  /// asks, and not drawn).
  ///
  /// UIKit prepares the layout anew before it tells it of the updates; the model prepares it
  /// at the next layout pass, after (decided: the updates are applied without a layout pass of
  /// their own).
  private func apply(_ items: [UICollectionViewUpdateItem]) {
    reloadNow()
    guard !items.isEmpty else { return }
    let layout = collectionViewLayout
    layout.prepare(forCollectionViewUpdates: items)
    for item in items where item.indexPathAfterUpdate?.count == 2 {
      if item.updateAction == .insert || item.updateAction == .move {
        _ = item.indexPathAfterUpdate.map(layout.initialLayoutAttributesForAppearingItem(at:))
      }
    }
    for item in items where item.indexPathBeforeUpdate?.count == 2 {
      if item.updateAction == .delete || item.updateAction == .move {
        _ = item.indexPathBeforeUpdate.map(layout.finalLayoutAttributesForDisappearingItem(at:))
      }
    }
    layout.finalizeCollectionViewUpdates()
  }
}
