internal import ContainmentCore

/// UIKit's `UICollectionViewLayoutAttributes`: where a layout puts an item, or a section's
/// header or footer.
@preconcurrency @MainActor open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
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
  public required init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
  }

  /// The attributes of a supplementary view of `elementKind` for `indexPath`.
  ///
  /// - Parameters:
  ///   - elementKind: Its kind.
  ///   - indexPath: Its place.
  public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
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

  /// What ``isEqual(_:)`` compares.
  private var values: Values {
    Values(
      indexPath: indexPath, category: representedElementCategory, kind: representedElementKind,
      frame: frame, alpha: alpha, zIndex: zIndex, isHidden: isHidden, transform: transform)
  }

  /// The attributes' values, compared at once.
  private struct Values: Equatable {
    let indexPath: IndexPath
    let category: UICollectionView.ElementCategory
    let kind: String?
    let frame: CGRect
    let alpha: CGFloat
    let zIndex: Int
    let isHidden: Bool
    let transform: CGAffineTransform
  }

  /// Its bounds: its frame's size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// A copy of `other`'s attributes, of this class (``copy(with:)``'s work; a subclass adds its
  /// own in its override of `copy(with:)`).
  ///
  /// - Parameter other: The attributes to copy.
  public required init(_copying other: UICollectionViewLayoutAttributes) {
    indexPath = other.indexPath
    representedElementCategory = other.representedElementCategory
    representedElementKind = other.representedElementKind
    (frame, alpha, zIndex) = (other.frame, other.alpha, other.zIndex)
    (isHidden, transform) = (other.isHidden, other.transform)
  }

  /// A copy of the attributes, of the same class (UIKit's `NSCopying`).
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: The copy.
  nonisolated open func copy(with zone: NSZone? = nil) -> Any {
    onModelThread(self) { type(of: $0).init(_copying: $0) }
  }

  /// Whether `object` is attributes of the same values (a subclass with values of its own
  /// compares them too, as UIKit asks).
  ///
  /// - Parameter object: The object to compare.
  /// - Returns: Whether they are equal.
  nonisolated open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewLayoutAttributes else { return false }
    return onModelThread(self, other) { this, other in this.values == other.values }
  }

  /// The hash of its item.
  nonisolated open override var hash: Int { onModelThread(self) { $0.indexPath.hashValue } }
}

/// UIKit's `UICollectionViewLayout`: what places a collection view's items.
///
/// A subclass overrides ``prepare()``, ``collectionViewContentSize`` and the attributes' questions;
/// ``UICollectionViewFlowLayout`` is the one most code uses.
@preconcurrency @MainActor open class UICollectionViewLayout: NSObject {
  /// The collection view it lays out (set when it becomes its layout).
  open internal(set) weak var collectionView: UICollectionView?

  /// A layout of no collection view yet.
  public override init() {}

  /// A layout decoded from an archive: the model decodes nothing.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {}

  /// Works out the layout before it is asked for attributes: at each layout of the
  /// collection view after an invalidation or a reload.
  open func prepare() {}

  /// Marks the layout as out of date, all of it: ``invalidateLayout(with:)`` with a context
  /// that invalidates everything.
  open func invalidateLayout() {
    let everything = UICollectionViewLayoutInvalidationContext()
    everything.invalidateEverything = true
    everything.invalidateDataSourceCounts = true
    invalidateLayout(with: everything)
  }

