import ContainmentCore

// The model's names for the members UIKit gives other types (`UIKitContainment` names them as
// UIKit does). Each is disfavoured, so that code importing both faces gets UIKit's wherever a
// `UIViewController` or `UIView` is at hand, and the model's everywhere else.

extension ViewController {
  /// The root view, loaded on first access.
  ///
  /// Reading it when the view is not loaded runs `loadView()` and then `viewDidLoad()`, once.
  /// Use `isViewLoaded` or `viewIfLoaded` to look without loading. Assign it from an
  /// overridden `loadView()` to supply your own view.
  @_disfavoredOverload @inlinable public var view: View {
    get { _loadedView }
    set { _loadedView = newValue }
  }

  /// The view if it is loaded, else `nil`.
  ///
  /// Never loads it.
  @_disfavoredOverload @inlinable public var viewIfLoaded: View? { _viewIfLoaded }

  /// The items this view controller puts in a navigation bar: a title and its buttons' titles.
  @_disfavoredOverload @inlinable public var navigationItem: NavigationItem {
    get { _navigationItem }
    set { _navigationItem = newValue }
  }

  /// The view controller that contains this one, if any.
  @_disfavoredOverload @inlinable public var parent: ViewController? { _parentViewController }

  /// The view controllers this one contains, in the order they were added.
  @_disfavoredOverload @inlinable public var children: [ViewController] { _currentChildren }

  /// Adds `child` as a child of this view controller (L4).
  ///
  /// Calls `child.willMove(toParent: self)` first, as UIKit does. The container then installs the
  /// child's view and calls `child.didMove(toParent: self)` when the child is in place.
  ///
  /// - Throws: `alreadyHasParent(child:parent:)` if `child` has a parent
  ///   (one parent at a time), `containmentCycle(child:parent:)` if `child`
  ///   is this view controller or one of its ancestors. Nothing changes then.
  @_disfavoredOverload @inlinable
  public func addChild(_ child: ViewController) throws(ContainmentError) {
    try _addChild(child)
  }

  /// Swaps two children with an animation on the current clock, as UIKit's
  /// `transition(from:to:duration:options:animations:completion:)` does.
  ///
  /// Both must be children of this view controller already: call
  /// `willMove(toParent:)` with `nil` on the old one and `addChild(_:)` with the new one
  /// first, and in `completion` call `didMove(toParent:)` on the new one and
  /// `removeFromParent()` on the old one, as Apple's documentation and the Cocoanetics
  /// article ("Containing ViewControllers") write it:
  ///
  /// ```swift
  /// let clock = VirtualClock()
  /// let window = Window()
  /// let container = ViewController(id: ViewControllerID(1))
  /// let old = ViewController(id: ViewControllerID(2))
  /// let new = ViewController(id: ViewControllerID(3))
  /// try window.setRootViewController(container)
  /// window.makeKeyAndVisible()
  /// try container.addChild(old)
  /// container.view.addSubview(old.view)   // old: viewWillAppear, viewDidAppear
  /// old.didMove(toParent: container)
  ///
  /// old.willMove(toParent: nil)
  /// try container.addChild(new)
  /// try clock.withCurrent { () throws(ContainmentError) in
  ///   try container.transition(
  ///     from: old, to: new, duration: 0.3, options: [.transitionCrossDissolve],
  ///     animations: nil
  ///   ) { _ in
  ///     new.didMove(toParent: container)
  ///     old.removeFromParent()
  ///   }
  /// }
  /// // old: viewWillDisappear; new: viewWillAppear. 300 ticks later: the old view leaves,
  /// // old: viewDidDisappear; new: viewDidAppear; then the completion.
  /// _ = try clock.runUntilIdle()
  /// precondition(container.children.map(\.id) == [ViewControllerID(3)])
  /// ```
  ///
  /// What happens, in order:
  /// 1. The new child's view is loaded.
  /// 2. If this view controller forwards appearance automatically
  ///    (`shouldAutomaticallyForwardAppearanceMethods`) and is on screen (`appeared` or
  ///    `appearing`): the old child's `viewWillDisappear`, then the new child's
  ///    `viewWillAppear` (`beginAppearanceTransition(_:animated:)`), `animated` when
  ///    `duration` is more than 0. Forwarding by hand as well is what UIKit calls "Unbalanced
  ///    calls to begin/end appearance transitions" (reported as
  ///    `unbalancedAppearanceTransition(state:appearing:)`).
  /// 3. The new child's view is added to the old child's view's superview (UIKit's
  ///    `UIView.transition(from:to:…)`: "added to the superview of `fromView`"), in front.
  /// 4. `animations` runs.
  /// 5. When `duration` seconds have passed on the current clock (`current`; one
  ///    tick a millisecond), or at once when `duration` is 0 or less or no clock is current: the
  ///    old child's view leaves its superview, the old child's `viewDidDisappear` and the new
  ///    child's `viewDidAppear` complete what step 2 began, and `completion` runs with `true`
  ///    (nothing in the model interrupts an animation).
  ///
  /// **Decided by the model** (no source settles them): if this view controller leaves the
  /// screen before the end, its own disappearance gives both children their callbacks (the
  /// old one is already disappearing and is not asked twice, the new one disappears), and the
  /// end completes only what is still under way, so every child's callbacks stay balanced; the
  /// same holds when it comes back. A memory warning during the transition unloads neither
  /// child's view, on screen or off (`unloadView()` keeps them): both are in use until the
  /// end, as the views of a stack's transition are (CoconutKit spares its participants; iOS 5's
  /// UIKit would have released them off screen, under an animation still to remove one). A
  /// child removed from this view controller before the end still has its view removed and its
  /// callbacks completed then.
  ///
  /// - Parameters:
  ///   - fromViewController: A child whose view is in a view hierarchy.
  ///   - toViewController: A child whose view is not in one.
  ///   - duration: How long the animation runs, in seconds; 0 or less: no animation.
  ///   - options: How it runs (ignored by the model, see `AnimationOptions`).
  ///   - animations: The changes to animate.
  ///   - completion: Called at the end, with whether the animations finished.
  /// - Throws: Nothing changes when it throws:
  ///   `noCommonParent(from:to:parent:)` unless both are children of this
  ///   view controller; `viewNotInHierarchy(_:)` if the old child's view has
  ///   no superview; `viewAlreadyInHierarchy(_:)` if the new child's view
  ///   has one (the same view controller twice, too);
  ///   `childInTransition(_:)` if either takes part in a transition that has
  ///   not ended.
  @_disfavoredOverload @inlinable
  public func transition(
    from fromViewController: ViewController, to toViewController: ViewController,
    duration: Double, options: View.AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) throws(ContainmentError) {
    try _transition(
      from: fromViewController, to: toViewController, duration: duration, options: options,
      animations: animations, completion: completion)
  }
}
