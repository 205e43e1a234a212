#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension ViewController {
  /// Starts an appearance transition: delivers `viewWillAppear` or `viewWillDisappear` (L2).
  ///
  /// An appearing transition is allowed from `disappeared`, and from `disappearing` (a cancelled
  /// disappearance); it loads the view first. A disappearing transition is allowed from
  /// `appeared`, and from `appearing` (a cancelled appearance). Any other request changes nothing
  /// and is reported as ``LifecycleEvent/Kind/unbalancedAppearanceTransition(state:appearing:)``.
  ///
  /// - Parameters:
  ///   - isAppearing: `true` to appear, `false` to disappear.
  ///   - animated: Whether the transition is animated; passed to both callbacks.
  public final func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    switch (_appearanceState, isAppearing) {
    case (.disappeared, true), (.disappearing, true):
      _ = view
      _appearanceState = .appearing
      appearanceAnimated = animated
      emit(.viewWillAppear(animated: animated))
      if flags & Flag.checksOverrides != 0 {
        callChecked(.viewWillAppear, animated)
      } else {
        viewWillAppear(animated)
      }
      viewIsAppearingOnceInAHierarchy()
      view._layOutBeforeAppearing()
    case (.appeared, false), (.appearing, false):
      moreFlags &= ~Flag.isAppearingPending
      _appearanceState = .disappearing
      appearanceAnimated = animated
      emit(.viewWillDisappear(animated: animated))
      if flags & Flag.checksOverrides != 0 {
        callChecked(.viewWillDisappear, animated)
      } else {
        viewWillDisappear(animated)
      }
    default:
      return reportUnbalanced(appearing: isAppearing)
    }
    if shouldAutomaticallyForwardAppearanceMethods {
      // A child already moving that way (its view came on screen during this view controller's
      // `viewWillAppear`, or its container began it) is not asked twice.
      let moving: AppearanceState = isAppearing ? .appearing : .disappearing
      forEachChildInView { child in
        if child._appearanceState != moving {
          child.beginAppearanceTransition(isAppearing, animated: animated)
        }
      }
    }
  }

  /// Completes the running appearance transition: delivers `viewDidAppear` or
  /// `viewDidDisappear` with the `animated` flag the transition began with.
  ///
  /// Without a transition begun, changes nothing and reports
  /// ``LifecycleEvent/Kind/unbalancedAppearanceTransition(state:appearing:)``.
  public final func endAppearanceTransition() {
    let animated = appearanceAnimated
    switch _appearanceState {
    case .appearing:
      if moreFlags & Flag.isAppearingPending != 0 {
        _viewIsAppearingIfPending()
      }
      _appearanceState = .appeared
      emit(.viewDidAppear(animated: animated))
      if flags & Flag.checksOverrides != 0 {
        callChecked(.viewDidAppear, animated)
      } else {
        viewDidAppear(animated)
      }
    case .disappearing:
      _appearanceState = .disappeared
      emit(.viewDidDisappear(animated: animated))
      if flags & Flag.checksOverrides != 0 {
        callChecked(.viewDidDisappear, animated)
      } else {
        viewDidDisappear(animated)
      }
    case .appeared, .disappeared:
      return reportUnbalanced(appearing: nil)
    }
    if shouldAutomaticallyForwardAppearanceMethods {
      forEachChildInView { $0.endAppearanceTransition() }
    }
  }

  /// Calls `viewIsAppearing(_:)` now if the view is in a view hierarchy (it has a superview),
  /// else once it is put in one (`View.place`), else just before `viewDidAppear(_:)`.
  @inline(__always)
  private func viewIsAppearingOnceInAHierarchy() {
    if _view?._superview != nil {
      viewIsAppearing(appearanceAnimated)
    } else {
      moreFlags |= Flag.isAppearingPending
    }
  }

  /// Calls the `viewIsAppearing(_:)` this appearance still owes, if any.
  package final func _viewIsAppearingIfPending() {
    guard moreFlags & Flag.isAppearingPending != 0 else { return }
    moreFlags &= ~Flag.isAppearingPending
    if _appearanceState == .appearing { viewIsAppearing(appearanceAnimated) }
  }

  /// Moves the view controller through legal appearance states until it reaches `target`.
  ///
  /// Used by containers to settle a child without a transition: `appeared` and `disappeared`
  /// are reached with balanced begin/end pairs. A `disappeared` child is left alone when the
  /// target is `disappearing` (it has nothing to disappear from).
  @usableFromInline package final func _settleAppearance(
    to target: AppearanceState, animated: Bool = false
  ) {
    switch (_appearanceState, target) {
    case (let current, let wanted) where current == wanted:
      return
    case (_, .appeared):
      if _appearanceState != .appearing { beginAppearanceTransition(true, animated: animated) }
      endAppearanceTransition()
    case (_, .disappeared):
      if _appearanceState != .disappearing { beginAppearanceTransition(false, animated: animated) }
      endAppearanceTransition()
    case (.appeared, .appearing):
      beginAppearanceTransition(false, animated: animated)
      beginAppearanceTransition(true, animated: animated)
    case (_, .appearing):
      beginAppearanceTransition(true, animated: animated)
    case (.disappeared, .disappearing):
      return
    case (_, .disappearing):
      beginAppearanceTransition(false, animated: animated)
    }
  }

  /// Starts forwarding appearance to this view controller when its view is about to come on
  /// screen or leave it by a change of the view hierarchy, under a parent that forwards
  /// appearance automatically (the rule is written at
  /// ``shouldAutomaticallyForwardAppearanceMethods``): `viewWillAppear` or `viewWillDisappear`
  /// now, while the view is still where it was.
  ///
  /// - Parameter onScreen: Whether the view is coming on screen (`isOnScreen`).
  final func viewWillChangeScreenPresence(onScreen: Bool) {
    guard let parent = _parent, parent.shouldAutomaticallyForwardAppearanceMethods else { return }
    if onScreen {
      guard _appearanceState == .disappeared else { return }
      switch parent._appearanceState {
      case .appeared:
        beginAppearanceTransition(true, animated: false)
        endsWithScreenChange = true
      case .appearing:
        // The parent's `endAppearanceTransition()` completes it.
        beginAppearanceTransition(true, animated: parent.appearanceAnimated)
      case .disappearing, .disappeared:
        return
      }
    } else {
      switch _appearanceState {
      case .appeared, .appearing:
        beginAppearanceTransition(false, animated: false)
        endsWithScreenChange = true
      case .disappearing, .disappeared:
        return
      }
    }
  }

  /// Completes what ``viewWillChangeScreenPresence(onScreen:)`` began, once the view has moved:
  /// `viewDidAppear` or `viewDidDisappear`.
  final func viewDidChangeScreenPresence() {
    guard endsWithScreenChange else { return }
    endsWithScreenChange = false
    endAppearanceTransition()
  }

  private func forEachChildInView(_ body: (ViewController) -> Void) {
    guard let container = _view else { return }
    for child in _children {
      if let childView = child._view, childView.isDescendant(of: container) {
        body(child)
      }
    }
  }
}

