import ContainmentCore
import Foundation
import Testing
import UIKitContainment

/// Lists fed by snapshots, as iOS 13's diffable data sources feed them: the snapshot's edits
/// and lookups, the table and the collection view answered from it, the cells made by the
/// provider, a subclass's titles and the completion's timing.
@Suite struct DiffableDataSourceTests {
  @Test func aSnapshotKeepsItsSectionsAndItemsInOrder() {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "c"])
    snapshot.insertSections(["b"], beforeSection: "c")
    snapshot.appendItems([1, 2], toSection: "a")
    snapshot.appendItems([5])
    snapshot.insertItems([3], afterItem: 2)
    snapshot.insertItems([4], beforeItem: 5)
    #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
    #expect(snapshot.itemIdentifiers(inSection: "c") == [4, 5])
    #expect(snapshot.numberOfItems == 5 && snapshot.numberOfItems(inSection: "b") == 0)
    #expect(snapshot.indexOfItem(4) == 3 && snapshot.indexOfSection("c") == 2)
    #expect(snapshot.sectionIdentifier(containingItem: 5) == "c")
    #expect(snapshot.indexOfItem(9) == nil && snapshot.sectionIdentifier(containingItem: 9) == nil)
    snapshot.moveItem(1, afterItem: 5)
    snapshot.moveSection("c", beforeSection: "a")
    #expect(snapshot.sectionIdentifiers == ["c", "a", "b"])
    #expect(snapshot.itemIdentifiers == [4, 5, 1, 2, 3])
    snapshot.reloadItems([2])
    snapshot.reconfigureItems([3])
    snapshot.reloadSections(["b"])
    #expect(snapshot.reloadedItemIdentifiers == [2] && snapshot.reconfiguredItemIdentifiers == [3])
    #expect(snapshot.reloadedSectionIdentifiers == ["b"])
    snapshot.deleteItems([5, 42])
    snapshot.deleteSections(["a", "z"])
    #expect(snapshot.sectionIdentifiers == ["c", "b"] && snapshot.itemIdentifiers == [4, 1])
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
  }

  /// A data source with section titles, as apps subclass UIKit's to give them.
  final class Titled: UITableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    {
      sectionIdentifier(for: section)?.uppercased()
    }
  }

  @Test @MainActor func aTableShowsTheAppliedSnapshotWithTheProvidersCells() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var made: [String] = []
    let source = Titled(tableView: table) { _, indexPath, name in
      made.append("\(indexPath.section).\(indexPath.row) \(name)")
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = name
      return cell
    }
    #expect(table.dataSource === source)
    var snapshot = source.snapshot()
    snapshot.appendSections(["fruit", "bread"])
    snapshot.appendItems(["apple", "pear"], toSection: "fruit")
    snapshot.appendItems(["rye"], toSection: "bread")
    var completed = 0
    source.apply(snapshot, animatingDifferences: false) { completed += 1 }
    #expect(completed == 1, "unanimated: the completion runs at once")
    table.layoutIfNeeded()
    #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 2)
    #expect(made == ["0.0 apple", "0.1 pear", "1.0 rye"])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "pear")
    #expect(source.tableView(table, titleForHeaderInSection: 1) == "BREAD")
    #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "rye")
    #expect(source.indexPath(for: "pear") == IndexPath(row: 1, section: 0))
    #expect(source.itemIdentifier(for: IndexPath(row: 5, section: 0)) == nil)
    #expect(source.index(for: "bread") == 1 && source.sectionIdentifier(for: 2) == nil)
    #expect(!source.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
    #expect(source.sectionIndexTitles(for: table) == nil)
    #expect(source.tableView(table, sectionForSectionIndexTitle: "B", at: 1) == 1)
  }

  @Test @MainActor func anAnimatedApplyCompletesAtTheRunLoopsNextTurn() throws {
    let clock = VirtualClock()
    try clock.withCurrent {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let source = UITableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, _ in
        UITableViewCell(style: .default, reuseIdentifier: nil)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems([1, 2, 3])
      var completed = false
      source.apply(snapshot) { completed = true }
      #expect(!completed && source.snapshot().numberOfItems == 3)
      _ = try clock.runUntilIdle()
      #expect(completed)
    }
  }

  @Test @MainActor func aCollectionViewShowsTheAppliedSnapshot() {
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: UICollectionViewFlowLayout())
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    var asked: [Int] = []
    let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: grid) {
      grid, indexPath, number in
      asked.append(number)
      return grid.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems([10, 11, 12], toSection: 0)
    snapshot.appendItems([20], toSection: 1)
    source.apply(snapshot, animatingDifferences: false)
    grid.layoutIfNeeded()
    #expect(grid.numberOfSections == 2 && grid.numberOfItems(inSection: 0) == 3)
    #expect(asked == [10, 11, 12, 20])
    #expect(source.indexPath(for: 20) == IndexPath(item: 0, section: 1))
    snapshot.deleteItems([11])
    source.apply(snapshot, animatingDifferences: false)
    #expect(grid.numberOfItems(inSection: 0) == 2)
  }
  @Test func aSectionSnapshotIsATreeShownWhereItsParentsAreExpanded() {
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["mail", "notes"])
    outline.append(["inbox", "sent"], to: "mail")
    outline.append(["work"], to: "inbox")
    outline.insert(["drafts"], before: "sent")
    #expect(outline.items == ["mail", "inbox", "work", "drafts", "sent", "notes"])
    #expect(outline.visibleItems == ["mail", "notes"])
    outline.expand(["mail"])
    #expect(outline.visibleItems == ["mail", "inbox", "drafts", "sent", "notes"])
    #expect(!outline.isVisible("work") && outline.isVisible("sent"))
    outline.expand(["inbox"])
    #expect(outline.visibleItems.prefix(3) == ["mail", "inbox", "work"])
    #expect(outline.level(of: "work") == 2 && outline.parent(of: "work") == "inbox")
    #expect(outline.level(of: "gone") == -1 && outline.index(of: "drafts") == 3)
    let mail = outline.snapshot(of: "mail")
    #expect(mail.rootItems == ["inbox", "drafts", "sent"] && mail.isExpanded("inbox"))
    outline.collapse(["mail"])
    #expect(outline.visibleItems == ["mail", "notes"] && outline.isExpanded("inbox"))
    outline.delete(["inbox"])
    #expect(outline.items == ["mail", "drafts", "sent", "notes"] && !outline.contains("work"))
  }

  @Test @MainActor func aCollectionViewSectionShowsItsTreesVisibleItems() {
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: UICollectionViewFlowLayout())
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: grid) {
      grid, indexPath, _ in grid.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["a", "b"])
    outline.append(["a1", "a2"], to: "a")
    source.apply(outline, to: 7, animatingDifferences: false)
    #expect(source.snapshot().sectionIdentifiers == [7])
    #expect(source.snapshot().itemIdentifiers == ["a", "b"])
    outline.expand(["a"])
    source.apply(outline, to: 7, animatingDifferences: false)
    #expect(grid.numberOfItems(inSection: 0) == 4)
    #expect(source.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "a2")
    #expect(source.snapshot(for: 7).parent(of: "a2") == "a", "the tree is kept")
    // A whole snapshot that changes the section forgets its tree; a section never given one
    // answers its items at the top.
    var whole = source.snapshot()
    whole.appendSections([8])
    whole.appendItems(["c"], toSection: 8)
    source.apply(whole, animatingDifferences: false)
    #expect(source.snapshot(for: 7).parent(of: "a2") == "a", "unchanged, still kept")
    #expect(source.snapshot(for: 8).rootItems == ["c"])
    whole.deleteItems(["a1"])
    source.apply(whole, animatingDifferences: false)
    #expect(source.snapshot(for: 7).rootItems == ["a", "a2", "b"])
  }
}
