internal import ContainmentCore

/// The interactive pop as a gesture: a screen-edge pan from the left edge of the window on the
/// navigation controller's view, which a driver performs like any other
/// (`_touchDown(at:)` near the left edge, moves rightwards, a lift).
///
/// It begins only where `_beginInteractivePop()` may: a child over the
/// root, on screen, no push or pop running (UIKit's own delegate for the recognizer says so;
/// here the condition holds whatever delegate an app sets, so the well-known freeze of a pop
/// begun at the root cannot happen). Lifted past half the view's width, or flung rightwards
/// faster than 300 points a second, the pop finishes; otherwise, or cancelled, it is cancelled
/// (the distance and speed are the model's decisions).
extension UINavigationController {
  /// The recognizer of the interactive pop.
  final class PopGesture: UIScreenEdgePanGestureRecognizer {
    /// Its navigation controller (unretained, cleared when it goes).
    unowned(unsafe) var navigationController: UINavigationController?

    override func mayRecognize() -> Bool {
      navigationController?.canBeginInteractivePop ?? false
    }
  }

  /// Attaches the interactive pop's recognizer to the view: made with the first view, moved
  /// to each view loaded again after a memory warning released the last (the model's decision:
  /// iOS 5 released views but had no interactive pop; the swipe back keeps working).
  func attachInteractivePopGesture() {
    if let gesture = interactivePopGestureRecognizer { return view.addGestureRecognizer(gesture) }
    let gesture = PopGesture()
    gesture.edges = .left
    gesture.navigationController = self
    gesture.addHandler { [unowned self, unowned gesture] _ in self.followPop(gesture) }
    interactivePopGestureRecognizer = gesture
    view.addGestureRecognizer(gesture)
  }

  private func followPop(_ gesture: PopGesture) {
    switch gesture.state {
    case .began:
      _beginInteractivePop()
    case .ended:
      let width = viewIfLoaded?.bounds.width ?? 0
      let finishing =
        gesture.translation(in: nil).x > width / 2 || gesture.velocity(in: nil).x > 300
      _endInteractivePop(finishing: finishing)
    case .cancelled:
      _endInteractivePop(finishing: false)
    default:
      break
    }
  }
}

extension UINavigationController {
  /// Begins the pop an edge swipe starts (UIKit's `interactivePopGestureRecognizer`), for a
  /// harness, which has no finger.
  ///
  /// The top child hears `willMove(toParent: nil)` and
  /// `viewWillDisappear`, the one under it `viewWillAppear`, the delegate will-show, and the
  /// transition waits for the gesture's end (`_endInteractivePop(finishing:)`), its
  /// coordinator interactive.
  ///
  /// - Returns: Whether a pop began: not with the root alone, off screen, or while a push or pop
  ///   runs (UIKit's gesture does not begin then).
  @discardableResult
  public func _beginInteractivePop() -> Bool {
    guard canBeginInteractivePop, let top = stack.last else { return false }
    stack.removeLast()
    top.willMove(toParent: nil)
    show(
      stack.last, over: top, leaving: [top], arriving: [], animated: true, pop: true,
      interactive: true)
    return true
  }

  /// Whether an interactive pop may begin: a child over the root, on screen, no push or pop
  /// running.
  var canBeginInteractivePop: Bool {
    guard stack.count > 1, running == nil, _appearanceState == .appeared,
      let view = viewIfLoaded, let top = stack.last
    else { return false }
    return top.viewIfLoaded?.superview === view
  }

  /// Ends the interactive pop as the finger lifts.
  ///
  /// `finishing`, the pop completes once the rest of its animation has run (0.35 s, decided by
  /// the model); else it is cancelled and plays back over the same time, then ends in the
  /// order UIKit gives a cancelled pop: the child under the top `viewWillDisappear` and
  /// `viewDidDisappear`, the top `viewWillAppear` and `viewDidAppear` — the top never heard
  /// `viewDidDisappear` — and the top's `didMove(toParent:)` this navigation controller. The
  /// coordinator's interaction handlers run first (`isCancelled` says which). Does nothing
  /// without an interactive pop under way.
  ///
  /// - Parameter finishing: Whether the pop completes.
  public func _endInteractivePop(finishing: Bool) {
    guard let transition = running, transition.isInteractive, !transition.isCustom else { return }
    if !finishing {
      transition.isCancelled = true
      if let top = transition.disappearing { stack.append(top) }
      transition.end = cancelEnd(of: transition)
    }
    transition.interactionEnded()
    transition.endAfterAnimation(keeping: self)
  }
}