extension ViewController {
  /// Reports an unbalanced begin or end.
  ///
  /// A face's view controller that no observer watches also prints it as UIKit does
  /// ("Unbalanced calls to begin/end appearance transitions for <…>.").
  @inline(never)
  final func reportUnbalanced(appearing: Bool?) {
    emit(.unbalancedAppearanceTransition(state: _appearanceState, appearing: appearing))
    guard _observer == nil, _isUIKitFace else { return }
    let line =
      "Unbalanced calls to begin/end appearance transitions for <\(type(of: self)): \(_id)>.\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
  }

  /// Calls `callback` of a `UIKitContainment` view controller (the team's code), checking its
  /// override.
  ///
  /// The override must call `super`'s same callback: when it did not,
  /// ``LifecycleEvent/Kind/superNotCalled(in:reached:)`` is reported. Out of line: the model's
  /// own view controllers, UIKit's containers of the layer and the harness's pay one test of
  /// their mark (``_skipOverrideChecks()``).
  ///
  /// Re-entrant: a callback told from inside another's override (a push in `viewWillAppear`
  /// makes the same view controller disappear) leaves the outer one's mark as it found it.
  @inline(never)
  final func callChecked(_ callback: AppearanceCallback, _ animated: Bool) {
    let outer = moreFlags & Flag.superReached
    moreFlags &= ~Flag.superReached
    let observer = _observer
    observer?.teamCodeWillRun(callback.methodName, of: self)
    switch callback {
    case .viewWillAppear: viewWillAppear(animated)
    case .viewDidAppear: viewDidAppear(animated)
    case .viewWillDisappear: viewWillDisappear(animated)
    case .viewDidDisappear: viewDidDisappear(animated)
    }
    observer?.teamCodeDidRun()
    let reached = moreFlags & Flag.superReached
    moreFlags = moreFlags & ~Flag.superReached | outer
    guard reached != Flag.superReachedBit(callback) else { return }
    let other = AppearanceCallback.allCases.first { reached & Flag.superReachedBit($0) != 0 }
    emit(.superNotCalled(in: callback, reached: other))
  }

