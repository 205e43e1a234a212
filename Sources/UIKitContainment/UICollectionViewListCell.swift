import Synchronization

// A list's cell in a collection view (iOS 14) and the registrations that make cells and
// supplementary views configured for an item: the collection view makes a list cell as it
// makes a plain cell, and a registration's class as its registered classes are made.

/// A cell of a list layout (UIKit's `UICollectionViewListCell`).
///
/// ```swift
/// let list = UICollectionView(
///   frame: CGRect(x: 0, y: 0, width: 320, height: 480),
///   collectionViewLayout: UICollectionViewCompositionalLayout.list(
///     using: UICollectionLayoutListConfiguration(appearance: .plain)))
/// let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
///   cell, _, name in
///   var content = cell.defaultContentConfiguration()
///   content.text = name
///   cell.contentConfiguration = content
///   cell.accessories = [.disclosureIndicator()]
/// }
/// let cell = list.dequeueConfiguredReusableCell(
///   using: row, for: IndexPath(item: 0, section: 0), item: "Inbox")
/// precondition((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Inbox")
/// ```
open class UICollectionViewListCell: UICollectionViewCell {
  /// Its accessories, trailing or leading (kept, not drawn).
  open var accessories: [UICellAccessory] = []
  /// How far its content is indented, in levels (kept).
  open var indentationLevel = 0
  /// The width of a level (kept).
  open var indentationWidth: CGFloat = 10

  /// A list configuration to fill and set as ``UICollectionViewCell/contentConfiguration``.
  ///
  /// - Returns: An empty configuration of a list's cell.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

/// Something shown at a list cell's edge (UIKit's `UICellAccessory`): kept, not drawn.
public struct UICellAccessory: Sendable {
  /// When it shows.
  public enum DisplayedState: Int, Sendable {
    case always, whenEditing, whenNotEditing
  }
  /// What it is.
  public enum Kind: Sendable, Equatable {
    case disclosureIndicator, checkmark, delete, reorder, outlineDisclosure
    case label(String)
    case detail, multiselect, insert
    case customView(CustomViewConfiguration)
  }

  /// Where a view of the app's own goes (UIKit's `UICellAccessory.Placement`).
  public enum Placement: Sendable, Equatable {
    /// At the leading edge, from the cell's content outward.
    case leading(displayed: DisplayedState = .always)
    /// At the trailing edge, from the cell's content outward.
    case trailing(displayed: DisplayedState = .always)
  }

  /// A view of the app's own as an accessory (UIKit's
  /// `UICellAccessory.CustomViewConfiguration`).
  public struct CustomViewConfiguration: @unchecked Sendable, Equatable {
    /// The view.
    public var customView: UIView
    /// Where it goes.
    public var placement: Placement
    /// Whether it is hidden.
    public var isHidden: Bool?
    /// The width kept for it (`nil`: its own).
    public var reservedLayoutWidth: CGFloat?
    /// Its tint.
    public var tintColor: UIColor?
    /// Whether it keeps its size.
    public var maintainsFixedSize: Bool?

    /// `customView` placed at `placement`.
    ///
    /// - Parameters:
    ///   - customView: The view.
    ///   - placement: Where it goes.
    ///   - isHidden: Whether it is hidden.
    ///   - reservedLayoutWidth: The width kept for it.
    ///   - tintColor: Its tint.
    ///   - maintainsFixedSize: Whether it keeps its size.
    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil,
      reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil,
      maintainsFixedSize: Bool? = nil
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize
    }

