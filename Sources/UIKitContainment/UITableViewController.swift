/// UIKit's `UITableViewController`: a view controller whose view is a table view it is the data
/// source and delegate of, and whose methods of both a subclass overrides.
///
/// Its view is a ``UITableView`` of its style, as large as the screen; as it appears it
/// deselects the selected rows (``clearsSelectionOnViewWillAppear``), as UIKit's does. Its own
/// answers are an empty table of one section.
///
/// ```swift
/// final class InboxViewController: UITableViewController {
///   let messages = ["Hello", "Lunch?"]
///   override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
///     -> Int
///   { messages.count }
///   override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
///     -> UITableViewCell
///   {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "message")
///       ?? UITableViewCell(style: .default, reuseIdentifier: "message")
///     cell.textLabel?.text = messages[indexPath.row]
///     return cell
///   }
/// }
/// let inbox = InboxViewController(style: .plain)
/// inbox.tableView.layoutIfNeeded()
/// precondition(inbox.tableView.visibleCells.count == 2)
/// ```
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The style of its table view.
  public let tableViewStyle: UITableView.Style
  /// Whether it deselects the selected rows as it appears.
  open var clearsSelectionOnViewWillAppear = true

  /// A table view controller whose table view is of `style`.
  ///
  /// - Parameter style: Plain or grouped.
  public init(style: UITableView.Style) {
    tableViewStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A table view controller of a plain table view.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Kept as `nibName` (no nib is loaded).
  ///   - nibBundleOrNil: Kept as `nibBundle`.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableViewStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A table view controller decoded from an archive: the model decodes nothing.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    tableViewStyle = .plain
    super.init(coder: coder)
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// Its table view: its view (loaded on first access).
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// The table view's pull to refresh.
  open var refreshControl: UIRefreshControl? {
    get { tableView.refreshControl }
    set { tableView.refreshControl = newValue }
  }

  /// Makes its view: a table view of its style, as large as the screen, of which it is the
  /// data source and the delegate.
  open override func loadView() {
    let table = UITableView(frame: UIScreen.main.bounds, style: tableViewStyle)
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// Deselects the selected rows when ``clearsSelectionOnViewWillAppear`` says so.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView else {
      return
    }
    for row in table.indexPathsForSelectedRows ?? [] {
      table.deselectRow(at: row, animated: animated)
    }
  }

  /// Shows or hides the table's editing controls with its own.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    (viewIfLoaded as? UITableView)?.setEditing(editing, animated: animated)
  }

  // MARK: The data source's methods, for a subclass to override

  /// One section.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No rows.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  /// A default cell (a subclass that has rows gives its own).
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { UITableViewCell(style: .default, reuseIdentifier: nil) }
  /// No title.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No title.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// Every row can be edited.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// No row can be moved.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// No index.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// The section at the title's place.
  open func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }

  // MARK: The delegate's methods, for a subclass to override

  /// The table view's row height.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// The table view's header height.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// The table view's footer height.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// No view.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// No view.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  /// The row itself.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// The row itself.
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Every row highlights.
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { true }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  /// A delete.
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  /// None.
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// None (deprecated in iOS 13).
  open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
    -> [UITableViewRowAction]?
  { nil }
  /// None.
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}

  /// `automaticDimension`.
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { UITableView.automaticDimension }
  /// `automaticDimension`.
  open func tableView(
    _ tableView: UITableView, estimatedHeightForHeaderInSection section: Int
  ) -> CGFloat { UITableView.automaticDimension }
  /// `automaticDimension`.
  open func tableView(
    _ tableView: UITableView, estimatedHeightForFooterInSection section: Int
  ) -> CGFloat { UITableView.automaticDimension }
  /// Nothing.
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Nothing.
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// Nothing.
  open func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}
  /// Nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}
  /// Nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {}
  /// `nil`: "Delete".
  open func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }
  /// `true`.
  open func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { true }
  /// Nothing.
  open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  /// Nothing.
  open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
  /// The proposed place.
  open func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  /// 0.
  open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  { 0 }
  /// None.
  open func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// `false`.
  open func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { false }
  /// Nothing.
  open func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}
  /// Nothing.
  open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
  /// `false`.
  open func tableView(
    _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
  ) -> Bool { false }
  /// Nothing.
  open func tableView(
    _ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath
  ) {}
  /// `false`.
  open func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath)
    -> Bool
  { false }
  /// `false`.
  open func tableView(
    _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool { false }
  /// Nothing.
  open func tableView(
    _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) {}

  // MARK: The scroll view delegate's methods, for a subclass to override

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// No view: the table does not zoom.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Does nothing.
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// Does nothing.
  open func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
  /// Does nothing.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// `true`.
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  /// Does nothing.
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
