// modes: 4 5 6
// expect in 5 6: 'addChildViewController' has been renamed to 'addChild(_:)'
// expect in 5 6: 'removeFromParentViewController()' has been renamed to 'removeFromParent()'
// expect in 5 6: 'willMove(toParentViewController:)' has been renamed to 'willMove(toParent:)'
// expect in 5 6: 'didMove(toParentViewController:)' has been renamed to 'didMove(toParent:)'
// expect in 5 6: 'childViewControllers' has been renamed to 'children'
// expect in 5 6: 'isMovingToParentViewController' has been renamed to 'isMovingToParent'
// expect in 5 6: 'isMovingFromParentViewController' has been renamed to 'isMovingFromParent'
// expect in 5 6: 'bringSubview(toFront:)' has been renamed to 'bringSubviewToFront(_:)'
// expect in 5 6: 'sendSubview(toBack:)' has been renamed to 'sendSubviewToBack(_:)'
// expect in 5 6: 'UIViewAnimationOptions' has been renamed to 'UIView.AnimationOptions'
// expect in 5 6: 'UIViewAutoresizing' has been renamed to 'UIView.AutoresizingMask'
// expect in 5 6: 'NSLayoutAttribute' has been renamed to 'NSLayoutConstraint.Attribute'
// expect in 5 6: 'NSLayoutRelation' has been renamed to 'NSLayoutConstraint.Relation'
// expect in 5 6: 'UIApplicationLaunchOptionsKey' has been renamed to 'UIApplication.LaunchOptionsKey'
// expect in 5 6: 'UIApplicationOpenURLOptionsKey' has been renamed to 'UIApplication.OpenURLOptionsKey'
// expect in 5 6: 'UITableViewStyle' has been renamed to 'UITableView.Style'
// expect in 5 6: 'UITableViewRowAnimation' has been renamed to 'UITableView.RowAnimation'
// expect in 5 6: 'UITableViewScrollPosition' has been renamed to 'UITableView.ScrollPosition'
// expect in 5 6: 'UITableViewCellStyle' has been renamed to 'UITableViewCell.CellStyle'
// expect in 5 6: 'UITableViewCellAccessoryType' has been renamed to 'UITableViewCell.AccessoryType'
// expect in 5 6: 'UITableViewCellSelectionStyle' has been renamed to 'UITableViewCell.SelectionStyle'
// expect in 5 6: 'UITableViewCellSeparatorStyle' has been renamed to 'UITableViewCell.SeparatorStyle'
// expect in 5 6: 'UITableViewCellEditingStyle' has been renamed to 'UITableViewCell.EditingStyle'
// expect in 5 6: 'UISplitViewControllerDisplayMode' has been renamed to 'UISplitViewController.DisplayMode'
// expect in 5 6: 'UIImagePickerControllerSourceType' has been renamed to 'UIImagePickerController.SourceType'
// expect in 5 6: 'UIDatePickerMode' has been renamed to 'UIDatePicker.Mode'
// expect in 5 6: 'UIActivityType' has been renamed to 'UIActivity.ActivityType'
// expect in 5 6: 'UITableViewAutomaticDimension' has been renamed to 'UITableView.automaticDimension'
// expect in 5 6: 'UIWindowLevelAlert' has been renamed to 'UIWindow.Level.alert'
// expect in 5 6: 'init(activityIndicatorStyle:)' has been renamed to 'init(style:)'
// expect in 5 6: 'activityIndicatorViewStyle' has been renamed to 'style'
// expect in 5 6: 'UIAccessibilityIsVoiceOverRunning()' has been replaced by property 'UIAccessibility.isVoiceOverRunning'
// expect in 5 6: 'UIAccessibilityIsReduceMotionEnabled()' has been replaced by property 'UIAccessibility.isReduceMotionEnabled'
// expect in 5 6: 'UIAccessibilityPostNotification' has been replaced by 'UIAccessibility.post(notification:argument:)'
// expect in 5 6: 'UIImagePNGRepresentation' has been replaced by instance method 'UIImage.pngData()'
// expect in 5 6: 'UIImageJPEGRepresentation' has been replaced by instance method 'UIImage.jpegData(compressionQuality:)'
//
// Swift 4.1's names: taken in a Swift 4 file, as against iOS 11's SDK; in a Swift 5 or 6 file
// each an error naming the new name, as against iOS 12's SDK and later.

import UIKitContainment

final class OldNames: UIViewController {
  func use(_ child: UIViewController, _ other: UIView) {
    addChildViewController(child)
    child.removeFromParentViewController()
    child.willMove(toParentViewController: self)
    child.didMove(toParentViewController: self)
    _ = childViewControllers
    _ = child.isMovingToParentViewController
    _ = child.isMovingFromParentViewController
    view.bringSubview(toFront: other)
    view.sendSubview(toBack: other)
    let _: UIViewAnimationOptions = []
    let _: UIViewAutoresizing = []
    let _: NSLayoutAttribute = .top
    let _: NSLayoutRelation = .equal
    let _: [UIApplicationLaunchOptionsKey: Any] = [:]
    let _: [UIApplicationOpenURLOptionsKey: Any] = [:]
    let _: UITableViewStyle = .plain
    let _: UITableViewRowAnimation = .fade
    let _: UITableViewScrollPosition = .top
    let _: UITableViewCellStyle = .subtitle
    let _: UITableViewCellAccessoryType = .checkmark
    let _: UITableViewCellSelectionStyle = .none
    let _: UITableViewCellSeparatorStyle = .none
    let _: UITableViewCellEditingStyle = .delete
    let _: UISplitViewControllerDisplayMode = .allVisible
    let _: UIImagePickerControllerSourceType = .photoLibrary
    let _: UIDatePickerMode = .date
    let _: UIActivityType = .mail
    let _: CGFloat = UITableViewAutomaticDimension
    let _: UIWindow.Level = UIWindowLevelAlert
    let spinner = UIActivityIndicatorView(activityIndicatorStyle: .medium)
    _ = spinner.activityIndicatorViewStyle
    _ = UIAccessibilityIsVoiceOverRunning() || UIAccessibilityIsReduceMotionEnabled()
    UIAccessibilityPostNotification(.screenChanged, nil)
    let image = UIImage()
    _ = UIImagePNGRepresentation(image)
    _ = UIImageJPEGRepresentation(image, 0.8)
  }
}
