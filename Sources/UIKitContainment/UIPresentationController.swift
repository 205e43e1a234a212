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
@preconcurrency @MainActor open class UIPresentationController: NSObject {
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

  // MARK: Traits and adaptation (`UIPopoverPresentationController.swift` adapts a popover)

  /// Traits the presentation gives the presented view controller over its environment's
  /// (`nil` unless set): its ``traitCollection`` and the presented view controller's take them.
  open var overrideTraitCollection: UITraitCollection?

  /// The presentation's traits: the screen's, with ``overrideTraitCollection`` over them.
  open var traitCollection: UITraitCollection {
    let screen = UITraitCollection.phone(ofSize: UIScreen.main.bounds.size)
    return overrideTraitCollection.map(screen.overridden(by:)) ?? screen
  }

  /// The style the delegate asks for in a compact width
  /// (`adaptivePresentationStyle(for:)`), or `.none` when it asks for none.
  open var adaptivePresentationStyle: UIModalPresentationStyle {
    delegateAdaptiveStyle(for: nil) ?? .none
  }

  /// The style the delegate asks for in an environment of `traitCollection`
  /// (`adaptivePresentationStyle(for:traitCollection:)`), or `.none` when it asks for none.
  ///
  /// - Parameter traitCollection: The environment's traits.
  /// - Returns: The delegate's style, or `.none`.
  open func adaptivePresentationStyle(for traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  {
    delegateAdaptiveStyle(for: traitCollection) ?? .none
  }

  // MARK: Content container (UIKit's `UIContentContainer`)

  /// The size the presentation's content would like (zero unless set).
  open var preferredContentSize = CGSize.zero

  /// Called when the presented view controller's ``UIViewController/preferredContentSize``
  /// changes (the presentation's `containerView` may lay out again).
  ///
  /// - Parameter container: The presented view controller.
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// Called when the size the presented view's constraints fit in changes: never, as the
  /// model computes no fitting size.
  ///
  /// - Parameter container: The presented view controller.
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// The size to give `container` (the presented view controller) in a container of
  /// `parentSize`: `parentSize` unless overridden (a subclass's
  /// ``frameOfPresentedViewInContainerView`` often asks it).
  ///
  /// - Parameters:
  ///   - container: The presented view controller.
  ///   - parentSize: The container view's size.
  /// - Returns: The presented view's size.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }

  /// Called before the window's size changes while it presents (a rotation, a resize), just
  /// before the presented view controller's own `viewWillTransition(to:with:)` (the model's
  /// order: UIKit does not document it); the coordinator is the presented one's.
  ///
  /// - Parameters:
  ///   - size: The container view's new size.
  ///   - coordinator: Runs animations alongside the change and completions after it.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}

  /// Called before a size class of the window changes while it presents, just before the
  /// presented view controller's own `willTransition(to:with:)` (the model's order, as for the
  /// size).
  ///
  /// - Parameters:
  ///   - newCollection: The traits the presented view controller is to have.
  ///   - coordinator: The size transition's coordinator.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}
}

extension UIPresentationController: UIContentContainer {}

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
  /// The style to show the presentation in, in a compact width (`.none`: as asked; a popover
  /// on the model's phone; see `UIPopoverPresentationController`).
  ///
  /// - Parameter controller: The presentation controller.
  /// - Returns: The style to show it in, or `.none`.
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  /// The style to show the presentation in, in an environment of `traitCollection`; asked
  /// before ``adaptivePresentationStyle(for:)``.
  ///
  /// - Parameters:
  ///   - controller: The presentation controller.
  ///   - traitCollection: The environment's traits.
  /// - Returns: The style to show it in, or `.none`.
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
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
  /// Tells the container of this view controller that its ``preferredContentSize`` changed:
  /// its parent, else the controller of the presentation it is in.
  func tellContainerOfPreferredSize() {
    if let parent { return parent.preferredContentSizeDidChange(forChildContentContainer: self) }
    presentationHearingSizes?.preferredContentSizeDidChange(forChildContentContainer: self)
  }

  /// The controller of the presentation this view controller is the presented one of, if one
  /// was made or given: it hears the presented view's size transitions first.
  var presentationHearingSizes: UIPresentationController? {
    modal.presenter == nil ? nil : presentation ?? modal.sheet
  }

  /// The presentation controller of a presentation by `presenter` that `source` asked for: a
  /// `.custom` one's from the transitioning delegate, else the one made or given so far (none
  /// made here: one made later finds the presentation as it is).
  func presentationController(
    presentedBy presenter: UIViewController, from source: UIViewController
  ) -> UIPresentationController? {
    if modalPresentationStyle == .custom,
      let given = transitioningDelegate?.presentationController(
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
    let made =
      modalPresentationStyle == .popover
      ? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
      : UIPresentationController(presentedViewController: self, presenting: nil)
    presentation = made
    return made
  }

}
