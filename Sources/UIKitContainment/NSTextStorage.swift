public import Foundation

// TextKit's objects behind a text view, as code written for UIKit reaches them: the text view's
// `textStorage` (its text, edited in place), its `layoutManager`, and the attachments that put
// an image in a text (a chat's input bar pastes photos so). The model lays out no glyphs: the
// layout manager measures the text as the layer measures a label's, and draws nothing.

/// The text a text view shows and edits in place (TextKit's `NSTextStorage`): an attributed
/// string whose changes are the text view's.
///
/// ```swift
/// let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
/// notes.text = "Milk"
/// notes.textStorage.beginEditing()
/// notes.textStorage.append(NSAttributedString(string: ", eggs"))
/// notes.textStorage.endEditing()
/// precondition(notes.text == "Milk, eggs")
/// ```
open class NSTextStorage: NSMutableAttributedString {
  /// The layout managers that lay it out (a text view's one).
  public private(set) var layoutManagers: [NSLayoutManager] = []

  /// Adds a layout manager that lays it out.
  ///
  /// - Parameter aLayoutManager: The layout manager.
  open func addLayoutManager(_ aLayoutManager: NSLayoutManager) {
    guard !layoutManagers.contains(where: { $0 === aLayoutManager }) else { return }
    layoutManagers.append(aLayoutManager)
    aLayoutManager.textStorage = self
  }

  /// Removes a layout manager.
  ///
  /// - Parameter aLayoutManager: The layout manager.
  open func removeLayoutManager(_ aLayoutManager: NSLayoutManager) {
    layoutManagers.removeAll { $0 === aLayoutManager }
    if aLayoutManager.textStorage === self { aLayoutManager.textStorage = nil }
  }
}

/// What lays out a text storage's text in its text containers (TextKit's `NSLayoutManager`):
/// the model places no glyphs, and measures the text as it measures a label's.
open class NSLayoutManager: NSObject {
  /// The text storage it lays out, unretained (the storage keeps its layout managers).
  open weak var textStorage: NSTextStorage?
  /// Its text containers, in order.
  public private(set) var textContainers: [NSTextContainer] = []
  /// Whether it may lay out parts of the text alone (kept).
  open var allowsNonContiguousLayout = false
  /// Whether it uses the fonts' leading (kept).
  open var usesFontLeading = true

  /// Adds a text container the text flows into.
  ///
  /// - Parameter container: The container.
  open func addTextContainer(_ container: NSTextContainer) { textContainers.append(container) }

  /// The number of glyphs: the text's length in UTF-16 units (one glyph a unit, decided).
  open var numberOfGlyphs: Int { textStorage?.length ?? 0 }

  /// Forgets the layout of `charRange` (nothing to forget: the model keeps none).
  ///
  /// - Parameters:
  ///   - charRange: The characters.
  ///   - actualCharRange: Where the range invalidated is written, if given: `charRange`.
  open func invalidateLayout(
    forCharacterRange charRange: NSRange,
    actualCharacterRange actualCharRange: UnsafeMutablePointer<NSRange>?
  ) { actualCharRange?.pointee = charRange }

  /// Forgets the drawing of `charRange` (nothing: the model draws none).
  ///
  /// - Parameter charRange: The characters.
  open func invalidateDisplay(forCharacterRange charRange: NSRange) {}

  /// Lays out the text of `container` now (nothing to do: it is measured when asked).
  ///
  /// - Parameter container: The container.
  open func ensureLayout(for container: NSTextContainer) {}

  /// The glyphs in `container`: all of them (one container holds the whole text, decided).
  ///
  /// - Parameter container: The container.
  /// - Returns: The range.
  open func glyphRange(for container: NSTextContainer) -> NSRange {
    NSRange(location: 0, length: numberOfGlyphs)
  }

