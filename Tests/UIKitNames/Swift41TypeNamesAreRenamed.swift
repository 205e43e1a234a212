// modes: 4 5 6
// expect in 5 6: 'UIGestureRecognizerState' has been renamed to 'UIGestureRecognizer.State'
// expect in 5 6: 'UIBarButtonItemStyle' has been renamed to 'UIBarButtonItem.Style'
// expect in 5 6: 'UIBarButtonSystemItem' has been renamed to 'UIBarButtonItem.SystemItem'
// expect in 5 6: 'UIControlState' has been renamed to 'UIControl.State'
// expect in 5 6: 'UIControlEvents' has been renamed to 'UIControl.Event'
// expect in 5 6: 'UIControlContentHorizontalAlignment' has been renamed to 'UIControl.ContentHorizontalAlignment'
// expect in 5 6: 'UIControlContentVerticalAlignment' has been renamed to 'UIControl.ContentVerticalAlignment'
// expect in 5 6: 'UIViewContentMode' has been renamed to 'UIView.ContentMode'
// expect in 5 6: 'UIViewAnimationCurve' has been renamed to 'UIView.AnimationCurve'
// expect in 5 6: 'UIViewKeyframeAnimationOptions' has been renamed to 'UIView.KeyframeAnimationOptions'
// expect in 5 6: 'UIViewTintAdjustmentMode' has been renamed to 'UIView.TintAdjustmentMode'
// expect in 5 6: 'UILayoutConstraintAxis' has been renamed to 'NSLayoutConstraint.Axis'
// expect in 5 6: 'UIStackViewDistribution' has been renamed to 'UIStackView.Distribution'
// expect in 5 6: 'UIStackViewAlignment' has been renamed to 'UIStackView.Alignment'
// expect in 5 6: 'UICollectionViewScrollDirection' has been renamed to 'UICollectionView.ScrollDirection'
// expect in 5 6: 'UICollectionViewScrollPosition' has been renamed to 'UICollectionView.ScrollPosition'
// expect in 5 6: 'UIButtonType' has been renamed to 'UIButton.ButtonType'
// expect in 5 6: 'UIApplicationState' has been renamed to 'UIApplication.State'
// expect in 5 6: 'UIBlurEffectStyle' has been renamed to 'UIBlurEffect.Style'
// expect in 5 6: 'UIActivityIndicatorViewStyle' has been renamed to 'UIActivityIndicatorView.Style'
// expect in 5 6: 'UIAlertControllerStyle' has been renamed to 'UIAlertController.Style'
// expect in 5 6: 'UIAlertActionStyle' has been renamed to 'UIAlertAction.Style'
// expect in 5 6: 'UIPageViewControllerNavigationDirection' has been renamed to 'UIPageViewController.NavigationDirection'
// expect in 5 6: 'UIPageViewControllerTransitionStyle' has been renamed to 'UIPageViewController.TransitionStyle'
// expect in 5 6: 'UIPageViewControllerNavigationOrientation' has been renamed to 'UIPageViewController.NavigationOrientation'
// expect in 5 6: 'UINavigationControllerOperation' has been renamed to 'UINavigationController.Operation'
// expect in 5 6: 'UISwipeGestureRecognizerDirection' has been renamed to 'UISwipeGestureRecognizer.Direction'
// expect in 5 6: 'UITabBarSystemItem' has been renamed to 'UITabBarItem.SystemItem'
// expect in 5 6: 'UIImageRenderingMode' has been renamed to 'UIImage.RenderingMode'
// expect in 5 6: 'UIScrollViewIndicatorStyle' has been renamed to 'UIScrollView.IndicatorStyle'
// expect in 5 6: 'UIScrollViewKeyboardDismissMode' has been renamed to 'UIScrollView.KeyboardDismissMode'
// expect in 5 6: 'UIScrollViewContentInsetAdjustmentBehavior' has been renamed to 'UIScrollView.ContentInsetAdjustmentBehavior'
// expect in 5 6: 'NSLayoutFormatOptions' has been renamed to 'NSLayoutConstraint.FormatOptions'
// expect in 5 6: 'UIFontTextStyle' has been renamed to 'UIFont.TextStyle'
// expect in 5 6: 'NSAttributedStringKey' has been renamed to 'NSAttributedString.Key'
// expect in 5 6: 'UITextFieldViewMode' has been renamed to 'UITextField.ViewMode'
// expect in 5 6: 'UITextBorderStyle' has been renamed to 'UITextField.BorderStyle'
// expect in 5 6: 'UIProgressViewStyle' has been renamed to 'UIProgressView.Style'
// expect in 5 6: 'UIEventType' has been renamed to 'UIEvent.EventType'
// expect in 5 6: 'UITouchPhase' has been renamed to 'UITouch.Phase'
// expect in 5 6: 'UIImagePickerControllerInfoKey' has been renamed to 'UIImagePickerController.InfoKey'
// expect in 5 6: 'UISearchBarStyle' has been renamed to 'UISearchBar.Style'
// expect in 5 6: 'UIContextualActionStyle' has been renamed to 'UIContextualAction.Style'
// expect in 5 6: 'UISplitViewControllerPrimaryEdge' has been renamed to 'UISplitViewController.PrimaryEdge'
// expect in 5 6: 'UICollectionElementKindSectionHeader' has been renamed to 'UICollectionView.elementKindSectionHeader'
// expect in 5 6: 'UICollectionElementKindSectionFooter' has been renamed to 'UICollectionView.elementKindSectionFooter'
// expect in 5 6: 'UILayoutFittingCompressedSize' has been renamed to 'UIView.layoutFittingCompressedSize'
// expect in 5 6: 'UILayoutFittingExpandedSize' has been renamed to 'UIView.layoutFittingExpandedSize'
// expect in 5 6: 'UIViewNoIntrinsicMetric' has been renamed to 'UIView.noIntrinsicMetric'
// expect in 5 6: 'UIScrollViewDecelerationRateNormal' has been renamed to 'UIScrollView.DecelerationRate.normal'
// expect in 5 6: 'UIScrollViewDecelerationRateFast' has been renamed to 'UIScrollView.DecelerationRate.fast'
// expect in 5 6: 'UIApplicationOpenSettingsURLString' has been renamed to 'UIApplication.openSettingsURLString'
// expect in 5 6: 'UIPageViewControllerOptionInterPageSpacingKey' has been renamed to 'UIPageViewController.OptionsKey.interPageSpacing'
// expect in 5 6: 'UIPageViewControllerOptionSpineLocationKey' has been renamed to 'UIPageViewController.OptionsKey.spineLocation'
// expect in 5 6: 'UIEdgeInsetsMake' has been replaced by 'UIEdgeInsets.init(top:left:bottom:right:)'
// expect in 5 6: 'UIEdgeInsetsInsetRect' has been replaced by instance method 'CGRect.inset(by:)'
// expect in 5 6: 'UIApplicationDidReceiveMemoryWarning' has been renamed to 'UIApplication.didReceiveMemoryWarningNotification'
// expect in 5 6: 'UIApplicationDidEnterBackground' has been renamed to 'UIApplication.didEnterBackgroundNotification'
// expect in 5 6: 'UIApplicationWillEnterForeground' has been renamed to 'UIApplication.willEnterForegroundNotification'
// expect in 5 6: 'UIApplicationDidBecomeActive' has been renamed to 'UIApplication.didBecomeActiveNotification'
// expect in 5 6: 'UIApplicationWillResignActive' has been renamed to 'UIApplication.willResignActiveNotification'
// expect in 5 6: 'UIContentSizeCategoryDidChange' has been renamed to 'UIContentSizeCategory.didChangeNotification'
// expect in 5 6: 'UITextViewTextDidChange' has been renamed to 'UITextView.textDidChangeNotification'
// expect in 5 6: 'UIKeyboardFrameBeginUserInfoKey' has been renamed to 'UIResponder.keyboardFrameBeginUserInfoKey'
// expect in 5 6: 'UIKeyboardFrameEndUserInfoKey' has been renamed to 'UIResponder.keyboardFrameEndUserInfoKey'
// expect in 5 6: 'UIKeyboardAnimationDurationUserInfoKey' has been renamed to 'UIResponder.keyboardAnimationDurationUserInfoKey'
// expect in 5 6: 'UIKeyboardAnimationCurveUserInfoKey' has been renamed to 'UIResponder.keyboardAnimationCurveUserInfoKey'
// expect in 5 6: 'UIKeyboardIsLocalUserInfoKey' has been renamed to 'UIResponder.keyboardIsLocalUserInfoKey'
// expect in 5 6: 'UIKeyboardWillShow' has been renamed to 'UIResponder.keyboardWillShowNotification'
// expect in 5 6: 'UIKeyboardDidShow' has been renamed to 'UIResponder.keyboardDidShowNotification'
// expect in 5 6: 'UIKeyboardWillHide' has been renamed to 'UIResponder.keyboardWillHideNotification'
// expect in 5 6: 'UIKeyboardDidHide' has been renamed to 'UIResponder.keyboardDidHideNotification'
// expect in 5 6: 'UIKeyboardWillChangeFrame' has been renamed to 'UIResponder.keyboardWillChangeFrameNotification'
// expect in 5 6: 'UIKeyboardDidChangeFrame' has been renamed to 'UIResponder.keyboardDidChangeFrameNotification'
//
// Swift 4.1's names of UIKit's types, constants, functions and notifications that Swift 4.2
// made members: taken in a Swift 4 file, as against iOS 11's SDK; in a Swift 5 or 6 file each
// an error naming the new name, as against iOS 12's SDK and later.

