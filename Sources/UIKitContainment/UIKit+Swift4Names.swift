// UIKit's names before Swift 4.2, declared as Apple's SDK declares them
// (`@available(swift, obsoleted: 4.2, renamed: …)`): a file compiled in Swift 4 mode
// (`-swift-version 4`, `swiftLanguageMode(.v4)`) uses them as it did against iOS 11's SDK; in
// Swift 5 and 6 modes each is an error naming its new name, with the compiler's fix-it, as
// Xcode gives it.
//
// The callbacks a subclass overrides under their old names (`willMove(toParentViewController:)`,
// `didMove(toParentViewController:)`, `childViewControllerForStatusBarStyle`…) are declared in
// the class itself, so that a Swift 4 override of one is the method UIKit's names reach
// (`UIViewController+Swift41Callbacks`).

public import ContainmentCore

extension UIViewController {
  /// Swift 4.1's name of ``addChild(_:)``.
  ///
  /// - Parameter childController: The view controller to add.
  @available(swift, obsoleted: 4.2, renamed: "addChild(_:)")
  public func addChildViewController(_ childController: UIViewController) {
    addChild(childController)
  }

  /// Swift 4.1's name of `removeFromParent()`.
  @available(swift, obsoleted: 4.2, renamed: "removeFromParent()")
  public func removeFromParentViewController() { removeFromParent() }

  /// Swift 4.1's name of ``children``.
  @available(swift, obsoleted: 4.2, renamed: "children")
  public var childViewControllers: [UIViewController] { children }

  /// Swift 4.1's name of ``isMovingToParent``.
  @available(swift, obsoleted: 4.2, renamed: "isMovingToParent")
  public var isMovingToParentViewController: Bool { isMovingToParent }

  /// Swift 4.1's name of ``isMovingFromParent``.
  @available(swift, obsoleted: 4.2, renamed: "isMovingFromParent")
  public var isMovingFromParentViewController: Bool { isMovingFromParent }
}

extension UIView {
  /// Swift 4.1's name of ``bringSubviewToFront(_:)``.
  ///
  /// - Parameter view: The subview to move to the front.
  @available(swift, obsoleted: 4.2, renamed: "bringSubviewToFront(_:)")
  public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }

  /// Swift 4.1's name of ``sendSubviewToBack(_:)``.
  ///
  /// - Parameter view: The subview to move to the back.
  @available(swift, obsoleted: 4.2, renamed: "sendSubviewToBack(_:)")
  public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }
}

extension UIActivityIndicatorView {
  /// Swift 4.1's name of ``init(style:)``.
  ///
  /// - Parameter style: Its style.
  @available(swift, obsoleted: 4.2, renamed: "init(style:)")
  public convenience init(activityIndicatorStyle style: UIActivityIndicatorView.Style) {
    self.init(style: style)
  }

  /// Swift 4.1's name of ``style``.
  @available(swift, obsoleted: 4.2, renamed: "style")
  public var activityIndicatorViewStyle: UIActivityIndicatorView.Style {
    get { style }
    set { style = newValue }
  }
}

/// Swift 4.1's name of `UIView.AnimationOptions`.
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions

/// Swift 4.1's name of ``UIView/AutoresizingMask``.
@available(swift, obsoleted: 4.2, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask

/// Swift 4.1's name of ``NSLayoutConstraint/Attribute``.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute

/// Swift 4.1's name of ``NSLayoutConstraint/Relation``.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation

/// Swift 4.1's name of `UIApplication.LaunchOptionsKey`.
@available(swift, obsoleted: 4.2, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey

/// Swift 4.1's name of `UIApplication.OpenURLOptionsKey`.
@available(swift, obsoleted: 4.2, renamed: "UIApplication.OpenURLOptionsKey")
public typealias UIApplicationOpenURLOptionsKey = UIApplication.OpenURLOptionsKey

/// Swift 4.1's name of `UITableView.Style`.
@available(swift, obsoleted: 4.2, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style

/// Swift 4.1's name of `UITableView.RowAnimation`.
@available(swift, obsoleted: 4.2, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation

/// Swift 4.1's name of `UITableView.ScrollPosition`.
@available(swift, obsoleted: 4.2, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition

/// Swift 4.1's name of `UITableViewCell.CellStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle

/// Swift 4.1's name of `UITableViewCell.AccessoryType`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType

/// Swift 4.1's name of `UITableViewCell.SelectionStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle

/// Swift 4.1's name of `UITableViewCell.SeparatorStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SeparatorStyle")
public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle

/// Swift 4.1's name of `UITableViewCell.EditingStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle

/// Swift 4.1's name of `UISplitViewController.DisplayMode`.
@available(swift, obsoleted: 4.2, renamed: "UISplitViewController.DisplayMode")
public typealias UISplitViewControllerDisplayMode = UISplitViewController.DisplayMode

/// Swift 4.1's name of `UIImagePickerController.SourceType`.
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.SourceType")
public typealias UIImagePickerControllerSourceType = UIImagePickerController.SourceType

/// Swift 4.1's name of `UIDatePicker.Mode`.
@available(swift, obsoleted: 4.2, renamed: "UIDatePicker.Mode")
public typealias UIDatePickerMode = UIDatePicker.Mode

/// Swift 4.1's name of `UIActivity.ActivityType`.
@available(swift, obsoleted: 4.2, renamed: "UIActivity.ActivityType")
public typealias UIActivityType = UIActivity.ActivityType

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Swift 4.1's name of ``UITableView/automaticDimension``.
@available(swift, obsoleted: 4.2, renamed: "UITableView.automaticDimension")
public let UITableViewAutomaticDimension: CGFloat = -1

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The app's windows' level (Swift 4.1).
@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level.normal")
public let UIWindowLevelNormal = UIWindow.Level.normal
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The status bar's level (Swift 4.1).
@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level.statusBar")
public let UIWindowLevelStatusBar = UIWindow.Level.statusBar
// swift-format-ignore: AlwaysUseLowerCamelCase
/// An alert's level (Swift 4.1).
@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level.alert")
public let UIWindowLevelAlert = UIWindow.Level.alert
