internal import ContainmentCore

// A collection view's selection: as code sets it (told to no delegate, as UIKit's: the members
// a subclass overrides are `UICollectionViewBase.swift`'s), and as the user makes it with a tap
// (asked and told, in UIKit's order).

extension UICollectionView {
  /// The selected items, in the order they were selected (`nil` when none is).
  public var indexPathsForSelectedItems: [IndexPath]? { selected.isEmpty ? nil : selected }

  /// A tap on the item at `indexPath`, as the user makes it (for a harness, which has no
  /// finger).
  ///
  /// Nothing when selection is off or the delegate refuses the highlight. Else, as UIKit's: the
  /// highlight (`didHighlightItemAt`, `didUnhighlightItemAt`); a selected item of a collection
  /// view that allows several is deselected (`shouldDeselectItemAt`, `didDeselectItemAt`);
  /// else, unless `shouldSelectItemAt` refuses, the other selected items are deselected (each
  /// asked and told) and the item is selected and `didSelectItemAt` told.
  ///
  /// - Parameter indexPath: The item tapped.
  public func _tapItem(at indexPath: IndexPath) {
    guard allowsSelection, numberOfItems(inSection: indexPath.section) > indexPath.item,
      collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    else { return }
    collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    if allowsMultipleSelection, selected.contains(indexPath) { return userDeselect(indexPath) }
    guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else {
      return
    }
    if !allowsMultipleSelection {
      for item in selected where item != indexPath { userDeselect(item) }
    }
    selectItem(at: indexPath, animated: false, scrollPosition: [])
    collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  /// A deselection the user makes: asked, done, told.
  private func userDeselect(_ indexPath: IndexPath) {
    guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else {
      return
    }
    deselectItem(at: indexPath, animated: false)
    collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
  }
}
