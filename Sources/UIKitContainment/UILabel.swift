public import Foundation

/// A view that shows text (UIKit's `UILabel`).
///
/// Its text and how it is set are kept; the model lays no text out. A label takes no touches
/// unless told (`isUserInteractionEnabled` is `false`, as in UIKit).
///
/// ```swift
/// let title = UILabel()
/// title.text = "Inbox"
/// title.font = .preferredFont(forTextStyle: .headline)
/// title.textAlignment = .center
/// precondition(!title.isUserInteractionEnabled && title.numberOfLines == 1)
/// ```
open class UILabel: UIView {
  /// The text shown (a change asks for the label to be drawn again).
  open var text: String? { didSet { setNeedsDisplay() } }
  /// The attributed text last set, kept while ``text`` is still its string.
  var attributed: NSAttributedString?
  /// Its font (the system font of 17 points by default; UIKit's `null_resettable`).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) {
    didSet { if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) } }
  }
  /// Its colour (`.label` by default; UIKit's `null_resettable`).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var textColor: UIColor! = .label {
    didSet { if textColor == nil { textColor = .label } }
  }
  /// How its lines line up.
  open var textAlignment: NSTextAlignment = .natural
  /// How many lines it may take (0: as many as the text needs).
  open var numberOfLines = 1
  /// What it does with text too long for it.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  /// The width its lines wrap at in Auto Layout (0: its own width), kept.
  open var preferredMaxLayoutWidth: CGFloat = 0
  /// Whether a long text is shrunk to fit the width.
  open var adjustsFontSizeToFitWidth = false
  /// How far a long text may be shrunk.
  open var minimumScaleFactor: CGFloat = 0
  /// Whether the font follows the user's Dynamic Type size.
  open var adjustsFontForContentSizeCategory = false
  /// Whether the text is drawn enabled.
  open var isEnabled = true
  /// Whether the text is drawn highlighted.
  open var isHighlighted = false
  /// The colour of its highlighted text.
  open var highlightedTextColor: UIColor?
  /// The colour of its text's shadow (none by default; kept, not drawn).
  open var shadowColor: UIColor?
  /// Where its text's shadow falls ((0, −1) by default, as UIKit's; kept).
  open var shadowOffset = CGSize(width: 0, height: -1)
  /// How a text shrunk to fit moves against its baseline (kept).
  open var baselineAdjustment = UIBaselineAdjustment.alignBaselines

  /// A new one takes no touches.
  override class var takesTouchesByDefault: Bool { false }

  /// Draws the label's text with ``drawText(in:)``.
  ///
  /// The display pass draws a label whose class overrides this or ``drawText(in:)``; the model
  /// draws no other (it would paint nothing).
  ///
  /// - Parameter rect: The part to draw.
  open override func draw(_ rect: CGRect) { drawText(in: rect) }

  /// Draws the text within `rect` in the current context; an override changes `rect` (insets)
  /// and calls `super`.
  ///
  /// - Parameter rect: Where the text goes.
  open func drawText(in rect: CGRect) {
    guard let text, !text.isEmpty else { return }
    text.draw(in: rect, withAttributes: [.font: font as Any])
  }

  /// Where the text goes within `bounds`, on at most `numberOfLines` lines (0: any): the
  /// model's estimate of the text's size, at the bounds' origin.
  ///
  /// - Parameters:
  ///   - bounds: The room it has.
  ///   - numberOfLines: The most lines it may take.
  /// - Returns: The rectangle.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    let size = (text ?? "").boundingRect(
      with: bounds.size, options: numberOfLines == 1 ? [] : .usesLineFragmentOrigin,
      attributes: [.font: font as Any], context: nil
    ).size
    return CGRect(
      origin: bounds.origin,
      size: CGSize(width: min(size.width, bounds.width), height: min(size.height, bounds.height)))
  }

  /// The text with its attributes: the one set, while ``text`` is still its string (setting
  /// ``text`` makes it plain text, as in UIKit).
  open var attributedText: NSAttributedString? {
    get {
      guard let text else { return nil }
      if let attributed, attributed.string == text { return attributed }
      return NSAttributedString(string: text)
    }
    set {
      attributed = newValue
      text = newValue?.string
    }
  }
}

/// A view that shows an image (UIKit's `UIImageView`).
///
/// The image is kept, not drawn. It takes no touches unless told (`isUserInteractionEnabled`
/// is `false`, as in UIKit).
///
/// ```swift
/// let avatar = UIImageView(image: UIImage(systemName: "person.circle"))
/// avatar.contentMode = .scaleAspectFill
/// precondition(avatar.image == UIImage(systemName: "person.circle"))
/// ```
open class UIImageView: UIView {
  /// The image shown.
  open var image: UIImage?
  /// The image shown while highlighted.
  open var highlightedImage: UIImage?
  /// Whether it shows its highlighted image.
  open var isHighlighted = false
  /// The configuration its symbol images are drawn with, over their own (kept).
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
  /// The frames of its animation, shown in turn while it animates (kept: the model draws none).
  open var animationImages: [UIImage]?
  /// The frames of its animation while highlighted.
  open var highlightedAnimationImages: [UIImage]?
  /// How long one cycle of the frames lasts (0: a thirtieth of a second a frame).
  open var animationDuration: TimeInterval = 0
  /// How many cycles it runs (0: until stopped).
  open var animationRepeatCount = 0
  /// Whether its animation runs.
  open private(set) var isAnimating = false

  /// Starts the animation of ``animationImages``, if it has frames.
  open func startAnimating() { isAnimating = !(animationImages ?? []).isEmpty }
  /// Stops the animation.
  open func stopAnimating() { isAnimating = false }

  /// An image view showing `image`.
  ///
  /// - Parameter image: The image.
  public convenience init(image: UIImage?) {
    self.init(frame: .zero)
    self.image = image
  }

  /// An image view showing `image`, and `highlightedImage` while highlighted.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - highlightedImage: The image while highlighted.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  /// A new one takes no touches.
  override class var takesTouchesByDefault: Bool { false }
}

/// How a label's text shrunk to fit its width sits against its baseline (UIKit's
/// `UIBaselineAdjustment`).
public enum UIBaselineAdjustment: Int, Sendable {
  /// The shrunk text keeps the baseline of the text at its full size.
  case alignBaselines = 0
  /// The shrunk text is centred where the full text's centre was.
  case alignCenters
  /// The shrunk text's top stays where the full text's top was.
  case none
}
