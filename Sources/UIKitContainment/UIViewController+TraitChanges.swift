internal import ContainmentCore

// Trait changes as iOS 13 and later deliver them: when a size transition changes a size class,
// `willTransition(to:with:)` goes down the tree before `viewWillTransition(to:with:)`, and each
// view controller with a loaded view is told `traitCollectionDidChange(_:)` in its view's next
// layout, before `viewWillLayoutSubviews()` (on screen, once the transition's layout is done at
// the latest; off screen, as it comes back), then the views that are its own. A style set on a
// view controller or a container's traits for a child are told the same way. Nothing of this
// runs until a class that overrides a trait callback is made (`TraitObservers`).

/// An object whose traits come from where it is, told when they change (UIKit's
/// `UITraitEnvironment`): every `UIViewController` and every `UIView`.
@preconcurrency @MainActor public protocol UITraitEnvironment: AnyObject {
  /// The traits of its environment.
  var traitCollection: UITraitCollection { get }
  /// Called after its traits changed, with those it had.
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIViewController: UITraitEnvironment {}
extension UIView: UITraitEnvironment {}

extension UIViewController {
  /// The traits it had when they began to change, until it is told of the change.
  var traitsBeforeChange: UITraitCollection? {
    get { extras?.traitsBeforeChange }
    set { extras(unless: newValue == nil)?.traitsBeforeChange = newValue }
  }

  /// At the start of the size transition this view controller runs, its view back at its old
  /// size: when the outermost view controller's new size changes a size class, notes the traits
  /// of the tree's view controllers with loaded views and tells them the traits to come
  /// (its presentation's controller first, as for the size); whether it did.
  func beginTraitTransition(to size: Size, with coordinator: SizeTransitionCoordinator) -> Bool {
    guard _parentViewController == nil, let view = viewIfLoaded else { return false }
    let new = CGSize(size)
    // The application is asked last: only a change of size class needs it.
    guard
      UITraitCollection.sizeClasses(of: view.frame.size) != UITraitCollection.sizeClasses(of: new),
      TraitObservers.anyone
    else { return false }
    noteTraitChange(from: traitCollection)
    let traits = Self.traits(ofOutermost: self, sized: new)
    presentationHearingSizes?.willTransition(to: traits, with: coordinator)
    willTransition(to: traits, with: coordinator)
    return true
  }

  /// ``willTransition(to:with:)``'s default: each child whose view is loaded told its own
  /// traits to come, as UIKit's forwards them.
  func forwardTraitTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    forEachLoadedChild { child in
      child.willTransition(
        to: Self.traits(ofChild: child, inheriting: newCollection), with: coordinator)
    }
  }

  /// Notes `previous` as the traits it had (unless it has not been told of an earlier change
  /// yet), then its children's.
  func noteTraitChange(from previous: UITraitCollection) {
    guard isViewLoaded else { return }
    if traitsBeforeChange == nil { traitsBeforeChange = previous }
    forEachLoadedChild { child in
      child.noteTraitChange(from: Self.traits(ofChild: child, inheriting: previous))
    }
  }

  /// Tells the view controllers of the tree on screen of the change noted that their views'
  /// layout has not told yet, parents first: the model lays out no view for a change of traits
  /// alone (decided: a layout would run `viewWillLayoutSubviews()` in one run and not in
  /// another, as code somewhere hears traits or not).
  func tellTraitChangeOnScreen() {
    guard let view = viewIfLoaded, view.isInWindow else { return }
    tellTraitChange()
    forEachLoadedChild { $0.tellTraitChangeOnScreen() }
  }

  /// Runs `body` on each child of UIKit's whose view is loaded, in order: the children a trait
  /// change reaches.
  private func forEachLoadedChild(_ body: (UIViewController) -> Void) {
    for model in _currentChildren where model._viewIfLoaded != nil {
      if let child = model.asUIKit { body(child) }
    }
  }

  /// Runs `change` (a change of the traits this view controller and its children take), then
  /// tells those on screen.
  func changeTraits(_ change: () -> Void) {
    guard TraitObservers.anyone, isViewLoaded else { return change() }
    let previous = traitCollection
    change()
    noteTraitChange(from: previous)
    tellTraitChangeOnScreen()
  }

  /// Tells this view controller of the change of traits noted, if they changed, then the views
  /// of its view's hierarchy that are its own: in its view's layout.
  func tellTraitChange() {
    guard let previous = traitsBeforeChange else { return }
    traitsBeforeChange = nil
    let current = traitCollection
    guard current != previous else { return }
    traitCollectionDidChange(previous)
    tellTraitRegistrations(from: previous, to: current)
    viewIfLoaded?.tellTraitChange(from: previous, to: current)
  }
}

extension UIView {
  /// Tells this view, then its subviews that no other view controller owns, that the traits
  /// of its environment went from `previous` to `current` (each with its own style over them).
  func tellTraitChange(from previous: UITraitCollection, to current: UITraitCollection) {
    let style = overrideUserInterfaceStyle
    let before = previous.styled(style)
    let now = current.styled(style)
    if before != now {
      traitCollectionDidChange(before)
      tellTraitRegistrations(from: before, to: now)
    }
    tellSubviewsTraitChange(from: before, to: now)
  }

  /// Tells the subviews that no view controller owns that this view's traits went from
  /// `previous` to `current`.
  func tellSubviewsTraitChange(from previous: UITraitCollection, to current: UITraitCollection) {
    for view in _subviewList {
      guard let subview = view.asUIKit, subview._owner == nil else { continue }
      subview.tellTraitChange(from: previous, to: current)
    }
  }
}
