internal import ContainmentCore

/// UIKit's `UIModalPresentationStyle`: how a presented view controller is shown, and whether
/// its presenter stays on screen under it.
///
/// The model knows two behaviours. A style that **covers** takes the presenter off screen:
/// `viewWillDisappear` as the presentation begins, `viewDidDisappear` once it has ended, its view
/// out of the window until the dismissal brings it back (Apple: "When presenting a view
/// controller using the `UIModalPresentationFullScreen` style, UIKit normally removes the views
/// of the underlying view controller after the transition animations finish"). Any other
/// leaves the presenter on screen, and it hears nothing. Which styles cover depends on the
/// iOS the view controllers follow (their `ViewReleasePolicy`, set by the run's contract):
///
/// | style | today's iOS (13 and later) | iOS 5's level (iOS 12 and earlier, on iPhone) |
/// |---|---|---|
/// | `.fullScreen`, `.currentContext` | covers | covers |
/// | `.automatic` (the default), `.pageSheet`, `.formSheet` | a sheet: the presenter stays | covers |
/// | `.popover` (adapted on the phone: see `UIPopoverPresentationController`) | as a form sheet, or the style its delegate names | as a form sheet, or the style its delegate names |
/// | `.overFullScreen`, `.overCurrentContext`, `.custom`, `.none`, a popover kept (`.none` from its delegate) | the presenter stays | the presenter stays |
///
/// The sheets of iOS 13 are the change Geoff Hackworth's "View Controller Presentation Changes
/// in iOS 13" describes: a page sheet leaves its presenter's view in place, so the presenter's
/// `viewWillAppear` does not run when the sheet goes. `.currentContext` is shown as
/// `.fullScreen` (the model has no presentation context smaller than the window).
public enum UIModalPresentationStyle: Int, Sendable, Hashable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}

extension UIViewController {
  /// How long a presentation or a dismissal animates on the virtual clock: 0.35 s, as a push
  /// (decided by the model; UIKit's depends on the style).
  public static let _presentationDuration: TimeInterval = 0.35

  /// Whether presenting with `style` takes the presenter off screen, on the iOS this view
  /// controller follows (see ``UIModalPresentationStyle``).
  func covers(with style: UIModalPresentationStyle) -> Bool {
    switch style {
    case .fullScreen, .currentContext: true
    case .automatic, .pageSheet, .formSheet: _releasePolicy == .iOS5
    case .custom, .overFullScreen, .overCurrentContext, .popover, .none: false
    }
  }

  /// The view controller this one presents, or the one its nearest presenting ancestor
  /// presents (UIKit asks the ancestor that presented for it), if any.
  public var presentedViewController: UIViewController? {
    presentationBase.modal.presented
  }

  /// The view controller that presented this one, or its nearest presented ancestor, if any.
  public var presentingViewController: UIViewController? {
    presentationBase.modal.presenter
  }

  /// Whether this view controller is being presented: from its presentation's start to the
  /// end of its `viewDidAppear` (true in both `viewWillAppear` and `viewDidAppear`, as Apple
  /// documents).
  public var isBeingPresented: Bool { modal.isBeingPresented }

  /// Whether this view controller is being dismissed: from its dismissal's start to the end of
  /// its `viewDidDisappear`.
  public var isBeingDismissed: Bool { modal.isBeingDismissed }

  /// The outermost ancestor (this view controller without a parent): where presentations
  /// start from and end at, as UIKit presents from the root of the hierarchy.
  var presentationBase: UIViewController {
    var base = self
    while let up = base.parent { base = up }
    return base
  }

