// NSObject's questions of class that code written for UIKit asks of views and view
// controllers (`isKind(of:)`, `isMember(of:)`): the layer's responders are not `NSObject`s on
// Linux, so the questions are asked of their Swift classes, which answer alike.

extension UIResponder {
  /// Whether the object is an instance of `aClass` or of a class that inherits from it.
  ///
  /// ```swift
  /// let label = UILabel()
  /// precondition(label.isKind(of: UIView.self) && !label.isKind(of: UIButton.self))
  /// precondition(label.isMember(of: UILabel.self) && !label.isMember(of: UIView.self))
  /// ```
  ///
  /// - Parameter aClass: The class to compare with.
  /// - Returns: Whether the object's class is `aClass` or one of its subclasses.
  nonisolated public func isKind(of aClass: AnyClass) -> Bool {
    var type: AnyClass? = Swift.type(of: self)
    while let current = type {
      if current == aClass { return true }
      type = _getSuperclass(current)
    }
    return false
  }

  /// Whether the object is an instance of `aClass` itself, not of a subclass.
  ///
  /// - Parameter aClass: The class to compare with.
  /// - Returns: Whether the object's class is `aClass`.
  nonisolated public func isMember(of aClass: AnyClass) -> Bool {
    Swift.type(of: self) == aClass
  }
}
