internal import ContainmentCore

// A table view's selection and its updates of rows and sections, checked against the data
// source's new counts as UIKit checks them (the members a subclass overrides, which select and
// note the updates, are `UITableViewBase.swift`'s).

extension UITableView {
  /// The first selected row, from the top.
  public var indexPathForSelectedRow: IndexPath? { selected.min() }

  /// The selected rows, from the top (`nil` for none).
  public var indexPathsForSelectedRows: [IndexPath]? {
    selected.isEmpty ? nil : selected.sorted()
  }

  /// A tap on the row at `indexPath`, as the user makes it (for a harness, which has no
  /// finger).
  ///
  /// Nothing when selection is off (or off while editing), or the delegate refuses the
  /// highlight. Else, as UIKit's: the highlight (`didHighlightRowAt`, `didUnhighlightRowAt`);
  /// the delegate's `willSelectRowAt` (which may name another row, or none); the other
  /// selected rows deselected (`willDeselectRowAt`, `didDeselectRowAt`), unless several may
  /// be; the row selected and `didSelectRowAt`. With several allowed, a selected row tapped is
  /// deselected.
  ///
  /// - Parameter indexPath: The row tapped.
  public func _tapRow(at indexPath: IndexPath) {
    guard isEditing ? allowsSelectionDuringEditing : allowsSelection,
      numberOfRows(inSection: indexPath.section) > indexPath.row,
      tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    else { return }
    tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    let several = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    if several, selected.contains(indexPath) { return userDeselect(indexPath) }
    let asked = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) }
    guard let chosen = asked ?? indexPath else { return }
    if !several {
      for row in selected.sorted() where row != chosen { userDeselect(row) }
    }
    selectRow(at: chosen, animated: false, scrollPosition: .none)
    tableDelegate?.tableView(self, didSelectRowAt: chosen)
  }

  /// A deselection the user makes: asked, done, told.
  private func userDeselect(_ indexPath: IndexPath) {
    let asked = tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) }
    guard let row = asked ?? indexPath else { return }
    deselectRow(at: row, animated: false)
    tableDelegate?.tableView(self, didDeselectRowAt: row)
  }

  // MARK: Updates

  /// Notes an update: applied at once outside a group, at its end inside one.
  func record(_ change: (inout PendingUpdates) -> Void) {
    change(&pending)
    if batchDepth == 0 { applyUpdates() }
  }

  /// Applies the updates noted: checked against the data source's counts now (UIKit's
  /// `NSInternalInconsistencyException` when they do not add up), then the cells of the rows
  /// that stay move to their new rows, the others are taken back, the selection of the rows
  /// that stay follows them, and the table lays out.
  func applyUpdates() {
    let updates = pending
    pending = PendingUpdates()
    // Counts never read: nothing to check, as UIKit reads them at the first layout.
    guard !needsReload else { return layOutSoon() }
    let old = rowCounts
    let new = currentCounts()
    let map = updates.checked(from: old, to: new)
    rowCounts = new
    let moved = shown
    shown = [:]
    for indexPath in moved.keys.sorted() {
      guard let cell = moved[indexPath] else { continue }
      if let target = map(indexPath) {
        shown[target] = cell
      } else {
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        takeBack(cell)
      }
    }
    selected = selected.compactMap(map)
    layOutSoon()
  }
}

/// The updates noted since the last were applied.
struct PendingUpdates {
  var insertedRows: [IndexPath] = []
  var deletedRows: [IndexPath] = []
  var reloadedRows: [IndexPath] = []
  var insertedSections = IndexSet()
  var deletedSections = IndexSet()
  var reloadedSections = IndexSet()

  /// Checks the new counts `new` against the old `old` and these updates as UIKit does (ending
  /// the app with its reason when they do not add up), and gives where each old row goes
  /// (`nil`: deleted or reloaded).
  @MainActor func checked(from old: [Int], to new: [Int]) -> (IndexPath) -> IndexPath? {
    let expectedSections = old.count + insertedSections.count - deletedSections.count
    guard new.count == expectedSections else {
      raise(
        "NSInternalInconsistencyException",
        "Invalid update: invalid number of sections. The number of sections contained in the "
          + "table view after the update (\(new.count)) must be equal to the number of sections "
          + "contained in the table view before the update (\(old.count)), plus or minus the "
          + "number of sections inserted or deleted (\(insertedSections.count) inserted, "
          + "\(deletedSections.count) deleted).")
    }
    let kept = old.indices.filter { !deletedSections.contains($0) }
    let targets = new.indices.filter { !insertedSections.contains($0) }
    var sectionOf: [Int: Int] = [:]
    for (oldSection, newSection) in zip(kept, targets) { sectionOf[oldSection] = newSection }
    var rowMaps: [Int: [Int: Int]] = [:]
    for (oldSection, newSection) in zip(kept, targets) {
      // A reloaded section is read anew, whatever its count.
      guard !reloadedSections.contains(oldSection) else { continue }
      let deleted = Set(deletedRows.filter { $0.section == oldSection }.map(\.row))
      let inserted = Set(insertedRows.filter { $0.section == newSection }.map(\.row))
      if let row = deleted.first(where: { $0 >= old[oldSection] }) {
        raise(
          "NSInternalInconsistencyException",
          "attempt to delete row \(row) from section \(oldSection) which only contains "
            + "\(old[oldSection]) rows before the update")
      }
      if let row = inserted.first(where: { $0 >= new[newSection] }) {
        raise(
          "NSInternalInconsistencyException",
          "attempt to insert row \(row) into section \(newSection), but there are only "
            + "\(new[newSection]) rows in section \(newSection) after the update")
      }
      guard new[newSection] == old[oldSection] + inserted.count - deleted.count else {
        raise(
          "NSInternalInconsistencyException",
          "Invalid update: invalid number of rows in section \(newSection). The number of rows "
            + "contained in an existing section after the update (\(new[newSection])) must be "
            + "equal to the number of rows contained in that section before the update "
            + "(\(old[oldSection])), plus or minus the number of rows inserted or deleted from "
            + "that section (\(inserted.count) inserted, \(deleted.count) deleted) and plus or "
            + "minus the number of rows moved into or out of that section (0 moved in, 0 moved "
            + "out).")
      }
      let staying = (0..<old[oldSection]).filter { !deleted.contains($0) }
      let places = (0..<new[newSection]).filter { !inserted.contains($0) }
      rowMaps[oldSection] = Dictionary(uniqueKeysWithValues: zip(staying, places))
    }
    let reloaded = Set(reloadedRows)
    let reloadedSections = reloadedSections
    return { indexPath in
      guard !reloaded.contains(indexPath), !reloadedSections.contains(indexPath.section),
        let section = sectionOf[indexPath.section],
        let row = rowMaps[indexPath.section]?[indexPath.row]
      else { return nil }
      return IndexPath(row: row, section: section)
    }
  }
}