  /// ``present(_:animated:completion:)``'s work.
  ///
  /// The presentation starts from this view controller's outermost ancestor (the window's
  /// root, or a presented view controller). Its view loads, goes into the window over
  /// everything and appears; a covering style (``UIModalPresentationStyle``) takes the
  /// presenter off screen in the order of the recordings (remkoh.dev, "UIViewController
  /// lifecycle in a StoryBoard"): the presenter's `viewWillDisappear`, the presented one's
  /// `viewWillAppear`, and once the animation has run (`_presentationDuration` on the virtual
  /// clock) the presented one's `viewDidAppear`, the presenter's `viewDidDisappear`; then
  /// `completion`.
  ///
  /// UIKit refuses, printing its console message and calling no completion (a harness reports
  /// each as a violation of C3): a presenter already presenting, a presenter whose view is not
  /// in a window, a presentation or dismissal still running in the window. A view controller
  /// that is already presented, has a parent or is this one ends the app, as UIKit raises.
  ///
  /// - Parameters:
  ///   - viewControllerToPresent: The view controller to present.
  ///   - flag: Whether to animate.
  ///   - completion: Called once the presented view controller has appeared.
  final func presentAsUIKit(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?
  ) {
    let presented = viewControllerToPresent
    let presenter = presentationBase
    refuseInvalid(presented, by: presenter)
    let named = "\(describe(presented)) on \(describe(presenter)) (from \(describe(self)))"
    if let other = presenter.modal.presented {
      return report(
        .presentingWhilePresenting, of: presenter,
        line: "Attempt to present \(named) which is already presenting \(describe(other)).")
    }
    guard let window = presenter.viewIfLoaded?._window else {
      return report(
        .presentingFromOffScreen, of: presenter,
        line: "Attempt to present \(named) whose view is not in the window hierarchy.")
    }
    if window.isPresentationRunning {
      return report(
        .presentingWhilePresentationInProgress, of: presenter,
        line: "Attempt to present \(named) while a presentation is in progress.")
    }
    presenter.modal.presented = presented
    presented.modal.presenter = presenter
    presented.modal.window = window
    let controller = presented.presentationController(presentedBy: presenter, from: self)
    let custom = presented.modalPresentationStyle == .custom
    (controller as? UIPopoverPresentationController)?.prepare()
    let covering =
      custom
      ? controller?.shouldRemovePresentersView == true
      : presented.covers(with: presented.adaptedStyle(by: controller))
    presented.loadViewIfNeeded()  // its viewDidLoad before the presenter's viewWillDisappear
    window._addPresented(presented) { [unowned presenter] in presenter.unlink(presented) }
    controller?.lay(presented, custom: custom)
    let onScreen = window.isVisible
    if onScreen, covering { presenter.beginAppearanceTransition(false, animated: flag) }
    presented.modal.isBeingPresented = true
    if onScreen { presented.beginAppearanceTransition(true, animated: flag) }
    let animation =
      flag && onScreen ? presented.customAnimation(presenting: presenter, source: self) : nil
    let undo = { [unowned presenter] in
      // Cancelled by its animator: the presented view controller goes, the presenter stays.
      presented.modal.isBeingPresented = false
      if presented._appearanceState == .appearing {
        presented.beginAppearanceTransition(false, animated: true)
        presented.endAppearanceTransition()
      }
      if presenter._appearanceState == .disappearing {
        presenter.beginAppearanceTransition(true, animated: true)
        presenter.endAppearanceTransition()
      }
      window._removePresented(presented)
      presenter.unlink(presented)
      controller?.presentationTransitionDidEnd(false)
    }
    run(
      in: window, animated: flag, between: presenter, and: presented,
      custom: animation.map { ($0.0, $0.1, presenter, presented, undo) },
      controller: controller, presenting: true
    ) {
      // Still being presented in its viewDidAppear, as Apple documents (code tells a first
      // appearance by it there).
      if presented._appearanceState == .appearing { presented.endAppearanceTransition() }
      presented.modal.isBeingPresented = false
      if covering {
        // Its view out of the window first: viewDidDisappear tells that the view "was removed
        // from a view hierarchy" (Apple), as after a push.
        window._setCovering(true, by: presented, over: presenter)
        if presenter._appearanceState == .disappearing { presenter.endAppearanceTransition() }
      }
      controller?.presentationTransitionDidEnd(true)
      completion?()
    }
  }

