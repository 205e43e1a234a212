/// UIKit's `UIRefreshControl`: the spinner a scroll view shows when pulled down to refresh.
///
/// A pull (the harness's `_pull()`, as a finger dragging the content down past the top would)
/// starts it refreshing and sends `.valueChanged`; the app's code calls ``endRefreshing()``
/// when its work is done. ``beginRefreshing()`` in code sends nothing, as in UIKit. Its title
/// and colour are kept, not drawn.
///
/// ```swift
/// let list = UIScrollView()
/// let refresh = UIRefreshControl()
/// list.refreshControl = refresh
/// var pulls = 0
/// refresh.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
/// refresh._pull()
/// precondition(pulls == 1 && refresh.isRefreshing)
/// refresh.endRefreshing()
/// precondition(!refresh.isRefreshing)
/// ```
open class UIRefreshControl: UIControl {
  /// Whether it is refreshing (overridable, as UIKit's).
  open var isRefreshing: Bool { refreshing }
  /// ``isRefreshing``'s storage.
  private var refreshing = false
  /// The text shown under the spinner.
  open var attributedTitle: NSAttributedString?

  /// Starts refreshing (the spinner shows); sends nothing.
  open func beginRefreshing() { refreshing = true }

  /// Stops refreshing (the spinner goes).
  open func endRefreshing() { refreshing = false }

  /// Pulls the content down past the top, as a finger would: unless it is refreshing already
  /// or disabled, it starts refreshing and sends `.valueChanged`.
  public func _pull() {
    guard isEnabled, !isRefreshing else { return }
    refreshing = true
    sendActions(for: .valueChanged)
  }
}