    /// Whether the two place the same view alike.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.customView === rhs.customView && lhs.placement == rhs.placement
        && lhs.isHidden == rhs.isHidden && lhs.reservedLayoutWidth == rhs.reservedLayoutWidth
    }
  }

  /// What it is.
  public let kind: Kind
  /// When it shows.
  public let displayed: DisplayedState

  /// A chevron.
  ///
  /// - Parameter displayed: When it shows.
  /// - Returns: The accessory.
  public static func disclosureIndicator(displayed: DisplayedState = .always) -> Self {
    Self(kind: .disclosureIndicator, displayed: displayed)
  }
  /// A check mark.
  ///
  /// - Parameter displayed: When it shows.
  /// - Returns: The accessory.
  public static func checkmark(displayed: DisplayedState = .always) -> Self {
    Self(kind: .checkmark, displayed: displayed)
  }
  /// A delete control (its handler kept, never run: the model's rows are not swiped).
  ///
  /// - Parameters:
  ///   - displayed: When it shows.
  ///   - actionHandler: What deleting does.
  /// - Returns: The accessory.
  public static func delete(
    displayed: DisplayedState = .whenEditing, actionHandler: (@MainActor () -> Void)? = nil
  ) -> Self { Self(kind: .delete, displayed: displayed) }
  /// A reorder control.
  ///
  /// - Parameter displayed: When it shows.
  /// - Returns: The accessory.
  public static func reorder(displayed: DisplayedState = .whenEditing) -> Self {
    Self(kind: .reorder, displayed: displayed)
  }
  /// An outline's disclosure control.
  ///
  /// - Parameters:
  ///   - displayed: When it shows.
  ///   - options: How it looks (kept).
  ///   - actionHandler: What a tap does (kept).
  /// - Returns: The accessory.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> Self { Self(kind: .outlineDisclosure, displayed: displayed) }

  /// How an outline's disclosure control looks (UIKit's
  /// `UICellAccessory.OutlineDisclosureOptions`; kept).
  public struct OutlineDisclosureOptions: Sendable {
    /// Whether it looks like a header's or a cell's.
    public enum Style: Int, Sendable { case automatic, header, cell }
    /// Its look.
    public var style: Style
    /// Whether it is hidden.
    public var isHidden: Bool?
    /// The width kept for it.
    public var reservedLayoutWidth: CGFloat?
    /// Its tint.
    public var tintColor: UIColor?

    /// Options of `style`.
    ///
    /// - Parameters:
    ///   - style: Its look.
    ///   - isHidden: Whether it is hidden.
    ///   - reservedLayoutWidth: The width kept for it.
    ///   - tintColor: Its tint.
    public init(
      style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil,
      tintColor: UIColor? = nil
    ) {
      self.style = style
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }
  /// A text.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - displayed: When it shows.
  /// - Returns: The accessory.
  public static func label(text: String, displayed: DisplayedState = .always) -> Self {
    Self(kind: .label(text), displayed: displayed)
  }
  /// A detail (info) button (iOS 15; its handler kept, never run).
  ///
  /// - Parameters:
  ///   - displayed: When it shows.
  ///   - actionHandler: What a tap does.
  /// - Returns: The accessory.
  public static func detail(
    displayed: DisplayedState = .always, actionHandler: (@MainActor () -> Void)? = nil
  ) -> Self { Self(kind: .detail, displayed: displayed) }
  /// A selection circle in a list that selects several rows.
  ///
  /// - Parameter displayed: When it shows.
  /// - Returns: The accessory.
  public static func multiselect(displayed: DisplayedState = .whenEditing) -> Self {
    Self(kind: .multiselect, displayed: displayed)
  }
  /// An insert control (its handler kept, never run).
  ///
  /// - Parameters:
  ///   - displayed: When it shows.
  ///   - actionHandler: What inserting does.
  /// - Returns: The accessory.
  public static func insert(
    displayed: DisplayedState = .whenEditing, actionHandler: (@MainActor () -> Void)? = nil
  ) -> Self { Self(kind: .insert, displayed: displayed) }
  /// A view of the app's own.
  ///
  /// - Parameter configuration: The view and where it goes.
  /// - Returns: The accessory.
  public static func customView(configuration: CustomViewConfiguration) -> Self {
    let displayed: DisplayedState
    switch configuration.placement {
    case .leading(let state), .trailing(let state): displayed = state
    }
    return Self(kind: .customView(configuration), displayed: displayed)
  }
}

extension UICollectionView {
  /// How the cells of one class are made and configured for an item (UIKit's
  /// `UICollectionView.CellRegistration`, iOS 14).
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures a cell for its item.
    public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void
    let handler: Handler
    /// Names this registration's cells among the collection view's registered classes.
    let identifier: String

    /// A registration whose cells `handler` configures.
    ///
    /// - Parameter handler: Configures a cell for its item.
    public init(handler: @escaping Handler) {
      self.handler = handler
      identifier = "CellRegistration \(Cell.self) \(Registrations.next())"
    }
  }

  /// How supplementary views of one class and kind are made and configured (UIKit's
  /// `UICollectionView.SupplementaryRegistration`, iOS 14).
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Configures a view for its kind and place.
    public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void
    let handler: Handler
    /// The kind of its views.
    public let elementKind: String
    let identifier: String

    /// A registration of views of `elementKind` that `handler` configures.
    ///
    /// - Parameters:
    ///   - elementKind: The views' kind.
    ///   - handler: Configures a view.
    public init(elementKind: String, handler: @escaping Handler) {
      (self.elementKind, self.handler) = (elementKind, handler)
      identifier = "SupplementaryRegistration \(Supplementary.self) \(Registrations.next())"
    }
  }

  /// A cell of `registration`'s class for `item` at `indexPath`, configured by its handler
  /// (iOS 14): one taken back, else a new one (a plain or list cell; a subclass of one cannot be
  /// made, as with a registered class).
  ///
  /// - Parameters:
  ///   - registration: The registration.
  ///   - indexPath: The item's place.
  ///   - item: The item.
  /// - Returns: The configured cell.
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
    let made = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
    guard let cell = made as? Cell else { fatalError("a \(type(of: made)) is not a \(Cell.self)") }
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view of `registration`'s class and kind for `indexPath`, configured by its
  /// handler (iOS 14).
  ///
  /// - Parameters:
  ///   - registration: The registration.
  ///   - indexPath: Its place.
  /// - Returns: The configured view.
  public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    register(
      Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
      withReuseIdentifier: registration.identifier)
    let made = dequeueReusableSupplementaryView(
      ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath
    )
    guard let view = made as? Supplementary else {
      fatalError("a \(type(of: made)) is not a \(Supplementary.self)")
    }
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }
}

/// Numbers the registrations made, so that each names its own cells.
enum Registrations {
  private static let made = Atomic(0)
  static func next() -> Int { made.add(1, ordering: .relaxed).newValue }
}