  /// ``dismiss(animated:completion:)``'s work.
  ///
  /// Every view controller presented above the one dismissed goes with it, and only the top one
  /// animates, as Apple documents. Those on screen disappear; a presenter that a covering
  /// style took off screen comes back: the presented one's `viewWillDisappear`, the
  /// presenter's `viewWillAppear`, and once the animation has run the presenter's
  /// `viewDidAppear`, the presented one's `viewDidDisappear` (the mirror of the presentation,
  /// decided by the model), its view out of the window; then it is released by its presenter,
  /// and `completion` runs.
  ///
  /// With nothing presented and not presented, nothing happens and `completion` is not called
  /// (decided by the model). While a presentation or dismissal runs in the window UIKit
  /// refuses with its console message (a harness reports a violation of C3): the second of two
  /// dismissals, typically.
  ///
  /// - Parameters:
  ///   - flag: Whether to animate.
  ///   - completion: Called once the dismissal has ended.
  ///   - swipe: The interaction of the user's swipe down a sheet, which drives the dismissal
  ///     (`nil`: a dismissal in code).
  final func dismissAsUIKit(
    animated flag: Bool, completion: (() -> Void)?,
    swipe: UIPercentDrivenInteractiveTransition? = nil
  ) {
    let base = presentationBase
    let dismissed: UIViewController
    let presenter: UIViewController
    if let presented = base.modal.presented {
      (dismissed, presenter) = (presented, base)
    } else if let up = base.modal.presenter {
      (dismissed, presenter) = (base, up)
    } else {
      return
    }
    guard let window = dismissed.modal.window else {
      // Its window let the presentation go (a new root): nothing on screen to dismiss.
      return presenter.unlink(dismissed)
    }
    if window.isPresentationRunning {
      return report(
        .dismissingWhilePresentationInProgress, of: presenter,
        line:
          "Attempt to dismiss from view controller \(describe(presenter)) while a presentation or dismiss is in progress!"
      )
    }
    // Off screen (the window hidden), nothing is seen to animate: the dismissal ends at once.
    let flag = flag && window.isVisible
    var leaving: [UIViewController] = []  // the dismissed one and those above it, top first
    var next: UIViewController? = dismissed
    while let current = next {
      leaving.insert(current, at: 0)
      next = current.modal.presented
    }
    dismissed.modal.isBeingDismissed = true
    for controller in leaving
    where controller._appearanceState == .appeared || controller._appearanceState == .appearing {
      controller.beginAppearanceTransition(false, animated: flag && controller === leaving[0])
    }
    if window._isCovering(dismissed) {
      window._setCovering(false, by: dismissed, over: presenter)
      if window.isVisible { presenter.beginAppearanceTransition(true, animated: flag) }
    }
    let animation =
      swipe.map { (SheetSlide() as any UIViewControllerAnimatedTransitioning, $0) }
      ?? (flag ? dismissed.customAnimation(presenting: nil, source: self) : nil)
    let controller = dismissed.presentation ?? dismissed.modal.sheet
    let broughtBack = presenter._appearanceState == .appearing
    let undo = {
      // Cancelled by its animator: everything stays presented, as it was.
      dismissed.modal.isBeingDismissed = false
      for controller in leaving where controller._appearanceState == .disappearing {
        controller.beginAppearanceTransition(true, animated: controller === leaving[0])
        controller.endAppearanceTransition()
      }
      if broughtBack, presenter._appearanceState == .appearing {
        presenter.beginAppearanceTransition(false, animated: true)
        presenter.endAppearanceTransition()
        window._setCovering(true, by: dismissed, over: presenter)
      }
      dismissed.swipe = nil  // the finger's interaction goes with its transition
      controller?.dismissalTransitionDidEnd(false)
    }
    run(
      in: window, animated: flag, between: presenter, and: dismissed,
      custom: animation.map { ($0.0, $0.1, dismissed, presenter, undo) },
      controller: controller, presenting: false
    ) {
      for controller in leaving { window._removePresented(controller) }
      if presenter._appearanceState == .appearing { presenter.endAppearanceTransition() }
      for controller in leaving where controller._appearanceState == .disappearing {
        controller.endAppearanceTransition()
      }
      dismissed.modal.isBeingDismissed = false
      presenter.unlink(dismissed)
      dismissed.swipe = nil
      controller?.dismissalTransitionDidEnd(true)
      if swipe != nil, let controller {
        controller.delegate?.presentationControllerDidDismiss(controller)
      }
      completion?()
    }
  }

