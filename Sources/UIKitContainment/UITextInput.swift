// Text input as UIKit declares it for text controls and for views of an app's own (a PIN
// field that conforms to `UIKeyInput`): keys typed and deleted, and the cursor and selection
// as positions and ranges (`UITextInput`), which formatting code moves. The model's positions
// are offsets in UTF-16 units, as `NSRange`'s.

/// A place in a text (UIKit's `UITextPosition`): made by a `UITextInput`, compared by it.
@preconcurrency @MainActor open class UITextPosition: NSObject {
  /// A position of a subclass's (a text input of the app's own).
  public override init() {}
}

/// A stretch of a text between two positions (UIKit's `UITextRange`).
@preconcurrency @MainActor open class UITextRange: NSObject {
  private let bounds: (start: UITextPosition, end: UITextPosition)?

  /// A range of a subclass's, which gives its own ``start`` and ``end``.
  public override init() { bounds = nil }

  init(_ start: UITextPosition, _ end: UITextPosition) { bounds = (start, end) }

  /// Where it starts.
  open var start: UITextPosition { bounds?.start ?? UITextPosition() }
  /// Where it ends.
  open var end: UITextPosition { bounds?.end ?? UITextPosition() }
  /// Whether it holds no text (its start is its end).
  open var isEmpty: Bool {
    guard let start = start as? TextOffset, let end = end as? TextOffset else {
      return start === end
    }
    return start.offset == end.offset
  }
}

/// The model's position: an offset in UTF-16 units.
final class TextOffset: UITextPosition {
  let offset: Int
  init(_ offset: Int) { self.offset = offset }
}

/// A view that takes keys typed (UIKit's `UIKeyInput`): an app's own view conforms to it (and
/// answers `canBecomeFirstResponder` with `true`) to edit with the keyboard.
@preconcurrency @MainActor public protocol UIKeyInput: UITextInputTraits {
  /// Whether it holds any text.
  var hasText: Bool { get }
  /// A key typed `text`.
  func insertText(_ text: String)
  /// The delete key.
  func deleteBackward()
}

/// A text control's cursor, selection and text by position (UIKit's `UITextInput`: the part
/// code that formats text as it is typed uses; marked text, layout and geometry are not
/// modelled).
@preconcurrency @MainActor public protocol UITextInput: UIKeyInput {
  /// The selection, or the cursor as an empty range.
  var selectedTextRange: UITextRange? { get set }
  /// The text being composed by an input method (none in the model).
  var markedTextRange: UITextRange? { get }
  /// The position before the first character.
  var beginningOfDocument: UITextPosition { get }
  /// The position after the last character.
  var endOfDocument: UITextPosition { get }
  /// The text in `range`.
  func text(in range: UITextRange) -> String?
  /// Replaces the text in `range` with `text`.
  func replace(_ range: UITextRange, withText text: String)
  /// The range between two positions.
  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  /// The position `offset` characters (UTF-16 units) from `position`, `nil` outside the text.
  func position(from position: UITextPosition, offset: Int) -> UITextPosition?
  /// How two positions are ordered.
  func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
  /// How many characters (UTF-16 units) from one position to the other.
  func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
}

/// A text control whose text and selection the model keeps: `UITextField`, `UITextView`.
@MainActor protocol EditsOffsetText: AnyObject {
  /// The text.
  var storedText: String { get set }
  /// The selection, in UTF-16 units (the cursor at the end unless set).
  var editedSelection: NSRange { get set }
  /// Puts `text` in place of the UTF-16 units `lower..<upper` of the text (a text view keeps
  /// the attributes of the rest; the default splices ``storedText``).
  func replaceStoredCharacters(_ lower: Int, _ upper: Int, with text: String)
}

extension EditsOffsetText {
  /// Whether it holds any text.
  public var hasText: Bool { !storedText.isEmpty }

  /// Replaces `range` of the text (clamped to it) with `text`, leaving the cursor after it.
  func replaceEdited(_ range: NSRange, with text: String) {
    let count = storedText.utf16.count
    let lower = min(max(0, range.location), count)
    let upper = min(max(lower, range.location + range.length), count)
    replaceStoredCharacters(lower, upper, with: text)
    editedSelection = NSRange(location: lower + text.utf16.count, length: 0)
  }

