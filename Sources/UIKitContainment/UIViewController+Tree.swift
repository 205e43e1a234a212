internal import ContainmentCore

// A view controller's view and its place among view controllers, under UIKit's names: what
// code reads of them and never overrides.

extension UIViewController {
  // UIKit's own type: `view = nil` releases the view, and code reads it unwrapped.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The root view, loaded on first access (`loadView()`, then `viewDidLoad()`).
  ///
  /// `nil` releases it, with no callback, as iOS 6 and later do (the next access loads it
  /// again). A view released while visible stays in the view hierarchy, as in UIKit; the
  /// harness reports it (L3). A view that is another view controller's ends the app with UIKit's
  /// `UIViewControllerHierarchyInconsistency` ("A view can only be associated with at most one
  /// view controller at a time!"), at the call.
  public var view: UIView! {
    get { Self.uikitView(_loadedView) }
    set {
      guard let newValue else { return _releaseView() }
      if let other = newValue._owner, other !== self {
        raise(
          "UIViewControllerHierarchyInconsistency",
          "A view can only be associated with at most one view controller at a time! View <\(type(of: newValue)): the view of \(other._id)> is associated with \(describe(other)). Clear this association before associating this view with \(describe(self))."
        )
      }
      _loadedView = newValue
    }
  }

  /// The view controllers this one contains, in the order they were added.
  @available(swift, introduced: 4.2)
  public var children: [UIViewController] {
    let list = _currentChildren
    for child in list where !child._isUIKitFace {
      // A child of the model's, added through the model's names: not one of UIKit's.
      return list.compactMap { $0 as? UIViewController }
    }
    return unsafeBitCast(list, to: [UIViewController].self)
  }

  /// The view controller that contains this one, if it is one of UIKit's.
  public var parent: UIViewController? { _parentViewController?.asUIKit }

  /// Whether it is being added to a parent: from `willMove(toParent:)` to `didMove(toParent:)`.
  @available(swift, introduced: 4.2)
  public var isMovingToParent: Bool { move == .toParent }

  /// Whether it is being removed from its parent: from `willMove(toParent: nil)` until it left.
  @available(swift, introduced: 4.2)
  public var isMovingFromParent: Bool { move == .fromParent }
}
