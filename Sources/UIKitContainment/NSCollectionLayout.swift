// The pieces of a compositional layout (UIKit's `NSCollectionLayout…` classes, iOS 13): sizes
// in dimensions relative to the container or the group, items, groups that repeat their
// subitems across their size, sections of groups with insets and headers, and the environment
// a section provider reads. `UICollectionViewCompositionalLayout` places them.

/// One dimension of a layout size (UIKit's `NSCollectionLayoutDimension`).
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///   widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(120)))
/// let group = NSCollectionLayoutGroup.horizontal(
///   layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
///   subitems: [item])
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
/// precondition(layout.configuration.scrollDirection == .vertical)
/// ```
public final class NSCollectionLayoutDimension: NSObject, Sendable {
  enum Kind: Sendable { case fractionalWidth, fractionalHeight, absolute, estimated }
  let kind: Kind
  /// The value: a fraction of the container's or group's width or height, or points.
  public let dimension: CGFloat
  init(_ kind: Kind, _ dimension: CGFloat) { (self.kind, self.dimension) = (kind, dimension) }

  /// A fraction of the containing width.
  ///
  /// - Parameter fractionalWidth: The fraction.
  /// - Returns: The dimension.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    Self(.fractionalWidth, fractionalWidth)
  }
  /// A fraction of the containing height.
  ///
  /// - Parameter fractionalHeight: The fraction.
  /// - Returns: The dimension.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    Self(.fractionalHeight, fractionalHeight)
  }
  /// A size in points.
  ///
  /// - Parameter absoluteDimension: The size.
  /// - Returns: The dimension.
  public static func absolute(_ absoluteDimension: CGFloat) -> Self {
    Self(.absolute, absoluteDimension)
  }
  /// A size estimated before the content sizes it (the model keeps the estimate: its views
  /// have no content to size them).
  ///
  /// - Parameter estimatedDimension: The estimate.
  /// - Returns: The dimension.
  public static func estimated(_ estimatedDimension: CGFloat) -> Self {
    Self(.estimated, estimatedDimension)
  }

  /// Whether it is a fraction of the width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether it is a fraction of the height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether it is in points.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether it is an estimate.
  public var isEstimated: Bool { kind == .estimated }

  /// Its length in points within `container`.
  func resolved(in container: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: container.width * dimension
    case .fractionalHeight: container.height * dimension
    case .absolute, .estimated: dimension
    }
  }
}

/// A width and a height (UIKit's `NSCollectionLayoutSize`).
public final class NSCollectionLayoutSize: NSObject, Sendable {
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension
  /// A size of these dimensions.
  ///
  /// - Parameters:
  ///   - width: The width.
  ///   - height: The height.
  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    (widthDimension, heightDimension) = (width, height)
  }

  /// Its size in points within `container`.
  func resolved(in container: CGSize) -> CGSize {
    CGSize(
      width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container)
    )
  }
}

/// The space between a group's items (UIKit's `NSCollectionLayoutSpacing`).
public final class NSCollectionLayoutSpacing: NSObject, Sendable {
  /// The space, in points.
  public let spacing: CGFloat
  /// Whether it may grow (kept: the model places items at the space given).
  public let isFlexibleSpacing: Bool
  init(_ spacing: CGFloat, flexible: Bool) {
    (self.spacing, isFlexibleSpacing) = (spacing, flexible)
  }
  /// A fixed space.
  ///
  /// - Parameter fixedSpacing: The space.
  /// - Returns: The spacing.
  public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(fixedSpacing, flexible: false) }
  /// A space of at least `flexibleSpacing`.
  ///
  /// - Parameter flexibleSpacing: The least space.
  /// - Returns: The spacing.
  public static func flexible(_ flexibleSpacing: CGFloat) -> Self {
    Self(flexibleSpacing, flexible: true)
  }
  /// Whether it is fixed.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// An item of a layout: one cell (UIKit's `NSCollectionLayoutItem`).
@preconcurrency @MainActor open class NSCollectionLayoutItem: NSObject {
  /// Its size, relative to its group.
  public let layoutSize: NSCollectionLayoutSize
  /// The room inside its size the cell leaves.
  open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// An item of `layoutSize`.
  ///
  /// - Parameter layoutSize: Its size.
  public init(layoutSize: NSCollectionLayoutSize) { self.layoutSize = layoutSize }
}