  func replaceStoredCharacters(_ lower: Int, _ upper: Int, with text: String) {
    let utf16 = Array(storedText.utf16)
    storedText = String(
      decoding: utf16[..<lower] + Array(text.utf16) + utf16[upper...], as: UTF16.self)
  }

  /// What the delete key takes: the selection, else the character before the cursor (`nil` at
  /// the start).
  func rangeToDeleteBackward() -> NSRange? {
    let selection = editedSelection
    if selection.length > 0 { return selection }
    guard selection.location > 0 else { return nil }
    // One character back: a whole Character, not half of a surrogate pair.
    let utf16 = storedText.utf16
    let cursor = utf16.index(utf16.startIndex, offsetBy: min(selection.location, utf16.count))
    let before = storedText.index(before: String.Index(cursor, within: storedText) ?? cursor)
    let location = utf16.distance(from: utf16.startIndex, to: before)
    return NSRange(location: location, length: selection.location - location)
  }

  /// The offset of a position of the model's within the text (`nil`: not the model's).
  private func offset(of position: UITextPosition) -> Int? {
    (position as? TextOffset).map { min(max(0, $0.offset), storedText.utf16.count) }
  }

  /// The selection, or the cursor as an empty range.
  public var selectedTextRange: UITextRange? {
    get {
      let selection = editedSelection
      return UITextRange(
        TextOffset(selection.location), TextOffset(selection.location + selection.length))
    }
    set {
      guard let newValue, let start = offset(of: newValue.start), let end = offset(of: newValue.end)
      else { return }
      editedSelection = NSRange(location: min(start, end), length: abs(end - start))
    }
  }
  /// None: the model composes no marked text.
  public var markedTextRange: UITextRange? { nil }
  /// Offset 0.
  public var beginningOfDocument: UITextPosition { TextOffset(0) }
  /// The text's length in UTF-16 units.
  public var endOfDocument: UITextPosition { TextOffset(storedText.utf16.count) }

  /// The text between the range's positions.
  public func text(in range: UITextRange) -> String? {
    guard let start = offset(of: range.start), let end = offset(of: range.end) else { return nil }
    let utf16 = Array(storedText.utf16)
    return String(decoding: utf16[min(start, end)..<max(start, end)], as: UTF16.self)
  }

  /// Replaces the range's text, sending nothing (as UIKit's does for code's own edit).
  public func replace(_ range: UITextRange, withText text: String) {
    guard let start = offset(of: range.start), let end = offset(of: range.end) else { return }
    replaceEdited(NSRange(location: min(start, end), length: abs(end - start)), with: text)
  }

  /// The range between two of the model's positions (`nil` for another's).
  public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  {
    guard let from = offset(of: fromPosition), let to = offset(of: toPosition) else { return nil }
    return UITextRange(TextOffset(from), TextOffset(to))
  }

  /// The position `offset` units on, `nil` outside the text.
  public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    guard let start = self.offset(of: position) else { return nil }
    let moved = start + offset
    return (0...storedText.utf16.count).contains(moved) ? TextOffset(moved) : nil
  }

  /// The order of two positions.
  public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    let (a, b) = (offset(of: position) ?? 0, offset(of: other) ?? 0)
    return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
  }

  /// The units from one position to the other.
  public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    (offset(of: toPosition) ?? 0) - (offset(of: from) ?? 0)
  }
}

extension UITextField: EditsOffsetText, UITextInput {
  /// The selection, the cursor at the end unless set.
  var editedSelection: NSRange {
    get {
      let length = storedText.utf16.count
      guard let selection else { return NSRange(location: length, length: 0) }
      let location = min(selection.location, length)
      return NSRange(location: location, length: min(selection.length, length - location))
    }
    set { selection = newValue }
  }
}

extension UITextView: EditsOffsetText, UITextInput {
  /// ``selectedRange``.
  var editedSelection: NSRange {
    get { selectedRange }
    set { selectedRange = newValue }
  }
}
