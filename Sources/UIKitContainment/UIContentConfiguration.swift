/// UIKit's `UIContentConfiguration` (iOS 14): what a view shows, as a value, with the view that
/// shows it and how it changes with the view's state.
///
/// A cell given one (`contentConfiguration`) puts the view it makes in its content view, and
/// hands it each later configuration of the same kind; each time the cell's state changes
/// (selected, highlighted, editing) it asks for the configuration ``updated(for:)`` that state.
///
/// ```swift
/// struct Badge: UIContentConfiguration {
///   var count = 0
///   var selected = false
///   func makeContentView() -> any UIView & UIContentView { BadgeView(configuration: self) }
///   func updated(for state: any UIConfigurationState) -> Badge {
///     var badge = self
///     badge.selected = (state as? UICellConfigurationState)?.isSelected ?? false
///     return badge
///   }
/// }
/// final class BadgeView: UIView, UIContentView {
///   var configuration: any UIContentConfiguration
///   init(configuration: Badge) {
///     self.configuration = configuration
///     super.init(frame: .zero)
///   }
///   required init?(coder: NSCoder) { nil }
/// }
/// let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
/// cell.contentConfiguration = Badge(count: 3)
/// cell.isSelected = true
/// let shown = cell.contentView.subviews.first as? BadgeView
/// precondition((shown?.configuration as? Badge)?.selected == true)
/// ```
@preconcurrency @MainActor public protocol UIContentConfiguration {
  /// A new view showing this configuration.
  func makeContentView() -> any UIView & UIContentView
  /// This configuration as it shows in `state`.
  func updated(for state: any UIConfigurationState) -> Self
}

/// UIKit's `UIContentView` (iOS 14): a view that shows a ``UIContentConfiguration``.
@preconcurrency @MainActor public protocol UIContentView: NSObjectProtocol {
  /// What it shows; set again with each new configuration of its kind.
  var configuration: any UIContentConfiguration { get set }
  /// Whether it can show `configuration` (iOS 16; by default any).
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// Whether it can show `configuration`: any, unless it says otherwise.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// UIKit's `UIConfigurationStateCustomKey`: a key for an app's own value in a configuration
/// state.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
  /// The key's name.
  public var rawValue: String

  /// The key named `rawValue`.
  ///
  /// - Parameter rawValue: Its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The key named `rawValue`.
  ///
  /// - Parameter rawValue: Its name.
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// UIKit's `UIConfigurationState` (iOS 14): what a view's configuration is updated for.
public protocol UIConfigurationState {
  /// A state in `traitCollection`.
  ///
  /// - Parameter traitCollection: Its traits.
  init(traitCollection: UITraitCollection)
  /// The traits of the view's environment.
  var traitCollection: UITraitCollection { get set }
  /// An app's own value, by its key.
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// UIKit's `UIViewConfigurationState` (iOS 14): a view's state.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
  /// The traits of the view's environment.
  public var traitCollection: UITraitCollection
  /// Whether it is disabled.
  public var isDisabled = false
  /// Whether it is highlighted.
  public var isHighlighted = false
  /// Whether it is selected.
  public var isSelected = false
  /// Whether it has the focus.
  public var isFocused = false
  /// Whether it is pinned (iOS 15).
  public var isPinned = false
  private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  /// A state in `traitCollection`, nothing set.
  ///
  /// - Parameter traitCollection: Its traits.
  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

  /// An app's own value, by its key.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}

/// UIKit's `UICellConfigurationState` (iOS 14): a cell's state, which its configurations are
/// updated for.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  /// UIKit's `UICellConfigurationDragState`.
  public enum DragState: Int, Sendable { case none, lifting, dragging }
  /// UIKit's `UICellConfigurationDropState`.
  public enum DropState: Int, Sendable { case none, notTargeted, targeted }

