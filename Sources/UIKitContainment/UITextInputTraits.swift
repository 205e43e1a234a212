// What a text field or a text view asks of the keyboard (UIKit's `UITextInputTraits`): kept
// and read back, as the model has no keyboard.

/// The keyboard's layout (UIKit's `UIKeyboardType`).
public enum UIKeyboardType: Int, Sendable {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The return key's title (UIKit's `UIReturnKeyType`).
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall
  case `continue`
}

/// When the shift key comes on by itself (UIKit's `UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// Whether the keyboard corrects spelling as one types (UIKit's `UITextAutocorrectionType`).
public enum UITextAutocorrectionType: Int, Sendable {
  case `default`, no, yes
}

/// Whether misspellings are marked (UIKit's `UITextSpellCheckingType`).
public enum UITextSpellCheckingType: Int, Sendable {
  case `default`, no, yes
}

/// The keyboard's look (UIKit's `UIKeyboardAppearance`).
public enum UIKeyboardAppearance: Int, Sendable {
  case `default`, dark, light
}

/// What a text field holds, for the keyboard's suggestions (UIKit's `UITextContentType`).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The type's name.
  public let rawValue: String
  /// A type of the given name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = UITextContentType(rawValue: "new-password")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "email")
  /// A name.
  public static let name = UITextContentType(rawValue: "name")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// A URL.
  public static let URL = UITextContentType(rawValue: "url")
}

/// The keyboard settings of a text field or a text view.
struct TextInputTraits {
  var keyboardType = UIKeyboardType.default
  var returnKeyType = UIReturnKeyType.default
  var autocapitalizationType = UITextAutocapitalizationType.sentences
  var autocorrectionType = UITextAutocorrectionType.default
  var spellCheckingType = UITextSpellCheckingType.default
  var keyboardAppearance = UIKeyboardAppearance.default
  var isSecureTextEntry = false
  var enablesReturnKeyAutomatically = false
  var textContentType: UITextContentType?
}

/// A text control that keeps its keyboard settings as a `TextInputTraits` (a text field, a
/// text view): the settings of `UITextInputTraits` read and written there, written once.
protocol KeepsInputTraits: UITextInputTraits {
  /// The keyboard settings.
  var inputTraits: TextInputTraits { get set }
}

extension KeepsInputTraits {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// What the text is, for suggestions (`nil` unless set).
  public var textContentType: UITextContentType! {
    get { inputTraits.textContentType }
    set { inputTraits.textContentType = newValue }
  }
  /// The keyboard's layout (`.default`).
  public var keyboardType: UIKeyboardType {
    get { inputTraits.keyboardType }
    set { inputTraits.keyboardType = newValue }
  }
  /// The return key's title (`.default`).
  public var returnKeyType: UIReturnKeyType {
    get { inputTraits.returnKeyType }
    set { inputTraits.returnKeyType = newValue }
  }
  /// When the shift key comes on by itself (`.sentences`).
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { inputTraits.autocapitalizationType }
    set { inputTraits.autocapitalizationType = newValue }
  }
  /// Whether spelling is corrected as one types (`.default`).
  public var autocorrectionType: UITextAutocorrectionType {
    get { inputTraits.autocorrectionType }
    set { inputTraits.autocorrectionType = newValue }
  }
  /// Whether misspellings are marked (`.default`).
  public var spellCheckingType: UITextSpellCheckingType {
    get { inputTraits.spellCheckingType }
    set { inputTraits.spellCheckingType = newValue }
  }
  /// The keyboard's look (`.default`).
  public var keyboardAppearance: UIKeyboardAppearance {
    get { inputTraits.keyboardAppearance }
    set { inputTraits.keyboardAppearance = newValue }
  }
  /// Whether the text is hidden as typed (`false`).
  public var isSecureTextEntry: Bool {
    get { inputTraits.isSecureTextEntry }
    set { inputTraits.isSecureTextEntry = newValue }
  }
  /// Whether the return key waits for some text (`false`).
  public var enablesReturnKeyAutomatically: Bool {
    get { inputTraits.enablesReturnKeyAutomatically }
    set { inputTraits.enablesReturnKeyAutomatically = newValue }
  }
}

// Every setting of UIKit's `UITextInputTraits` is optional: a view of the app's own that takes
// keys (`UIKeyInput`) declares only those it wants. These are the rest, UIKit's defaults, read
// back as such (a setting it does not declare is not kept).
extension UITextInputTraits {
  /// `.default`.
  public var keyboardType: UIKeyboardType {
    get { .default }
    set {}
  }
  /// `.default`.
  public var returnKeyType: UIReturnKeyType {
    get { .default }
    set {}
  }
  /// `.sentences`.
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { .sentences }
    set {}
  }
  /// `.default`.
  public var autocorrectionType: UITextAutocorrectionType {
    get { .default }
    set {}
  }
  /// `.default`.
  public var spellCheckingType: UITextSpellCheckingType {
    get { .default }
    set {}
  }
  /// `.default`.
  public var keyboardAppearance: UIKeyboardAppearance {
    get { .default }
    set {}
  }
  /// `false`.
  public var isSecureTextEntry: Bool {
    get { false }
    set {}
  }
  /// `false`.
  public var enablesReturnKeyAutomatically: Bool {
    get { false }
    set {}
  }
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// `nil`.
  public var textContentType: UITextContentType! {
    get { nil }
    set {}
  }
}
