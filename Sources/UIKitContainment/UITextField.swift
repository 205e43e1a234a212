/// UIKit's `UITextField`: one line of text the user edits.
///
/// It becomes the first responder to edit, asking its delegate first
/// (`textFieldShouldBeginEditing(_:)`, then `textFieldDidBeginEditing(_:)` and
/// `.editingDidBegin`), and ends editing as it resigns (`textFieldShouldEndEditing(_:)`,
/// `textFieldDidEndEditing(_:)`, `.editingDidEnd`). The harness types with `_type(_:)` (each
/// insertion asked of `textField(_:shouldChangeCharactersIn:replacementString:)`, then
/// `.editingChanged`) and presses the return key with `_pressReturn()`
/// (`textFieldShouldReturn(_:)`, then `.editingDidEndOnExit`). Setting ``text`` in code sends
/// nothing, as in UIKit. Its look and keyboard settings are kept; the model has no keyboard.
///
/// ```swift
/// let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
/// var edits: [String] = []
/// field.addAction(UIAction { _ in edits.append(field.text ?? "") }, for: .editingChanged)
/// field._type("Hi")
/// precondition(edits == ["Hi"] && field.text == "Hi")
/// ```
open class UITextField: UIControl, UITextInputTraits, KeepsInputTraits {
  /// How its border is drawn (UIKit's `UITextField.BorderStyle`).
  public enum BorderStyle: Int, Sendable {
    case none, line, bezel, roundedRect
  }

  /// When an overlay view shows (UIKit's `UITextField.ViewMode`).
  public enum ViewMode: Int, Sendable {
    case never, whileEditing, unlessEditing, always
  }

  /// Why editing ended (UIKit's `UITextField.DidEndEditingReason`).
  public enum DidEndEditingReason: Int, Sendable {
    /// It resigned the first responder.
    case committed
  }

