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

  /// Attaches the interactive pop's recognizer to the view, once.
  func attachInteractivePopGesture() {
    guard interactivePopGestureRecognizer == nil else { return }
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
