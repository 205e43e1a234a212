// What assistive technologies read of a bar item (UIKit's `UIAccessibility` informal protocol
// and `UIAccessibilityIdentification`, which `UIBarItem` adopts): kept and read back.

extension UIBarItem {
  /// The item's values, made on first set.
  private var madeAccessibility: ViewAccessibility {
    if let accessibility { return accessibility }
    let made = ViewAccessibility()
    accessibility = made
    return made
  }

  /// Whether assistive technologies see it as an element (`true`: a bar item is a button).
  public var isAccessibilityElement: Bool {
    get { accessibility?.isElement ?? true }
    set { madeAccessibility.isElement = newValue }
  }

  /// What is read for it: its title unless set.
  public var accessibilityLabel: String? {
    get { accessibility?.label ?? title }
    set { madeAccessibility.label = newValue }
  }

  /// What using it does.
  public var accessibilityHint: String? {
    get { accessibility?.hint }
    set { madeAccessibility.hint = newValue }
  }

  /// Its value, read after its label.
  public var accessibilityValue: String? {
    get { accessibility?.value }
    set { madeAccessibility.value = newValue }
  }

  /// What kind of element it is: `.button` unless set.
  public var accessibilityTraits: UIAccessibilityTraits {
    get { accessibility?.traits ?? .button }
    set { madeAccessibility.traits = newValue }
  }

  /// The string that finds it in a test of the app's, never read aloud.
  public var accessibilityIdentifier: String? {
    get { accessibility?.identifier }
    set { madeAccessibility.identifier = newValue }
  }
}
