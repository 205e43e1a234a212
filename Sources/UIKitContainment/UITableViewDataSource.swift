/// What gives a table view its sections, rows and cells (UIKit's protocol of the same name).
///
/// The count of rows and the cells are required, as in UIKit; the rest is optional (one
/// section by default, no titles, no editing).
///
/// ```swift
/// final class Colours: UITableViewDataSource {
///   func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
///   func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
///     -> UITableViewCell
///   {
///     tableView.dequeueReusableCell(withIdentifier: "colour")
///       ?? UITableViewCell(style: .default, reuseIdentifier: "colour")
///   }
/// }
/// ```
@preconcurrency @MainActor public protocol UITableViewDataSource: AnyObject {
  /// The number of rows of `section`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: Its number of rows.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  /// The cell of the row at `indexPath`, usually dequeued.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: Its cell.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

  /// The number of sections (1 by default).
  ///
  /// - Parameter tableView: The table view.
  /// - Returns: The number of sections.
  func numberOfSections(in tableView: UITableView) -> Int

  /// The title of `section`'s header (`nil` by default).
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The title, or `nil`.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

  /// The title of `section`'s footer (`nil` by default).
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The title, or `nil`.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

  /// Whether the row at `indexPath` can be edited (`true` by default).
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: Whether it can be edited.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

  /// Carries out an edit of the row at `indexPath` (a delete or an insert the user asked for).
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - editingStyle: The edit.
  ///   - indexPath: The row.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)

  /// Whether the row at `indexPath` can be moved (`false` by default).
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: Whether it can be moved.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool

  /// Moves the row the user dragged in the data.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - sourceIndexPath: Where it was.
  ///   - destinationIndexPath: Where it goes.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)

  /// The titles of the index along the table's side (`nil`, the default: no index).
  ///
  /// - Parameter tableView: The table view.
  /// - Returns: The titles, top to bottom.
  func sectionIndexTitles(for tableView: UITableView) -> [String]?

  /// The section a tap on the index title `title`, at `index`, scrolls to (`index` by default).
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - title: The title tapped.
  ///   - index: Its place in the index.
  /// - Returns: The section's index.
  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int
}

extension UITableViewDataSource {
  /// No index.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// The section at the title's place.
  public func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }
  /// No title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { nil }
  /// Every row can be edited.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing (UIKit's method is optional).
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// No row can be moved.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// Does nothing (UIKit's method is optional).
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}

/// UIKit's `UIContextualAction` (iOS 11): an action a swipe on a row shows.
@preconcurrency @MainActor public final class UIContextualAction: NSObject {
  /// How the action looks.
  public enum Style: Int, Sendable {
    case normal, destructive
  }

  /// What runs when it is tapped: the action, the view it was shown in, and the completion to
  /// call with whether it was carried out.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// Its style.
  public let style: Style
  /// Its title.
  public var title: String?
  /// Its image.
  public var image: UIImage?
  /// Its background colour.
  public var backgroundColor: UIColor?
  /// What a tap runs.
  public let handler: Handler

  /// An action of `style` titled `title` that runs `handler`.
  ///
  /// - Parameters:
  ///   - style: Its style.
  ///   - title: Its title.
  ///   - handler: What a tap runs.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    (self.style, self.title, self.handler) = (style, title, handler)
  }
}

/// UIKit's `UISwipeActionsConfiguration` (iOS 11): the actions a swipe on a row shows.
@preconcurrency @MainActor public final class UISwipeActionsConfiguration: NSObject {
  /// The actions, from the edge.
  public let actions: [UIContextualAction]
  /// Whether a full swipe runs the first action (`true` by default).
  public var performsFirstActionWithFullSwipe = true

  /// The configuration of `actions`.
  ///
  /// - Parameter actions: The actions, from the edge.
  public init(actions: [UIContextualAction]) { self.actions = actions }
}
