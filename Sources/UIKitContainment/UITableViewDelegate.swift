/// What a table view asks and tells its delegate: heights, headers, selection, display and
/// editing (UIKit's protocol of the same name; a scroll view's delegate too).
///
/// Every method is optional, as in UIKit.
///
/// ```swift
/// final class Opener: UITableViewDelegate {
///   var opened: [IndexPath] = []
///   func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
///     opened.append(indexPath)
///     tableView.deselectRow(at: indexPath, animated: true)
///   }
/// }
/// ```
@preconcurrency @MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The height of the row at `indexPath` (the table view's ``UITableView/rowHeight`` by
  /// default).
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// The height of `section`'s header (``UITableView/sectionHeaderHeight`` by default).
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The height of `section`'s footer (``UITableView/sectionFooterHeight`` by default).
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// The view of `section`'s header (`nil` by default).
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// The view of `section`'s footer (`nil` by default).
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// The row about to be selected, or another, or `nil` for none (`indexPath` by default).
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// Called after a tap selected the row at `indexPath`.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// The row about to be deselected, or `nil` to keep it (`indexPath` by default).
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// Called after a tap deselected the row at `indexPath`.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// Whether a touch highlights the row at `indexPath` (`true` by default).
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// Called before the cell of the row at `indexPath` comes on screen.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// Called after the cell of the row at `indexPath` left the screen.
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath)
  /// Called before a header view comes on screen.
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  /// The edit a swipe or the editing control makes (`.delete` by default).
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  /// The actions a swipe from the trailing edge shows (`nil`: the delete of the editing style).
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// The actions a swipe shows, the way before iOS 11 (`nil`: the delete; deprecated in iOS 13).
  func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
    -> [UITableViewRowAction]?
  /// The actions a swipe from the leading edge shows (`nil` by default).
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// Called after a tap on a row's detail button.
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  /// A row's height before it is laid out (`automaticDimension`; the model lays rows out by
  /// their heights, so it asks none).
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// A header's height before it is laid out (`automaticDimension`; never asked).
  func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  /// A footer's height before it is laid out (`automaticDimension`; never asked).
  func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat
  /// A row the user touches was highlighted (told on a tap, once allowed).
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  /// A highlighted row lost its highlight (told on a tap, after the highlight).
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  /// A footer view is about to be shown (never told: the model shows no footer view).
  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  /// A header view left the screen (never told: the model keeps its header views).
  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
  /// A footer view left the screen (never told).
  func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
  /// The delete button's title (`nil`: UIKit's "Delete").
  func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?
  /// Whether the row's content moves right while editing (`true`).
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool
  /// A swipe began editing a row (never told: the model's rows are not swiped).
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
  /// A swipe's editing of a row ended (never told).
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
  /// Where a row dragged from `sourceIndexPath` may go (`proposedDestinationIndexPath`).
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
  /// How far a row's content is indented (0).
  func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
  /// The menu a long press on a row shows (iOS 13; `nil`: none).
  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// Whether a two-finger pan may select several rows (iOS 13; `false`).
  func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool
  /// A two-finger pan began selecting rows (never told: the model's fingers are one).
  func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
  /// A two-finger pan's selection ended (never told).
  func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)
  /// Whether the row has a primary action apart from selection (iOS 16; `false`).
  func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath)
    -> Bool
  /// The row's primary action (iOS 16; asked only when it can be performed).
  func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)
  /// Whether a long press shows the edit menu (deprecated in iOS 13; `false`).
  func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool
  /// Whether the edit menu offers `action` for the row (deprecated in iOS 13; `false`).
  func tableView(
    _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool
  /// The edit menu's `action` was chosen for the row (deprecated in iOS 13).
  func tableView(
    _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?)
}

extension UITableViewDelegate {
  /// The table view's row height.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// The table view's header height.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { tableView.sectionHeaderHeight }
  /// The table view's footer height.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  { tableView.sectionFooterHeight }
  /// No view.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// No view.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  /// The row itself.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing (UIKit's method is optional).
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// The row itself.
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing (UIKit's method is optional).
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Every row highlights.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { true }
  /// Does nothing (UIKit's method is optional).
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing (UIKit's method is optional).
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing (UIKit's method is optional).
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  /// A delete.
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  /// None: the delete of the editing style.
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// None: the delete of the editing style.
  public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
    -> [UITableViewRowAction]?
  { nil }
  /// None.
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// Does nothing (UIKit's method is optional).
  public func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  /// `automaticDimension`.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { UITableView.automaticDimension }
  /// `automaticDimension`.
  public func tableView(
    _ tableView: UITableView, estimatedHeightForHeaderInSection section: Int
  ) -> CGFloat { UITableView.automaticDimension }
  /// `automaticDimension`.
  public func tableView(
    _ tableView: UITableView, estimatedHeightForFooterInSection section: Int
  ) -> CGFloat { UITableView.automaticDimension }
  /// Nothing.
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Nothing.
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// Nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}
  /// Nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}
  /// Nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {}
  /// `nil`: "Delete".
  public func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }
  /// `true`.
  public func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { true }
  /// Nothing.
  public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  /// Nothing.
  public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
  /// The proposed place.
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  /// 0.
  public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  { 0 }
  /// None.
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// `false`.
  public func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { false }
  /// Nothing.
  public func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}
  /// Nothing.
  public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
  /// `false`.
  public func tableView(
    _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
  ) -> Bool { false }
  /// Nothing.
  public func tableView(
    _ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath
  ) {}
  /// `false`.
  public func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath)
    -> Bool
  { false }
  /// `false`.
  public func tableView(
    _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool { false }
  /// Nothing.
  public func tableView(
    _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) {}
}
