import Containment
import Testing
import UIKitContainment

/// The collection view as UIKit code uses it: a flow layout's lines, cells asked for only for
/// the items on screen and reused as they scroll, headers and footers, selection by a tap, a
/// layout of one's own, and the collection view controller.
@Suite struct UICollectionViewTests {
  /// `count` items in `sections` sections, logging what the collection view asks and tells.
  final class Items: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var log: [String] = []
    var made = 0
    var refuse: IndexPath?
    var header = CGSize.zero

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
      if cell.tag == 0 {
        made += 1
        cell.tag = made
      }
      return cell
    }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      log.append(
        "\(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)"
      )
      return collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize { header }

    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) { log.append("willDisplay \(indexPath.item)") }

    func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) { log.append("didEndDisplaying \(indexPath.item)") }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
      -> Bool
    {
      log.append("shouldSelect \(indexPath.item)")
      return indexPath != refuse
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      log.append("didSelect \(indexPath.item)")
    }

    func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) { log.append("didDeselect \(indexPath.item)") }
  }

  /// A grid of 100-point items in a 320 × 220 view (three a line), `items` its data source and
  /// delegate.
  @MainActor static func grid(_ items: Items) -> (UICollectionView, UICollectionViewFlowLayout) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 220), collectionViewLayout: layout)
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    grid.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "title")
    grid.dataSource = items
    grid.delegate = items
    grid.layoutIfNeeded()
    return (grid, layout)
  }

  @Test("a flow layout puts items in lines, and only the items in the bounds get cells")
  @MainActor func aFlowLayoutsLines() {
    let stage = UIKitStage()
    stage.run {
      let items = Items([12])
      let (grid, layout) = Self.grid(items)
      #expect(grid.numberOfSections == 1 && grid.numberOfItems(inSection: 0) == 12)
      #expect(grid.contentSize == CGSize(width: 320, height: 430))
      #expect(grid.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4, 5])
      #expect(items.log == (0..<6).map { "willDisplay \($0)" })
      #expect(
        grid.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
          == CGRect(x: 110, y: 110, width: 100, height: 100))
      #expect(
        grid.cellForItem(at: IndexPath(item: 5, section: 0))?.frame.origin
          == CGPoint(x: 220, y: 110))
      #expect(grid.indexPathForItem(at: CGPoint(x: 150, y: 150)) == IndexPath(item: 4, section: 0))
      #expect(grid.indexPathForItem(at: CGPoint(x: 105, y: 50)) == nil)
      layout.minimumInteritemSpacing = 30
      grid.layoutIfNeeded()
      // Two a line now: 100 + 30 + 100 + 30 + 100 is wider than 320.
      #expect(grid.contentSize == CGSize(width: 320, height: 650))
      #expect(grid.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])
      // Self-sizing asked for: the model sizes no content, so the item size stands.
      layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
      grid.layoutIfNeeded()
      #expect(grid.contentSize == CGSize(width: 320, height: 650))
      layout.estimatedItemSize = CGSize(width: 300, height: 20)
      grid.layoutIfNeeded()
      #expect(grid.contentSize == CGSize(width: 320, height: 12 * 20 + 11 * 10))
    }
  }

  @Test("scrolling takes back the cells that leave and hands them out again to the items that come")
  @MainActor func cellsAreReused() {
    let stage = UIKitStage()
    stage.run {
      let items = Items([12])
      let (grid, _) = Self.grid(items)
      items.log = []
      grid.contentOffset = CGPoint(x: 0, y: 220)
      #expect(grid.indexPathsForVisibleItems.map(\.item) == [6, 7, 8, 9, 10, 11])
      #expect(items.log.filter { $0.hasPrefix("didEnd") }.count == 6)
      #expect(items.made == 6)
      let cell = grid.cellForItem(at: IndexPath(item: 6, section: 0))
      #expect(cell.map { grid.indexPath(for: $0) } == IndexPath(item: 6, section: 0))
      grid.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: false)
      #expect(grid.contentOffset == .zero && grid.visibleCells.count == 6 && items.made == 6)
      grid.scrollToItem(at: IndexPath(item: 11, section: 0), at: .bottom, animated: false)
      #expect(grid.contentOffset == CGPoint(x: 0, y: 210))
    }
  }

  @Test("sections have their headers, asked of the data source as they come on screen")
  @MainActor func headersAndSections() {
    let stage = UIKitStage()
    stage.run {
      let items = Items([2, 4])
      items.header = CGSize(width: 0, height: 40)
      let (grid, _) = Self.grid(items)
      // 40 + 100 (a line of two), 40 + 210 (lines of three and one): 390.
      #expect(grid.contentSize == CGSize(width: 320, height: 390))
      #expect(items.log.filter { $0.hasPrefix("header") } == ["header 0", "header 1"])
      #expect(
        grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 180)
      #expect(
        grid.indexPathsForVisibleItems
          == [[0, 0], [0, 1], [1, 0], [1, 1], [1, 2]].map { IndexPath(item: $0[1], section: $0[0]) }
      )
    }
  }

  @Test(
    "a tap selects as UIKit's does: asked, the other deselected, told; code's selection tells no one"
  )
  @MainActor func tapsSelect() {
    let stage = UIKitStage()
    stage.run {
      let items = Items([6])
      let (grid, _) = Self.grid(items)
      items.log = []
      grid._tapItem(at: IndexPath(item: 1, section: 0))
      grid._tapItem(at: IndexPath(item: 2, section: 0))
      #expect(
        items.log == [
          "shouldSelect 1", "didSelect 1", "shouldSelect 2", "didDeselect 1", "didSelect 2",
        ])
      #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
      #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
      #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
      items.log = []
      items.refuse = IndexPath(item: 3, section: 0)
      grid._tapItem(at: IndexPath(item: 3, section: 0))
      #expect(items.log == ["shouldSelect 3"] && grid.indexPathsForSelectedItems?.count == 1)
      grid.allowsMultipleSelection = true
      grid._tapItem(at: IndexPath(item: 4, section: 0))
      grid._tapItem(at: IndexPath(item: 2, section: 0))
      #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
      items.log = []
      grid.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
      grid.deselectItem(at: IndexPath(item: 4, section: 0), animated: false)
      #expect(
        items.log.isEmpty && grid.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
      grid.allowsSelection = false
      grid._tapItem(at: IndexPath(item: 5, section: 0))
      #expect(items.log.isEmpty)
    }
  }

  /// A layout of one's own: one column of 50-point rows, prepared on invalidation.
  final class Column: UICollectionViewLayout {
    var prepared = 0
    var frames: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
      prepared += 1
      let count = collectionView?.numberOfItems(inSection: 0) ?? 0
      frames = (0..<count).map { item in
        let attributes = UICollectionViewLayoutAttributes(
          forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = CGRect(x: 0, y: CGFloat(item) * 50, width: 100, height: 50)
        return attributes
      }
    }

    override var collectionViewContentSize: CGSize {
      CGSize(width: 100, height: CGFloat(frames.count) * 50)
    }

    override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      frames.filter { $0.frame.minY < rect.maxY && $0.frame.maxY > rect.minY }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      frames.indices.contains(indexPath.item) ? frames[indexPath.item] : nil
    }
  }

  @Test("a layout of one's own is prepared when out of date, and places the cells")
  @MainActor func aLayoutOfOnesOwn() {
    let stage = UIKitStage()
    stage.run {
      let items = Items([10])
      let (grid, _) = Self.grid(items)
      let column = Column()
      grid.setCollectionViewLayout(column, animated: false)
      grid.layoutIfNeeded()
      #expect(column.prepared == 1 && grid.contentSize == CGSize(width: 100, height: 500))
      #expect(grid.visibleCells.count == 5)
      grid.contentOffset = CGPoint(x: 0, y: 100)
      #expect(column.prepared == 1 && grid.indexPathsForVisibleItems.first?.item == 2)
      items.counts = [3]
      grid.reloadData()
      grid.layoutIfNeeded()
      #expect(column.prepared == 2 && grid.numberOfItems(inSection: 0) == 3)
    }
  }

  /// A gallery of `count` items whose taps it counts.
  final class Gallery: UICollectionViewController {
    var count = 4
    var taps = 0

    override func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { count }

    override func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }

    override func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) { taps += 1 }
  }

  @Test(
    "a collection view controller is its collection view's data source and delegate, and clears the selection as it appears"
  )
  @MainActor func theCollectionViewController() throws {
    let stage = UIKitStage()
    let gallery = stage.run { Gallery(collectionViewLayout: UICollectionViewFlowLayout()) }
    stage.run {
      gallery.collectionView.register(
        UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    }
    let window = stage.show(gallery)
    stage.run {
      #expect(
        gallery.collectionView.dataSource === gallery && gallery.collectionView.delegate === gallery
      )
      #expect(gallery.collectionViewLayout is UICollectionViewFlowLayout)
      #expect(
        gallery.collectionView.visibleCells.count == 4 && gallery.collectionView.window === window)
      gallery.collectionView._tapItem(at: IndexPath(item: 1, section: 0))
      #expect(gallery.taps == 1 && gallery.collectionView.indexPathsForSelectedItems?.count == 1)
      gallery.beginAppearanceTransition(false, animated: false)
      gallery.endAppearanceTransition()
      gallery.beginAppearanceTransition(true, animated: false)
      gallery.endAppearanceTransition()
      #expect(gallery.collectionView.indexPathsForSelectedItems == nil)
    }
  }

  /// Attributes with a value of their own, copied and compared as UIKit asks a subclass to.
  final class ProgressAttributes: UICollectionViewLayoutAttributes {
    nonisolated(unsafe) var progress: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
      let copy = super.copy(with: zone)
      (copy as? ProgressAttributes)?.progress = progress
      return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? ProgressAttributes else { return false }
      return other.progress == progress && super.isEqual(object)
    }
  }

  @Test("layout attributes copy into their own class and compare by value, a subclass's values too")
  @MainActor func attributesCopyAndCompare() {
    let stage = UIKitStage()
    stage.run {
      let original = ProgressAttributes(forCellWith: IndexPath(item: 3, section: 1))
      original.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
      original.progress = 0.5
      let copy = original.copy() as? ProgressAttributes
      #expect(copy !== original && copy?.progress == 0.5 && copy?.indexPath == original.indexPath)
      #expect(copy?.frame == original.frame && original.isEqual(copy))
      #expect(original.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
      copy?.progress = 0.75
      #expect(!original.isEqual(copy))
      copy?.progress = 0.5
      copy?.zIndex = 2
      #expect(!original.isEqual(copy) && !original.isEqual(nil))
      #expect(original.hash == IndexPath(item: 3, section: 1).hashValue)
    }
  }

  /// A layout that reads what each invalidation says, and asks for one at every scroll.
  final class Sticky: UICollectionViewFlowLayout {
    var contexts: [(everything: Bool, counts: Bool, items: Int)] = []

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      contexts.append(
        (
          context.invalidateEverything, context.invalidateDataSourceCounts,
          context.invalidatedItemIndexPaths?.count ?? 0
        ))
      super.invalidateLayout(with: context)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func invalidationContext(forBoundsChange newBounds: CGRect)
      -> UICollectionViewLayoutInvalidationContext
    {
      let context = UICollectionViewFlowLayoutInvalidationContext()
      context.invalidateItems(at: [IndexPath(item: 0, section: 0)])
      return context
    }
  }

  @Test(
    "an invalidation carries its context: everything for invalidateLayout(), the layout's own for a scroll it asks to hear"
  )
  @MainActor func invalidationContexts() {
    let stage = UIKitStage()
    stage.run {
      let items = Items([12])
      let (grid, _) = Self.grid(items)
      let sticky = Sticky()
      sticky.itemSize = CGSize(width: 100, height: 100)
      grid.collectionViewLayout = sticky
      grid.layoutIfNeeded()
      sticky.contexts = []
      grid.contentOffset = CGPoint(x: 0, y: 50)
      #expect(sticky.contexts.count == 1)
      #expect(sticky.contexts.first.map { !$0.everything && !$0.counts && $0.items == 1 } == true)
      sticky.invalidateLayout()
      #expect(sticky.contexts.last.map { $0.everything && $0.counts } == true)
      grid.layoutIfNeeded()
      #expect(grid.visibleCells.count == 9)
    }
  }
}
