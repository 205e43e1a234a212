/// UIKit's additions to Foundation's `IndexPath`: the row or item and the section a table or
/// a collection counts by (the model has neither, but screens pass index paths around).
///
/// ```swift
/// var path = IndexPath(row: 3, section: 1)
/// precondition(path.section == 1 && path.row == 3 && path.item == 3)
/// path.row += 1
/// precondition(path == IndexPath(item: 4, section: 1))
/// ```
extension IndexPath {
  /// The index path of `row` in `section`.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - section: The section.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

  /// The index path of `item` in `section`.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - section: The section.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

  /// The section (the first index).
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row in the section (the second index).
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The item in the section (the second index).
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}

/// UIKit's additions to Foundation's `NSIndexPath`, which older table and collection code
/// still passes around: its section and its row or item.
///
/// ```swift
/// let path = NSIndexPath(row: 2, section: 5)
/// precondition(path.section == 5 && path.row == 2 && path.item == 2)
/// precondition((path as IndexPath) == IndexPath(row: 2, section: 5))
/// ```
extension NSIndexPath {
  /// The index path of `row` in `section`.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - section: The section.
  public convenience init(row: Int, section: Int) {
    self.init(indexes: [section, row], length: 2)
  }

  /// The index path of `item` in `section`.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - section: The section.
  public convenience init(item: Int, section: Int) {
    self.init(indexes: [section, item], length: 2)
  }

  /// The section (the first index).
  public var section: Int { index(atPosition: 0) }
  /// The row (the second index).
  public var row: Int { index(atPosition: 1) }
  /// The item (the second index).
  public var item: Int { index(atPosition: 1) }
}
