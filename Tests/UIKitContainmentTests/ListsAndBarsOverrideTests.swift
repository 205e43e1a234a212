import Foundation
import Testing
import UIKitContainment

/// A table view that notes the selection, update and scroll calls made on it, by overriding.
private final class NotingTableView: UITableView {
  var calls: [String] = []
  override func deselectRow(at indexPath: IndexPath, animated: Bool) {
    calls.append("deselect \(indexPath.row)")
    super.deselectRow(at: indexPath, animated: animated)
  }
  override func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {
    calls.append("scroll \(indexPath.row)")
    super.scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
  }
  override func beginUpdates() {
    calls.append("begin")
    super.beginUpdates()
  }
  override func endUpdates() {
    calls.append("end")
    super.endUpdates()
  }
}

/// A collection view that notes its scrolls to an item.
private final class NotingCollectionView: UICollectionView {
  var scrolls: [Int] = []
  override func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) {
    scrolls.append(indexPath.item)
    super.scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
  }
}

/// A navigation controller that keeps its bar shown whatever it is asked, as some apps' do.
private final class AlwaysBarNavigationController: UINavigationController {
  var asked: [Bool] = []
  override func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    asked.append(hidden)
    super.setNavigationBarHidden(false, animated: animated)
  }
}

/// A layer that redraws its path whenever its frame is set.
private final class PathLayer: CALayer {
  var framesSet = 0
  override var frame: CGRect { didSet { framesSet += 1 } }
}

/// Ten rows in one section.
private final class TenRows: NSObject, UITableViewDataSource, UICollectionViewDataSource {
  var count = 10
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
}

/// The members table views, collection views, navigation controllers and layers declare for a
/// subclass to override are the ones the layer calls: its own selection, updates, scrolls and
/// settings reach an override, as UIKit's do.
@MainActor @Suite struct ListsAndBarsOverrideTests {
  @Test func aTableViewsOwnCallsReachItsOverrides() {
    let rows = TenRows()
    let table = NotingTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    table.dataSource = rows
    table.layoutIfNeeded()
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    table.selectRow(at: IndexPath(row: 8, section: 0), animated: false, scrollPosition: .top)
    rows.count = 11
    table.performBatchUpdates {
      table.insertRows(at: [IndexPath(row: 10, section: 0)], with: .automatic)
    }
    #expect(table.calls == ["deselect 0", "scroll 8", "begin", "end"])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 8, section: 0))
  }

  @Test func aCollectionViewsSelectionScrollsThroughItsOverride() {
    let rows = TenRows()
    let collection = NotingCollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: Self.squares())
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collection.dataSource = rows
    collection.layoutIfNeeded()
    collection.selectItem(at: IndexPath(item: 6, section: 0), animated: false, scrollPosition: .top)
    #expect(collection.scrolls == [6])
  }

  @Test func hidingTheBarBySettingGoesThroughTheOverride() {
    let navigation = AlwaysBarNavigationController(rootViewController: UIViewController())
    navigation.isNavigationBarHidden = true
    #expect(navigation.asked == [true])
    #expect(!navigation.isNavigationBarHidden)
  }

  @Test func aLayersOverriddenFrameHearsItsSettings() {
    let layer = PathLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    layer.setValue(CGRect(x: 0, y: 0, width: 20, height: 20), forKey: "frame")
    #expect(layer.framesSet == 2)
    #expect(layer.bounds.size == CGSize(width: 20, height: 20))
  }

  /// A flow layout of squares of 100 points, one a row in a view 100 points wide.
  static func squares() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    return layout
  }
}
