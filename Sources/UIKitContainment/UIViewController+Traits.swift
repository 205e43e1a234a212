internal import ContainmentCore

// The traits of a view controller and of a view.

/// The traits a parent gives a child (``UIViewController/setOverrideTraitCollection(_:forChild:)``),
/// kept by the child for as long as that parent is its parent.
struct GivenTraits {
  weak var parent: UIViewController?
  let traits: UITraitCollection
}

extension UIViewController {
  /// The traits of the view controller's environment: those of the size of the outermost view
  /// controller's view (the screen's while it has none) with what its presentation gives it
  /// (`UIPresentationController.overrideTraitCollection`), and what each container above gives
  /// the child under it (``setOverrideTraitCollection(_:forChild:)``).
  public var traitCollection: UITraitCollection { Self.traits(of: self) }

  /// The traits of `controller`, whose ancestors may be view controllers of the model's.
  private static func traits(of controller: ViewController) -> UITraitCollection {
    let uikit = controller.asUIKit
    let environment: UITraitCollection
    if let parent = controller._parentViewController {
      let inherited = traits(of: parent)
      if let given = uikit?.givenTraits, given.parent === parent {
        environment = inherited.overridden(by: given.traits)
      } else {
        environment = inherited
      }
    } else {
      let size = controller._viewIfLoaded.map { CGSize($0._frameRect.size) }
      let screen = UITraitCollection.phone(ofSize: size ?? UIScreen.main.bounds.size)
      // A presented view controller takes what its presentation gives it.
      let given = uikit?.presentationHearingSizes?.overrideTraitCollection
      environment = given.map(screen.overridden(by:)) ?? screen
    }
    return environment.styled(uikit?.overrideUserInterfaceStyle ?? .unspecified)
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
    childViewController.givenTraits = collection.map { GivenTraits(parent: self, traits: $0) }
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

  /// The light or dark style this view and its subviews take whatever their environment's
  /// (`.unspecified` unless set: the environment's); read in ``traitCollection``.
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { looksIfMade?.interfaceStyle ?? .unspecified }
    set { looks.interfaceStyle = newValue }
  }
}

extension UITraitCollection {
  /// These traits in `style`, unless it is `.unspecified`.
  fileprivate func styled(_ style: UIUserInterfaceStyle) -> UITraitCollection {
    style == .unspecified ? self : overridden(by: UITraitCollection(userInterfaceStyle: style))
  }
}
