/// UIKit's `UITableViewRowAction` (iOS 8, deprecated in iOS 13 for `UIContextualAction`): an
/// action a swipe on a row shows, from the delegate's `tableView(_:editActionsForRowAt:)`.
///
/// Kept as made: the model draws no swipe buttons.
///
/// ```swift
/// let archive = UITableViewRowAction(style: .normal, title: "Archive") { action, indexPath in
///   print("archive row \(indexPath.row)")
/// }
/// archive.backgroundColor = .systemBlue
/// precondition(archive.style == .normal && archive.title == "Archive")
/// precondition(UITableViewRowAction.Style.destructive == .default)
/// ```
@available(iOS, deprecated: 13.0, message: "Use UIContextualAction and related APIs instead.")
@preconcurrency @MainActor open class UITableViewRowAction {
  /// How the action looks.
  public enum Style: Int, Sendable {
    /// Red: a destructive action (UIKit's `destructive` is this one).
    case `default` = 0
    /// Grey.
    case normal = 1

    /// The same as ``default``, as in UIKit.
    public static var destructive: Style { .default }
  }

  /// Its style.
  open private(set) var style: Style
  /// Its title.
  open var title: String?
  /// Its background colour (the style's unless set).
  open var backgroundColor: UIColor?
  /// A blur behind its title (kept).
  open var backgroundEffect: UIVisualEffect?
  /// What a tap on it runs, with the row's index path.
  let handler: (UITableViewRowAction, IndexPath) -> Void

  /// An action of `style` titled `title` that runs `handler`.
  ///
  /// - Parameters:
  ///   - style: Its style.
  ///   - title: Its title.
  ///   - handler: What a tap runs, given the action and the row's index path.
  public init(
    style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void
  ) {
    (self.style, self.title, self.handler) = (style, title, handler)
  }
}
