/// UIKit's `UISearchBar`: a field for a search, with a cancel button and scope buttons.
///
/// The harness types with `_type(_:)` (the delegate's `searchBar(_:textDidChange:)` after
/// each insertion), taps the search button with `_tapSearch()` and the cancel button with
/// `_tapCancel()`. Setting ``text`` in code tells nothing, as in UIKit. It belongs to a search
/// controller when one made it, which it tells of each change (``UISearchController``).
///
/// ```swift
/// final class Finder: UISearchBarDelegate {
///   var searched: [String] = []
///   func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
///     searched.append(searchBar.text ?? "")
///   }
/// }
/// let bar = UISearchBar()
/// let finder = Finder()
/// bar.delegate = finder
/// bar._type("milk")
/// bar._tapSearch()
/// precondition(finder.searched == ["milk"])
/// ```
open class UISearchBar: UIView {
  /// How the bar is drawn.
  public enum Style: Int, Sendable {
    case `default`, prominent, minimal
  }

  /// What hears of its changes (UIKit keeps it weakly).
  open weak var delegate: (any UISearchBarDelegate)?
  /// The text searched for (`""` until typed).
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }
  /// The text shown grey while empty.
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }
  /// A line above the field.
  open var prompt: String?
  /// Whether the cancel button shows.
  open var showsCancelButton = false
  /// Whether the scope buttons show.
  open var showsScopeBar = false
  /// The titles of the scope buttons.
  open var scopeButtonTitles: [String]?
  /// The selected scope button.
  open var selectedScopeButtonIndex = 0
  /// How the bar is drawn.
  open var searchBarStyle = Style.default
  /// The bar's colour.
  open var barTintColor: UIColor?
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// Its kept look (`UISearchBar+Appearance.swift`), made on first change.
  var searchBarLooks: SearchBarLooks?
  /// Its field.
  public let searchTextField = UISearchTextField()
  /// The search controller that made it, if any.
  weak var searchController: UISearchController?

  /// Shows or hides the cancel button (the model animates nothing).
  ///
  /// - Parameters:
  ///   - showsCancelButton: Whether it shows.
  ///   - animated: Whether the change animates.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// Shows or hides the scope buttons (iOS 13; the model animates nothing).
  ///
  /// - Parameters:
  ///   - show: Whether they show.
  ///   - animate: Whether the change animates.
  open func setShowsScope(_ show: Bool, animated animate: Bool) { showsScopeBar = show }

  /// Types `text` at the end of the field, as the keyboard would: the delegate's
  /// `searchBar(_:textDidChange:)`, and its search controller's updater.
  public func _type(_ text: String) {
    searchTextField._type(text)
    changed()
  }

  /// The field's text changed: the delegate told, then the search controller's updater.
  private func changed() {
    delegate?.searchBar(self, textDidChange: text ?? "")
    searchController?.searchTextChanged()
  }

  /// Taps the keyboard's search button: the delegate's `searchBarSearchButtonClicked(_:)`.
  public func _tapSearch() { delegate?.searchBarSearchButtonClicked(self) }

  /// Taps the cancel button: the delegate's `searchBarCancelButtonClicked(_:)`, and its search
  /// controller, active, leaves the search.
  public func _tapCancel() {
    delegate?.searchBarCancelButtonClicked(self)
    if let searchController, searchController.isActive { searchController.isActive = false }
  }
}

/// UIKit's `UISearchTextField` (iOS 13): a search bar's field.
open class UISearchTextField: UITextField {}

/// What hears of a search bar's changes (UIKit's `UISearchBarDelegate`); each call has a
/// default.
@preconcurrency @MainActor public protocol UISearchBarDelegate: AnyObject {
  /// The user's typing changed the text.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// The search button was tapped.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The cancel button was tapped.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// Whether editing may begin (`true`).
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing began.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Editing ended.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// The selected scope button changed.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  /// Does nothing.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  /// Does nothing.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  /// `true`.
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// Does nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBar(
    _ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
  ) {}
}
