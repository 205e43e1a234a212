// The items of one section as a tree (UIKit's `NSDiffableDataSourceSectionSnapshot`, iOS 14):
// an outline's rows, each with its children, shown only while every row above it is expanded.
// A diffable collection view data source shows a section's visible items, in order. Misuse
// UIKit refuses — an item given twice, a parent or a neighbour that is not there — ends the
// app with UIKit's exception, as on iOS.

/// One section's items as a tree of parents and children, each parent expanded or collapsed
/// (UIKit's `NSDiffableDataSourceSectionSnapshot`).
///
/// ```swift
/// var outline = NSDiffableDataSourceSectionSnapshot<String>()
/// outline.append(["Fruit", "Bread"])
/// outline.append(["Apple", "Pear"], to: "Fruit")
/// precondition(outline.visibleItems == ["Fruit", "Bread"])
/// outline.expand(["Fruit"])
/// precondition(outline.visibleItems == ["Fruit", "Apple", "Pear", "Bread"])
/// precondition(outline.level(of: "Pear") == 1 && outline.parent(of: "Pear") == "Fruit")
/// ```
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
  /// An item's identifier.
  public typealias Item = ItemIdentifierType

  /// The items at the top, in order.
  public private(set) var rootItems: [Item] = []
  private var childrenOf: [Item: [Item]] = [:]
  private var parentOf: [Item: Item] = [:]
  private var expanded: Set<Item> = []

  /// An empty section snapshot.
  public init() {}

  /// Every item, each parent before its children (depth first).
  public var items: [Item] { flattened(rootItems) { _ in true } }

  /// The items shown: those whose every ancestor is expanded, in order.
  public var visibleItems: [Item] { flattened(rootItems) { expanded.contains($0) } }

  /// A description of the tree, an item a line, indented by its level.
  public func visualDescription() -> String {
    items.map { String(repeating: "  ", count: level(of: $0)) + "\($0)" }.joined(separator: "\n")
  }

  /// Whether `item` is in the snapshot.
  public func contains(_ item: Item) -> Bool { parentOf[item] != nil || rootItems.contains(item) }

  /// The index of `item` in ``items``, if it is there.
  public func index(of item: Item) -> Int? { items.firstIndex(of: item) }

  /// How deep `item` is: 0 at the top (`-1` when it is not there, as UIKit answers).
  public func level(of item: Item) -> Int {
    guard contains(item) else { return -1 }
    var level = 0
    var current = item
    while let parent = parentOf[current] {
      level += 1
      current = parent
    }
    return level
  }

  /// The parent of `item`, if it has one.
  public func parent(of item: Item) -> Item? { parentOf[item] }

  /// Whether `item` is expanded (its children shown while it is).
  public func isExpanded(_ item: Item) -> Bool { expanded.contains(item) }

  /// Whether `item` is shown: there, and its every ancestor expanded.
  public func isVisible(_ item: Item) -> Bool {
    guard contains(item) else { return false }
    var current = item
    while let parent = parentOf[current] {
      guard expanded.contains(parent) else { return false }
      current = parent
    }
    return true
  }

  /// The subtree under `parent`: its descendants (and `parent` itself, at the top, when
  /// `includingParent`).
  public func snapshot(of parent: Item, includingParent: Bool = false) -> Self {
    requireContains(parent)
    var subtree = Self()
    let tops = includingParent ? [parent] : childrenOf[parent] ?? []
    subtree.rootItems = tops
    for item in flattened(tops, descending: { _ in true }) {
      if let children = childrenOf[item] {
        subtree.childrenOf[item] = children
        for child in children { subtree.parentOf[child] = item }
      }
      if expanded.contains(item) { subtree.expanded.insert(item) }
    }
    return subtree
  }

  /// Adds `items` after the last child of `parent`, or at the top.
  public mutating func append(_ items: [Item], to parent: Item? = nil) {
    requireNew(items)
    if let parent {
      requireContains(parent)
      childrenOf[parent, default: []].append(contentsOf: items)
      for item in items { parentOf[item] = parent }
    } else {
      rootItems.append(contentsOf: items)
    }
  }

  /// Adds the tree of `snapshot` after the last child of `parent`, or at the top.
  public mutating func append(_ snapshot: Self, to parent: Item? = nil) {
    requireNew(snapshot.items)
    append(snapshot.rootItems, to: parent)
    for (item, children) in snapshot.childrenOf {
      childrenOf[item] = children
      for child in children { parentOf[child] = item }
    }
    expanded.formUnion(snapshot.expanded)
  }

  /// Inserts `items` before `item`, among its siblings.
  public mutating func insert(_ items: [Item], before item: Item) {
    insert(items, beside: item, offset: 0)
  }

  /// Inserts `items` after `item`, among its siblings.
  public mutating func insert(_ items: [Item], after item: Item) {
    insert(items, beside: item, offset: 1)
  }

  /// Removes `items` with their descendants.
  public mutating func delete(_ items: [Item]) {
    for item in items where contains(item) {
      for gone in flattened([item], descending: { _ in true }) {
        childrenOf[gone] = nil
        expanded.remove(gone)
        if gone != item { parentOf[gone] = nil }
      }
      if let parent = parentOf.removeValue(forKey: item) {
        childrenOf[parent]?.removeAll { $0 == item }
      } else {
        rootItems.removeAll { $0 == item }
      }
    }
  }

  /// Removes every item.
  public mutating func deleteAll() { self = Self() }

  /// Expands `items`: their children are shown while they are.
  public mutating func expand(_ items: [Item]) {
    for item in items {
      requireContains(item)
      expanded.insert(item)
    }
  }

  /// Collapses `items`: their descendants are hidden.
  public mutating func collapse(_ items: [Item]) {
    for item in items {
      requireContains(item)
      expanded.remove(item)
    }
  }

  // MARK: Helpers

  private func flattened(_ tops: [Item], descending: (Item) -> Bool) -> [Item] {
    var result: [Item] = []
    func visit(_ item: Item) {
      result.append(item)
      guard descending(item), let children = childrenOf[item] else { return }
      for child in children { visit(child) }
    }
    for item in tops { visit(item) }
    return result
  }

  private mutating func insert(_ items: [Item], beside item: Item, offset: Int) {
    requireNew(items)
    requireContains(item)
    if let parent = parentOf[item] {
      let siblings = childrenOf[parent] ?? []
      let index = (siblings.firstIndex(of: item) ?? siblings.count) + offset
      childrenOf[parent, default: []].insert(contentsOf: items, at: index)
      for new in items { parentOf[new] = parent }
    } else {
      let index = (rootItems.firstIndex(of: item) ?? rootItems.count) + offset
      rootItems.insert(contentsOf: items, at: index)
    }
  }

  private func requireContains(_ item: Item) {
    guard contains(item) else {
      raise(
        "NSInternalInconsistencyException",
        "Invalid parameter not satisfying: item \(item) is not in the section snapshot")
    }
  }

  private func requireNew(_ items: [Item]) {
    var seen = Set<Item>()
    for item in items where contains(item) || !seen.insert(item).inserted {
      raise(
        "NSInternalInconsistencyException",
        "Item identifiers are not unique: \(item) is already in the section snapshot")
    }
  }
}

extension NSDiffableDataSourceSectionSnapshot: Sendable where ItemIdentifierType: Sendable {}
