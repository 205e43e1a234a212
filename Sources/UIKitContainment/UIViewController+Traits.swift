internal import ContainmentCore

// The traits of a view controller and of a view.

/// The traits a parent gives a child (``UIViewController/setOverrideTraitCollection(_:forChild:)``),
/// kept by the child for as long as that parent is its parent.
final class GivenTraits {
  weak var parent: UIViewController?
  let traits: UITraitCollection
  init(parent: UIViewController, traits: UITraitCollection) {
    self.parent = parent
    self.traits = traits
  }
}

extension UIViewController {
  /// The traits of the view controller's environment: those of the size of the outermost view
  /// controller's view (the screen's while it has none) with what its presentation gives it
  /// (`UIPresentationController.overrideTraitCollection`), and what each container above gives
  /// the child under it (``setOverrideTraitCollection(_:forChild:)``).
  public var traitCollection: UITraitCollection { Self.traits(of: self) }

  /// The traits of `controller`, whose ancestors may be view controllers of the model's.
  private static func traits(of controller: ViewController) -> UITraitCollection {
    if let parent = controller._parentViewController {
      return traits(ofChild: controller, inheriting: traits(of: parent))
    }
    let size = controller._viewIfLoaded.map { CGSize($0._frameRect.size) }
    return traits(ofOutermost: controller, sized: size ?? UIScreen.main.bounds.size)
  }

  /// The traits of `controller`, the outermost view controller of its tree, whose view takes
  /// `size`: the screen's traits of that size with what its presentation gives it.
  static func traits(ofOutermost controller: ViewController, sized size: CGSize)
    -> UITraitCollection
  {
    let screen = UITraitCollection.phone(ofSize: size)
    guard let uikit = controller.asUIKit else { return screen }
    // A presented view controller takes what its presentation gives it.
    let given = uikit.presentationHearingSizes?.overrideTraitCollection
    let environment = given.map(screen.overridden(by:)) ?? screen
    return environment.styled(uikit.overrideUserInterfaceStyle)
  }

  /// The traits of `child` when its parent's are `inherited`: with what the parent gives it
  /// and its own style.
  static func traits(ofChild child: ViewController, inheriting inherited: UITraitCollection)
    -> UITraitCollection
  {
    guard let uikit = child.asUIKit else { return inherited }
    // Read through the property: a subclass may override it.
    let style = uikit.overrideUserInterfaceStyle
    // Most view controllers are given nothing: no extras.
    guard let extras = uikit.extras else { return inherited.styled(style) }
    let environment: UITraitCollection
    if let given = extras.givenTraits, given.parent === child._parentViewController {
      environment = inherited.overridden(by: given.traits)
    } else {
      environment = inherited
    }
    return environment.styled(style)
  }

  /// Gives `child` these traits over its inherited ones (`nil`: none of its own) while it is
  /// this view controller's child.
  ///
  /// - Parameters:
  ///   - collection: The traits to give it.
  ///   - childViewController: A child of this view controller.
  public func setOverrideTraitCollection(
    _ collection: UITraitCollection?, forChild childViewController: UIViewController
  ) {
    childViewController.changeTraits {
      childViewController.givenTraits = collection.map { GivenTraits(parent: self, traits: $0) }
    }
  }

  /// The traits this view controller gives `childViewController`, if any.
  public func overrideTraitCollection(forChild childViewController: UIViewController)
    -> UITraitCollection?
  {
    guard let given = childViewController.givenTraits, given.parent === self,
      childViewController._parentViewController === self
    else { return nil }
    return given.traits
  }
}

extension UIView {
  /// The traits of the view's environment: its view controller's for a view controller's view,
  /// else its superview's (the screen's out of any).
  public var traitCollection: UITraitCollection {
    let environment: UITraitCollection
    if let owner = _owner?.asUIKit {
      environment = owner.traitCollection
    } else if let superview = _superviewIfAny as? UIView {
      environment = superview.traitCollection
    } else {
      environment = UITraitCollection.phone(ofSize: UIScreen.main.bounds.size)
    }
    return environment.styled(overrideUserInterfaceStyle)
  }

  /// Sets ``overrideUserInterfaceStyle``: the view and its subviews whose traits change hear
  /// of it.
  func setOverrideUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
    guard TraitObservers.anyone else {
      looks.interfaceStyle = style
      return
    }
    let previous = traitCollection
    looks.interfaceStyle = style
    let current = traitCollection
    if previous != current { traitCollectionDidChange(previous) }
    tellSubviewsTraitChange(from: previous, to: current)
  }
}

extension UITraitCollection {
  /// These traits in `style`, unless it is `.unspecified`.
  func styled(_ style: UIUserInterfaceStyle) -> UITraitCollection {
    style == .unspecified ? self : overridden(by: UITraitCollection(userInterfaceStyle: style))
  }
}
