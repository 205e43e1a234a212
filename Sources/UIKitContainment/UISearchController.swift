/// UIKit's `UISearchController`: a search bar and the view controller that shows its results.
///
/// The model presents nothing: becoming active (``isActive``, or the user's typing in its
/// ``searchBar``) tells its delegate it will present and did present, and its updater
/// (`updateSearchResults(for:)`) on activation and on each change of the text; leaving tells
/// the delegate it will and did dismiss. The results controller is its child from the start,
/// as in UIKit, and is not shown (decided: UIKit presents the search controller over its
/// context, which the model leaves out).
///
/// ```swift
/// final class Results: UIViewController, UISearchResultsUpdating {
///   var queries: [String] = []
///   func updateSearchResults(for searchController: UISearchController) {
///     queries.append(searchController.searchBar.text ?? "")
///   }
/// }
/// let results = Results()
/// let search = UISearchController(searchResultsController: results)
/// search.searchResultsUpdater = results
/// search.searchBar._type("tea")
/// precondition(search.isActive && results.queries == ["", "tea"])
/// ```
open class UISearchController: UIViewController {
  /// The view controller that shows the results, if any.
  public let searchResultsController: UIViewController?
  /// Its search bar.
  public let searchBar = UISearchBar()
  /// What updates the results as the text changes (UIKit keeps it weakly).
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  /// What hears of its presentation (UIKit keeps it weakly).
  open weak var delegate: (any UISearchControllerDelegate)?
  /// Whether the content under it dims while it is active (kept).
  open var obscuresBackgroundDuringPresentation = true
  /// Whether the content under it dims while it is active: ``obscuresBackgroundDuringPresentation``
  /// under its iOS 8 name (deprecated in iOS 12).
  @available(iOS, deprecated: 12.0, renamed: "obscuresBackgroundDuringPresentation")
  open var dimsBackgroundDuringPresentation: Bool {
    get { obscuresBackgroundDuringPresentation }
    set { obscuresBackgroundDuringPresentation = newValue }
  }
  /// Whether the navigation bar hides while it is active (kept).
  open var hidesNavigationBarDuringPresentation = true
  /// Whether the search bar's cancel button shows while it is active (kept).
  open var automaticallyShowsCancelButton = true
  /// Whether the results controller shows by itself (kept).
  open var automaticallyShowsSearchResultsController = true
  /// Whether the results controller shows (kept).
  open var showsSearchResultsController = false

  /// Whether the search is under way: setting it tells the delegate and, becoming active, the
  /// updater.
  open var isActive = false {
    didSet {
      guard isActive != oldValue else { return }
      if isActive {
        delegate?.willPresentSearchController(self)
        delegate?.didPresentSearchController(self)
        searchResultsUpdater?.updateSearchResults(for: self)
      } else {
        delegate?.willDismissSearchController(self)
        delegate?.didDismissSearchController(self)
      }
    }
  }

  /// A search controller showing its results in `searchResultsController` (`nil`: in the
  /// view it searches).
  ///
  /// - Parameter searchResultsController: The view controller of the results.
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    searchBar.searchController = self
    if let searchResultsController {
      addChild(searchResultsController)
      searchResultsController.didMove(toParent: self)
    }
  }

  /// A search controller with no results controller.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Kept as `nibName` (no nib is loaded).
  ///   - nibBundleOrNil: Kept as `nibBundle`.
  public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.init(searchResultsController: nil)
  }

  /// A search controller decoded from an archive: the model decodes nothing.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    searchResultsController = nil
    super.init(coder: coder)
    searchBar.searchController = self
  }

  /// The search bar's text changed: active (the typing makes it so), the updater hears it.
  func searchTextChanged() {
    if isActive {
      searchResultsUpdater?.updateSearchResults(for: self)
    } else {
      isActive = true
    }
  }
}

/// What updates a search's results (UIKit's `UISearchResultsUpdating`).
@preconcurrency @MainActor public protocol UISearchResultsUpdating: AnyObject {
  /// The search's text or scope changed, or it became active.
  ///
  /// - Parameter searchController: The search controller.
  func updateSearchResults(for searchController: UISearchController)
}

/// What hears of a search controller's presentation (UIKit's `UISearchControllerDelegate`);
/// each call has a default.
@preconcurrency @MainActor public protocol UISearchControllerDelegate: AnyObject {
  /// It is about to become active.
  func willPresentSearchController(_ searchController: UISearchController)
  /// It became active.
  func didPresentSearchController(_ searchController: UISearchController)
  /// It is about to stop being active.
  func willDismissSearchController(_ searchController: UISearchController)
  /// It stopped being active.
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  /// Does nothing.
  public func willPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func didPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func willDismissSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func didDismissSearchController(_ searchController: UISearchController) {}
}
