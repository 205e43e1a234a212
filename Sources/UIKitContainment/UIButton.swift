internal import ContainmentCore
public import Foundation

/// UIKit's `UIButton`: a control whose tap is its primary action.
open class UIButton: UIControl {
  /// The kinds of button.
  public enum ButtonType: Int, Sendable {
    /// A button of the app's look.
    case custom
    /// The system's button.
    case system
    /// A detail disclosure button.
    case detailDisclosure
    /// A light info button.
    case infoLight
    /// A dark info button.
    case infoDark
    /// An add-contact button.
    case contactAdd
    /// A close button.
    case close
  }

  /// Its kind.
  public private(set) var buttonType: ButtonType = .custom
  /// Its titles and images, per state.
  private var titles: [UInt: String] = [:]
  private var images: [UInt: UIImage] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var ownTitleLabel: UILabel?
  private var ownImageView: UIImageView?
  private var attributedTitles: [UInt: NSAttributedString] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]

  /// The room around its title and image (deprecated in iOS 15 for a configuration's
  /// `contentInsets`; kept, not laid out).
  open var contentEdgeInsets = UIEdgeInsets.zero
  /// The room around its title (deprecated in iOS 15; kept, not laid out).
  open var titleEdgeInsets = UIEdgeInsets.zero
  /// The room around its image (deprecated in iOS 15; kept, not laid out).
  open var imageEdgeInsets = UIEdgeInsets.zero
  /// Whether its image darkens while pressed (deprecated in iOS 15; kept, not drawn).
  open var adjustsImageWhenHighlighted = true
  /// Whether the pointer of a trackpad changes over it (iPadOS 13.4; kept: the model has no
  /// pointer).
  open var isPointerInteractionEnabled = false
  /// The pointer's style over it, from the system's proposed effect and shape (kept).
  open var pointerStyleProvider: PointerStyleProvider?
  /// What gives a button's pointer style.
  public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) ->
    UIPointerStyle?

  /// Its configuration (iOS 15): setting one shows its title and image
  /// (`UIButton+Configuration`).
  open var configuration: Configuration? {
    didSet { configuration.map(show) }
  }
  /// What updates its configuration as its state changes (iOS 15).
  open var configurationUpdateHandler: ((UIButton) -> Void)?
  /// The menu it shows (iOS 14; kept: the model shows no menu, a harness chooses with
  /// `UIMenu._choose(_:)`).
  open var menu: UIMenu?
  /// Whether a tap shows the menu rather than sending the primary action (iOS 14; kept).
  open var showsMenuAsPrimaryAction = false
  /// Whether a tap toggles `isSelected` before it sends the primary action (iOS 15).
  open var changesSelectionAsPrimaryAction = false
  /// What kind of button it is, which its look follows (iOS 15; kept).
  open var role = Role.normal

  /// UIKit's `UIButton.Role` (iOS 15).
  public enum Role: Int, Sendable { case normal, primary, cancel, destructive }

  /// A button of the given kind.
  ///
  /// - Parameter buttonType: Its kind.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// A button whose tap sends `primaryAction`, titled by it (iOS 14).
  ///
  /// - Parameters:
  ///   - buttonType: Its kind.
  ///   - primaryAction: The action of its tap.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(frame: .zero, primaryAction: primaryAction)
    self.buttonType = buttonType
  }

  /// A button with a frame whose tap sends `primaryAction` (iOS 14).
  ///
  /// - Parameters:
  ///   - frame: Its frame.
  ///   - primaryAction: The action of its tap.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      setTitle(primaryAction.title, for: .normal)
      setImage(primaryAction.image, for: .normal)
    }
  }

  /// A tap sends `.touchUpInside`, then `.primaryActionTriggered`.
  override var tapIsPrimaryAction: Bool { true }

  /// A button that changes its selection as its primary action toggles it as the finger lifts.
  override func liftedInside(at point: CGPoint) {
    if changesSelectionAsPrimaryAction { isSelected.toggle() }
  }

  /// Sets the title shown in `state`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - state: The state.
  open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }

  /// The title shown in `state` (the normal state's when it has none of its own).
  ///
  /// - Parameter state: The state.
  /// - Returns: The title.
  open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }

  /// The title shown now.
  open var currentTitle: String? { title(for: state) }
  /// The title's colour now (white when none is set, UIKit's default).
  open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
  /// The image shown now.
  open var currentImage: UIImage? { image(for: state) }
  /// The background image shown now.
  open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

  /// Sets the image shown in `state`.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - state: The state.
  open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }

  /// The image shown in `state` (the normal state's when it has none of its own).
  ///
  /// - Parameter state: The state.
  /// - Returns: The image.
  open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }

  /// Sets the colour of the title shown in `state`.
  ///
  /// - Parameters:
  ///   - color: The colour.
  ///   - state: The state.
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
  }

  /// The colour of the title shown in `state` (the normal state's when it has none of its own).
  ///
  /// - Parameter state: The state.
  /// - Returns: The colour.
  open func titleColor(for state: State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[0]
  }

  /// Sets the styled title shown in `state` (it is shown rather than the plain one).
  ///
  /// - Parameters:
  ///   - title: The styled title.
  ///   - state: The state.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    attributedTitles[state.rawValue] = title
  }

  /// The styled title shown in `state` (the normal state's when it has none of its own).
  ///
  /// - Parameter state: The state.
  /// - Returns: The styled title.
  open func attributedTitle(for state: State) -> NSAttributedString? {
    attributedTitles[state.rawValue] ?? attributedTitles[0]
  }

  /// The styled title shown now.
  open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

  /// Sets the image behind the title in `state` (kept, not drawn).
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - state: The state.
  open func setBackgroundImage(_ image: UIImage?, for state: State) {
    backgroundImages[state.rawValue] = image
  }

  /// The image behind the title in `state` (the normal state's when it has none of its own).
  ///
  /// - Parameter state: The state.
  /// - Returns: The image.
  open func backgroundImage(for state: State) -> UIImage? {
    backgroundImages[state.rawValue] ?? backgroundImages[0]
  }

  /// The label that shows the title (its text is the title shown now, its frame
  /// ``titleRect(forContentRect:)`` of the content's rectangle).
  open var titleLabel: UILabel? {
    let label = ownTitleLabel ?? UILabel()
    ownTitleLabel = label
    label.text = currentTitle
    label.frame = titleRect(forContentRect: contentRect(forBounds: bounds))
    return label
  }

  /// The image view that shows the image (its image is the one shown now, its frame
  /// ``imageRect(forContentRect:)`` of the content's rectangle).
  open var imageView: UIImageView? {
    let view = ownImageView ?? UIImageView()
    ownImageView = view
    view.image = image(for: state)
    view.frame = imageRect(forContentRect: contentRect(forBounds: bounds))
    return view
  }

  /// Updates the button's configuration for its state: runs ``configurationUpdateHandler``
  /// (an override sets `configuration` itself, as UIKit code does; call `super` to keep the
  /// handler).
  open func updateConfiguration() { configurationUpdateHandler?(self) }

  /// The rectangle its content takes in `bounds`: `bounds` less ``contentEdgeInsets``.
  ///
  /// - Parameter bounds: The button's bounds.
  /// - Returns: The content's rectangle.
  open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }
  /// The rectangle its background image takes: `bounds`.
  ///
  /// - Parameter bounds: The button's bounds.
  /// - Returns: The background's rectangle.
  open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// The rectangle its title takes in `contentRect`, the ``titleLabel``'s frame: `contentRect`
  /// less ``titleEdgeInsets`` (decided: the model sets no title beside an image; a subclass
  /// that moves it overrides this).
  ///
  /// - Parameter contentRect: The content's rectangle.
  /// - Returns: The title's rectangle.
  open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
    contentRect.inset(by: titleEdgeInsets)
  }
  /// The rectangle its image takes in `contentRect`: `contentRect` less ``imageEdgeInsets``
  /// (decided, as ``titleRect(forContentRect:)``).
  ///
  /// - Parameter contentRect: The content's rectangle.
  /// - Returns: The image's rectangle.
  open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
    contentRect.inset(by: imageEdgeInsets)
  }
}
