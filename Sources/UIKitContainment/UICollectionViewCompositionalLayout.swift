internal import ContainmentCore

// UIKit's compositional layout (iOS 13) on the model: each section's group repeated down the
// collection view until its items are placed, a group's subitems repeated across (or down) it
// while they fit, sizes resolved against the container, the group and the insets; headers
// above a section's items, footers below. Decided: every section is laid down the layout (a
// section that scrolls across lays its groups down too), and an estimated size is taken as
// given (the model's views have no content to size them).

/// How a compositional layout lays its sections out (UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`).
@preconcurrency @MainActor open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// The direction it scrolls (kept: the model lays sections down, decided).
  open var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// The space between sections.
  open var interSectionSpacing: CGFloat = 0
  /// A configuration of UIKit's defaults.
  public override init() {}
}

/// A layout composed of sections, groups and items (UIKit's
/// `UICollectionViewCompositionalLayout`), or a list.
///
/// ```swift
/// let list = UICollectionViewCompositionalLayout.list(
///   using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
/// let grid = UICollectionView(
///   frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: list)
/// precondition(grid.collectionViewLayout === list)
/// ```
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// Gives the section at an index, in an environment.
  public typealias SectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

  private let provider: SectionProvider
  /// How it lays its sections out.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }
  private var preparedWidth: CGFloat = -1

  /// A layout of `section` for every section.
  ///
  /// - Parameter section: The section.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout of `section` for every section, configured.
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - configuration: How it lays sections out.
  public init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    provider = { _, _ in section }
    self.configuration = configuration
    super.init()
  }

  /// A layout whose sections `sectionProvider` gives.
  ///
  /// - Parameter sectionProvider: Gives each section.
  public convenience init(sectionProvider: @escaping SectionProvider) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout whose sections `sectionProvider` gives, configured.
  ///
  /// - Parameters:
  ///   - sectionProvider: Gives each section.
  ///   - configuration: How it lays sections out.
  public init(
    sectionProvider: @escaping SectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    provider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  /// A layout decoded from an archive: the model decodes nothing, so no section is given.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    provider = { _, _ in nil }
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init(coder: coder)
  }

  /// A list's layout (iOS 14): one full-width row an item, as a table's.
  ///
  /// - Parameter configuration: The list's look.
  /// - Returns: The layout.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }

  open override func prepare() {
    super.prepare()
    placed = []
    placedSize = .zero
    guard let collectionView else { return }
    let container = collectionView.bounds.size
    let environment = LayoutEnvironment(
      contentSize: container, traitCollection: collectionView.traitCollection)
    var y: CGFloat = 0
    for index in 0..<collectionView.numberOfSections {
      if index > 0 { y += configuration.interSectionSpacing }
      guard let section = provider(index, environment) else { continue }
      y = place(section, at: index, from: y, in: container, of: collectionView)
    }
    placedSize = CGSize(width: container.width, height: y)
    preparedWidth = container.width
  }

  /// Places section `index` from `y` down; returns where it ends.
  private func place(
    _ section: NSCollectionLayoutSection, at index: Int, from start: CGFloat, in container: CGSize,
    of collectionView: UICollectionView
  ) -> CGFloat {
    let insets = section.contentInsets
    let inner = CGRect(
      x: insets.leading, y: 0, width: max(0, container.width - insets.leading - insets.trailing),
      height: container.height)
    let band =
      section.supplementariesFollowContentInsets
      ? inner : CGRect(x: 0, y: 0, width: container.width, height: container.height)
    var y = start
    for header in section.boundarySupplementaryItems where header.isAbove {
      y += placeSupplementary(header, section: index, x: band.minX, y: y, width: band.width)
    }
    y += insets.top
    let count = collectionView.numberOfItems(inSection: index)
    var item = 0
    while item < count {
      var frames: [CGRect] = []
      let groupSize = section.group.layoutSize.resolved(in: inner.size)
      let group = CGRect(x: inner.minX, y: y, width: groupSize.width, height: groupSize.height)
      fill(section.group, in: group, upTo: count - item, into: &frames)
      guard !frames.isEmpty else { break }
      for frame in frames {
        let attributes = UICollectionViewLayoutAttributes(
          forCellWith: IndexPath(item: item, section: index))
        attributes.frame = frame
        placed?.append(attributes)
        item += 1
      }
      y += groupSize.height + (item < count ? section.interGroupSpacing : 0)
    }
    y += insets.bottom
    for footer in section.boundarySupplementaryItems where !footer.isAbove {
      y += placeSupplementary(footer, section: index, x: band.minX, y: y, width: band.width)
    }
    return y
  }

  /// Places the leaves of `group` within `frame`, at most `limit` of them, in order.
  private func fill(
    _ group: NSCollectionLayoutGroup, in frame: CGRect, upTo limit: Int, into frames: inout [CGRect]
  ) {
    let spacing = group.interItemSpacing?.spacing ?? 0
    let length = group.horizontal ? frame.width : frame.height
    var position: CGFloat = 0
    var next = 0
    while frames.count < limit, !group.subitems.isEmpty {
      if let count = group.count, next >= count { break }
      let subitem = group.subitems[next % group.subitems.count]
      var size = subitem.layoutSize.resolved(in: frame.size)
      if let count = group.count, count > 0 {
        let share = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
        if group.horizontal { size.width = share } else { size.height = share }
      }
      let along = group.horizontal ? size.width : size.height
      // Repeated subitems stop where the group ends; the first always goes in.
      if next > 0, group.count == nil, position + along > length + 0.001 { break }
      let origin =
        group.horizontal
        ? CGPoint(x: frame.minX + position, y: frame.minY)
        : CGPoint(x: frame.minX, y: frame.minY + position)
      let placedFrame = CGRect(origin: origin, size: size)
      if let nested = subitem as? NSCollectionLayoutGroup {
        fill(nested, in: placedFrame, upTo: limit, into: &frames)
      } else {
        let insets = subitem.contentInsets
        frames.append(
          CGRect(
            x: placedFrame.minX + insets.leading, y: placedFrame.minY + insets.top,
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom)))
      }
      position += along + spacing
      next += 1
      if group.count == nil, next >= group.subitems.count, along <= 0 { break }
    }
  }

  /// Places a header or footer of `item` at `y`; returns its height.
  private func placeSupplementary(
    _ item: NSCollectionLayoutBoundarySupplementaryItem, section: Int, x: CGFloat, y: CGFloat,
    width: CGFloat
  ) -> CGFloat {
    let size = item.layoutSize.resolved(in: CGSize(width: width, height: placedSize.height))
    guard size.height > 0 else { return 0 }
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: section))
    attributes.frame = CGRect(x: x, y: y, width: min(size.width, width), height: size.height)
    placed?.append(attributes)
    return size.height
  }

  /// A new width lays it out anew, as UIKit's does.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.width != preparedWidth
  }
}
