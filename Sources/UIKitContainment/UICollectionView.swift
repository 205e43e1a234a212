internal import ContainmentCore

/// UIKit's `UICollectionView`, on the model: a scroll view of items in sections, placed by its
/// layout, whose cells its data source makes only for the items on screen, as UIKit's does.
///
/// At each layout it reads the counts from its data source (after ``reloadData()`` or a
/// change of them), has its layout prepare when it is out of date, sets the content size,
/// asks for the cells of the items in the bounds (`collectionView(_:cellForItemAt:)`, then the
/// delegate's `willDisplay`) and the headers and footers the layout places there, and takes
/// back those that left (`didEndDisplaying`), keeping them for
/// ``dequeueReusableCell(withReuseIdentifier:for:)``. A reload, a scroll and a change of size
/// lay it out at once when it is in a window (UIKit does before the next frame).
///
/// A cell is made from its registered class only when that class is `UICollectionViewCell`
/// itself: without the Objective-C runtime a subclass cannot be made from its class (see
/// `UITableView`), so a registered subclass ends the run with a message naming it, the first
/// time one must be made. A cell taken back is handed out again whatever its class.
///
/// ```swift
/// final class Photos: UICollectionViewDataSource {
///   func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
///     -> Int
///   { 12 }
///   func collectionView(
///     _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
///   ) -> UICollectionViewCell {
///     collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///   }
/// }
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let grid = UICollectionView(
///   frame: CGRect(x: 0, y: 0, width: 320, height: 220), collectionViewLayout: layout)
/// let photos = Photos()
/// grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
/// grid.dataSource = photos
/// grid.layoutIfNeeded()
/// precondition(grid.visibleCells.count == 6 && grid.numberOfItems(inSection: 0) == 12)
/// ```
///
/// Left out: compositional layouts, diffable data sources, cell registrations, drag and drop,
/// prefetching, self-sizing cells, and animation (every update is at once; a batch of updates
/// reloads the data, unchecked).
open class UICollectionView: _UICollectionViewBase {
  /// The way a flow layout's content scrolls.
  public enum ScrollDirection: Int, Sendable {
    case vertical, horizontal
  }

  /// What a layout's attributes place.
  public enum ElementCategory: UInt, Sendable {
    case cell, supplementaryView, decorationView
  }

  /// Where an item scrolled to ends up.
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    /// The positions' bits.
    public let rawValue: UInt
    /// The positions of the given bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Wherever the least scroll shows it.
    public static let none: ScrollPosition = []
    /// At the top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// In the middle, vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// At the bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// At the left.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// In the middle, horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// At the right.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The kind of a flow layout's section headers.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a flow layout's section footers.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// What places its items; setting one lays it out anew.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet { adopt(collectionViewLayout) }
  }
  /// What gives it its sections, items and cells (UIKit keeps it weakly).
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { reloadData() }
  }
  /// The view behind the items (kept).
  open var backgroundView: UIView?
  /// Whether a tap selects an item.
  open var allowsSelection = true
  /// Whether several items may be selected.
  open var allowsMultipleSelection = false
  /// Whether its rows or items take the focus (iOS 15; kept).
  open var allowsFocus = false
  /// Whether a change of a cell's content resizes it (iOS 16; kept: the model sizes cells once).
  open var selfSizingInvalidation = SelfSizingInvalidation.enabled

  /// UIKit's `UICollectionView.SelfSizingInvalidation` (iOS 16).
  public enum SelfSizingInvalidation: Int, Sendable {
    case disabled, enabled, enabledIncludingConstraints
  }
  /// Whether cells are asked for ahead of their items' coming on screen (kept: not done).
  open var isPrefetchingEnabled = true
  /// Whether items can be dragged (kept).
  open var dragInteractionEnabled = false

  /// The cell and supplementary view classes, by reuse identifier (a view's by its kind too).
  var classes: [String: UICollectionReusableView.Type] = [:]
  /// The nibs registered, by reuse identifier.
  var nibs: [String: UINib] = [:]
  /// The views taken back, by reuse identifier, waiting to be handed out again.
  var reusable: [String: [UICollectionReusableView]] = [:]
  /// The cells on screen, by item.
  var shown: [IndexPath: UICollectionViewCell] = [:]
  /// The headers and footers on screen, by kind and section.
  var shownViews: [String: UICollectionReusableView] = [:]
  /// The number of items of each section, as last read.
  var itemCounts: [Int] = []
  /// Whether the counts must be read again before the next layout.
  var needsReload = true
  /// Whether the layout must prepare again before the next layout.
  var layoutNeedsPreparing = true
  /// The selected items, in the order they were selected.
  var selected: [IndexPath] = []
  /// The changes told inside the running batch of updates (`nil`: none runs).
  var batchItems: [UICollectionViewUpdateItem]?
  /// The bounds at the last layout (a change asks the layout whether it is out of date).
  var laidOutBounds = CGRect.zero

  /// A collection view whose items `layout` places.
  ///
  /// - Parameters:
  ///   - frame: Its frame.
  ///   - layout: Its layout.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    adopt(layout)
  }

  /// A collection view decoded from an archive: the model decodes nothing, and gives it a flow
  /// layout.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    adopt(collectionViewLayout)
  }

  /// The delegate as a collection view's (set ``UIScrollView/delegate``).
  var collectionDelegate: (any UICollectionViewDelegate)? {
    delegate as? any UICollectionViewDelegate
  }

  /// Becomes `layout`'s collection view, and lays out anew.
  private func adopt(_ layout: UICollectionViewLayout) {
    layout.collectionView = self
    layout.invalidateLayout()
  }

  /// Places the items and the cells of those in the bounds (`UICollectionView+Layout`).
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutItems()
  }

  /// Sets the layout, and lays out anew (the model animates nothing).
  ///
  /// - Parameters:
  ///   - layout: The new layout.
  ///   - animated: Whether the change animates.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  // MARK: Cells and views

  /// Makes cells of `cellClass` for `identifier` (`nil` forgets the identifier's).
  ///
  /// - Parameters:
  ///   - cellClass: A subclass of ``UICollectionViewCell``.
  ///   - identifier: The reuse identifier.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    classes[identifier] = cellClass as? UICollectionViewCell.Type
    nibs[identifier] = nil
  }

  /// Makes cells for `identifier` from `nib`: the model has no nib to load, so a cell asked for
  /// then ends the app as UIKit's does for a missing nib.
  ///
  /// - Parameters:
  ///   - nib: The nib holding one cell.
  ///   - identifier: The reuse identifier.
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    nibs[identifier] = nib
    classes[identifier] = nil
  }

  /// Makes headers or footers (`elementKind`) of `viewClass` for `identifier`.
  ///
  /// - Parameters:
  ///   - viewClass: A subclass of ``UICollectionReusableView``.
  ///   - elementKind: The views' kind.
  ///   - identifier: The reuse identifier.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    let key = Self.key(elementKind, identifier)
    classes[key] = viewClass as? UICollectionReusableView.Type
    nibs[key] = nil
  }

  /// Makes headers or footers (`elementKind`) for `identifier` from `nib` (ends the app when
  /// one is asked for, as a cell from a nib does).
  ///
  /// - Parameters:
  ///   - nib: The nib holding one view.
  ///   - kind: The views' kind.
  ///   - identifier: The reuse identifier.
  open func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    nibs[Self.key(kind, identifier)] = nib
    classes[Self.key(kind, identifier)] = nil
  }

  /// A cell for `identifier` for the item at `indexPath`.
  ///
  /// One taken back, else a new one of the registered class. With nothing registered the app ends with UIKit's
  /// `NSInternalInconsistencyException`.
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The item.
  /// - Returns: The cell.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let view = dequeue(identifier, key: identifier, base: UICollectionViewCell.self) {
      "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    }
    return unsafeDowncast(view, to: UICollectionViewCell.self)
  }

  /// A header or footer (`elementKind`) for `identifier` for `indexPath`'s section: one taken
  /// back, else a new one of the registered class (as a cell).
  ///
  /// - Parameters:
  ///   - elementKind: The view's kind.
  ///   - identifier: The reuse identifier.
  ///   - indexPath: Its place.
  /// - Returns: The view.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    dequeue(identifier, key: Self.key(elementKind, identifier), base: UICollectionReusableView.self)
    {
      "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    }
  }

  /// Where a header or footer of `kind` for `identifier` is registered and kept (a cell's
  /// place is its identifier).
  private static func key(_ kind: String, _ identifier: String) -> String {
    kind + "/" + identifier
  }

  /// A view taken back for `identifier`, else a new one of the class registered for `key`.
  private func dequeue(
    _ identifier: String, key: String, base: UICollectionReusableView.Type,
    unregistered: () -> String
  ) -> UICollectionReusableView {
    if var queue = reusable[key], let view = queue.popLast() {
      reusable[key] = queue
      view.prepareForReuse()
      return view
    }
    if let nib = nibs[key] { _ = nib.instantiate(withOwner: nil) }
    guard let viewClass = classes[key] else {
      raise("NSInternalInconsistencyException", unregistered())
    }
    guard let view = Self.made(viewClass),
      base != UICollectionViewCell.self || view is UICollectionViewCell
    else {
      fatalError(
        "UIKitContainment cannot make a \(viewClass) for '\(identifier)': without the "
          + "Objective-C runtime a registered subclass cannot be made from its class")
    }
    view.reuseIdentifier = identifier
    view.reuseKey = key
    return view
  }

  /// A new view of `viewClass` when it is one of the layer's own classes, which it can make
  /// (a plain cell, a list cell, a plain reusable view); `nil` for a subclass of the app's.
  private static func made(_ viewClass: AnyClass) -> UICollectionReusableView? {
    switch ObjectIdentifier(viewClass) {
    case ObjectIdentifier(UICollectionViewListCell.self): UICollectionViewListCell(frame: .zero)
    case ObjectIdentifier(UICollectionViewCell.self): UICollectionViewCell(frame: .zero)
    case ObjectIdentifier(UICollectionReusableView.self): UICollectionReusableView(frame: .zero)
    default: nil
    }
  }

  // MARK: Counts (`UICollectionView+Layout`)

  /// Reads every count and cell anew: the cells on screen are taken back, the selection kept.
  open func reloadData() { reloadNow() }

  // MARK: Updates (`UICollectionView+Updates`: at once, reloaded, unchecked)

  /// Runs `updates`, then reloads the data, tells the layout of the changes told inside, and
  /// calls `completion` with `true` (the model animates nothing and does not check the counts
  /// as UIKit does).
  ///
  /// - Parameters:
  ///   - updates: The changes to the data and the calls that tell of them.
  ///   - completion: What runs after them.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    batch(updates, completion: completion)
  }

  /// Tells of items inserted: the data is read anew.
  ///
  /// - Parameter indexPaths: The items.
  open func insertItems(at indexPaths: [IndexPath]) {
    tell(indexPaths.map { UICollectionViewUpdateItem(.insert, after: $0) })
  }
  /// Tells of items deleted: the data is read anew (their selection forgotten).
  ///
  /// - Parameter indexPaths: The items.
  open func deleteItems(at indexPaths: [IndexPath]) {
    selected.removeAll { indexPaths.contains($0) }
    tell(indexPaths.map { UICollectionViewUpdateItem(.delete, before: $0) })
  }
  /// Tells of items changed: the data is read anew.
  ///
  /// - Parameter indexPaths: The items.
  open func reloadItems(at indexPaths: [IndexPath]) {
    tell(indexPaths.map { UICollectionViewUpdateItem(.reload, before: $0, after: $0) })
  }
  /// Tells of an item moved: the data is read anew.
  ///
  /// - Parameters:
  ///   - indexPath: Where it was.
  ///   - newIndexPath: Where it is.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    tell([UICollectionViewUpdateItem(.move, before: indexPath, after: newIndexPath)])
  }
  /// Tells of sections inserted: the data is read anew.
  ///
  /// - Parameter sections: The sections.
  open func insertSections(_ sections: IndexSet) {
    tell(sections.map { UICollectionViewUpdateItem(.insert, after: IndexPath(index: $0)) })
  }
  /// Tells of sections deleted: the data is read anew.
  ///
  /// - Parameter sections: The sections.
  open func deleteSections(_ sections: IndexSet) {
    tell(sections.map { UICollectionViewUpdateItem(.delete, before: IndexPath(index: $0)) })
  }
  /// Tells of sections changed: the data is read anew.
  ///
  /// - Parameter sections: The sections.
  open func reloadSections(_ sections: IndexSet) {
    tell(
      sections.map {
        UICollectionViewUpdateItem(
          .reload, before: IndexPath(index: $0), after: IndexPath(index: $0))
      })
  }
}
