// UIKit's constants, functions and notification names before Swift 4.2, which made them members
// of the type they belong to (`UICollectionElementKindSectionHeader` became
// `UICollectionView.elementKindSectionHeader`), declared as Apple's SDK declares them: taken in
// a Swift 4 file, an error naming the new name in Swift 5 and 6 (`UIKit+Swift4Names.swift`).

public import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Swift 4.1's name of `UICollectionView.elementKindSectionHeader`.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.elementKindSectionHeader")
public let UICollectionElementKindSectionHeader = "UICollectionElementKindSectionHeader"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Swift 4.1's name of `UICollectionView.elementKindSectionFooter`.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.elementKindSectionFooter")
public let UICollectionElementKindSectionFooter = "UICollectionElementKindSectionFooter"

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Swift 4.1's name of `UIView.layoutFittingCompressedSize`.
@available(swift, obsoleted: 4.2, renamed: "UIView.layoutFittingCompressedSize")
public let UILayoutFittingCompressedSize = UIView.layoutFittingCompressedSize
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Swift 4.1's name of `UIView.layoutFittingExpandedSize`.
@available(swift, obsoleted: 4.2, renamed: "UIView.layoutFittingExpandedSize")
public let UILayoutFittingExpandedSize = UIView.layoutFittingExpandedSize
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Swift 4.1's name of `UIView.noIntrinsicMetric`.
@available(swift, obsoleted: 4.2, renamed: "UIView.noIntrinsicMetric")
public let UIViewNoIntrinsicMetric = UIView.noIntrinsicMetric

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Swift 4.1's name of `UIScrollView.DecelerationRate.normal`.
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.DecelerationRate.normal")
public let UIScrollViewDecelerationRateNormal = UIScrollView.DecelerationRate.normal
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Swift 4.1's name of `UIScrollView.DecelerationRate.fast`.
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.DecelerationRate.fast")
public let UIScrollViewDecelerationRateFast = UIScrollView.DecelerationRate.fast

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Swift 4.1's name of `UIApplication.openSettingsURLString`.
@available(swift, obsoleted: 4.2, renamed: "UIApplication.openSettingsURLString")
public let UIApplicationOpenSettingsURLString = "app-settings:"

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Swift 4.1's name of `UIPageViewController.OptionsKey.interPageSpacing`.
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.OptionsKey.interPageSpacing")
public let UIPageViewControllerOptionInterPageSpacingKey = UIPageViewController.OptionsKey
  .interPageSpacing
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Swift 4.1's name of `UIPageViewController.OptionsKey.spineLocation`.
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.OptionsKey.spineLocation")
public let UIPageViewControllerOptionSpineLocationKey = UIPageViewController.OptionsKey
  .spineLocation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Swift 4.1's way to make insets: `UIEdgeInsets(top:left:bottom:right:)`.
