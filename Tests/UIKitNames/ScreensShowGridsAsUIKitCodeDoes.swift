// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// A screen written for UIKit shows a grid of photos with a flow layout its delegate sizes, a
// tab strip whose cells are of its own class, a paging layout of its own that snaps to items,
// and a gallery controller that reloads and selects.

final class PhotoCell: UICollectionViewCell {
  static let reuseIdentifier = "PhotoCell"
  let imageView = UIImageView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    imageView.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(imageView)
    NSLayoutConstraint.activate([
      imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
      imageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    imageView.image = nil
  }

  override var isSelected: Bool {
    didSet { contentView.alpha = isSelected ? 0.6 : 1 }
  }
}

final class SectionHeader: UICollectionReusableView {
  let label = UILabel()
}

final class SnappingLayout: UICollectionViewFlowLayout {
  override func prepare() {
    super.prepare()
    scrollDirection = .horizontal
    minimumLineSpacing = 16
    sectionInset = UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 24)
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let collectionView = collectionView else { return proposedContentOffset }
    let visible = CGRect(origin: proposedContentOffset, size: collectionView.bounds.size)
    let attributes = layoutAttributesForElements(in: visible) ?? []
    let nearest = attributes.min {
      abs($0.frame.minX - proposedContentOffset.x) < abs($1.frame.minX - proposedContentOffset.x)
    }
    return CGPoint(x: (nearest?.frame.minX ?? 0) - sectionInset.left, y: proposedContentOffset.y)
  }
}

final class PhotosViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  private var photos = ["a", "b", "c", "d", "e"]
  private lazy var collectionView: UICollectionView = {
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = 2
    layout.minimumLineSpacing = 2
    layout.headerReferenceSize = CGSize(width: 0, height: 44)
    let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
    view.backgroundColor = .systemBackground
    view.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    view.register(
      SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    view.register(UINib(nibName: "Legacy", bundle: nil), forCellWithReuseIdentifier: "legacy")
    view.dataSource = self
    view.delegate = self
    view.allowsMultipleSelection = true
    return view
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.frame = view.bounds
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    photos.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as? PhotoCell
    else { return UICollectionViewCell() }
    cell.imageView.image = UIImage(named: photos[indexPath.item])
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let header = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    (header as? SectionHeader)?.label.text = "Recents"
    return header
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let side = (collectionView.bounds.width - 4) / 3
    return CGSize(width: side, height: side)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    title = "\(collectionView.indexPathsForSelectedItems?.count ?? 0) selected"
  }

  func removeFirst() {
    collectionView.performBatchUpdates(
      {
        self.photos.removeFirst()
        self.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
      },
      completion: { _ in
        self.collectionView.scrollToItem(
          at: IndexPath(item: 0, section: 0), at: .centeredVertically, animated: true)
      })
  }
}

final class CardsViewController: UICollectionViewController {
  var cards = ["one", "two", "three"]

  init() {
    super.init(collectionViewLayout: SnappingLayout())
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
    collectionView.decelerationRate = .fast
    clearsSelectionOnViewWillAppear = false
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    cards.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    cell.contentView.layer.cornerRadius = 12
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionView.deselectItem(at: indexPath, animated: true)
    if let cell = collectionView.cellForItem(at: indexPath) {
      cell.isHighlighted = true
    }
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let page = Int(scrollView.contentOffset.x / max(1, scrollView.bounds.width))
    title = cards.indices.contains(page) ? cards[page] : nil
  }
}
