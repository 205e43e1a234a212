internal import ContainmentCore

// A view controller's children and parent as UIKit names them: UIKit's own only.
extension UIViewController {
  /// The view controllers this one contains, in the order they were added.
  public var children: [UIViewController] {
    let list = _currentChildren
    for child in list where !(child is UIViewController) {
      // A child of the model's, added through the model's names: not one of UIKit's.
      return list.compactMap { $0 as? UIViewController }
    }
    return unsafeBitCast(list, to: [UIViewController].self)
  }

  /// The view controller that contains this one, if it is one of UIKit's.
  public var parent: UIViewController? { _parentViewController?.asUIKit }
}
