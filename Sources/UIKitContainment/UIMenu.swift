/// UIKit's `UIMenuElement` (iOS 13): what a menu lists — an action or a menu.
@preconcurrency @MainActor open class UIMenuElement: NSObject {
  /// How an element shows (UIKit's `UIMenuElement.Attributes`).
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// The attributes of `rawValue`.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shown, not tappable.
    public static let disabled = Attributes(rawValue: 1)
    /// Shown in red.
    public static let destructive = Attributes(rawValue: 2)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 4)
    /// The menu stays after a tap (iOS 16).
    public static let keepsMenuPresented = Attributes(rawValue: 8)
  }

  /// An element's check mark (UIKit's `UIMenuElement.State`).
  public enum State: Int, Sendable {
    case off, on, mixed
  }

  /// Its title.
  public var title: String
  /// Its subtitle.
  public var subtitle: String?
  /// Its image.
  public var image: UIImage?

  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
  }
}

/// UIKit's `UIMenu` (iOS 13): a list of actions and menus.
///
/// A button, a bar button item or a context menu shows it. The model draws no menu: a harness
/// runs one of its actions with `_choose(_:)`.
///
/// ```swift
/// var sorted = ""
/// let menu = UIMenu(title: "Sort", children: [
///   UIAction(title: "Name") { _ in sorted = "name" },
///   UIAction(title: "Date", attributes: .disabled) { _ in sorted = "date" },
/// ])
/// menu._choose("Date")  // disabled: nothing
/// menu._choose("Name")
/// precondition(sorted == "name")
/// ```
@preconcurrency @MainActor public final class UIMenu: UIMenuElement {
  /// A menu's identifier.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's text.
    public let rawValue: String
    /// An identifier of the given text.
    ///
    /// - Parameter rawValue: Its text.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier of the given text.
    ///
    /// - Parameter rawValue: Its text.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How a menu shows (UIKit's `UIMenu.Options`).
  public struct Options: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// The options of `rawValue`.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Its children in its parent's list, between separators.
    public static let displayInline = Options(rawValue: 1)
    /// Shown in red.
    public static let destructive = Options(rawValue: 2)
    /// One child checked at a time (iOS 15).
    public static let singleSelection = Options(rawValue: 32)
  }

  /// Its identifier.
  public let identifier: Identifier
  /// How it shows.
  public let options: Options
  /// What it lists.
  public let children: [UIMenuElement]

  /// A menu of `children`.
  ///
  /// - Parameters:
  ///   - title: Its title.
  ///   - subtitle: Its subtitle.
  ///   - image: Its image.
  ///   - identifier: Its identifier (one made when `nil`).
  ///   - options: How it shows.
  ///   - children: What it lists.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Identifier? = nil, options: Options = [], children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier("menu-\(title)")
    self.options = options
    self.children = children
    super.init(title: title, image: image)
    self.subtitle = subtitle
  }

  /// This menu with other children.
  ///
  /// - Parameter newChildren: The children.
  /// - Returns: The new menu.
  public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      children: newChildren)
  }

  /// The user chooses the action titled `title`, in this menu or one within it: it runs,
  /// unless it is disabled or hidden.
  ///
  /// - Parameter title: The action's title.
  public func _choose(_ title: String) {
    guard let action = action(titled: title),
      action.attributes.isDisjoint(with: [.disabled, .hidden])
    else { return }
    action.perform(from: self)
  }

  /// The action titled `title`, here or in a menu within (a deferred element's once it has
  /// given its elements).
  private func action(titled title: String) -> UIAction? {
    Self.action(titled: title, in: children)
  }

  private static func action(titled title: String, in elements: [UIMenuElement]) -> UIAction? {
    for child in elements {
      if let action = child as? UIAction, action.title == title { return action }
      if let menu = child as? UIMenu, let action = menu.action(titled: title) { return action }
      if let deferred = child as? UIDeferredMenuElement,
        let action = action(titled: title, in: deferred.loadedElements())
      {
        return action
      }
    }
    return nil
  }
}

/// UIKit's `UIDeferredMenuElement` (iOS 14): menu elements given later, by a provider called
/// as the menu shows.
///
/// The model shows no menu: the provider is called when a harness chooses in its menu
/// (`UIMenu._choose(_:)`), and what it gives at once stands in the menu's place, once (every
/// time for an ``uncached(_:)`` element, iOS 15); what it gives later comes too late.
///
/// ```swift
/// var chosen = ""
/// let menu = UIMenu(children: [
///   UIDeferredMenuElement { completion in
///     completion([UIAction(title: "Recent") { _ in chosen = "recent" }])
///   }
/// ])
/// menu._choose("Recent")
/// precondition(chosen == "recent")
/// ```
@preconcurrency @MainActor public final class UIDeferredMenuElement: UIMenuElement {
  /// Called with the elements the provider gives.
  public typealias Completion = ([UIMenuElement]) -> Void
  private let provider: (@escaping Completion) -> Void
  private let cachesElements: Bool
  private var cached: [UIMenuElement]?

  /// Elements `elementProvider` gives, once.
  ///
  /// - Parameter elementProvider: Gives the elements to its completion.
  public convenience init(_ elementProvider: @escaping (@escaping Completion) -> Void) {
    self.init(elementProvider, caching: true)
  }

  private init(_ elementProvider: @escaping (@escaping Completion) -> Void, caching: Bool) {
    provider = elementProvider
    cachesElements = caching
    super.init(title: "", image: nil)
  }

  /// Elements `elementProvider` gives each time the menu shows (iOS 15).
  ///
  /// - Parameter elementProvider: Gives the elements to its completion.
  /// - Returns: The element.
  public static func uncached(_ elementProvider: @escaping (@escaping Completion) -> Void)
    -> UIDeferredMenuElement
  {
    UIDeferredMenuElement(elementProvider, caching: false)
  }

  /// The elements the provider gave at once (none when it has not answered yet).
  func loadedElements() -> [UIMenuElement] {
    if let cached { return cached }
    var given: [UIMenuElement] = []
    provider { given = $0 }
    if cachesElements { cached = given }
    return given
  }
}