///
/// - Parameters:
///   - top: From the top edge.
///   - left: From the left edge.
///   - bottom: From the bottom edge.
///   - right: From the right edge.
/// - Returns: The insets.
@available(swift, obsoleted: 4.2, renamed: "UIEdgeInsets.init(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat)
  -> UIEdgeInsets
{
  UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Swift 4.1's way to inset a rectangle: `rect.inset(by: insets)`.
///
/// - Parameters:
///   - rect: The rectangle.
///   - insets: How far in each edge moves.
/// - Returns: The rectangle inset.
@available(swift, obsoleted: 4.2, renamed: "CGRect.inset(self:by:)")
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
  rect.inset(by: insets)
}

// The application's notifications under their Swift 4.1 names, members of
// `NSNotification.Name` (naming one lets the application post them, as the new names do).
extension NSNotification.Name {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Swift 4.1's name of `UIApplication.didReceiveMemoryWarningNotification`.
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.didReceiveMemoryWarningNotification")
  @MainActor public static var UIApplicationDidReceiveMemoryWarning: NSNotification.Name {
    UIApplication.didReceiveMemoryWarningNotification
  }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Swift 4.1's name of `UIApplication.didEnterBackgroundNotification`.
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.didEnterBackgroundNotification")
  @MainActor public static var UIApplicationDidEnterBackground: NSNotification.Name {
    UIApplication.didEnterBackgroundNotification
  }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Swift 4.1's name of `UIApplication.willEnterForegroundNotification`.
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.willEnterForegroundNotification")
  @MainActor public static var UIApplicationWillEnterForeground: NSNotification.Name {
    UIApplication.willEnterForegroundNotification
  }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Swift 4.1's name of `UIApplication.didBecomeActiveNotification`.
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.didBecomeActiveNotification")
  @MainActor public static var UIApplicationDidBecomeActive: NSNotification.Name {
    UIApplication.didBecomeActiveNotification
  }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Swift 4.1's name of `UIApplication.willResignActiveNotification`.
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.willResignActiveNotification")
  @MainActor public static var UIApplicationWillResignActive: NSNotification.Name {
    UIApplication.willResignActiveNotification
  }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Swift 4.1's name of `UIContentSizeCategory.didChangeNotification`.
  @available(swift, obsoleted: 4.2, renamed: "UIContentSizeCategory.didChangeNotification")
  public static var UIContentSizeCategoryDidChange: NSNotification.Name {
    UIContentSizeCategory.didChangeNotification
  }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Swift 4.1's name of `UITextView.textDidChangeNotification`.
  @available(swift, obsoleted: 4.2, renamed: "UITextView.textDidChangeNotification")
  @MainActor public static var UITextViewTextDidChange: NSNotification.Name {
    UITextView.textDidChangeNotification
  }
}

// The keyboard's notifications and their keys under their Swift 4.1 names: the same as
// `UIResponder`'s statics (`UIResponder+Keyboard.swift`), which the keyboard posts.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The keyboard's frame before its change: a key of a keyboard notification's `userInfo` (Swift 4.1's name).
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameBeginUserInfoKey")
public let UIKeyboardFrameBeginUserInfoKey = UIResponder.keyboardFrameBeginUserInfoKey
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The keyboard's frame after its change: a key of a keyboard notification's `userInfo` (Swift 4.1's name).
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardFrameEndUserInfoKey = UIResponder.keyboardFrameEndUserInfoKey
// swift-format-ignore: AlwaysUseLowerCamelCase
/// How long the keyboard's change animates: a key of a keyboard notification's `userInfo` (Swift 4.1's name).
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
public let UIKeyboardAnimationDurationUserInfoKey = UIResponder.keyboardAnimationDurationUserInfoKey
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The curve of the keyboard's animation: a key of a keyboard notification's `userInfo` (Swift 4.1's name).
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationCurveUserInfoKey")
public let UIKeyboardAnimationCurveUserInfoKey = UIResponder.keyboardAnimationCurveUserInfoKey
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether the keyboard is the app's: a key of a keyboard notification's `userInfo` (Swift 4.1's name).
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardIsLocalUserInfoKey")
public let UIKeyboardIsLocalUserInfoKey = UIResponder.keyboardIsLocalUserInfoKey

extension NSNotification.Name {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The keyboard is about to show (Swift 4.1's name).
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillShowNotification")
  public static var UIKeyboardWillShow: NSNotification.Name {
    UIResponder.keyboardWillShowNotification
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The keyboard showed (Swift 4.1's name).
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidShowNotification")
  public static var UIKeyboardDidShow: NSNotification.Name {
    UIResponder.keyboardDidShowNotification
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The keyboard is about to hide (Swift 4.1's name).
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillHideNotification")
  public static var UIKeyboardWillHide: NSNotification.Name {
    UIResponder.keyboardWillHideNotification
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The keyboard hid (Swift 4.1's name).
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidHideNotification")
  public static var UIKeyboardDidHide: NSNotification.Name {
    UIResponder.keyboardDidHideNotification
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The keyboard's frame is about to change (Swift 4.1's name).
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillChangeFrameNotification")
  public static var UIKeyboardWillChangeFrame: NSNotification.Name {
    UIResponder.keyboardWillChangeFrameNotification
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The keyboard's frame changed (Swift 4.1's name).
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidChangeFrameNotification")
  public static var UIKeyboardDidChangeFrame: NSNotification.Name {
    UIResponder.keyboardDidChangeFrameNotification
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Swift 4.1's name of ``UIImage/pngData()``.
///
/// - Parameter image: The image.
/// - Returns: Its PNG encoding.
@available(swift, obsoleted: 4.2, renamed: "UIImage.pngData(self:)")
public func UIImagePNGRepresentation(_ image: UIImage) -> Data? { image.pngData() }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Swift 4.1's name of ``UIImage/jpegData(compressionQuality:)``.
///
/// - Parameters:
///   - image: The image.
///   - compressionQuality: From 0 to 1.
/// - Returns: Its JPEG encoding.
@available(swift, obsoleted: 4.2, renamed: "UIImage.jpegData(self:compressionQuality:)")
public func UIImageJPEGRepresentation(_ image: UIImage, _ compressionQuality: CGFloat) -> Data? {
  image.jpegData(compressionQuality: compressionQuality)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Swift 4.1's name of ``UIAccessibility/isVoiceOverRunning``.
///
/// - Returns: Whether VoiceOver is running: never, in the model.
@available(swift, obsoleted: 4.2, renamed: "getter:UIAccessibility.isVoiceOverRunning()")
public func UIAccessibilityIsVoiceOverRunning() -> Bool { UIAccessibility.isVoiceOverRunning }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Swift 4.1's name of ``UIAccessibility/isReduceMotionEnabled``.
///
/// - Returns: Whether Reduce Motion is on: never, in the model.
@available(swift, obsoleted: 4.2, renamed: "getter:UIAccessibility.isReduceMotionEnabled()")
public func UIAccessibilityIsReduceMotionEnabled() -> Bool { UIAccessibility.isReduceMotionEnabled }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Swift 4.1's name of ``UIAccessibility/post(notification:argument:)``.
///
/// - Parameters:
///   - notification: What changed.
///   - argument: What it concerns.
@available(swift, obsoleted: 4.2, renamed: "UIAccessibility.post(notification:argument:)")
public func UIAccessibilityPostNotification(
  _ notification: UIAccessibility.Notification, _ argument: Any?
) {
  UIAccessibility.post(notification: notification, argument: argument)
}
