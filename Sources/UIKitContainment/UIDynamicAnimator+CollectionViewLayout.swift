// A dynamic animator of a collection view's layout attributes: the springy-list layout, whose
// `layoutAttributesForElements(in:)` answers with the attributes its animator moves.

extension UICollectionViewLayoutAttributes: UIDynamicItem {}

extension UIDynamicAnimator {
  /// An animator of `layout`'s attributes, in its collection view's coordinates: its items
  /// are layout attributes, and it invalidates `layout` at each step it runs and as it comes to
  /// rest, as UIKit's does, so that the layout answers with the attributes as they are.
  ///
  /// ```swift
  /// let layout = UICollectionViewFlowLayout()
  /// let animator = UIDynamicAnimator(collectionViewLayout: layout)
  /// let item = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
  /// item.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
  /// animator.addBehavior(UIAttachmentBehavior(item: item, attachedToAnchor: item.center))
  /// precondition(animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0)) === item)
  /// precondition(animator.referenceView == nil)
  /// ```
  ///
  /// - Parameter layout: The layout (kept weakly).
  public convenience init(collectionViewLayout layout: UICollectionViewLayout) {
    self.init()
    collectionViewLayout = layout
  }

  /// The attributes of the cell at `indexPath` among its behaviors' items, if one is.
  ///
  /// - Parameter indexPath: The cell's index path.
  /// - Returns: The attributes, or `nil`.
  public func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    attributes(.cell, kind: nil, at: indexPath)
  }

  /// The attributes of the supplementary view of `kind` at `indexPath` among its behaviors'
  /// items, if one is.
  ///
  /// - Parameters:
  ///   - kind: The view's kind.
  ///   - indexPath: Its index path.
  /// - Returns: The attributes, or `nil`.
  public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    attributes(.supplementaryView, kind: kind, at: indexPath)
  }

  /// The attributes of the decoration view of `kind` at `indexPath` among its behaviors'
  /// items, if one is.
  ///
  /// - Parameters:
  ///   - kind: The view's kind.
  ///   - indexPath: Its index path.
  /// - Returns: The attributes, or `nil`.
  public func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    attributes(.decorationView, kind: kind, at: indexPath)
  }

  /// The first of its behaviors' items that is the attributes of `category` and `kind` at
  /// `indexPath`.
  private func attributes(
    _ category: UICollectionView.ElementCategory, kind: String?, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    for behavior in behaviors {
      for case let attributes as UICollectionViewLayoutAttributes in behavior.allItems
      where attributes.representedElementCategory == category
        && attributes.representedElementKind == kind && attributes.indexPath == indexPath
      {
        return attributes
      }
    }
    return nil
  }
}
