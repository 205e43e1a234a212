// The state of a list's data as identifiers (UIKit's `NSDiffableDataSourceSnapshot`, iOS 13):
// sections in order, each with its items in order, which a diffable data source shows. Misuse
// UIKit refuses — an identifier given twice, an item added with no section, an identifier
// that is not there — ends the app with UIKit's exception, as on iOS.

/// Sections and items by identifier, as a table or collection view shows them (UIKit's
/// `NSDiffableDataSourceSnapshot`).
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0, 1])
/// snapshot.appendItems(["tea", "milk"], toSection: 0)
/// snapshot.appendItems(["bread"])
/// snapshot.insertItems(["honey"], beforeItem: "milk")
/// precondition(snapshot.itemIdentifiers(inSection: 0) == ["tea", "honey", "milk"])
/// precondition(snapshot.sectionIdentifier(containingItem: "bread") == 1)
/// ```
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> {
  private var sections: [SectionIdentifierType] = []
  private var items: [[ItemIdentifierType]] = []
  /// The items asked to be reloaded, reconfigured, and the sections to be reloaded.
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// The items asked to be reconfigured (iOS 15).
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  /// The sections asked to be reloaded.
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

  /// An empty snapshot.
  public init() {}

  /// How many items, in every section.
  public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
  /// How many sections.
  public var numberOfSections: Int { sections.count }
  /// The sections, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections }
  /// The items, section after section.
  public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

  /// How many items `identifier` holds.
  ///
  /// - Parameter identifier: A section of the snapshot.
  /// - Returns: Its count of items.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    items[index(ofSection: identifier, for: "numberOfItemsInSection")].count
  }

  /// The items of `identifier`, in order.
  ///
  /// - Parameter identifier: A section of the snapshot.
  /// - Returns: Its items.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType)
    -> [ItemIdentifierType]
  {
    items[index(ofSection: identifier, for: "itemIdentifiersInSection")]
  }

  /// The section holding `identifier`, if it is in the snapshot.
  ///
  /// - Parameter identifier: An item.
  /// - Returns: Its section.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    place(of: identifier).map { sections[$0.section] }
  }

  /// Where `identifier` stands among all the items, if it is in the snapshot.
  ///
  /// - Parameter identifier: An item.
  /// - Returns: Its index, counting across sections.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    place(of: identifier).map { found in
      items[..<found.section].reduce(0) { $0 + $1.count } + found.item
    }
  }

  /// Where `identifier` stands among the sections, if it is in the snapshot.
  ///
  /// - Parameter identifier: A section.
  /// - Returns: Its index.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex(of: identifier)
  }

  // MARK: Items

  /// Adds `identifiers` at the end of `section`, else of the last section.
  ///
  /// - Parameters:
  ///   - identifiers: New items (none already in the snapshot).
  ///   - section: The section (`nil`: the last).
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil
  ) {
    checkNew(identifiers)
    let index: Int
    if let section {
      index = self.index(ofSection: section, for: "appendItems")
    } else {
      guard !sections.isEmpty else {
        raise(
          "NSInternalInconsistencyException",
          "There are currently no sections in the data source. Please add a section first.")
      }
      index = sections.count - 1
    }
    items[index].append(contentsOf: identifiers)
  }

  /// Adds `identifiers` before `beforeIdentifier`, in its section.
  ///
  /// - Parameters:
  ///   - identifiers: New items.
  ///   - beforeIdentifier: An item of the snapshot.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, at: beforeIdentifier, after: false)
  }

  /// Adds `identifiers` after `afterIdentifier`, in its section.
  ///
  /// - Parameters:
  ///   - identifiers: New items.
  ///   - afterIdentifier: An item of the snapshot.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, at: afterIdentifier, after: true)
  }

  /// Removes `identifiers` (those not in the snapshot are passed over).
  ///
  /// - Parameter identifiers: Items.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let gone = Set(identifiers)
    for section in items.indices { items[section].removeAll { gone.contains($0) } }
  }

  /// Removes every section and item: the snapshot is empty, as UIKit's is after it.
  public mutating func deleteAllItems() {
    sections.removeAll()
    items.removeAll()
  }

  /// Moves `identifier` before `toIdentifier`.
  ///
  /// - Parameters:
  ///   - identifier: An item of the snapshot.
  ///   - toIdentifier: Another item of the snapshot.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    move(identifier, to: toIdentifier, after: false)
  }

  /// Moves `identifier` after `toIdentifier`.
  ///
  /// - Parameters:
  ///   - identifier: An item of the snapshot.
  ///   - toIdentifier: Another item of the snapshot.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    move(identifier, to: toIdentifier, after: true)
  }

  /// Asks for `identifiers`' cells to be made again when the snapshot is applied.
  ///
  /// - Parameter identifiers: Items of the snapshot.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers { _ = place(of: identifier, for: "reload") }
    reloadedItemIdentifiers.append(contentsOf: identifiers)
  }

  /// Asks for `identifiers`' cells to be updated in place when the snapshot is applied (iOS 15).
  ///
  /// - Parameter identifiers: Items of the snapshot.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers { _ = place(of: identifier, for: "reconfigure") }
    reconfiguredItemIdentifiers.append(contentsOf: identifiers)
  }

  // MARK: Sections

  /// Adds `identifiers` as empty sections at the end.
  ///
  /// - Parameter identifiers: New sections (none already in the snapshot).
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    checkNew(sections: identifiers)
    sections.append(contentsOf: identifiers)
    items.append(contentsOf: identifiers.map { _ in [] })
  }

  /// Adds `identifiers` as empty sections before `toIdentifier`.
  ///
  /// - Parameters:
  ///   - identifiers: New sections.
  ///   - toIdentifier: A section of the snapshot.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    insert(sections: identifiers, at: toIdentifier, after: false)
  }

  /// Adds `identifiers` as empty sections after `toIdentifier`.
  ///
  /// - Parameters:
  ///   - identifiers: New sections.
  ///   - toIdentifier: A section of the snapshot.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    insert(sections: identifiers, at: toIdentifier, after: true)
  }

  /// Removes `identifiers` and their items (those not in the snapshot are passed over).
  ///
  /// - Parameter identifiers: Sections.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers {
      guard let at = sections.firstIndex(of: identifier) else { continue }
      sections.remove(at: at)
      items.remove(at: at)
    }
  }

  /// Moves `identifier`, with its items, before `toIdentifier`.
  ///
  /// - Parameters:
  ///   - identifier: A section of the snapshot.
  ///   - toIdentifier: Another section of the snapshot.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, to: toIdentifier, after: false)
  }

  /// Moves `identifier`, with its items, after `toIdentifier`.
  ///
  /// - Parameters:
  ///   - identifier: A section of the snapshot.
  ///   - toIdentifier: Another section of the snapshot.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, to: toIdentifier, after: true)
  }

  /// Asks for `identifiers`' cells to be made again when the snapshot is applied.
  ///
  /// - Parameter identifiers: Sections of the snapshot.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers { _ = index(ofSection: identifier, for: "reload") }
    reloadedSectionIdentifiers.append(contentsOf: identifiers)
  }

  // MARK: Finding and checking

  /// The item at `indexPath` (its `section` and `item`, or `row`), if there is one.
  func item(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2, items.indices.contains(indexPath[0]),
      items[indexPath[0]].indices.contains(indexPath[1])
    else { return nil }
    return items[indexPath[0]][indexPath[1]]
  }

  /// The count of items of the section at `index` (0 past the end).
  func itemCount(inSectionAt index: Int) -> Int {
    items.indices.contains(index) ? items[index].count : 0
  }

  /// The section's index and the item's index in it, if `identifier` is in the snapshot.
  func place(of identifier: ItemIdentifierType) -> (section: Int, item: Int)? {
    for (section, list) in items.enumerated() {
      if let item = list.firstIndex(of: identifier) { return (section, item) }
    }
    return nil
  }

  /// Where `identifier` stands, or UIKit's exception for `action` when it is not there.
  private func place(of identifier: ItemIdentifierType, for action: String)
    -> (section: Int, item: Int)
  {
    guard let found = place(of: identifier) else {
      raise(
        "NSInternalInconsistencyException",
        "Invalid item identifier specified for \(action): \(identifier)")
    }
    return found
  }

  /// The index of section `identifier`, or UIKit's exception for `action`.
  private func index(ofSection identifier: SectionIdentifierType, for action: String) -> Int {
    guard let found = sections.firstIndex(of: identifier) else {
      raise(
        "NSInternalInconsistencyException",
        "Invalid section identifier specified for \(action): \(identifier)")
    }
    return found
  }

  /// Ends the app, as UIKit does, if `identifiers` repeat one or one is already here.
  private func checkNew(_ identifiers: [ItemIdentifierType]) {
    var seen = Set(itemIdentifiers)
    let repeated = identifiers.filter { !seen.insert($0).inserted }
    guard repeated.isEmpty else {
      raise(
        "NSInternalInconsistencyException",
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(repeated)")
    }
  }

  /// Ends the app, as UIKit does, if the section `identifiers` repeat one or one is here.
  private func checkNew(sections identifiers: [SectionIdentifierType]) {
    var seen = Set(sections)
    let repeated = identifiers.filter { !seen.insert($0).inserted }
    guard repeated.isEmpty else {
      raise(
        "NSInternalInconsistencyException",
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(repeated)")
    }
  }

  private mutating func insert(
    _ identifiers: [ItemIdentifierType], at target: ItemIdentifierType, after: Bool
  ) {
    checkNew(identifiers)
    let at = place(of: target, for: "insert")
    items[at.section].insert(contentsOf: identifiers, at: at.item + (after ? 1 : 0))
  }

  private mutating func insert(
    sections identifiers: [SectionIdentifierType], at target: SectionIdentifierType, after: Bool
  ) {
    checkNew(sections: identifiers)
    let at = index(ofSection: target, for: "insert") + (after ? 1 : 0)
    sections.insert(contentsOf: identifiers, at: at)
    items.insert(contentsOf: identifiers.map { _ in [] }, at: at)
  }

  private mutating func move(
    _ identifier: ItemIdentifierType, to target: ItemIdentifierType, after: Bool
  ) {
    _ = place(of: target, for: "move")
    let from = place(of: identifier, for: "move")
    items[from.section].remove(at: from.item)
    let to = place(of: target, for: "move")
    items[to.section].insert(identifier, at: to.item + (after ? 1 : 0))
  }

  private mutating func moveSection(
    _ identifier: SectionIdentifierType, to target: SectionIdentifierType, after: Bool
  ) {
    _ = index(ofSection: target, for: "move")
    let from = index(ofSection: identifier, for: "move")
    let moved = (sections.remove(at: from), items.remove(at: from))
    let to = index(ofSection: target, for: "move") + (after ? 1 : 0)
    sections.insert(moved.0, at: to)
    items.insert(moved.1, at: to)
  }
}

extension NSDiffableDataSourceSnapshot: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