  /// The text (`""` when none: setting `nil` empties it, as in UIKit); sends nothing, and puts
  /// the cursor at its end.
  open var text: String? {
    get { storedText }
    set { (storedText, selection) = (newValue ?? "", nil) }
  }
  /// The text with its attributes (its string is ``text``).
  open var attributedText: NSAttributedString? {
    get { NSAttributedString(string: storedText) }
    set { (storedText, selection) = (newValue?.string ?? "", nil) }
  }
  /// The text shown grey while the field is empty.
  open var placeholder: String?
  /// The placeholder with its attributes.
  open var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0) } }
    set { placeholder = newValue?.string }
  }
  /// Its font (the system font of 17 points by default).
  open var font: UIFont? = .systemFont(ofSize: UIFont.labelFontSize)
  /// Its text's colour.
  open var textColor: UIColor? = .label
  /// How its text lines up.
  open var textAlignment: NSTextAlignment = .natural
  /// Its border.
  open var borderStyle = BorderStyle.none
  /// When the clear button shows.
  open var clearButtonMode = ViewMode.never
  /// Whether a long text is shrunk to fit the width.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest font size it may shrink to.
  open var minimumFontSize: CGFloat = 0
  /// Whether editing starts by clearing the text.
  open var clearsOnBeginEditing = false
  /// A view at its left edge.
  open var leftView: UIView?
  /// When the left view shows.
  open var leftViewMode = ViewMode.never
  /// A view at its right edge.
  open var rightView: UIView?
  /// When the right view shows.
  open var rightViewMode = ViewMode.never

  // MARK: Its parts' rectangles, which a subclass overrides to pad its text (the model draws
  // no text: they are answered, not used)

  /// The border's rectangle: `bounds`.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// The text's rectangle: `bounds` less the left and right views that can show.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    let left = leftViewMode == .never ? 0 : leftViewRect(forBounds: bounds).width
    let right = rightViewMode == .never ? 0 : rightViewRect(forBounds: bounds).width
    return CGRect(
      x: bounds.minX + left, y: bounds.minY, width: max(0, bounds.width - left - right),
      height: bounds.height)
  }
  /// The placeholder's rectangle: ``textRect(forBounds:)``'s.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  /// The rectangle of the text being edited: ``textRect(forBounds:)``'s.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  /// The clear button's rectangle: a 19-point square at the right, centred vertically.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(x: bounds.maxX - 19, y: bounds.midY - 9.5, width: 19, height: 19)
  }
  /// The left view's rectangle: its size at the left edge, centred vertically.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = leftView?.bounds.size ?? .zero
    return CGRect(
      x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }
  /// The right view's rectangle: its size at the right edge, centred vertically.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = rightView?.bounds.size ?? .zero
    return CGRect(
      x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height)
  }
  /// The cursor's rectangle at `position`: two points wide, the height of the editing
  /// rectangle, at its leading edge (decided: the model lays out no glyphs); a field that hides
  /// its cursor answers `.zero`.
  ///
  /// - Parameter position: The position.
  /// - Returns: The rectangle.
  open func caretRect(for position: UITextPosition) -> CGRect {
    let editing = editingRect(forBounds: bounds)
    return CGRect(x: editing.minX, y: editing.minY, width: 2, height: editing.height)
  }
  /// A view shown instead of the keyboard (kept).
  open override var inputView: UIView? {
    get { inputViews.input }
    set { inputViews.input = newValue }
  }
  /// A view shown above the keyboard (kept, not shown).
  open override var inputAccessoryView: UIView? {
    get { inputViews.accessory }
    set { inputViews.accessory = newValue }
  }
  private var inputViews: (input: UIView?, accessory: UIView?)
  /// What hears of its editing (weak).
  open weak var delegate: (any UITextFieldDelegate)?
  /// Whether it is being edited (the first responder).
  public private(set) var isEditing = false

  /// Its keyboard settings (`UITextInputTraits`).
  var inputTraits = TextInputTraits()
  var storedText = ""
  /// The selection, in UTF-16 units (`nil`: the cursor at the end), `UITextInput`'s.
  var selection: NSRange?

  /// It can be edited.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Starts editing, if the delegate lets it and it can be the first responder.
  ///
  /// - Returns: Whether it is the first responder now.
  @discardableResult open override func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    // The keyboard comes once the field has told that it began editing (as UIKit's does; a
    // text view tells it after the keyboard's will-notifications).
    let application = UIApplication.shared
    let became = application.holdingKeyboardBack {
      guard super.becomeFirstResponder() else { return false }
      isEditing = true
      if clearsOnBeginEditing { storedText = "" }
      delegate?.textFieldDidBeginEditing(self)
      sendActions(for: .editingDidBegin)
      NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
      return true
    }
    application.keyboardFollowsFirstResponder()
    return became
  }

  /// Ends editing, if the delegate lets it.
  ///
  /// - Returns: Whether it let go.
  @discardableResult open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else {
      return false
    }
    editingEnded()
    return true
  }

  /// Types `text` at the cursor (the end unless a selection was set), as the keyboard would:
  /// the field becomes the first responder if it is not (one out of a window types without it,
  /// for a test of the field alone; one the delegate keeps from editing takes nothing), then
  /// ``insertText(_:)``.
  public func _type(_ text: String) {
    guard isFirstResponder || becomeFirstResponder() || window == nil else { return }
    insertText(text)
  }

  /// Puts `text` in place of the selection, as a key typed does: the delegate may refuse it
  /// (`textField(_:shouldChangeCharactersIn:replacementString:)`), an accepted one sends
  /// `.editingChanged` and leaves the cursor after it.
  ///
  /// - Parameter text: The text typed.
  open func insertText(_ text: String) {
    let range = editedSelection
    guard
      delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
    else { return }
    replaceEdited(range, with: text)
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  /// Deletes the selection, or the character before the cursor, as the delete key does
  /// (asking the delegate as ``insertText(_:)`` does).
  open func deleteBackward() {
    guard let range = rangeToDeleteBackward() else { return }
    guard
      delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: "") ?? true
    else { return }
    replaceEdited(range, with: "")
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  /// Posted, with the field as its object, as its editing begins (after its delegate's
  /// `textFieldDidBeginEditing(_:)`).
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted, with the field as its object, as its editing ends (after its delegate's
  /// `textFieldDidEndEditing(_:)`).
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")
  /// Posted, with the field as its object, as the user's typing changes its text.
  public static let textDidChangeNotification = Notification.Name(
    "UITextFieldTextDidChangeNotification")

  /// Presses the return key: the delegate's `textFieldShouldReturn(_:)`, then
  /// `.editingDidEndOnExit`.
  public func _pressReturn() {
    guard delegate?.textFieldShouldReturn(self) ?? true else { return }
    sendActions(for: .editingDidEndOnExit)
  }
}

/// What hears of a text field's editing (UIKit's `UITextFieldDelegate`); each call has a
/// default.
@preconcurrency @MainActor public protocol UITextFieldDelegate: AnyObject {
  /// Whether editing may begin (`true`).
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end (`true`).
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Editing ended, for a reason (the default calls ``textFieldDidEndEditing(_:)``).
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Whether typing may change the characters in `range` to `string` (`true`).
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// Whether the clear button may empty the field (`true`).
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Whether the return key does its work (`true`).
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// `true`.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// `true`.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Calls ``textFieldDidEndEditing(_:)``.
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) { textFieldDidEndEditing(textField) }
  /// `true`.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// `true`.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// `true`.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// What a text control asks of the keyboard (UIKit's `UITextInputTraits`): kept and read
/// back, as the model has no keyboard.
@preconcurrency @MainActor public protocol UITextInputTraits: AnyObject {
  /// The keyboard's layout.
  var keyboardType: UIKeyboardType { get set }
  /// The return key's title.
  var returnKeyType: UIReturnKeyType { get set }
  /// When the shift key comes on by itself.
  var autocapitalizationType: UITextAutocapitalizationType { get set }
  /// Whether spelling is corrected as one types.
  var autocorrectionType: UITextAutocorrectionType { get set }
  /// Whether misspellings are marked.
  var spellCheckingType: UITextSpellCheckingType { get set }
  /// The keyboard's look.
  var keyboardAppearance: UIKeyboardAppearance { get set }
  /// Whether the text is hidden as typed (a password).
  var isSecureTextEntry: Bool { get set }
  /// Whether the return key waits for some text.
  var enablesReturnKeyAutomatically: Bool { get set }
  /// What the text is, for suggestions.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  var textContentType: UITextContentType! { get set }
}

extension UITextField: EndsEditing {
  /// Its editing ended: no longer editing, the delegate told, `.editingDidEnd` sent.
  func editingEnded() {
    isEditing = false
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
  }
}
