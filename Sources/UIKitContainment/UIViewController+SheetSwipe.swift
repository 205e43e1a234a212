internal import ContainmentCore

/// The user's swipe down a sheet, which dismisses it interactively (iOS 13 and later).
///
/// A harness begins it (`_beginInteractiveDismissal()`) and lifts the finger
/// (`_endInteractiveDismissal(finishing:)`). The presentation controller's
/// delegate hears it as Apple documents: refused (`isModalInPresentation`, or
/// `presentationControllerShouldDismiss(_:)` answering `false`), only
/// `presentationControllerDidAttemptToDismiss(_:)`; else
/// `presentationControllerWillDismiss(_:)` as it begins and, once the sheet is gone,
/// `presentationControllerDidDismiss(_:)`. In between the dismissal runs as one in code does,
/// its coordinator interactive and the clock held until the finger lifts: finished, the sheet's
/// `viewDidDisappear` after the rest of the animation; taken back, its `viewWillAppear` and
/// `viewDidAppear` again and the delegate hears nothing more. The presenter, left on screen by
/// the sheet, hears nothing either way (the iOS 13 trap: code that refreshes in its
/// `viewWillAppear` never runs).
extension UIViewController {
  /// Begins the user's swipe down the sheet this view controller is, or is in.
  ///
  /// - Returns: Whether a dismissal began: not for a view controller that is not a sheet on
  ///   today's iOS (iOS 12's sheets covered the screen and took no swipe), that presents
  ///   another, is off screen or whose presentation runs, nor when refused.
  @discardableResult
  public func _beginInteractiveDismissal() -> Bool {
    let sheet = presentationBase
    guard sheet.modal.presenter != nil, sheet.modal.presented == nil,
      let window = sheet.modal.window, window.isVisible, !window.isPresentationRunning,
      let controller = sheet.sheetPresentationController, sheet._releasePolicy != .iOS5
    else { return false }
    let delegate = controller.delegate
    if sheet.isModalInPresentation
      || delegate?.presentationControllerShouldDismiss(controller) == false
    {
      delegate?.presentationControllerDidAttemptToDismiss(controller)
      return false
    }
    delegate?.presentationControllerWillDismiss(controller)
    let swipe = UIPercentDrivenInteractiveTransition()
    sheet.swipe = swipe
    sheet.dismissAsUIKit(animated: true, completion: nil, swipe: swipe)
    return true
  }

  /// Whether the user's finger swipes this view controller's sheet down now.
  package var _isSwipedDown: Bool { presentationBase.swipe != nil }

  /// Lifts the finger of the swipe down this view controller's sheet, half way down (decided).
  ///
  /// `finishing`, the sheet goes; else it comes back. Does nothing without a swipe under way.
  ///
  /// - Parameter finishing: Whether the dismissal completes.
  public func _endInteractiveDismissal(finishing: Bool) {
    let sheet = presentationBase
    guard let swipe = sheet.swipe else { return }
    sheet.swipe = nil
    swipe.update(0.5)
    finishing ? swipe.finish() : swipe.cancel()
  }
}

/// UIKit's own slide of a sheet down, for the user's swipe: it ends with its animation, as the
/// context says (completed unless the swipe was taken back).
final class SheetSlide: UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { UIViewController._presentationDuration }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    UIView.animate(
      withDuration: UIViewController._presentationDuration, animations: {},
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
