// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// Collection views as iOS 13 and 14 code builds them: a compositional layout of a featured
// row and a grid picked per section from the environment, a settings list of list cells made
// by a registration with their accessories, headers made by a supplementary registration,
// fed by a diffable data source.

final class BrowseViewController: UIViewController {
  enum Section: Int, CaseIterable { case featured, grid }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  private var collectionView: UICollectionView!
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    let cell = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, number in
      cell.contentView.backgroundColor = number.isMultiple(of: 2) ? .systemTeal : .systemPink
      cell.contentView.layer.cornerRadius = 8
    }
    let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, indexPath in
      view.backgroundColor = indexPath.section == 0 ? .secondarySystemBackground : .clear
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, number in
      collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: number)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems(Array(0..<5), toSection: .featured)
    snapshot.appendItems(Array(5..<30), toSection: .grid)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  private func makeLayout() -> UICollectionViewLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    return UICollectionViewCompositionalLayout(
      sectionProvider: { index, environment in
        let header = NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
          elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        if index == Section.featured.rawValue {
          let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
          let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(200)),
            subitems: [item])
          let section = NSCollectionLayoutSection(group: group)
          section.orthogonalScrollingBehavior = .groupPagingCentered
          section.boundarySupplementaryItems = [header]
          return section
        }
        let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5)),
          subitem: item, count: columns)
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 0, leading: 16, bottom: 0, trailing: 16)
        return section
      }, configuration: configuration)
  }
}

final class SettingsListViewController: UICollectionViewController {
  private let rows = ["Wi-Fi", "Bluetooth", "Notifications"]
  private let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
    cell, _, title in
    var content = cell.defaultContentConfiguration()
    content.text = title
    content.image = UIImage(systemName: "gear")
    content.imageProperties.tintColor = .systemGray
    content.textProperties.alignment = .natural
    cell.contentConfiguration = content
    cell.accessories = [.disclosureIndicator(), .label(text: "On")]
  }

  convenience init() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .none
    configuration.trailingSwipeActionsConfigurationProvider = { _ in
      UISwipeActionsConfiguration(actions: [])
    }
    self.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  { rows.count }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueConfiguredReusableCell(
      using: row, for: indexPath, item: rows[indexPath.item])
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionView.deselectItem(at: indexPath, animated: true)
    if collectionView.collectionViewLayout == collectionViewLayout { print(rows[indexPath.item]) }
  }
}
