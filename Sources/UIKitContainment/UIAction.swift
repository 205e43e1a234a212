internal import ContainmentCore
import Synchronization

/// UIKit's `UIImage`, by name only: no pixels are loaded; an image drawn (an image context's, a
/// renderer's) has the context's size and scale.
public final class UIImage: NSObject, @unchecked Sendable {
  /// The name it was made with.
  public let name: String
  /// Its size in points: zero for an image loaded (the model loads nothing), the context's for
  /// an image drawn.
  public let size: CGSize
  /// Pixels a point: 1 for an image loaded, the context's for an image drawn.
  public let scale: CGFloat
  /// The edges kept as they are when the image is drawn larger
  /// (`resizableImage(withCapInsets:resizingMode:)`); none by default.
  public let capInsets: UIEdgeInsets
  /// How the middle between the cap insets fills a larger size.
  public let resizingMode: ResizingMode
  /// How it is drawn: in its own colours or as a template of the tint (`UIImage+Rendering`).
  public let renderingMode: RenderingMode
  /// The symbol's configuration it was made with, if any.
  public let symbolConfiguration: SymbolConfiguration?
  /// The insets of its content from its edges, for layout (`withAlignmentRectInsets(_:)`).
  public let alignmentRectInsets: UIEdgeInsets
  /// Whether it is drawn mirrored in a right-to-left layout
  /// (`imageFlippedForRightToLeftLayoutDirection()`).
  public let flipsForRightToLeftLayoutDirection: Bool

  /// An empty image (NSObject's `init()`): no name, no size, as `UIImage()` is on iOS.
  public override convenience init() { self.init("", .automatic, nil) }

  /// An image of the app's, by name.
  ///
  /// - Parameter name: Its name.
  public convenience init?(named name: String) { self.init(name, .automatic, nil) }

  /// An image of a bundle's, by name, for the given traits (the model's images have no
  /// variants: as ``init(named:)``).
  ///
  /// - Parameters:
  ///   - name: Its name.
  ///   - bundle: Its bundle (`nil`: the app's).
  ///   - traitCollection: The traits it is for.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(name, .automatic, nil)
  }

  /// A system symbol, by name.
  ///
  /// - Parameter name: Its name.
  public convenience init?(systemName name: String) { self.init(name, .automatic, nil) }

  /// A system symbol, by name, of the given configuration.
  ///
  /// - Parameters:
  ///   - name: Its name.
  ///   - configuration: Its size, weight and scale.
  public convenience init?(
    systemName name: String, withConfiguration configuration: SymbolConfiguration?
  ) {
    self.init(name, .automatic, configuration)
  }

  init(
    _ name: String, _ mode: RenderingMode, _ configuration: SymbolConfiguration?,
    size: CGSize = .zero, scale: CGFloat = 1, capInsets: UIEdgeInsets = .zero,
    resizingMode: ResizingMode = .tile, alignmentRectInsets: UIEdgeInsets = .zero,
    flips: Bool = false
  ) {
    (self.name, renderingMode, symbolConfiguration) = (name, mode, configuration)
    (self.size, self.scale, self.capInsets, self.resizingMode) = (
      size, scale, capInsets, resizingMode
    )
    (self.alignmentRectInsets, flipsForRightToLeftLayoutDirection) = (alignmentRectInsets, flips)
  }

  /// This image with some of its settings changed, the others kept.
  func variant(
    mode: RenderingMode? = nil, configuration: SymbolConfiguration?? = nil,
    size: CGSize? = nil, capInsets: UIEdgeInsets? = nil, resizingMode: ResizingMode? = nil,
    alignmentRectInsets: UIEdgeInsets? = nil, flips: Bool? = nil
  ) -> UIImage {
    UIImage(
      name, mode ?? renderingMode, configuration ?? symbolConfiguration, size: size ?? self.size,
      scale: scale, capInsets: capInsets ?? self.capInsets,
      resizingMode: resizingMode ?? self.resizingMode,
      alignmentRectInsets: alignmentRectInsets ?? self.alignmentRectInsets,
      flips: flips ?? flipsForRightToLeftLayoutDirection)
  }

  /// An image drawn in a context of `size` at `scale`.
  convenience init(drawnAt size: CGSize, scale: CGFloat) {
    self.init("", .automatic, nil, size: size, scale: scale)
  }

  /// Its accessibility label and identifier (an image is shared between threads, so they are
  /// kept behind a lock).
  private let accessibility = Mutex<(label: String?, identifier: String?)>((nil, nil))

  /// What VoiceOver says of the image (kept: no assistive technology runs in the model).
  public var accessibilityLabel: String? {
    get { accessibility.withLock { $0.label } }
    set { accessibility.withLock { $0.label = newValue } }
  }

  /// The name UI tests find the image by (kept).
  public var accessibilityIdentifier: String? {
    get { accessibility.withLock { $0.identifier } }
    set { accessibility.withLock { $0.identifier = newValue } }
  }

  /// Images are equal when they are one, or when they have the same name (images without a
  /// name, drawn or decoded, are equal only to themselves).
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    lhs === rhs || (!lhs.name.isEmpty && lhs.name == rhs.name)
  }

  /// Hashes the name.
  public override var hash: Int { valueHash(name) }

  /// Whether `object` is an equal image, as `==` says (NSObject's equality, which sets,
  /// dictionaries and `==` between `NSObject`s use).
  public override func isEqual(_ object: Any?) -> Bool {
    (object as? UIImage).map { self == $0 } ?? false
  }
}

/// UIKit's `UIAction` (iOS 14): a closure with a title, for a control's events, a button's
/// primary action or a bar button item's, as UIKit's closure form of target and action.
///
/// ```swift
/// var saved = 0
/// let save = UIButton(type: .system, primaryAction: UIAction(title: "Save") { _ in saved += 1 })
/// save._tap()
/// precondition(saved == 1)
/// ```
@preconcurrency @MainActor public final class UIAction: UIMenuElement {
  /// An action's identifier, to remove it by.
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

  /// Its identifier (made unique when none is given).
  public let identifier: Identifier
  /// What it does.
  let handler: (UIAction) -> Void
  /// The object that sent it last (a control, a bar button item), while it runs.
  public private(set) var sender: Any?
  /// How it shows in a menu: disabled, destructive, hidden.
  public var attributes: Attributes
  /// Its check mark in a menu.
  public var state: State
  /// Its title where the system lists it (kept).
  public var discoverabilityTitle: String?

  /// Counts the actions made without an identifier.
  private static let made = Atomic<Int>(0)

  /// An action.
  ///
  /// - Parameters:
  ///   - title: Its title.
  ///   - image: Its image.
  ///   - identifier: Its identifier (a unique one when `nil`).
  ///   - discoverabilityTitle: Its title where the system lists it.
  ///   - attributes: How it shows in a menu.
  ///   - state: Its check mark in a menu.
  ///   - handler: What it does, given the action (its ``sender`` set).
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
    handler: @escaping UIActionHandler
  ) {
    (self.discoverabilityTitle, self.attributes, self.state) = (
      discoverabilityTitle, attributes, state
    )
    if let identifier {
      self.identifier = identifier
    } else {
      let number = Self.made.wrappingAdd(1, ordering: .relaxed).newValue
      self.identifier = Identifier("action-\(number)")
    }
    self.handler = handler
    super.init(title: title, image: image)
  }

  /// Runs the handler with `sender` as the sender.
  func perform(from sender: Any) {
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}

/// What an action does, given the action (UIKit's `UIActionHandler`).
public typealias UIActionHandler = (UIAction) -> Void