/// A group of items laid along one axis, repeating its subitems to fill its size (UIKit's
/// `NSCollectionLayoutGroup`).
@preconcurrency @MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// Its items, in order.
  public let subitems: [NSCollectionLayoutItem]
  /// The space between its items (`nil`: none).
  open var interItemSpacing: NSCollectionLayoutSpacing?
  /// Whether its items go across (`true`) or down.
  let horizontal: Bool
  /// How many items it holds, when it divides its size among them.
  let count: Int?

  init(
    _ size: NSCollectionLayoutSize, _ subitems: [NSCollectionLayoutItem], horizontal: Bool,
    count: Int?
  ) {
    (self.subitems, self.horizontal, self.count) = (subitems, horizontal, count)
    super.init(layoutSize: size)
  }

  /// A group of `subitems` side by side.
  ///
  /// - Parameters:
  ///   - layoutSize: Its size.
  ///   - subitems: Its items, repeated while they fit.
  /// - Returns: The group.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize, subitems, horizontal: true, count: nil)
  }

  /// A group of `count` of `subitem` side by side, sharing its width.
  ///
  /// - Parameters:
  ///   - layoutSize: Its size.
  ///   - subitem: The item.
  ///   - count: How many.
  /// - Returns: The group.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize, [subitem], horizontal: true, count: count)
  }

  /// A group of `subitems` one above the other.
  ///
  /// - Parameters:
  ///   - layoutSize: Its size.
  ///   - subitems: Its items, repeated while they fit.
  /// - Returns: The group.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize, subitems, horizontal: false, count: nil)
  }

  /// A group of `count` of `subitem` one above the other, sharing its height.
  ///
  /// - Parameters:
  ///   - layoutSize: Its size.
  ///   - subitem: The item.
  ///   - count: How many.
  /// - Returns: The group.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize, [subitem], horizontal: false, count: count)
  }
}

/// Where a supplementary item sits against its section (UIKit's `NSRectAlignment`).
public enum NSRectAlignment: Int, Sendable {
  case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A section's header or footer (UIKit's `NSCollectionLayoutBoundarySupplementaryItem`).
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem:
  NSCollectionLayoutItem
{
  /// Its kind, which its view is dequeued for.
  public let elementKind: String
  /// Where it sits: above the items (the top alignments) or below them.
  public let alignment: NSRectAlignment
  /// Whether it stays in sight while its section scrolls (kept).
  open var pinToVisibleBounds = false

  /// A header or footer of `elementKind`, of `layoutSize`, at `alignment`.
  ///
  /// - Parameters:
  ///   - layoutSize: Its size, relative to the section's width.
  ///   - elementKind: Its kind.
  ///   - alignment: Where it sits.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    (self.elementKind, self.alignment) = (elementKind, alignment)
    super.init(layoutSize: layoutSize)
  }

  /// Whether it sits above the section's items.
  var isAbove: Bool { [.top, .topLeading, .topTrailing].contains(alignment) }
}

/// How a section scrolls across the layout's direction (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// A section of groups (UIKit's `NSCollectionLayoutSection`).
@preconcurrency @MainActor open class NSCollectionLayoutSection: NSObject {
  /// The group repeated for its items.
  public let group: NSCollectionLayoutGroup
  /// The room around its groups.
  open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  /// The space between its groups.
  open var interGroupSpacing: CGFloat = 0
  /// How it scrolls across (kept: the model lays its groups down the layout, decided).
  open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  /// Its headers and footers.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Whether its headers and footers take its content insets (`true`).
  open var supplementariesFollowContentInsets = true

  /// A section of `group`.
  ///
  /// - Parameter group: The group repeated for its items.
  public init(group: NSCollectionLayoutGroup) { self.group = group }
}

/// The container a section is laid out in (UIKit's `NSCollectionLayoutContainer`).
@preconcurrency @MainActor public protocol NSCollectionLayoutContainer {
  /// Its size.
  var contentSize: CGSize { get }
  /// Its size inside its insets.
  var effectiveContentSize: CGSize { get }
  /// Its insets.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// Its insets, the safe area's too.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider reads (UIKit's `NSCollectionLayoutEnvironment`).
@preconcurrency @MainActor public protocol NSCollectionLayoutEnvironment {
  /// The container.
  var container: any NSCollectionLayoutContainer { get }
  /// The collection view's traits.
  var traitCollection: UITraitCollection { get }
}

/// The model's environment: the collection view's bounds, no insets.
struct LayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
  let contentSize: CGSize
  let traitCollection: UITraitCollection
  var effectiveContentSize: CGSize { contentSize }
  var contentInsets: NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  }
  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
  var container: any NSCollectionLayoutContainer { self }
}
