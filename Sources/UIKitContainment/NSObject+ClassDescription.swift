public import Foundation

// Objective-C's `+[NSObject description]`, the class method iOS code calls for a class's name
// (a nib or a reuse identifier named after a view's class: `T.description()`); Linux's
// Foundation declares the instance's `description` only.

extension NSObject {
  /// The class's name, as Objective-C's `+description` gives it: module-qualified for the
  /// app's classes (`MyApp.MessageView`), bare for UIKit's own (`UILabel`).
  ///
  /// ```swift
  /// final class BadgeView: UIView {}
  /// precondition(BadgeView.description().hasSuffix(".BadgeView"))
  /// precondition(UILabel.description() == "UILabel")
  /// ```
  ///
  /// - Returns: The class's name.
  public class func description() -> String {
    // Not `NSStringFromClass`, which Linux's Foundation stops on for a class that is not at
    // the top level (a private or nested one).
    let name = String(reflecting: self)
    let layer = "UIKitContainment."
    return name.hasPrefix(layer) ? String(name.dropFirst(layer.count)) : name
  }
}
