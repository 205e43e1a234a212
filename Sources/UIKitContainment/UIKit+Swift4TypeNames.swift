// The names of UIKit's types before Swift 4.2, which nested them in the class they belong to
// (`UIGestureRecognizerState` became `UIGestureRecognizer.State`), declared as Apple's SDK
// declares them: taken in a Swift 4 file, an error naming the new name in Swift 5 and 6
// (`UIKit+Swift4Names.swift` has the methods, the constants and how they are checked).

/// Swift 4.1's name of `UIGestureRecognizer.State`.
@available(swift, obsoleted: 4.2, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State

/// Swift 4.1's name of `UIBarButtonItem.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style

/// Swift 4.1's name of `UIBarButtonItem.SystemItem`.
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem

/// Swift 4.1's name of `UIControl.State`.
@available(swift, obsoleted: 4.2, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State

/// Swift 4.1's name of `UIControl.Event`.
@available(swift, obsoleted: 4.2, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event

/// Swift 4.1's name of `UIControl.ContentHorizontalAlignment`.
@available(swift, obsoleted: 4.2, renamed: "UIControl.ContentHorizontalAlignment")
public typealias UIControlContentHorizontalAlignment = UIControl.ContentHorizontalAlignment

/// Swift 4.1's name of `UIControl.ContentVerticalAlignment`.
@available(swift, obsoleted: 4.2, renamed: "UIControl.ContentVerticalAlignment")
public typealias UIControlContentVerticalAlignment = UIControl.ContentVerticalAlignment

/// Swift 4.1's name of `UIView.ContentMode`.
@available(swift, obsoleted: 4.2, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode

/// Swift 4.1's name of `UIView.AnimationCurve`.
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve

/// Swift 4.1's name of `UIView.KeyframeAnimationOptions`.
@available(swift, obsoleted: 4.2, renamed: "UIView.KeyframeAnimationOptions")
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions

/// Swift 4.1's name of `UIView.TintAdjustmentMode`.
@available(swift, obsoleted: 4.2, renamed: "UIView.TintAdjustmentMode")
public typealias UIViewTintAdjustmentMode = UIView.TintAdjustmentMode

/// Swift 4.1's name of `NSLayoutConstraint.Axis`.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis

/// Swift 4.1's name of `UIStackView.Distribution`.
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Distribution")
public typealias UIStackViewDistribution = UIStackView.Distribution

/// Swift 4.1's name of `UIStackView.Alignment`.
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Alignment")
public typealias UIStackViewAlignment = UIStackView.Alignment

/// Swift 4.1's name of `UICollectionView.ScrollDirection`.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollDirection")
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection

/// Swift 4.1's name of `UICollectionView.ScrollPosition`.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition

/// Swift 4.1's name of `UIButton.ButtonType`.
@available(swift, obsoleted: 4.2, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType

/// Swift 4.1's name of `UIApplication.State`.
@available(swift, obsoleted: 4.2, renamed: "UIApplication.State")
public typealias UIApplicationState = UIApplication.State

/// Swift 4.1's name of `UIBlurEffect.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIBlurEffect.Style")
public typealias UIBlurEffectStyle = UIBlurEffect.Style

/// Swift 4.1's name of `UIActivityIndicatorView.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIActivityIndicatorView.Style")
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style

/// Swift 4.1's name of `UIAlertController.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = UIAlertController.Style

/// Swift 4.1's name of `UIAlertAction.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = UIAlertAction.Style

/// Swift 4.1's name of `UIPageViewController.NavigationDirection`.
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.NavigationDirection")
public typealias UIPageViewControllerNavigationDirection = UIPageViewController.NavigationDirection

/// Swift 4.1's name of `UIPageViewController.TransitionStyle`.
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.TransitionStyle")
public typealias UIPageViewControllerTransitionStyle = UIPageViewController.TransitionStyle

/// Swift 4.1's name of `UIPageViewController.NavigationOrientation`.
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.NavigationOrientation")
public typealias UIPageViewControllerNavigationOrientation = UIPageViewController
  .NavigationOrientation

/// Swift 4.1's name of `UINavigationController.Operation`.
@available(swift, obsoleted: 4.2, renamed: "UINavigationController.Operation")
public typealias UINavigationControllerOperation = UINavigationController.Operation

/// Swift 4.1's name of `UISwipeGestureRecognizer.Direction`.
@available(swift, obsoleted: 4.2, renamed: "UISwipeGestureRecognizer.Direction")
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction

/// Swift 4.1's name of `UITabBarItem.SystemItem`.
@available(swift, obsoleted: 4.2, renamed: "UITabBarItem.SystemItem")
public typealias UITabBarSystemItem = UITabBarItem.SystemItem

/// Swift 4.1's name of `UIImage.RenderingMode`.
@available(swift, obsoleted: 4.2, renamed: "UIImage.RenderingMode")
public typealias UIImageRenderingMode = UIImage.RenderingMode

/// Swift 4.1's name of `UIScrollView.IndicatorStyle`.
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.IndicatorStyle")
public typealias UIScrollViewIndicatorStyle = UIScrollView.IndicatorStyle

/// Swift 4.1's name of `UIScrollView.KeyboardDismissMode`.
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.KeyboardDismissMode")
public typealias UIScrollViewKeyboardDismissMode = UIScrollView.KeyboardDismissMode

/// Swift 4.1's name of `UIScrollView.ContentInsetAdjustmentBehavior`.
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.ContentInsetAdjustmentBehavior")
public typealias UIScrollViewContentInsetAdjustmentBehavior = UIScrollView
  .ContentInsetAdjustmentBehavior

/// Swift 4.1's name of `NSLayoutConstraint.FormatOptions`.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.FormatOptions")
public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions

/// Swift 4.1's name of `UIFont.TextStyle`.
@available(swift, obsoleted: 4.2, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle

/// Swift 4.1's name of `NSAttributedString.Key`.
@available(swift, obsoleted: 4.2, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key

/// Swift 4.1's name of `UITextField.ViewMode`.
@available(swift, obsoleted: 4.2, renamed: "UITextField.ViewMode")
public typealias UITextFieldViewMode = UITextField.ViewMode

/// Swift 4.1's name of `UITextField.BorderStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITextField.BorderStyle")
public typealias UITextBorderStyle = UITextField.BorderStyle

/// Swift 4.1's name of `UIProgressView.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIProgressView.Style")
public typealias UIProgressViewStyle = UIProgressView.Style

/// Swift 4.1's name of `UIEvent.EventType`.
@available(swift, obsoleted: 4.2, renamed: "UIEvent.EventType")
public typealias UIEventType = UIEvent.EventType

/// Swift 4.1's name of `UITouch.Phase`.
@available(swift, obsoleted: 4.2, renamed: "UITouch.Phase")
public typealias UITouchPhase = UITouch.Phase

/// Swift 4.1's name of `UIImagePickerController.InfoKey`.
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey")
public typealias UIImagePickerControllerInfoKey = UIImagePickerController.InfoKey

/// Swift 4.1's name of `UISearchBar.Style`.
@available(swift, obsoleted: 4.2, renamed: "UISearchBar.Style")
public typealias UISearchBarStyle = UISearchBar.Style

/// Swift 4.1's name of `UIContextualAction.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIContextualAction.Style")
public typealias UIContextualActionStyle = UIContextualAction.Style

/// Swift 4.1's name of `UISplitViewController.PrimaryEdge`.
@available(swift, obsoleted: 4.2, renamed: "UISplitViewController.PrimaryEdge")
public typealias UISplitViewControllerPrimaryEdge = UISplitViewController.PrimaryEdge