  /// The rectangle the text takes in `container`: the text measured at the container's width
  /// less its padding, as the layer measures a label's.
  ///
  /// - Parameter container: The container.
  /// - Returns: The rectangle, from the container's origin.
  open func usedRect(for container: NSTextContainer) -> CGRect {
    guard let textStorage, textStorage.length > 0 else { return .zero }
    let width = container.size.width > 0 ? container.size.width : .greatestFiniteMagnitude
    let padding = container.lineFragmentPadding
    let size = textStorage.boundingRect(
      with: CGSize(width: max(0, width - 2 * padding), height: .greatestFiniteMagnitude),
      options: [.usesLineFragmentOrigin], context: nil
    ).size
    return CGRect(x: padding, y: 0, width: size.width, height: size.height)
  }

  /// The rectangle of the glyphs in `glyphRange` in `container`: the text's used rectangle
  /// (decided: the model places no glyph on its own).
  ///
  /// - Parameters:
  ///   - glyphRange: The glyphs.
  ///   - container: The container.
  /// - Returns: The rectangle.
  open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer)
    -> CGRect
  { usedRect(for: container) }
}

/// An image or file shown in a text (TextKit's `NSTextAttachment`), kept: the model draws
/// none.
///
/// ```swift
/// let photo = NSTextAttachment()
/// photo.image = UIImage()
/// photo.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
/// let text = NSAttributedString(attachment: photo)
/// precondition(text.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === photo)
/// ```
open class NSTextAttachment: NSObject {
  /// The image shown.
  open var image: UIImage?
  /// Where the image is drawn, about the text's baseline (zero: the image's size).
  open var bounds = CGRect.zero
  /// The file's data.
  open var contents: Data?
  /// The file's type.
  open var fileType: String?

  /// An attachment with nothing yet.
  public override init() {}

  /// An attachment of `contentData`, of type `uti`.
  ///
  /// - Parameters:
  ///   - contentData: The data.
  ///   - uti: Its type.
  public init(data contentData: Data?, ofType uti: String?) {
    contents = contentData
    fileType = uti
  }

  /// The image drawn for it in `imageBounds` (TextKit's `NSTextAttachmentContainer`): its
  /// ``image`` (the model makes none from ``contents``).
  ///
  /// - Parameters:
  ///   - imageBounds: Where it is drawn.
  ///   - textContainer: The container it is laid out in.
  ///   - charIndex: Its character's index.
  /// - Returns: The image, or `nil`.
  open func image(
    forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int
  ) -> UIImage? { image }

  /// Where it is drawn in a line (TextKit's `NSTextAttachmentContainer`): its ``bounds``, or its
  /// image's size when they are zero.
  ///
  /// - Parameters:
  ///   - textContainer: The container.
  ///   - lineFrag: The line's rectangle.
  ///   - position: Where its glyph is.
  ///   - charIndex: Its character's index.
  /// - Returns: The rectangle, about the baseline.
  open func attachmentBounds(
    for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect,
    glyphPosition position: CGPoint, characterIndex charIndex: Int
  ) -> CGRect {
    bounds != .zero ? bounds : CGRect(origin: .zero, size: image?.size ?? .zero)
  }

  /// An attachment showing `image` (iOS 13).
  ///
  /// - Parameter image: The image.
  public convenience init(image: UIImage) {
    self.init()
    self.image = image
  }
}

extension NSAttributedString {
  /// An empty text, as `NSObject`'s `init()` makes one on iOS (Linux's Foundation has no
  /// `init()` for it: `NSMutableAttributedString()` and `NSTextStorage()` are this one).
  ///
  /// ```swift
  /// let title = NSMutableAttributedString()
  /// title.append(NSAttributedString(string: "Inbox"))
  /// precondition(title.string == "Inbox" && NSTextStorage().length == 0)
  /// ```
  ///
  /// - Parameter empty: Nothing (the parameter lets it stand beside `NSObject`'s `init()`,
  ///   which an extension cannot override).
  public convenience init(_ empty: Void = ()) { self.init(string: "") }

  /// A one-character text holding `attachment` (the object replacement character, as
  /// TextKit's).
  ///
  /// - Parameter attachment: The attachment.
  public convenience init(attachment: NSTextAttachment) {
    self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
  }
}
