#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// What Swift 4.1's constants, functions and notification names give, read in Swift 4 mode as
/// code written for Xcode 9 reads them; the tests compare each with its Swift 4.2 name.
public enum Swift4Constants {
  /// The section header and footer kinds.
  public static let supplementaryKinds = [
    UICollectionElementKindSectionHeader, UICollectionElementKindSectionFooter,
  ]
  /// The fitting sizes, compressed then expanded.
  public static let fittingSizes = [UILayoutFittingCompressedSize, UILayoutFittingExpandedSize]
  /// No intrinsic size.
  public static let noIntrinsicMetric = UIViewNoIntrinsicMetric
  /// The deceleration rates, normal then fast.
  public static let decelerationRates = [
    UIScrollViewDecelerationRateNormal, UIScrollViewDecelerationRateFast,
  ]
  /// The settings app's address.
  public static let settingsURLString = UIApplicationOpenSettingsURLString
  /// The page view controller's option keys, spacing then spine.
  public static let pageOptionKeys = [
    UIPageViewControllerOptionInterPageSpacingKey, UIPageViewControllerOptionSpineLocationKey,
  ]
  /// Insets of 1, 2, 3 and 4 made with `UIEdgeInsetsMake`, and `rect` inset by them.
  public static func insets(of rect: CGRect) -> (UIEdgeInsets, CGRect) {
    let insets = UIEdgeInsetsMake(1, 2, 3, 4)
    return (insets, UIEdgeInsetsInsetRect(rect, insets))
  }
  /// The application's notifications, and a size category's and a text view's.
  @MainActor public static var notificationNames: [NSNotification.Name] {
    [
      .UIApplicationDidReceiveMemoryWarning, .UIApplicationDidEnterBackground,
      .UIApplicationWillEnterForeground, .UIApplicationDidBecomeActive,
      .UIApplicationWillResignActive, .UIContentSizeCategoryDidChange, .UITextViewTextDidChange,
    ]
  }
  /// A spinner of iOS 12's style.
  public static let spinnerStyle: UIActivityIndicatorViewStyle = .white
}
