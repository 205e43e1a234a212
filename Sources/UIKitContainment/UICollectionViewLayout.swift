internal import ContainmentCore

/// UIKit's `UICollectionViewLayoutAttributes`: where a layout puts an item, or a section's
/// header or footer.
@preconcurrency @MainActor open class UICollectionViewLayoutAttributes {
  /// The item, or the section (its item 0) of a header or footer.
  open var indexPath: IndexPath
  /// Whether it places a cell or a supplementary view.
  public let representedElementCategory: UICollectionView.ElementCategory
  /// A supplementary view's kind (``UICollectionView/elementKindSectionHeader``…), or `nil`.
  public let representedElementKind: String?
  /// Its frame in the collection view's content.
  open var frame = CGRect.zero
  /// Its opacity (kept).
  open var alpha: CGFloat = 1
  /// Its order front to back (kept).
  open var zIndex = 0
  /// Whether it is hidden (kept).
  open var isHidden = false
  /// Its transform (kept).
  open var transform = CGAffineTransform.identity

  /// The attributes of the cell of `indexPath`.
  ///
  /// - Parameter indexPath: The item.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
  }

  /// The attributes of a supplementary view of `elementKind` for `indexPath`.
  ///
  /// - Parameters:
  ///   - elementKind: Its kind.
  ///   - indexPath: Its place.
  public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// Its frame's centre.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// Its frame's size.
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }
}

/// UIKit's `UICollectionViewLayout`: what places a collection view's items.
///
/// A subclass overrides ``prepare()``, ``collectionViewContentSize`` and the attributes' questions;
/// ``UICollectionViewFlowLayout`` is the one most code uses.
@preconcurrency @MainActor open class UICollectionViewLayout {
  /// The collection view it lays out (set when it becomes its layout).
  open internal(set) weak var collectionView: UICollectionView?

  /// A layout of no collection view yet.
  public init() {}

  /// A layout decoded from an archive: the model decodes nothing.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {}

  /// Works out the layout before it is asked for attributes: at each layout of the
  /// collection view after an invalidation or a reload.
  open func prepare() {}

  /// Marks the layout as out of date: the collection view lays out again.
  open func invalidateLayout() {
    collectionView?.layoutNeedsPreparing = true
    collectionView?.setNeedsLayout()
  }

  /// The size of all the content.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of the items and views in `rect` of the content (none by default).
  ///
  /// - Parameter rect: A rectangle of the content.
  /// - Returns: Their attributes.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of the item at `indexPath` (none by default).
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: Its attributes.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of the supplementary view of `elementKind` at `indexPath` (none by
  /// default).
  ///
  /// - Parameters:
  ///   - elementKind: Its kind.
  ///   - indexPath: Its place.
  /// - Returns: Its attributes.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// Whether a change of the bounds to `newBounds` (a scroll, a resize) makes the layout out of
  /// date: `false` unless overridden.
  ///
  /// - Parameter newBounds: The new bounds.
  /// - Returns: Whether to lay out anew.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Where a scroll that would end at `proposedContentOffset` ends (there, unless overridden: a
  /// pager's layout snaps to a page).
  ///
  /// - Parameters:
  ///   - proposedContentOffset: Where it would end.
  ///   - velocity: How fast it moves.
  /// - Returns: Where it ends.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint { proposedContentOffset }

  /// Where the content stands after a change of layout or a reload (there, unless overridden).
  ///
  /// - Parameter proposedContentOffset: Where it would stand.
  /// - Returns: Where it stands.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  { proposedContentOffset }
}
