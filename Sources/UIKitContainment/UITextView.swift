/// UIKit's `UITextView`: scrolling text, editable or not.
///
/// An editable one becomes the first responder to edit, asking its delegate first
/// (`textViewShouldBeginEditing(_:)`, then `textViewDidBeginEditing(_:)`), and ends editing as
/// it resigns (`textViewShouldEndEditing(_:)`, `textViewDidEndEditing(_:)`). The harness types
/// with `_type(_:)`: each insertion asked of `textView(_:shouldChangeTextIn:replacementText:)`,
/// then `textViewDidChange(_:)` and the text-did-change notification. Setting ``text`` in code
/// tells nothing, as in UIKit. Its look and keyboard settings are kept; the model lays out no
/// text and has no keyboard.
///
/// ```swift
/// let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
/// notes.font = .preferredFont(forTextStyle: .body)
/// notes._type("Buy milk")
/// precondition(notes.text == "Buy milk")
/// ```
open class UITextView: UIScrollView, UITextInputTraits, KeepsInputTraits {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The text (`""` when none); setting it puts the cursor at its end.
  open var text: String! {
    get { storedText }
    set { setStoredText(newValue ?? "") }
  }
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The text with its attributes: a copy of ``textStorage``.
  open var attributedText: NSAttributedString! {
    get { NSAttributedString(attributedString: textStorage) }
    set {
      textStorage.setAttributedString(newValue ?? NSAttributedString(string: ""))
      selectedRange = NSRange(location: textStorage.length, length: 0)
    }
  }
  /// Its font.
  open var font: UIFont? = .systemFont(ofSize: 12)
  /// Its text's colour.
  open var textColor: UIColor? = .label
  /// How its text lines up.
  open var textAlignment: NSTextAlignment = .natural
  /// Whether the user may edit it (`true`).
  open var isEditable = true
  /// Whether the user may select its text (`true`).
  open var isSelectable = true
  /// What it turns into links (kept: the model links nothing).
  open var dataDetectorTypes = UIDataDetectorTypes()
  /// The area its text lays out in (TextKit's; kept: the model lays out no text).
  public let textContainer: NSTextContainer
  /// Its text, edited in place (TextKit's): ``text`` and ``attributedText`` are its.
  public let textStorage = NSTextStorage()
  /// What lays its text out in ``textContainer`` (measures it: the model places no glyph).
  public let layoutManager = NSLayoutManager()
  /// The inset of its text from its edges.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// The range of the selected text (kept).
  open var selectedRange = NSRange(location: 0, length: 0)
  /// The attributes of typed text (kept).
  open var typingAttributes: [NSAttributedString.Key: Any] = [:]
  /// Its keyboard settings (`UITextInputTraits`).
  var inputTraits = TextInputTraits()
  /// Its text, as the text-input protocols edit it: ``textStorage``'s string (set: the whole
  /// text, without attributes).
  var storedText: String {
    get { textStorage.string }
    set { textStorage.setAttributedString(NSAttributedString(string: newValue)) }
  }

  /// A text view of `frame` whose text lays out in `textContainer` (a new one when `nil`).
  ///
  /// - Parameters:
  ///   - frame: Its frame.
  ///   - textContainer: The container its text flows into.
  public init(frame: CGRect, textContainer: NSTextContainer?) {
    self.textContainer =
      textContainer ?? NSTextContainer(size: CGSize(width: 0, height: 10_000_000))
    super.init(frame: frame)
    connectTextKit()
  }

  /// A text view of `frame`, with a new text container.
  ///
  /// - Parameter frame: Its frame.
  public override convenience init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

