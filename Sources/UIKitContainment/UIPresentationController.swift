internal import ContainmentCore

/// What manages a presentation (UIKit's `UIPresentationController`): where the presented view
/// goes, whether the presenter's leaves, and the hooks around the transitions.
///
/// Every presented view controller has one (``UIViewController/presentationController``):
/// a sheet's is its ``UISheetPresentationController``; a `.custom` presentation's comes from the
/// transitioning delegate (`presentationController(forPresented:presenting:source:)`), and
/// decides whether the presenter leaves the screen (``shouldRemovePresentersView``) and where
/// the presented view lies (``frameOfPresentedViewInContainerView``).
///
/// The hooks run as UIKit runs them around a presentation, in an order the model decides
/// (Apple documents each, not their place among the appearance callbacks): the container's
/// layout hooks and ``presentationTransitionWillBegin()`` once the transition's coordinator
/// exists (after the appearance callbacks have begun), ``presentationTransitionDidEnd(_:)``
/// after they end and before the completion; the same for a dismissal. The container lays out
/// once, as the presentation begins.
///
/// ```swift
/// final class HalfHeight: UIPresentationController {
///   override var frameOfPresentedViewInContainerView: CGRect {
///     guard let bounds = containerView?.bounds else { return .zero }
///     return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
///   }
/// }
/// ```
@preconcurrency @MainActor open class UIPresentationController {
  /// The view controller presented (unowned: it keeps its presentation controller).
  public unowned let presentedViewController: UIViewController
  /// The presenter given at its making, if any (a weak reference to a view controller makes
  /// every retain of it slower: the presentation's own presenter is read where it is kept).
  private weak var givenPresenter: UIViewController?
  /// The view the presentation runs in: the window, while it is presented.
  open var containerView: UIView? { presentedViewController.modal.window.map(UIWindow.of) }
  /// The object told of the user's dismissal of a sheet (held weakly).
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// A presentation controller for `presentedViewController`, presented by
  /// `presentingViewController` (`nil`: whoever presents it).
  ///
  /// - Parameters:
  ///   - presentedViewController: The view controller presented.
  ///   - presentingViewController: The view controller presenting it, if known.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    givenPresenter = presentingViewController
  }

  /// The view controller presenting: the presented one's presenter, else the one given (the
  /// presented one itself before any presentation, where UIKit's is unset).
  open var presentingViewController: UIViewController {
    presentedViewController.presentingViewController ?? givenPresenter ?? presentedViewController
  }

  /// The presented view controller's view.
  open var presentedView: UIView? { presentedViewController.viewIfLoaded }

  /// The style of the presentation.
  open var presentationStyle: UIModalPresentationStyle {
    presentedViewController.modalPresentationStyle
  }

  /// Where the presented view lies in the container: all of it unless a subclass says.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  /// Whether the presenter's view leaves the screen under a `.custom` presentation (and its
  /// view controller disappears): `false` unless a subclass says.
  open var shouldRemovePresentersView: Bool { false }

  /// Whether the presentation covers the whole screen (kept only).
  open var shouldPresentInFullscreen: Bool { true }

  /// Called as the presentation's transition begins, its coordinator running.
  open func presentationTransitionWillBegin() {}
  /// Called once the presentation's transition ended: `completed` is `false` when its animator
  /// cancelled it.
  ///
  /// - Parameter completed: Whether it completed.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// Called as the dismissal's transition begins, its coordinator running.
  open func dismissalTransitionWillBegin() {}
  /// Called once the dismissal's transition ended: `completed` is `false` when it was
  /// cancelled (a swipe taken back).
  ///
  /// - Parameter completed: Whether it completed.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// Called before the container lays out its views.
  open func containerViewWillLayoutSubviews() {}
  /// Called after the container laid out its views.
  open func containerViewDidLayoutSubviews() {}
}

/// What is told of the user's attempt to dismiss a sheet with a swipe down (UIKit's
/// `UIAdaptivePresentationControllerDelegate`); every method is optional.
///
/// A harness performs the swipe (`_beginInteractiveDismissal()`,
/// `_endInteractiveDismissal(finishing:)`); a dismissal in code tells the delegate nothing, as
/// Apple documents.
@preconcurrency @MainActor public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// Whether the swipe may dismiss (`true` by default).
  ///
  /// - Parameter presentationController: The sheet's presentation controller.
  /// - Returns: Whether to dismiss.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// The swipe begins a dismissal.
  ///
  /// - Parameter presentationController: The sheet's presentation controller.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// The swipe's dismissal completed.
  ///
  /// - Parameter presentationController: The sheet's presentation controller.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// The swipe was refused (`isModalInPresentation`, or the delegate said no).
  ///
  /// - Parameter presentationController: The sheet's presentation controller.
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// `true`: the swipe may dismiss.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  /// Does nothing.
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}
  /// Does nothing.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}

extension UIPresentationController {
  /// Lays `presented`'s view out in the window as the presentation begins: where
  /// ``frameOfPresentedViewInContainerView`` says for a `.custom` one, between the layout hooks.
  func lay(_ presented: UIViewController, custom: Bool) {
    containerViewWillLayoutSubviews()
    if custom, let view = presented.viewIfLoaded {
      view.frame = frameOfPresentedViewInContainerView
    }
    containerViewDidLayoutSubviews()
  }
}

extension UIViewController {
  /// The presentation controller of a presentation by `presenter` that `source` asked for: a
  /// `.custom` one's from the transitioning delegate, else the one made or given so far (none
  /// made here: one made later finds the presentation as it is).
  func presentationController(
    presentedBy presenter: UIViewController, from source: UIViewController
  ) -> UIPresentationController? {
    if modalPresentationStyle == .custom,
      let given = extras?.transitioningDelegate?.presentationController(
        forPresented: self, presenting: presenter, source: source)
    {
      presentation = given
    }
    return presentation ?? modal.sheet
  }

  /// The presentation controller managing this view controller, or its outermost ancestor's:
  /// a sheet's ``sheetPresentationController``, a `.custom` presentation's own, else one made
  /// for its style when first asked for (so that its delegate can be set before presenting).
  public var presentationController: UIPresentationController? {
    let base = presentationBase
    guard base === self else { return base.presentationController }
    if let made = presentation { return made }
    if let sheet = sheetPresentationController { return sheet }
    let made = UIPresentationController(presentedViewController: self, presenting: nil)
    presentation = made
    return made
  }

  /// Whether the user's swipe may not dismiss this view controller's sheet (`false` unless
  /// set): the swipe tells the delegate it was attempted, and nothing leaves.
  public var isModalInPresentation: Bool {
    get { isModal }
    set { isModal = newValue }
  }
}