import Foundation
import UIKitContainment

final class OldTypeNames: UIViewController {
  func use(_ rect: CGRect) {
    let _: UIGestureRecognizerState = .began
    let _: UIBarButtonItemStyle = .plain
    let _: UIBarButtonSystemItem = .done
    let _: UIControlState = .normal
    let _: UIControlEvents = .touchUpInside
    let _: UIControlContentHorizontalAlignment = .center
    let _: UIControlContentVerticalAlignment = .center
    let _: UIViewContentMode = .scaleAspectFill
    let _: UIViewAnimationCurve = .easeIn
    let _: UIViewKeyframeAnimationOptions = []
    let _: UIViewTintAdjustmentMode = .automatic
    let _: UILayoutConstraintAxis = .horizontal
    let _: UIStackViewDistribution = .fillEqually
    let _: UIStackViewAlignment = .center
    let _: UICollectionViewScrollDirection = .horizontal
    let _: UICollectionViewScrollPosition = .left
    let _: UIButtonType = .system
    let _: UIApplicationState = .active
    let _: UIBlurEffectStyle = .dark
    let _: UIActivityIndicatorViewStyle = .white
    let _: UIAlertControllerStyle = .alert
    let _: UIAlertActionStyle = .cancel
    let _: UIPageViewControllerNavigationDirection = .forward
    let _: UIPageViewControllerTransitionStyle = .scroll
    let _: UIPageViewControllerNavigationOrientation = .horizontal
    let _: UINavigationControllerOperation = .push
    let _: UISwipeGestureRecognizerDirection = .left
    let _: UITabBarSystemItem = .more
    let _: UIImageRenderingMode = .alwaysTemplate
    let _: UIScrollViewIndicatorStyle = .white
    let _: UIScrollViewKeyboardDismissMode = .onDrag
    let _: UIScrollViewContentInsetAdjustmentBehavior = .never
    let _: NSLayoutFormatOptions = []
    let _: UIFontTextStyle = .body
    let _: NSAttributedStringKey = .font
    let _: UITextFieldViewMode = .always
    let _: UITextBorderStyle = .roundedRect
    let _: UIProgressViewStyle = .bar
    let _: UIEventType = .touches
    let _: UITouchPhase = .began
    let _: UIImagePickerControllerInfoKey = .originalImage
    let _: UISearchBarStyle = .minimal
    let _: UIContextualActionStyle = .destructive
    let _: UISplitViewControllerPrimaryEdge = .leading
    let _: String = UICollectionElementKindSectionHeader
    let _: String = UICollectionElementKindSectionFooter
    let _: CGSize = UILayoutFittingCompressedSize
    let _: CGSize = UILayoutFittingExpandedSize
    let _: CGFloat = UIViewNoIntrinsicMetric
    let _: UIScrollView.DecelerationRate = UIScrollViewDecelerationRateNormal
    let _: UIScrollView.DecelerationRate = UIScrollViewDecelerationRateFast
    let _: String = UIApplicationOpenSettingsURLString
    let _: UIPageViewController.OptionsKey = UIPageViewControllerOptionInterPageSpacingKey
    let _: UIPageViewController.OptionsKey = UIPageViewControllerOptionSpineLocationKey
    let insets = UIEdgeInsetsMake(1, 2, 3, 4)
    let _: CGRect = UIEdgeInsetsInsetRect(rect, insets)
    let _: [String] = [
      UIKeyboardFrameBeginUserInfoKey, UIKeyboardFrameEndUserInfoKey,
      UIKeyboardAnimationDurationUserInfoKey, UIKeyboardAnimationCurveUserInfoKey,
      UIKeyboardIsLocalUserInfoKey,
    ]
    let _: [NSNotification.Name] = [
      .UIKeyboardWillShow, .UIKeyboardDidShow, .UIKeyboardWillHide, .UIKeyboardDidHide,
      .UIKeyboardWillChangeFrame, .UIKeyboardDidChangeFrame,
    ]
    let _: [NSNotification.Name] = [
      .UIApplicationDidReceiveMemoryWarning, .UIApplicationDidEnterBackground,
      .UIApplicationWillEnterForeground, .UIApplicationDidBecomeActive,
      .UIApplicationWillResignActive, .UIContentSizeCategoryDidChange, .UITextViewTextDidChange,
    ]
  }
}