  /// A text view decoded from an archive, as a view is (`UIView+Coding.swift`: its text is not
  /// archived).
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    textContainer = NSTextContainer(size: CGSize(width: 0, height: 10_000_000))
    super.init(coder: coder)
    connectTextKit()
  }

  /// Puts typed `text` in place of the UTF-16 units `lower..<upper` of ``textStorage``,
  /// keeping the rest's attributes; the text typed takes ``typingAttributes``, else those of
  /// the character before it (as UIKit's typing attributes follow the cursor).
  func replaceStoredCharacters(_ lower: Int, _ upper: Int, with text: String) {
    let attributes =
      !typingAttributes.isEmpty || lower == 0
      ? typingAttributes : textStorage.attributes(at: lower - 1, effectiveRange: nil)
    textStorage.replaceCharacters(
      in: NSRange(location: lower, length: upper - lower),
      with: NSAttributedString(string: text, attributes: attributes))
  }

  /// Joins the storage, the layout manager and the container, as TextKit's are joined.
  private func connectTextKit() {
    textStorage.addLayoutManager(layoutManager)
    layoutManager.addTextContainer(textContainer)
  }

  private func setStoredText(_ text: String) {
    storedText = text
    selectedRange = NSRange(location: text.utf16.count, length: 0)
  }

  /// Its delegate: a text view's is a scroll view's too (set ``UIScrollView/delegate``).
  var editingDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

  /// An editable one can be edited.
  open override var canBecomeFirstResponder: Bool { isEditable }

  /// Starts editing, if it is editable and the delegate lets it.
  ///
  /// - Returns: Whether it is the first responder now.
  @discardableResult open override func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    guard editingDelegate?.textViewShouldBeginEditing(self) ?? true,
      super.becomeFirstResponder()
    else { return false }
    editingDelegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Ends editing, if the delegate lets it.
  ///
  /// - Returns: Whether it let go.
  @discardableResult open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    guard editingDelegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder()
    else { return false }
    editingEnded()
    return true
  }

  /// Types `text` at the cursor, as the keyboard would: an editable text view becomes the
  /// first responder if it is not (one out of a window types without it), then
  /// ``insertText(_:)``.
  public func _type(_ text: String) {
    guard isEditable, isFirstResponder || becomeFirstResponder() || window == nil else { return }
    insertText(text)
  }

  /// The cursor's rectangle at `position`: two points wide and a line high, at the text
  /// container's inset (decided: the model lays out no glyphs).
  ///
  /// - Parameter position: The position.
  /// - Returns: The rectangle.
  open func caretRect(for position: UITextPosition) -> CGRect {
    CGRect(
      x: textContainerInset.left, y: textContainerInset.top, width: 2,
      height: (font ?? .systemFont(ofSize: 12)).lineHeight)
  }

  /// Puts `text` in place of the selection, as a key typed does: the delegate may refuse it,
  /// an accepted one tells `textViewDidChange(_:)`, posts
  /// `UITextView.textDidChangeNotification`, and leaves the cursor after it.
  ///
  /// - Parameter text: The text typed.
  open func insertText(_ text: String) { change(editedSelection, to: text) }

  /// Deletes the selection, or the character before the cursor, as the delete key does.
  open func deleteBackward() {
    if let range = rangeToDeleteBackward() { change(range, to: "") }
  }

  private func change(_ range: NSRange, to text: String) {
    guard editingDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true
    else { return }
    replaceEdited(range, with: text)
    editingDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
  }

  /// Posted as the user's typing changes a text view's text.
  public static let textDidChangeNotification = Notification.Name(
    "UITextViewTextDidChangeNotification")
  /// Posted, with the text view as its object, as its editing begins (after its delegate's
  /// `textViewDidBeginEditing(_:)`).
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted, with the text view as its object, as its editing ends (after its delegate's
  /// `textViewDidEndEditing(_:)`).
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")
}

/// What hears of a text view's editing (UIKit's `UITextViewDelegate`, a scroll view's delegate
/// too); each call has a default.
@preconcurrency @MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Whether editing may begin (`true`).
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Editing began.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Whether editing may end (`true`).
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Editing ended.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether typing may change the text in `range` to `text` (`true`).
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The user's typing changed the text.
  func textViewDidChange(_ textView: UITextView)
  /// The selection changed (never called: the model selects no text).
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// `true`.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// `true`.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// `true`.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  public func textViewDidChange(_ textView: UITextView) {}
  /// Does nothing.
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}

extension UITextView: EndsEditing {
  /// Its editing ended: the delegate told.
  func editingEnded() {
    editingDelegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
  }
}