  /// Marks the layout as out of date as `context` says: the collection view lays out again
  /// (after reading its counts anew when the context says they changed); a subclass that keeps
  /// what the context leaves valid overrides it and calls `super`.
  ///
  /// - Parameter context: What is out of date.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    guard let collectionView else { return }
    if context.invalidateDataSourceCounts { collectionView.needsReload = true }
    collectionView.layoutNeedsPreparing = true
    collectionView.setNeedsLayout()
  }

  /// The class of the attributes it makes (a subclass whose attributes carry values of their
  /// own gives its attributes' subclass, which the layer's flow layout then makes).
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// The attributes of the cell of `indexPath`, of ``layoutAttributesClass``.
  func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
    let made = type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
    return (made ?? UICollectionViewLayoutAttributes.self).init(forCellWith: indexPath)
  }

  /// The class of the invalidation contexts it makes.
  open class var invalidationContextClass: AnyClass {
    UICollectionViewLayoutInvalidationContext.self
  }

  /// The context of the invalidation a change of the bounds to `newBounds` makes (when
  /// ``shouldInvalidateLayout(forBoundsChange:)`` says it does).
  ///
  /// - Parameter newBounds: The new bounds.
  /// - Returns: The context.
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  { UICollectionViewLayoutInvalidationContext() }

  /// The attributes the layer's own layouts (flow, compositional) placed when last prepared,
  /// which the lookups below answer from; `nil` for a layout that places none (UIKit's base
  /// answers nothing).
  var placed: [UICollectionViewLayoutAttributes]?
  /// The content's size those layouts found when last prepared.
  var placedSize = CGSize.zero

  /// The size of all the content (zero by default; a flow or compositional layout's, as last
  /// prepared).
  open var collectionViewContentSize: CGSize { placedSize }
  /// Whether a right-to-left layout direction mirrors the layout (`false`; kept for a subclass
  /// to override: the model lays out left to right).
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  /// The attributes of the items and views in `rect` of the content (none by default; a flow or
  /// compositional layout's that overlap it, one that only touches its edge not, as on iOS).
  ///
  /// - Parameter rect: A rectangle of the content.
  /// - Returns: Their attributes.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    placed?.overlapping(rect)
  }

  /// The attributes of the item at `indexPath` (none by default; a flow or compositional
  /// layout's, as last prepared).
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: Its attributes.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    placed?.cell(at: indexPath)
  }

  /// The attributes of the supplementary view of `elementKind` at `indexPath` (none by
  /// default; a flow or compositional layout's header or footer, as last prepared).
  ///
  /// - Parameters:
  ///   - elementKind: Its kind.
  ///   - indexPath: Its place.
  /// - Returns: Its attributes.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    placed?.supplementary(ofKind: elementKind, at: indexPath)
  }

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

  /// Told of the changes a batch of updates makes, before its items are asked for
  /// (``initialLayoutAttributesForAppearingItem(at:)`` and the rest): nothing by default.
  ///
  /// - Parameter updateItems: The insertions, deletions, reloads and moves, in the order told.
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

  /// Told that a batch of updates is done: nothing by default.
  open func finalizeCollectionViewUpdates() {}

  /// Where an inserted item starts its way in (`nil` by default: where it ends, faded in).
  ///
  /// - Parameter itemIndexPath: The item, after the updates.
  /// - Returns: Its attributes as it appears.
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }

  /// Where a deleted item ends its way out (`nil` by default: where it was, faded out).
  ///
  /// - Parameter itemIndexPath: The item, before the updates.
  /// - Returns: Its attributes as it disappears.
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }

  /// Where the content stands after a change of layout or a reload (there, unless overridden).
  ///
  /// - Parameter proposedContentOffset: Where it would stand.
  /// - Returns: Where it stands.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  { proposedContentOffset }
}

/// What a layout's invalidation makes out of date (UIKit's
/// `UICollectionViewLayoutInvalidationContext`): everything, the counts, some items.
@preconcurrency @MainActor open class UICollectionViewLayoutInvalidationContext: NSObject {
  /// Whether everything is out of date (set by `invalidateLayout()`).
  public internal(set) var invalidateEverything = false
  /// Whether the counts of sections and items changed (set by `invalidateLayout()` and a
  /// reload).
  public internal(set) var invalidateDataSourceCounts = false
  /// The items made out of date, if any.
  public private(set) var invalidatedItemIndexPaths: [IndexPath]?
  /// The headers' and footers' places made out of date, by kind.
  public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
  /// How far the content offset moves (kept for the layout to read).
  open var contentOffsetAdjustment = CGPoint.zero
  /// How much the content size changes (kept for the layout to read).
  open var contentSizeAdjustment = CGSize.zero

  /// A context that makes nothing out of date yet.
  public override init() {}

  /// Makes the items at `indexPaths` out of date.
  ///
  /// - Parameter indexPaths: The items.
  open func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }

  /// Makes the headers or footers of `elementKind` at `indexPaths` out of date.
  ///
  /// - Parameters:
  ///   - elementKind: Their kind.
  ///   - indexPaths: Their places.
  open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath])
  {
    var all = invalidatedSupplementaryIndexPaths ?? [:]
    all[elementKind, default: []] += indexPaths
    invalidatedSupplementaryIndexPaths = all
  }
}

/// A flow layout's invalidation context (UIKit's `UICollectionViewFlowLayoutInvalidationContext`):
/// whether the delegate's sizes and the layout's attributes are to be read anew (both, by
/// default; the model's flow layout reads them anew at every preparation).
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext
{
  /// Whether the delegate's sizes are to be asked again.
  open var invalidateFlowLayoutDelegateMetrics = true
  /// Whether the layout's attributes are to be worked out again.
  open var invalidateFlowLayoutAttributes = true
}

@MainActor extension [UICollectionViewLayoutAttributes] {
  /// Those that overlap `rect` (one that only touches its edge does not, as on iOS;
  /// Foundation's `intersects` on Linux says it does): a prepared layout's answer to
  /// `layoutAttributesForElements(in:)`.
  func overlapping(_ rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    filter {
      $0.frame.minX < rect.maxX && $0.frame.maxX > rect.minX && $0.frame.minY < rect.maxY
        && $0.frame.maxY > rect.minY
    }
  }

  /// The cell's at `indexPath`, if any.
  func cell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
  }

  /// The supplementary view's of `elementKind` at `indexPath`, if any.
  func supplementary(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
  }
}
