internal import ContainmentCore

// A collection view's layout: the counts read, the layout prepared, the cells and views of
// what is in the bounds asked for, shown and taken back; the geometry questions; scrolling to an
// item.

extension UICollectionView {
  /// Places the items: the counts and the layout brought up to date, the content's size, the
  /// cells and views in the bounds (asked for, then `willDisplay`), and those that left taken
  /// back (`didEndDisplaying`).
  func layOutItems() {
    readCountsIfNeeded()
    let layout = collectionViewLayout
    let moved = bounds != laidOutBounds
    laidOutBounds = bounds
    if moved, !layoutNeedsPreparing, layout.shouldInvalidateLayout(forBoundsChange: bounds) {
      layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
      readCountsIfNeeded()
    }
    if layoutNeedsPreparing {
      layoutNeedsPreparing = false
      layout.prepare()
    }
    contentSize = layout.collectionViewContentSize
    let wanted = layout.layoutAttributesForElements(in: bounds) ?? []
    let items = wanted.filter { $0.representedElementCategory == .cell }
    let kept = Set(items.map(\.indexPath))
    for indexPath in shown.keys.sorted() where !kept.contains(indexPath) {
      guard let cell = shown.removeValue(forKey: indexPath) else { continue }
      collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
      takeBack(cell)
    }
    for attributes in items {
      let indexPath = attributes.indexPath
      if let cell = shown[indexPath] {
        cell.frame = attributes.frame
        cell.apply(attributes)
        continue
      }
      guard let dataSource else { break }
      let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
      cell.frame = attributes.frame
      cell.apply(attributes)
      cell.isSelected = selected.contains(indexPath)
      // Its configuration for its state, before it shows (UIKit's before its layout).
      cell.setNeedsUpdateConfiguration()
      shown[indexPath] = cell
      collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
      addSubview(cell)
    }
    placeViews(wanted.filter { $0.representedElementCategory == .supplementaryView })
  }

  /// Shows the headers and footers in the bounds (the data source's), and takes back the others.
  private func placeViews(_ wanted: [UICollectionViewLayoutAttributes]) {
    let keys = Set(wanted.map { "\($0.representedElementKind ?? "")/\($0.indexPath.section)" })
    for key in shownViews.keys.sorted() where !keys.contains(key) {
      if let view = shownViews.removeValue(forKey: key) { takeBack(view) }
    }
    for attributes in wanted {
      let kind = attributes.representedElementKind ?? ""
      let key = "\(kind)/\(attributes.indexPath.section)"
      if let view = shownViews[key] {
        view.frame = attributes.frame
        continue
      }
      guard let dataSource else { break }
      let view = dataSource.collectionView(
        self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
      view.frame = attributes.frame
      view.apply(attributes)
      shownViews[key] = view
      addSubview(view)
    }
  }

  /// Takes `view` off the collection view and keeps it for its reuse identifier.
  func takeBack(_ view: UICollectionReusableView) {
    view.removeFromSuperview()
    guard let key = view.reuseKey ?? view.reuseIdentifier else { return }
    reusable[key, default: []].append(view)
  }

  /// Reads the counts from the data source when a reload asked for it.
  func readCountsIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    guard let dataSource else {
      itemCounts = []
      return
    }
    let sections = max(0, dataSource.numberOfSections(in: self))
    itemCounts = (0..<sections).map {
      max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
    }
    layoutNeedsPreparing = true
  }

  // MARK: Counts and cells

  /// ``reloadData()``'s work.
  func reloadNow() {
    needsReload = true
    layoutNeedsPreparing = true
    for (indexPath, cell) in shown.sorted(by: { $0.key < $1.key }) {
      collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
      takeBack(cell)
    }
    shown = [:]
    for key in shownViews.keys.sorted() { if let view = shownViews[key] { takeBack(view) } }
    shownViews = [:]
    layOutSoon()
  }

  /// How many sections it has, as the data source said last.
  public var numberOfSections: Int {
    readCountsIfNeeded()
    return itemCounts.count
  }

  /// How many items `section` has, as the data source said last (0 for a section it lacks).
  ///
  /// - Parameter section: The section.
  /// - Returns: Its count.
  public func numberOfItems(inSection section: Int) -> Int {
    readCountsIfNeeded()
    return itemCounts.indices.contains(section) ? itemCounts[section] : 0
  }

  /// The cells on screen, in the order of their items.
  public var visibleCells: [UICollectionViewCell] {
    shown.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The items whose cells are on screen, in order.
  public var indexPathsForVisibleItems: [IndexPath] { shown.keys.sorted() }

  /// The cell of the item at `indexPath`, if it is on screen.
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: Its cell, or `nil`.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { shown[indexPath] }

  /// The header or footer of `elementKind` at `indexPath`'s section, if it is on screen
  /// (iOS 9).
  ///
  /// - Parameters:
  ///   - elementKind: Its kind.
  ///   - indexPath: Its place.
  /// - Returns: The view, or `nil`.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    shownViews["\(elementKind)/\(indexPath.section)"]
  }

  /// The headers or footers of `elementKind` on screen, in the order of their sections.
  ///
  /// - Parameter elementKind: Their kind.
  /// - Returns: The views.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    shownViews.filter { $0.key.hasPrefix(elementKind + "/") }
      .sorted {
        ($0.value.frame.minY, $0.value.frame.minX) < ($1.value.frame.minY, $1.value.frame.minX)
      }
      .map(\.value)
  }

  /// The item whose cell `cell` is, if it is on screen.
  ///
  /// - Parameter cell: A cell.
  /// - Returns: Its item, or `nil`.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    shown.first { $0.value === cell }?.key
  }

  /// The item at `point` of the content, if any.
  ///
  /// - Parameter point: A point in the content.
  /// - Returns: The item there, or `nil`.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    collectionViewLayout.layoutAttributesForElements(
      in: CGRect(origin: point, size: CGSize(width: 1, height: 1)))?
      .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
  }

  /// The attributes its layout gives the item at `indexPath`.
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: Its attributes, or `nil`.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }
}
