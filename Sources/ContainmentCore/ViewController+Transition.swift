extension ViewController {
  // Documented where each face names it (Containment, UIKitContainment).
  final func transition(
    from fromViewController: ViewController, to toViewController: ViewController,
    duration: Double, options: View.AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) throws(ContainmentError) {
    let from = fromViewController
    let to = toViewController
    guard from.parent === self, to.parent === self else {
      throw .noCommonParent(from: from._id, to: to._id, parent: _id)
    }
    guard let superview = from.viewIfLoaded?.superview else { throw .viewNotInHierarchy(from._id) }
    guard to.viewIfLoaded?.superview == nil else { throw .viewAlreadyInHierarchy(to._id) }
    for child in [from, to] where child._isInChildTransition {
      throw .childInTransition(child._id)
    }

    play(
      from: from, to: to, in: superview, duration: duration, animations: animations,
      completion: completion)
  }

  /// The transition as UIKit runs it, for a face whose `transition(from:to:…)` does not throw:
  /// UIKit raises only when the two are not children of this view controller; otherwise it
  /// follows its documented steps whatever the views' places (the new view added to the old
  /// one's superview, none when the old view has none; a view already in a hierarchy moved; a
  /// child in a running transition taken into this one).
  ///
  /// - Returns: `false`, changing nothing, when the two are not both children of this view
  ///   controller (UIKit's `NSInvalidArgumentException`).
  package final func _transitionAsUIKit(
    from fromViewController: ViewController, to toViewController: ViewController,
    duration: Double, animations: (() -> Void)?, completion: ((Bool) -> Void)?
  ) -> Bool {
    guard fromViewController.parent === self, toViewController.parent === self else {
      return false
    }
    play(
      from: fromViewController, to: toViewController,
      in: fromViewController.viewIfLoaded?.superview, duration: duration, animations: animations,
      completion: completion)
    return true
  }

  /// Plays a transition between two children: their appearance begun, the new view added to
  /// `superview` (if any), `animations`, and at the end on the current clock the old view out,
  /// the appearance completed and `completion`.
  private func play(
    from: ViewController, to: ViewController, in superview: View?, duration: Double,
    animations: (() -> Void)?, completion: ((Bool) -> Void)?
  ) {
    let animated = duration > 0
    let toView = to.view
    let forwards =
      shouldAutomaticallyForwardAppearanceMethods
      && (_appearanceState == .appeared || _appearanceState == .appearing)
    if forwards {
      from.beginAppearanceTransition(false, animated: animated)
      to.beginAppearanceTransition(true, animated: animated)
    }
    superview?.addSubview(toView)
    from._isInChildTransition = true
    to._isInChildTransition = true
    animations?()

    let end = { [self] in
      from._isInChildTransition = false
      to._isInChildTransition = false
      from.viewIfLoaded?.removeFromSuperview()
      if forwards {
        // Only what is still under way: a disappearance of this view controller in between
        // has completed both already.
        if from._appearanceState == .disappearing { from.endAppearanceTransition() }
        if to._appearanceState == .appearing { to.endAppearanceTransition() }
      }
      // The container stays alive until its transition ends, as in UIKit.
      withExtendedLifetime(self) { completion?(true) }
    }
    let ticks = VirtualClock.ticks(seconds: duration)
    guard ticks > 0 else {
      end()
      return
    }
    let clock = VirtualClock.runLoop
    clock.schedule(after: ticks, perform: end)
  }

  /// Whether this view controller takes part in a running
  /// `transition(from:to:duration:options:animations:completion:)`.
  @usableFromInline package final var _isInChildTransition: Bool {
    get { flags & Flag.inChildTransition != 0 }
    set { flags = newValue ? flags | Flag.inChildTransition : flags & ~Flag.inChildTransition }
  }

  /// Whether the appearance transition the view's move on or off screen began ends once the
  /// move is done.
  final var endsWithScreenChange: Bool {
    get { flags & Flag.endsWithScreenChange != 0 }
    set {
      flags = newValue ? flags | Flag.endsWithScreenChange : flags & ~Flag.endsWithScreenChange
    }
  }

  /// The bits of ``flags``.
  @usableFromInline enum Flag {
    /// ``endsWithScreenChange``.
    static let endsWithScreenChange: UInt8 = 1
    /// `isInChildTransition`.
    static let inChildTransition: UInt8 = 2
    /// `releasePolicy` is iOS 6's.
    static let keepsViewOnWarning: UInt8 = 4
    /// `UIKitContainment`'s `UIViewController` (``_markAsUIKitFace()``).
    @usableFromInline static let uikitFace: UInt8 = 8
    /// The team's code: its appearance overrides are checked for their calls to `super`
    /// (``callChecked(_:_:)``).
    @usableFromInline static let checksOverrides: UInt8 = 16
    /// Three bits a face sets on its own container classes, which it then finds among the
    /// ancestors without a cast (``_markFaceKind(_:)``).
    @usableFromInline static let faceKinds: UInt8 = 32 | 64 | 128
    /// In ``moreFlags``: the appearance running owes `viewIsAppearing(_:)`, its view not yet in
    /// a view hierarchy.
    static let isAppearingPending: UInt8 = 2
    /// The four bits of ``moreFlags``, one an ``AppearanceCallback``, set when its base
    /// implementation runs (an override called `super`), for ``callChecked(_:_:)``.
    static let superReached: UInt8 = 0xF0

    /// `callback`'s bit among ``superReached``.
    @inline(__always)
    static func superReachedBit(_ callback: AppearanceCallback) -> UInt8 {
      8 << callback.rawValue
    }
  }
}