  /// Calls the team's `viewDidLoad()`, then reports the children it added.
  ///
  /// The report is ``LifecycleEvent/Kind/viewDidLoadReturned(childrenAdded:children:)``. Out
  /// of line, as the appearance callbacks' check is.
  @inline(never)
  final func callCheckedViewDidLoad() {
    let before = children.count
    let observer = _observer
    observer?.teamCodeWillRun("viewDidLoad()", of: self)
    viewDidLoad()
    observer?.teamCodeDidRun()
    let after = children.count
    emit(
      .viewDidLoadReturned(
        childrenAdded: Int32(clamping: after - before), children: Int32(clamping: after)))
  }

  /// Notes that the base implementation of `callback` ran (an override called `super`): one
  /// bit set, one instruction.
  @inline(__always)
  final func _noteSuperReached(_ callback: AppearanceCallback) {
    moreFlags |= Flag.superReachedBit(callback)
  }

  /// Marks this view controller as `UIKitContainment`'s `UIViewController` (its initializers
  /// do): it prints UIKit's console messages when no observer watches it, and the face reads
  /// it as its own by this mark rather than by a cast.
  package final func _markAsUIKitFace() { flags |= Flag.uikitFace | Flag.checksOverrides }

  /// Leaves this view controller's overrides unchecked for their calls to `super`: the layer's
  /// own containers and the harness's children, whose code is not the team's.
  package final func _skipOverrideChecks() { flags &= ~Flag.checksOverrides }

  /// Whether its overrides are the team's, checked (``callChecked(_:_:)``).
  @inlinable @inline(__always) package final var _checksOverrides: Bool {
    flags & Flag.checksOverrides != 0
  }

  /// Marks it as of one of a face's own kinds: `bit` is 32 or 64 (`UIKitContainment`: its
  /// navigation and tab bar controllers, found among the ancestors without a cast).
  package final func _markFaceKind(_ bit: UInt8) { flags |= bit & Flag.faceKinds }

  /// Whether ``_markFaceKind(_:)`` marked it with `bit`.
  @inlinable @inline(__always) package final func _isFaceKind(_ bit: UInt8) -> Bool {
    flags & bit != 0
  }

  /// Whether ``_markAsUIKitFace()`` marked it.
  @inlinable @inline(__always) package final var _isUIKitFace: Bool {
    flags & Flag.uikitFace != 0
  }
}
