// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// Lists as iOS 13 and later code writes them: a table fed by snapshots through a data source
// subclass that titles its sections and lets rows be deleted, a grid of a collection view fed
// the same way with its headers, and a contacts screen of the older kind with an index along
// its side.

struct Contact: Hashable {
  let id = UUID()
  var name: String
}

final class ContactsDataSource: UITableViewDiffableDataSource<String, Contact> {
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    snapshot().sectionIdentifiers[section]
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete, let contact = itemIdentifier(for: indexPath) else { return }
    var snapshot = snapshot()
    snapshot.deleteItems([contact])
    apply(snapshot)
  }

  override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    snapshot().sectionIdentifiers
  }
}

final class ContactsViewController: UIViewController, UITableViewDelegate {
  private let tableView = UITableView(frame: .zero, style: .insetGrouped)
  private lazy var dataSource = ContactsDataSource(tableView: tableView) {
    tableView, indexPath, contact in
    let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
    cell.textLabel?.text = contact.name
    return cell
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
    tableView.delegate = self
    tableView.sectionIndexColor = .systemBlue
    view.addSubview(tableView)
    show([Contact(name: "Ada"), Contact(name: "Grace"), Contact(name: "Alan")])
  }

  func show(_ contacts: [Contact]) {
    var snapshot = NSDiffableDataSourceSnapshot<String, Contact>()
    let grouped = Dictionary(grouping: contacts) { String($0.name.prefix(1)) }
    for letter in grouped.keys.sorted() {
      snapshot.appendSections([letter])
      snapshot.appendItems(grouped[letter] ?? [], toSection: letter)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let contact = dataSource.itemIdentifier(for: indexPath) else { return }
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([contact])
    dataSource.apply(snapshot) { print("selected \(contact.name)") }
  }
}

final class PhotoGridViewController: UICollectionViewController {
  enum Section { case recent, older }
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    collectionView.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, _ in
      collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
    dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.recent, .older])
    snapshot.appendItems(Array(0..<6), toSection: .recent)
    snapshot.appendItems(Array(6..<20), toSection: .older)
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}

final class IndexedCountriesViewController: UITableViewController {
  private let sections = [("A", ["Austria"]), ("B", ["Belgium", "Brazil"])]

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].1.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "country")
      ?? UITableViewCell(style: .default, reuseIdentifier: "country")
    cell.textLabel?.text = sections[indexPath.section].1[indexPath.row]
    return cell
  }

  override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    sections.map { $0.0 }
  }

  override func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    sections.firstIndex { $0.0 == title } ?? index
  }
}

// A feed whose table view controller overrides what UIKit mirrors from its delegate protocols
// into the class (every optional method of the table's and the scroll view's delegates).
final class FeedViewController: UITableViewController {
  private var loading = false

  override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { 88 }

  override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    tableView.cellForRow(at: indexPath)?.alpha = 0.5
  }

  override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    tableView.cellForRow(at: indexPath)?.alpha = 1
  }

  override func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      UIMenu(title: "", children: [UIAction(title: "Share") { _ in }])
    }
  }

  override func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { true }

  override func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {
    setEditing(true, animated: true)
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let bottom = scrollView.contentOffset.y + scrollView.bounds.height
    if !loading, bottom > scrollView.contentSize.height - 200 { loading = true }
  }

  override func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { !loading }
}

final class GalleryViewController: UICollectionViewController {
  override func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }

  override func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    view.alpha = 1
  }

  override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    print(collectionView.indexPathsForVisibleItems)
  }
}
