internal import ContainmentCore

// A table view's layout: the rows placed from the top, the cells of those in the bounds asked
// for, shown and taken back; the headers likewise (scrolling to a row, which a subclass
// overrides, is `UITableViewBase.swift`'s).

extension UITableView {
  /// The height the model gives a height left automatic.
  static let automaticHeight: CGFloat = 44

  /// The height of the row at `indexPath`: the delegate's, else ``rowHeight``.
  func height(ofRowAt indexPath: IndexPath) -> CGFloat {
    let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    return height >= 0 ? height : Self.automaticHeight
  }

  /// The height of `section`'s header: the delegate's, else ``sectionHeaderHeight``; automatic,
  /// 28 points for a section with a title or a view of its own, else none (decided).
  func headerHeight(of section: Int) -> CGFloat {
    let height =
      tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
    if height >= 0 { return height }
    let titled = dataSource?.tableView(self, titleForHeaderInSection: section) != nil
    return titled || tableDelegate?.tableView(self, viewForHeaderInSection: section) != nil
      ? 28 : 0
  }

  /// The height of `section`'s footer: the delegate's, else ``sectionFooterHeight``; automatic,
  /// none.
  func footerHeight(of section: Int) -> CGFloat {
    let height =
      tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
    return max(0, height)
  }

  /// The frames of the rows and headers, from the top of the content, and the content's height.
  func rowFrames() -> (rows: [(IndexPath, CGRect)], headers: [(Int, CGRect)], height: CGFloat) {
    readCountsIfNeeded()
    let width = bounds.width
    var y = tableHeaderView?.frame.height ?? 0
    var rows: [(IndexPath, CGRect)] = []
    var headers: [(Int, CGRect)] = []
    for (section, count) in rowCounts.enumerated() {
      let header = headerHeight(of: section)
      if header > 0 { headers.append((section, CGRect(x: 0, y: y, width: width, height: header))) }
      y += header
      for row in 0..<count {
        let indexPath = IndexPath(row: row, section: section)
        let height = height(ofRowAt: indexPath)
        rows.append((indexPath, CGRect(x: 0, y: y, width: width, height: height)))
        y += height
      }
      y += footerHeight(of: section)
    }
    return (rows, headers, y + (tableFooterView?.frame.height ?? 0))
  }

  /// Places the rows: the content's size, the header and footer views, the cells of the rows
  /// in the bounds (asked for, then `willDisplay`), and those that left taken back
  /// (`didEndDisplaying`), from the top.
  func layOutRows() {
    let (rows, headers, height) = rowFrames()
    let width = bounds.width
    tableHeaderView?.frame = CGRect(
      x: 0, y: 0, width: width, height: tableHeaderView?.frame.height ?? 0)
    if let footer = tableFooterView {
      footer.frame = CGRect(
        x: 0, y: height - footer.frame.height, width: width, height: footer.frame.height)
    }
    contentSize = CGSize(width: width, height: height)
    let visible = bounds
    let onScreen = { (frame: CGRect) in frame.maxY > visible.minY && frame.minY < visible.maxY }
    let wanted = rows.filter { onScreen($0.1) }
    let kept = Set(wanted.map(\.0))
    for indexPath in shown.keys.sorted() where !kept.contains(indexPath) {
      guard let cell = shown.removeValue(forKey: indexPath) else { continue }
      tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
      takeBack(cell)
    }
    for (indexPath, frame) in wanted {
      if let cell = shown[indexPath] {
        cell.frame = frame
        continue
      }
      guard let dataSource else { break }
      let cell = dataSource.tableView(self, cellForRowAt: indexPath)
      cell.frame = frame
      cell.setSelected(selected.contains(indexPath), animated: false)
      if isEditing { cell.setEditing(true, animated: false) }
      // Its configuration for its state, before it shows (UIKit's before its layout).
      cell.setNeedsUpdateConfiguration()
      shown[indexPath] = cell
      tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
      addSubview(cell)
    }
    placeHeaders(headers.filter { onScreen($0.1) })
  }

  /// Shows the views of the headers in the bounds (the delegate's), and takes away the others.
  private func placeHeaders(_ wanted: [(Int, CGRect)]) {
    let sections = Set(wanted.map(\.0))
    for section in shownHeaders.keys.sorted() where !sections.contains(section) {
      shownHeaders.removeValue(forKey: section)?.removeFromSuperview()
    }
    for (section, frame) in wanted {
      if let view = shownHeaders[section] {
        view.frame = frame
      } else if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) {
        view.frame = frame
        shownHeaders[section] = view
        tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        addSubview(view)
      }
    }
  }

  /// Takes `cell` off the table and keeps it for its reuse identifier.
  func takeBack(_ cell: UITableViewCell) {
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    reusable[identifier, default: []].append(cell)
  }

  // MARK: Geometry

  /// The frame of the row at `indexPath` in the content (`.zero` for a row it does not have).
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: Its frame.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    rowFrames().rows.first { $0.0 == indexPath }?.1 ?? .zero
  }

  /// The row at `point` of the content, if any.
  ///
  /// - Parameter point: A point in the content.
  /// - Returns: The row there, or `nil`.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    rowFrames().rows.first { $0.1.contains(point) }?.0
  }

  /// The rows in `rect` of the content.
  ///
  /// - Parameter rect: A rectangle of the content.
  /// - Returns: The rows it meets, from the top.
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    rowFrames().rows.filter { $0.1.intersects(rect) }.map(\.0)
  }

  /// Puts `new` in place of `old` (the table's header or footer view) and lays out.
  func replace(_ old: UIView?, with new: UIView?) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    if let new { addSubview(new) }
    layOutSoon()
  }
}