  /// The view's part of the state.
  private var view: UIViewConfigurationState
  /// Whether it is editing.
  public var isEditing = false
  /// Whether it is swiped (its actions shown).
  public var isSwiped = false
  /// Whether it is expanded (an outline's row).
  public var isExpanded = false
  /// Whether it is being reordered.
  public var isReordering = false
  /// Whether it is being dragged.
  public var cellDragState = DragState.none
  /// Whether something dragged is over it.
  public var cellDropState = DropState.none

  /// A state in `traitCollection`, nothing set.
  ///
  /// - Parameter traitCollection: Its traits.
  public init(traitCollection: UITraitCollection) {
    view = UIViewConfigurationState(traitCollection: traitCollection)
  }

  /// The traits of the cell's environment.
  public var traitCollection: UITraitCollection {
    get { view.traitCollection }
    set { view.traitCollection = newValue }
  }
  /// Whether it is disabled.
  public var isDisabled: Bool {
    get { view.isDisabled }
    set { view.isDisabled = newValue }
  }
  /// Whether it is highlighted.
  public var isHighlighted: Bool {
    get { view.isHighlighted }
    set { view.isHighlighted = newValue }
  }
  /// Whether it is selected.
  public var isSelected: Bool {
    get { view.isSelected }
    set { view.isSelected = newValue }
  }
  /// Whether it has the focus.
  public var isFocused: Bool {
    get { view.isFocused }
    set { view.isFocused = newValue }
  }

  /// An app's own value, by its key.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { view[key] }
    set { view[key] = newValue }
  }
}

/// UIKit's `UIListContentView` (iOS 14): the view a list configuration makes.
open class UIListContentView: UIView, UIContentView {
  /// The list configuration it shows.
  open var listConfiguration: UIListContentConfiguration

  /// What it shows: a list configuration (another kind is refused, as UIKit refuses it).
  open var configuration: any UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? UIListContentConfiguration else {
        preconditionFailure("UIListContentView shows UIListContentConfiguration only")
      }
      listConfiguration = list
    }
  }

  /// A view showing `configuration`.
  ///
  /// - Parameter configuration: What it shows.
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
  }

  /// A view decoded from an archive: the model decodes nothing.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { nil }

  /// Whether `configuration` is a list configuration.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }
}

extension UIListContentConfiguration {
  /// A list content view showing this configuration.
  public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// This configuration: the model's list styles do not change with a state.
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

extension UIView {
  /// Shows `configuration` in this view (a cell's content view), as UIKit does: the content
  /// view already here is given it when it shows a configuration of the same type and
  /// supports it, else it is replaced by the view `configuration` makes; `nil` takes it away.
  func showContent(_ configuration: (any UIContentConfiguration)?) {
    let shown = subviews.first { $0 is any UIContentView }
    guard let configuration else {
      shown?.removeFromSuperview()
      return
    }
    if let contentView = shown as? any UIContentView,
      type(of: contentView.configuration) == type(of: configuration),
      contentView.supports(configuration)
    {
      contentView.configuration = configuration
      return
    }
    shown?.removeFromSuperview()
    addFilling(configuration.makeContentView())
  }
}

/// A cell with content configurations (`UICollectionViewCell`, `UITableViewCell`): what their
/// default `updateConfiguration(using:)` does, written once.
protocol _ConfiguredCell: UIView {
  var contentConfiguration: (any UIContentConfiguration)? { get set }
  var backgroundConfiguration: UIBackgroundConfiguration? { get set }
  var automaticallyUpdatesContentConfiguration: Bool { get }
  var automaticallyUpdatesBackgroundConfiguration: Bool { get }
}

extension _ConfiguredCell {
  /// Its content and background configurations updated for `state`, unless it is told not to.
  func updateConfigurations(for state: UICellConfigurationState) {
    if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
      contentConfiguration = content.updated(for: state)
    }
    if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
      backgroundConfiguration = background.updated(for: state)
    }
  }
}

extension UICollectionViewCell: _ConfiguredCell {}
extension UITableViewCell: _ConfiguredCell {}
