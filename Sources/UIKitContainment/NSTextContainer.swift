/// TextKit's `NSTextContainer`: the area a text view's text lays out in (kept: the model lays
/// out no text, and these settings change nothing it measures).
///
/// ```swift
/// let note = UITextView()
/// note.textContainer.lineFragmentPadding = 0
/// note.textContainer.maximumNumberOfLines = 3
/// precondition(note.textContainer.lineFragmentPadding == 0)
/// ```
open class NSTextContainer: NSObject {
  /// The area's size.
  open var size: CGSize
  /// The space at each end of a line.
  open var lineFragmentPadding: CGFloat = 5
  /// At most this many lines (0: any).
  open var maximumNumberOfLines = 0
  /// How the last line ends when the text is cut.
  open var lineBreakMode = NSLineBreakMode.byWordWrapping
  /// Whether its width follows its text view's.
  open var widthTracksTextView = true
  /// Whether its height follows its text view's.
  open var heightTracksTextView = false
  /// Shapes the text flows around.
  open var exclusionPaths: [UIBezierPath] = []

  /// An area of `size`.
  ///
  /// - Parameter size: The size.
  public init(size: CGSize) { self.size = size }
}
