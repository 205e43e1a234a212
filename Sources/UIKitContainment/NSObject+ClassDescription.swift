public import Foundation

// Objective-C's `+[NSObject description]`, the class method iOS code calls for a class's name
// (a nib or a reuse identifier named after a view's class: `T.description()`), and
// `+classForCoder`, which it calls to find its bundle; Linux's Foundation declares the
// instance's `description` and `classForCoder` only.

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

  /// The class an archiver encodes an object of this class as: the class itself, as
  /// Objective-C's `+classForCoder` gives it (iOS code asks for it to find its bundle:
  /// `Bundle(for: self.classForCoder())`).
  ///
  /// ```swift
  /// final class BadgeView: UIView {}
  /// precondition(BadgeView.classForCoder() == BadgeView.self)
  /// ```
  ///
  /// - Returns: The class.
  public class func classForCoder() -> AnyClass { self }
}
