import ContainmentCore
import Foundation
import Testing
import UIKitContainment

/// Collection views laid out as iOS 13 and 14 code lays them out: a compositional grid whose
/// groups repeat their items, nested groups, a section's insets, spacing and header, a list
/// layout, and cells made and configured by registrations.
@Suite struct CompositionalLayoutTests {
  /// A data source of `counts[section]` items a section, its cells made by `registration`.
  @MainActor final class Numbers: UICollectionViewDataSource {
    let counts: [Int]
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
      cell, _, number in
      var content = cell.defaultContentConfiguration()
      content.text = "\(number)"
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
    let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, indexPath in view.tag = indexPath.section }
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: indexPath.item)
    }
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
  }

  @MainActor func show(_ layout: UICollectionViewLayout, _ source: Numbers) -> UICollectionView {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 2000), collectionViewLayout: layout)
    view.dataSource = source
    view.layoutIfNeeded()
    return view
  }

  @Test @MainActor func aGridRepeatsItsGroupsItemsAcrossAndItsGroupsDown() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
    section.interGroupSpacing = 8
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    let grid = show(UICollectionViewCompositionalLayout(section: section), Numbers([3]))
    let frames = (0..<3).map {
      grid.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    #expect(frames[0] == CGRect(x: 22, y: 42, width: 136, height: 96))
    #expect(frames[1] == CGRect(x: 162, y: 42, width: 136, height: 96))
    #expect(frames[2] == CGRect(x: 22, y: 150, width: 136, height: 96), "the next group, 8 below")
    let height: CGFloat = 30 + 10 + 100 + 8 + 100 + 10
    #expect(grid.contentSize.height == height)
    #expect(
      grid.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0))?.frame.height == 30)
  }

  @Test @MainActor func aGroupOfACountSharesItsWidthAndNestedGroupsFillInOrder() {
    let cell = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let pair = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
      subitem: cell, count: 2)
    let big = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.75), heightDimension: .fractionalHeight(1)))
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
      subitems: [big, pair])
    let grid = show(
      UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)),
      Numbers([5]))
    let frame = { grid.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    #expect(frame(0) == CGRect(x: 0, y: 0, width: 240, height: 200))
    #expect(frame(1) == CGRect(x: 240, y: 0, width: 80, height: 100))
    #expect(frame(2) == CGRect(x: 240, y: 100, width: 80, height: 100))
    #expect(frame(3) == CGRect(x: 0, y: 200, width: 240, height: 200), "the second row")
    #expect(frame(4) == CGRect(x: 240, y: 200, width: 80, height: 100))
  }

  @Test @MainActor func aListLaysFullWidthRowsOfRegisteredListCells() {
    var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    list.headerMode = .supplementary
    let grid = show(UICollectionViewCompositionalLayout.list(using: list), Numbers([2, 1]))
    let second = grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
    #expect(second == CGRect(x: 20, y: 88, width: 280, height: 44), "under its header and row")
    let cell = grid.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell
    #expect((cell?.contentConfiguration as? UIListContentConfiguration)?.text == "1")
    #expect(cell?.accessories.map(\.kind) == [.disclosureIndicator])
    let header = grid.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(header?.tag == 1, "made and configured by its registration")
    let height: CGFloat = 44 * 5
    #expect(grid.contentSize.height == height, "two headers and three rows")
  }

  @Test @MainActor func aRowThatOnlyTouchesTheBoundsIsNotShown() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [item])
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200),
      collectionViewLayout: UICollectionViewCompositionalLayout(
        section: NSCollectionLayoutSection(group: row)))
    let source = Numbers([6])
    grid.dataSource = source
    grid.layoutIfNeeded()
    #expect(grid.indexPathsForVisibleItems.count == 4, "the third row starts at the bottom edge")
  }

}