  /// Ends the app as UIKit raises for a view controller that cannot be presented.
  private func refuseInvalid(_ presented: UIViewController, by presenter: UIViewController) {
    if presented === presenter || presented === self {
      raise(
        "NSInvalidArgumentException",
        "Application tried to present modal view controller on itself. Presenting controller is \(describe(presented))."
      )
    }
    if let other = presented.modal.presenter {
      raise(
        "NSInvalidArgumentException",
        "Application tried to present modally a view controller \(describe(presented)) that is already being presented by \(describe(other))."
      )
    }
    if let parent = presented._parentViewController {
      raise(
        "NSInvalidArgumentException",
        "Application tried to present modally a view controller \(describe(presented)) that has a parent view controller \(describe(parent))."
      )
    }
    if presented.viewIfLoaded?.window != nil {
      raise(
        "NSInvalidArgumentException",
        "Application tried to present modally an active controller \(describe(presented)).")
    }
  }

  /// Runs a presentation's or dismissal's animation, then `end`.
  ///
  /// UIKit's own runs on the run loop's clock (at once unanimated), with a coordinator for both
  /// view controllers; the transitioning delegate's animation (`custom`: the animator, the interaction controller,
  /// the view controllers leaving and arriving, and what undoes the transition when the
  /// animator cancels it), which ends when the animator completes it. The presentation
  /// controller hears the transition begin (`presenting` or dismissing) once its coordinator
  /// runs.
  private func run(
    in window: Window, animated: Bool, between presenter: UIViewController,
    and presented: UIViewController, custom: CustomPresentation?,
    controller: UIPresentationController?, presenting: Bool, end: @escaping () -> Void
  ) {
    let transition = RunningTransition(animated: animated, duration: Self._presentationDuration)
    (transition.appearing, transition.disappearing) =
      presenting ? (presented, presenter) : (presenter, presented)
    transition.presentationStyle = presented.modalPresentationStyle
    transition.container = UIWindow.of(window)
    presenter.modal.transition = transition
    presented.modal.transition = transition
    transition.end = ending(transition, in: window, between: presenter, and: presented, then: end)
    window._beginPresentationTransition { transition.finish() }
    if let controller {
      presenting
        ? controller.presentationTransitionWillBegin() : controller.dismissalTransitionWillBegin()
    }
    if let custom {
      return animate(transition, with: custom, in: window, presenter: presenter, and: presented)
    }
    // Both stay alive until the transition ends, as in UIKit.
    transition.endAfterAnimation(keeping: (presenter, presented))
  }

  /// The end of a presentation's or dismissal's `transition`: the window's transition over,
  /// the coordinators let go, `work` (the transition's own end, or what undoes a cancelled
  /// one), then the completions given to the coordinator.
  func ending(
    _ transition: RunningTransition, in window: Window, between presenter: UIViewController,
    and presented: UIViewController, then work: @escaping () -> Void
  ) -> () -> Void {
    {
      window._endPresentationTransition()
      if presenter.modal.transition === transition { presenter.modal.transition = nil }
      if presented.modal.transition === transition { presented.modal.transition = nil }
      work()
      transition.complete()
    }
  }

  /// Forgets that this view controller presents `presented` (releasing it).
  func unlink(_ presented: UIViewController) {
    guard modal.presented === presented else { return }
    presented.modal.presenter = nil
    presented.modal.window = nil
    modal.presented = nil
  }
}
