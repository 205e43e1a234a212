// A list in a collection view (iOS 14): the look a list section takes, full-width rows of an
// estimated 44 points (the model's rows keep the estimate), a header or footer when asked for,
// and swipe actions kept for the row.

/// How a list section looks (UIKit's `UICollectionLayoutListConfiguration`).
public struct UICollectionLayoutListConfiguration {
  /// A list's look.
  public enum Appearance: Int, Sendable {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain
  }
  /// Whether a section has a header.
  public enum HeaderMode: Int, Sendable {
    case none, supplementary, firstItemInSection
  }
  /// Whether a section has a footer.
  public enum FooterMode: Int, Sendable {
    case none, supplementary
  }
  /// Gives a row's swipe actions.
  public typealias SwipeActionsConfigurationProvider =
    @MainActor (IndexPath) -> UISwipeActionsConfiguration?

  /// The look.
  public var appearance: Appearance
  /// Whether rows are separated by lines (kept, not drawn).
  public var showsSeparators = true
  /// Whether each section has a header view (`.supplementary`: of the kind
  /// `UICollectionView.elementKindSectionHeader`).
  public var headerMode = HeaderMode.none
  /// Whether each section has a footer view.
  public var footerMode = FooterMode.none
  /// The list's background (kept).
  public var backgroundColor: UIColor?
  /// The room above a header (kept).
  public var headerTopPadding: CGFloat?
  /// The actions a swipe from the leading edge shows (kept: the model's rows are not swiped).
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The actions a swipe from the trailing edge shows (kept).
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// How its rows' separators look (iOS 14.5; kept).
  public var separatorConfiguration = UIListSeparatorConfiguration(listAppearance: .plain)
  /// Changes a row's separators (iOS 14.5; kept: the model draws none).
  public var itemSeparatorHandler:
    ((IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration)?

  /// A list of `appearance`.
  ///
  /// - Parameter appearance: The look.
  public init(appearance: Appearance) {
    self.appearance = appearance
    separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
  }
}

/// UIKit's `UIListSeparatorConfiguration` (iOS 14.5): how a list's separators look (kept).
public struct UIListSeparatorConfiguration: Hashable, Sendable {
  /// Whether a separator shows.
  public enum Visibility: Int, Hashable, Sendable { case automatic, visible, hidden }

  /// Whether the separator above a row shows.
  public var topSeparatorVisibility = Visibility.automatic
  /// Whether the separator below a row shows.
  public var bottomSeparatorVisibility = Visibility.automatic
  /// The insets of the separator above.
  public var topSeparatorInsets = NSDirectionalEdgeInsets(
    top: 0, leading: 0, bottom: 0, trailing: 0)
  /// The insets of the separator below.
  public var bottomSeparatorInsets = NSDirectionalEdgeInsets(
    top: 0, leading: 0, bottom: 0, trailing: 0)
  /// Its colour.
  public var color = UIColor.separator
  /// Its colour between selected rows.
  public var multipleSelectionColor = UIColor.separator

  /// The separators of a list of `listAppearance`.
  ///
  /// - Parameter listAppearance: The list's look.
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}

extension NSCollectionLayoutSection {
  /// A list section (iOS 14): a full-width row an item, an estimated 44 points tall, inset
  /// 20 points at the sides when inset-grouped, with the header and footer asked for.
  ///
  /// - Parameters:
  ///   - configuration: The list's look.
  ///   - layoutEnvironment: The environment.
  /// - Returns: The section.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let row = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let section = NSCollectionLayoutSection(
      group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
    if configuration.appearance == .insetGrouped {
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    }
    if configuration.headerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: row, elementKind: UICollectionView.elementKindSectionHeader,
          alignment: .top))
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: row, elementKind: UICollectionView.elementKindSectionFooter,
          alignment: .bottom))
    }
    return section
  }
}
