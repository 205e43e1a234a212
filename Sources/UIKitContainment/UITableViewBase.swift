// As `UIViewBase.swift` for views: the members of a table view that an app's subclass
// overrides (its selection, its updates of rows and sections, its scrolling to a row), which
// `UITableView.swift` has no room for, declared in the class `UITableView` descends from. The
// rest of their concern stays in `UITableView+Updates` and `+Layout`; the layer calls each
// through the method, so that an override hears the table's own calls too (a tap's selection).

import Foundation

/// The members of ``UITableView`` that an app's table view overrides and its own declaration
/// has no room for (UIKit declares them on `UITableView` itself).
///
/// Only ``UITableView`` descends from this class; use that.
@preconcurrency @MainActor open class _UITableViewBase: UIScrollView {
  /// This table view as the ``UITableView`` it is (nothing else descends from here).
  final var table: UITableView { unsafeDowncast(self, to: UITableView.self) }

  // MARK: Selection

  /// Selects the row at `indexPath` (the others, unless several may be), as code does: the
  /// delegate hears nothing, as Apple documents; `nil` deselects every row.
  ///
  /// - Parameters:
  ///   - indexPath: The row, or `nil`.
  ///   - animated: Whether the change animates.
  ///   - scrollPosition: Where the row is scrolled to (`.none`: not scrolled).
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) {
    guard let indexPath else {
      for row in table.selected { deselectRow(at: row, animated: animated) }
      return
    }
    if !table.allowsMultipleSelection {
      for row in table.selected where row != indexPath { deselectRow(at: row, animated: animated) }
    }
    if !table.selected.contains(indexPath) { table.selected.append(indexPath) }
    table.cellForRow(at: indexPath)?.setSelected(true, animated: animated)
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the row at `indexPath`, as code does: the delegate hears nothing.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - animated: Whether the change animates.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    table.selected.removeAll { $0 == indexPath }
    table.cellForRow(at: indexPath)?.setSelected(false, animated: animated)
  }

  // MARK: Updates

  /// Begins a group of updates checked together at ``endUpdates()``.
  open func beginUpdates() { table.batchDepth += 1 }

  /// Ends a group of updates: the outermost one checks them all against the data source.
  open func endUpdates() {
    guard table.batchDepth > 0 else { return }
    table.batchDepth -= 1
    if table.batchDepth == 0 { table.applyUpdates() }
  }

  /// Runs `updates` as one group, then `completion` (with `true`: the model animates nothing).
  ///
  /// - Parameters:
  ///   - updates: The updates.
  ///   - completion: What runs after them.
  open func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    beginUpdates()
    updates?()
    endUpdates()
    completion?(true)
  }

  /// Inserts rows (their new index paths).
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    table.record { $0.insertedRows += indexPaths }
  }

  /// Deletes rows (their index paths before the update).
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    table.record { $0.deletedRows += indexPaths }
  }

  /// Reloads rows: their cells are asked for again.
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    table.record { $0.reloadedRows += indexPaths }
  }

  /// Moves a row.
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    table.record {
      $0.deletedRows.append(indexPath)
      $0.insertedRows.append(newIndexPath)
    }
  }

  /// Inserts sections (their new indexes).
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    table.record { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes sections (their indexes before the update).
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    table.record { $0.deletedSections.formUnion(sections) }
  }

  /// Reloads sections: their rows are read and asked for again.
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    table.record { $0.reloadedSections.formUnion(sections) }
  }

  // MARK: Scrolling

  /// Scrolls so that the row at `indexPath` is where `scrollPosition` says.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - scrollPosition: Where it ends up (`.none`: the least scroll).
  ///   - animated: Whether the scroll animates (on the virtual clock).
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {
    let frame = table.rectForRow(at: indexPath)
    let height = bounds.height
    let y: CGFloat
    switch scrollPosition {
    case .none: return scrollRectToVisible(frame, animated: animated)
    case .top: y = frame.minY
    case .middle: y = frame.midY - height / 2
    case .bottom: y = frame.maxY - height
    }
    let highest = max(0, contentSize.height - height)
    setContentOffset(CGPoint(x: contentOffset.x, y: min(max(0, y), highest)), animated: animated)
  }
}
