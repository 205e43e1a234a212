// What a screen shows when it has nothing to show, as iOS 17 screens write it: a content
// unavailable configuration set on a view controller puts the view it makes over the view
// controller's view, filling it, on top of its other subviews; setting another of its type
// hands it to that view, `nil` takes it away; one set before the view loads is shown at the
// view's first layout. `setNeedsUpdateContentUnavailableConfiguration()`
// calls `updateContentUnavailableConfiguration(using:)` at once (UIKit's before its view's
// next layout), with the state: the traits, and the text of the search controller of its
// navigation item.

extension UIViewController {
  /// Where it stands between `willMove(toParent:)` and `didMove(toParent:)`.
  enum Move { case none, toParent, fromParent }

  /// What it shows over its view when it has nothing to show (iOS 17; `nil`: nothing).
  public var contentUnavailableConfiguration: (any UIContentConfiguration)? {
    get { objc_getAssociatedObject(self, &contentUnavailableKey) as? any UIContentConfiguration }
    set {
      objc_setAssociatedObject(
        self, &contentUnavailableKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      if newValue != nil { contentUnavailableEverSet = true }
      showContentUnavailable(newValue)
    }
  }

  /// Shows `configuration` over the loaded view (a host made if there is none), or takes the
  /// host away for `nil`.
  private func showContentUnavailable(_ configuration: (any UIContentConfiguration)?) {
    guard let view = viewIfLoaded else { return }
    let host = view.subviews.first { $0 is ContentUnavailableHost }
    guard let configuration else {
      host?.removeFromSuperview()
      return
    }
    if let host { return host.showContent(configuration) }
    let made = ContentUnavailableHost()
    view.addFilling(made)
    made.showContent(configuration)
  }

  /// Shows, before its view's layout, a configuration set while the view was not loaded.
  ///
  /// That is one set before the view loaded, or before it was unloaded and loaded again: UIKit
  /// shows it at the next layout. Called only once some view controller was given one.
  func showPendingContentUnavailable() {
    guard let configuration = contentUnavailableConfiguration,
      let view = viewIfLoaded, !view.subviews.contains(where: { $0 is ContentUnavailableHost })
    else { return }
    showContentUnavailable(configuration)
  }

  /// The state its content unavailable configuration is updated for (iOS 17): the traits, and
  /// the search text of its navigation item's search controller.
  public var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
    var state = UIContentUnavailableConfigurationState(traitCollection: traitCollection)
    state.searchText = navigationItem.searchController?.searchBar.text
    return state
  }

  /// Calls ``updateContentUnavailableConfiguration(using:)`` with its state (at once in the
  /// model; UIKit's before its view's next layout).
  public func setNeedsUpdateContentUnavailableConfiguration() {
    updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
  }
}

/// The key of a view controller's content unavailable configuration.
nonisolated(unsafe) private var contentUnavailableKey: UInt8 = 0

/// Whether any view controller was given a content unavailable configuration (until then a
/// layout looks for none: `UIView+Layout` tests it before the call).
nonisolated(unsafe) var contentUnavailableEverSet = false

/// The view over a view controller's view that holds its content unavailable view.
final class ContentUnavailableHost: UIView {}

/// UIKit's `UIContentUnavailableConfigurationState` (iOS 17).
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {
  /// The traits of the view controller.
  public var traitCollection: UITraitCollection
  /// The text of its search controller's bar, if it has one.
  public var searchText: String?
  private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  /// A state in `traitCollection`.
  ///
  /// - Parameter traitCollection: Its traits.
  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

  /// An app's own value, by its key.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}

/// UIKit's `UIContentUnavailableConfiguration` (iOS 17): an empty screen's image, texts and
/// buttons (kept, not drawn).
///
/// ```swift
/// let screen = UIViewController()
/// var empty = UIContentUnavailableConfiguration.empty()
/// empty.text = "No notes"
/// empty.image = UIImage(systemName: "note.text")
/// screen.contentUnavailableConfiguration = empty
/// precondition(screen.view.subviews.count == 1)
/// screen.contentUnavailableConfiguration = nil
/// precondition(screen.view.subviews.isEmpty)
/// ```
public struct UIContentUnavailableConfiguration: UIContentConfiguration {
  /// How its texts look.
  public typealias TextProperties = UIListContentConfiguration.TextProperties

  /// What a button does (UIKit's `UIContentUnavailableConfiguration.ButtonProperties`).
  public struct ButtonProperties {
    /// The action a tap runs.
    public var primaryAction: UIAction?
    /// The menu it shows.
    public var menu: UIMenu?
    /// Whether it can be tapped.
    public var isEnabled = true
    /// What kind of button it is.
    public var role = UIButton.Role.normal
  }

  /// How its content lines up.
  public enum Alignment: Int, Sendable { case center, natural }

  /// The image.
  public var image: UIImage?
  /// The text.
  public var text: String?
  /// The text, with attributes.
  public var attributedText: NSAttributedString?
  /// How the text looks.
  public var textProperties = TextProperties()
  /// The secondary text.
  public var secondaryText: String?
  /// The secondary text, with attributes.
  public var secondaryAttributedText: NSAttributedString?
  /// How the secondary text looks.
  public var secondaryTextProperties = TextProperties()
  /// The button's look (no title: no button).
  public var button = UIButton.Configuration.plain()
  /// What the button does.
  public var buttonProperties = ButtonProperties()
  /// The second button's look.
  public var secondaryButton = UIButton.Configuration.plain()
  /// What the second button does.
  public var secondaryButtonProperties = ButtonProperties()
  /// How its content lines up.
  public var alignment = Alignment.center
  /// The margins around its content.
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 0, leading: 0, bottom: 0, trailing: 0)
  /// Its background.
  public var background = UIBackgroundConfiguration()

  /// An empty screen's configuration (nothing in it yet).
  ///
  /// - Returns: The configuration.
  public static func empty() -> UIContentUnavailableConfiguration {
    UIContentUnavailableConfiguration()
  }

  /// A screen loading its content: a spinner and "Loading…".
  ///
  /// - Returns: The configuration.
  public static func loading() -> UIContentUnavailableConfiguration {
    var configuration = UIContentUnavailableConfiguration()
    configuration.text = "Loading…"
    return configuration
  }

  /// A search that found nothing: "No Results".
  ///
  /// - Returns: The configuration.
  public static func search() -> UIContentUnavailableConfiguration {
    var configuration = UIContentUnavailableConfiguration()
    configuration.text = "No Results"
    configuration.image = UIImage(systemName: "magnifyingglass")
    return configuration
  }

  /// A content unavailable view showing it.
  public func makeContentView() -> any UIView & UIContentView {
    UIContentUnavailableView(configuration: self)
  }

  /// This configuration: the model's empty screens do not change with a state.
  public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration {
    self
  }
}

/// UIKit's `UIContentUnavailableView` (iOS 17): the view a content unavailable configuration
/// makes.
open class UIContentUnavailableView: UIView, UIContentView {
  /// What it shows.
  open var configuration: any UIContentConfiguration

  /// A view showing `configuration`.
  ///
  /// - Parameter configuration: What it shows.
  public init(configuration: UIContentUnavailableConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  /// A view decoded from an archive: the model decodes nothing.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { nil }
}
