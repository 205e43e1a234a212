// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// A settings screen written for iOS 14 and later: an inset-grouped list with a header row,
// folders that expand to show their children (a section snapshot), rows with accessories of
// the system's and of the screen's own, separators styled per row, and rows reconfigured in
// place when the model changes.

final class FoldersViewController: UIViewController, UICollectionViewDelegate {
  enum Row: Hashable {
    case title(String)
    case folder(String)
    case file(String)
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  private var collectionView: UICollectionView!
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  private var dataSource: UICollectionViewDiffableDataSource<Int, Row>!

  override func viewDidLoad() {
    super.viewDidLoad()
    var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    list.headerMode = .firstItemInSection
    list.separatorConfiguration.color = .separator
    list.itemSeparatorHandler = { indexPath, configuration in
      var separators = configuration
      separators.topSeparatorVisibility = indexPath.item == 0 ? .hidden : .automatic
      return separators
    }
    collectionView = UICollectionView(
      frame: view.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.delegate = self
    view.addSubview(collectionView)

    let header = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
      var content = UIListContentConfiguration.prominentInsetGroupedHeader()
      if case .title(let title) = row { content.text = title }
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure()]
    }
    let item = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
      var content = cell.defaultContentConfiguration()
      switch row {
      case .folder(let name):
        content.text = name
        content.image = UIImage(systemName: "folder")
        cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
      case .file(let name):
        content.text = name
        content.secondaryAttributedText = NSAttributedString(string: "edited today")
        let badge = UILabel()
        badge.text = "new"
        cell.accessories = [
          .customView(configuration: .init(customView: badge, placement: .trailing())),
          .detail(), .disclosureIndicator(),
        ]
      case .title:
        break
      }
      content.imageToTextPadding = 12
      cell.contentConfiguration = content
      var background = UIBackgroundConfiguration.listGroupedCell()
      background.backgroundColorTransformer = .grayscale
      cell.backgroundConfiguration = background
    }
    dataSource = UICollectionViewDiffableDataSource<Int, Row>(collectionView: collectionView) {
      collectionView, indexPath, row in
      if case .title = row {
        return collectionView.dequeueConfiguredReusableCell(
          using: header, for: indexPath, item: row)
      }
      return collectionView.dequeueConfiguredReusableCell(using: item, for: indexPath, item: row)
    }
    dataSource.sectionSnapshotHandlers.willExpandItem = { row in print("expanding \(row)") }
    showFolders()
  }

  private func showFolders() {
    var outline = NSDiffableDataSourceSectionSnapshot<Row>()
    let documents = Row.folder("Documents")
    outline.append([.title("Folders"), documents, .folder("Photos")])
    outline.append([.file("Letter"), .file("Invoice")], to: documents)
    outline.expand([documents])
    dataSource.apply(outline, to: 0, animatingDifferences: false)
  }

  func rename(_ row: Row) {
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([row])
    dataSource.apply(snapshot, animatingDifferences: true)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let row = dataSource.itemIdentifier(for: indexPath) else { return }
    var outline = dataSource.snapshot(for: indexPath.section)
    if outline.isExpanded(row) { outline.collapse([row]) } else { outline.expand([row]) }
    dataSource.apply(outline, to: indexPath.section, animatingDifferences: true)
  }
}
