internal import ContainmentCore

// The traits of a view controller and of a view, and the trait change of a size transition.

extension UIViewController {
  /// The traits of the view controller's environment: those of the size of the outermost view
  /// controller's view (the screen's while it has none), with what each container above gives
  /// the child under it (``setOverrideTraitCollection(_:forChild:)``).
  public var traitCollection: UITraitCollection {
    guard let parent = _parentViewController else {
      return UITraitCollection(phoneOfSize: viewIfLoaded?.bounds.size ?? UIScreen.main.bounds.size)
    }
    let inherited =
      (parent as? UIViewController)?.traitCollection
      ?? UITraitCollection(phoneOfSize: UIScreen.main.bounds.size)
    guard let given = parent.asUIKit?.traitOverrides[ObjectIdentifier(self)] else {
      return inherited
    }
    return inherited.overridden(by: given)
  }

  /// Gives `child` these traits over its inherited ones (`nil`: none of its own).
  ///
  /// - Parameters:
  ///   - collection: The traits to give it.
  ///   - childViewController: A child of this view controller.
  public func setOverrideTraitCollection(
    _ collection: UITraitCollection?, forChild childViewController: UIViewController
  ) {
    traitOverrides[ObjectIdentifier(childViewController)] = collection
  }

  /// The traits this view controller gives `childViewController`, if any.
  public func overrideTraitCollection(forChild childViewController: UIViewController)
    -> UITraitCollection?
  {
    traitOverrides[ObjectIdentifier(childViewController)]
  }
}

extension UIView {
  /// The traits of the view's environment: its view controller's for a view controller's view,
  /// else its superview's (the screen's out of any).
  public var traitCollection: UITraitCollection {
    if let owner = _owner?.asUIKit { return owner.traitCollection }
    if let superview = _superviewIfAny as? UIView { return superview.traitCollection }
    return UITraitCollection(phoneOfSize: UIScreen.main.bounds.size)
  }
}
