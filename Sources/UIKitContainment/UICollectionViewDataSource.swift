internal import ContainmentCore

/// What gives a collection view its sections, items and cells (UIKit's
/// `UICollectionViewDataSource`); the sections' count and the supplementary views are
/// optional.
@preconcurrency @MainActor public protocol UICollectionViewDataSource: AnyObject {
  /// How many sections (1 by default).
  ///
  /// - Parameter collectionView: The collection view.
  /// - Returns: The count.
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// How many items `section` has.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - section: The section.
  /// - Returns: The count.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The cell of the item at `indexPath` (dequeued).
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: Its cell.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// The header or footer (`kind`) of `indexPath`'s section (dequeued); by default the app ends,
  /// as UIKit's does when a layout places one the data source cannot give.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - kind: The view's kind.
  ///   - indexPath: Its place.
  /// - Returns: The view.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// Ends the app: the layout placed a view the data source gives no way to make.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    raise(
      "NSInternalInconsistencyException",
      "the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:)"
        + " for a view of kind \(kind) its layout places")
  }
}

/// What is told of a collection view's items and asked before they change (UIKit's
/// `UICollectionViewDelegate`), and of its scrolling; every method is optional.
@preconcurrency @MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Whether a tap may highlight the item (`true` by default).
  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  )
    -> Bool
  /// The item was highlighted.
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
  /// The item's highlight ended.
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /// Whether a tap may select the item (`true` by default).
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  /// The user selected the item.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// Whether a tap may deselect the item (`true` by default).
  func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool
  /// The user deselected the item.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  /// The item's cell is about to be shown.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// The item's cell was taken off.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// A header, a footer or another supplementary view is about to be shown (never told: the
  /// model's layouts place them without telling).
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)
  /// A supplementary view was taken off (never told).
  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)
  /// The menu a long press on an item shows (iOS 13; `nil`: none).
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// The menu a long press on items shows (iOS 16; `nil`: none).
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// Whether a two-finger pan may select several items (iOS 13; `false`).
  func collectionView(
    _ collectionView: UICollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool
  /// A two-finger pan began selecting items (never told: the model's fingers are one).
  func collectionView(
    _ collectionView: UICollectionView,
    didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
  /// A two-finger pan's selection ended (never told).
  func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)
  /// Where an item dragged from `originalIndexPath` may go (`proposedIndexPath`).
  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
  /// Whether the item has a primary action apart from selection (iOS 16; `false`).
  func collectionView(
    _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
  ) -> Bool
  /// The item's primary action (iOS 16; asked only when it can be performed).
  func collectionView(
    _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  /// `true`.
  public func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  /// `true`.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  /// `true`.
  public func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Nothing.
  public func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// None.
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// None.
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// `false`.
  public func collectionView(
    _ collectionView: UICollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { false }
  /// Nothing.
  public func collectionView(
    _ collectionView: UICollectionView,
    didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}
  /// Nothing.
  public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
  }
  /// The proposed place.
  public func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
  /// `false`.
  public func collectionView(
    _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
  ) -> Bool { false }
  /// Nothing.
  public func collectionView(
    _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
  ) {}
}

/// What a flow layout asks of its collection view's delegate (UIKit's
/// `UICollectionViewDelegateFlowLayout`): each answer by default the layout's own property.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout:
  UICollectionViewDelegate
{
  /// The size of the item at `indexPath`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// The space around `section`'s items.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  /// The space between `section`'s lines.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The space between the items of a line of `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The size of `section`'s header.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// The size of `section`'s footer.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// The flow layout's ``UICollectionViewFlowLayout/itemSize`` (its estimate when it has one).
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.sizeOfItem ?? .zero }
  /// The flow layout's ``UICollectionViewFlowLayout/sectionInset``.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets { (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero }
  /// The flow layout's ``UICollectionViewFlowLayout/minimumLineSpacing``.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0 }
  /// The flow layout's ``UICollectionViewFlowLayout/minimumInteritemSpacing``.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }
  /// The flow layout's ``UICollectionViewFlowLayout/headerReferenceSize``.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }
  /// The flow layout's ``UICollectionViewFlowLayout/footerReferenceSize``.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}
