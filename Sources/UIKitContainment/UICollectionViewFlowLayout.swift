internal import ContainmentCore

/// UIKit's `UICollectionViewFlowLayout`: items in lines, section after section, each with its
/// header and footer; vertically (lines across, from the top) or horizontally (columns down,
/// from the left).
///
/// Sizes come from the delegate (`UICollectionViewDelegateFlowLayout`), else the layout's own
/// properties, as UIKit's. Each line starts at the section's inset and keeps the minimum
/// spacing between items (decided: UIKit spreads a full line's items over its length; the model
/// keeps them together), and is as tall as its tallest item. An estimated size stands for the
/// item's (the model sizes no content).
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// layout.minimumInteritemSpacing = 10
/// layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
/// let grid = UICollectionView(
///   frame: CGRect(x: 0, y: 0, width: 340, height: 600), collectionViewLayout: layout)
/// layout.prepare()
/// precondition(layout.collectionViewContentSize == CGSize(width: 340, height: 0))
/// ```
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The estimate that asks cells to size themselves (`estimatedItemSize`): the model sizes
  /// no content, so ``itemSize`` stands.
  public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0)

  /// The size of an item the delegate gives none for.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// An estimate that stands for each item's size when not zero (nor ``automaticSize``).
  open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }

  /// The size of an item the delegate gives none for: the estimate when there is one to take,
  /// else ``itemSize``.
  var sizeOfItem: CGSize {
    estimatedItemSize == .zero || estimatedItemSize == Self.automaticSize
      ? itemSize : estimatedItemSize
  }
  /// The space between lines.
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The space between items of a line.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The space around each section's items.
  open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
  /// Lines across (`.vertical`) or columns down (`.horizontal`).
  open var scrollDirection = UICollectionView.ScrollDirection.vertical {
    didSet { invalidateLayout() }
  }
  /// The size of each section's header (its height scrolling vertically, its width
  /// horizontally; none when zero).
  open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The size of each section's footer, as the header's.
  open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// Whether headers stay at the top while their section scrolls (kept).
  open var sectionHeadersPinToVisibleBounds = false
  /// Whether footers stay at the bottom while their section scrolls (kept).
  open var sectionFootersPinToVisibleBounds = false

  /// The width (scrolling vertically) or height the layout was last prepared for.
  private var preparedAcross: CGFloat = -1

  /// Places every section's header, items and footer.
  open override func prepare() {
    super.prepare()
    placed = []
    placedSize = .zero
    guard let collectionView else { return }
    let vertical = scrollDirection == .vertical
    let flow = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    // Along: the way lines stack (down when vertical); across: the way items fill a line.
    let across = vertical ? collectionView.bounds.width : collectionView.bounds.height
    var along: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      let inset =
        flow?.collectionView(collectionView, layout: self, insetForSectionAt: section)
        ?? sectionInset
      let (before, after, start, end) =
        vertical
        ? (inset.top, inset.bottom, inset.left, inset.right)
        : (inset.left, inset.right, inset.top, inset.bottom)
      let header =
        flow?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
        ?? headerReferenceSize
      along += supplementary(UICollectionView.elementKindSectionHeader, header, section, along)
      along += before
      let lineSpacing =
        flow?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
        ?? minimumLineSpacing
      let itemSpacing =
        flow?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
        ?? minimumInteritemSpacing
      var position = start
      var line: CGFloat = 0
      let count = collectionView.numberOfItems(inSection: section)
      for item in 0..<count {
        let indexPath = IndexPath(item: item, section: section)
        let itemSize =
          flow?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
          ?? sizeOfItem
        let (length, depth) =
          vertical ? (itemSize.width, itemSize.height) : (itemSize.height, itemSize.width)
        if position > start, position + length > across - end {
          along += line + lineSpacing
          position = start
          line = 0
        }
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.frame =
          vertical
          ? CGRect(x: position, y: along, width: length, height: depth)
          : CGRect(x: along, y: position, width: depth, height: length)
        placed?.append(attributes)
        position += length + itemSpacing
        line = max(line, depth)
      }
      along += line + after
      let footer =
        flow?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
        ?? footerReferenceSize
      along += supplementary(UICollectionView.elementKindSectionFooter, footer, section, along)
    }
    placedSize =
      vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    preparedAcross = across
  }

  /// Places a header or footer of `reference` size at `along`, if it has any length; returns
  /// that length.
  private func supplementary(_ kind: String, _ reference: CGSize, _ section: Int, _ along: CGFloat)
    -> CGFloat
  {
    guard let collectionView else { return 0 }
    let vertical = scrollDirection == .vertical
    let length = vertical ? reference.height : reference.width
    guard length > 0 else { return 0 }
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
    attributes.frame =
      vertical
      ? CGRect(x: 0, y: along, width: collectionView.bounds.width, height: length)
      : CGRect(x: along, y: 0, width: length, height: collectionView.bounds.height)
    placed?.append(attributes)
    return length
  }

  /// Whether a change of the bounds makes the layout out of date: when the bounds' width (or
  /// height, scrolling horizontally) is not the one it was prepared for, as UIKit's flow layout
  /// answers; a scroll does not.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    (scrollDirection == .vertical ? newBounds.width : newBounds.height) != preparedAcross
  }
}
