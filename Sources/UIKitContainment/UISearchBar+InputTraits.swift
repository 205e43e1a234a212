// A search bar's keyboard settings (UIKit's `UISearchBar` adopts `UITextInputTraits`): its
// search field's, kept and read back as the field's are.

extension UISearchBar: UITextInputTraits {
  /// The keyboard's layout: its field's.
  public var keyboardType: UIKeyboardType {
    get { searchTextField.keyboardType }
    set { searchTextField.keyboardType = newValue }
  }
  /// The return key's title: its field's.
  public var returnKeyType: UIReturnKeyType {
    get { searchTextField.returnKeyType }
    set { searchTextField.returnKeyType = newValue }
  }
  /// When the shift key comes on by itself: its field's.
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { searchTextField.autocapitalizationType }
    set { searchTextField.autocapitalizationType = newValue }
  }
  /// Whether spelling is corrected as one types: its field's.
  public var autocorrectionType: UITextAutocorrectionType {
    get { searchTextField.autocorrectionType }
    set { searchTextField.autocorrectionType = newValue }
  }
  /// Whether misspellings are marked: its field's.
  public var spellCheckingType: UITextSpellCheckingType {
    get { searchTextField.spellCheckingType }
    set { searchTextField.spellCheckingType = newValue }
  }
  /// The keyboard's look: its field's.
  public var keyboardAppearance: UIKeyboardAppearance {
    get { searchTextField.keyboardAppearance }
    set { searchTextField.keyboardAppearance = newValue }
  }
  /// Whether the text is hidden as typed: its field's.
  public var isSecureTextEntry: Bool {
    get { searchTextField.isSecureTextEntry }
    set { searchTextField.isSecureTextEntry = newValue }
  }
  /// Whether the return key waits for some text: its field's.
  public var enablesReturnKeyAutomatically: Bool {
    get { searchTextField.enablesReturnKeyAutomatically }
    set { searchTextField.enablesReturnKeyAutomatically = newValue }
  }
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// What the text is, for suggestions: its field's.
  public var textContentType: UITextContentType! {
    get { searchTextField.textContentType }
    set { searchTextField.textContentType = newValue }
  }
}
