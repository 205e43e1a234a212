internal import ContainmentCore

/// The gesture recognizers attached to a view, UIKit's way: a view keeps its recognizers, a
/// recognizer knows its view (weakly), and a recognizer added to a second view leaves the
/// first.
extension UIView {
  /// Sets ``gestureRecognizers``: the recognizers attached now leave, `recognizers` come.
  func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
    for recognizer in recognizerList { removeGestureRecognizer(recognizer) }
    for recognizer in recognizers { addGestureRecognizer(recognizer) }
  }

  /// Attaches `gestureRecognizer` to the view, taking it from its view first.
  ///
  /// - Parameter gestureRecognizer: The recognizer to attach.
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.view !== self else { return }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    gestureRecognizer.view = self
    recognizerList.append(gestureRecognizer)
  }

  /// Detaches `gestureRecognizer` from the view: a gesture it follows is cancelled (failed,
  /// before it began).
  ///
  /// - Parameter gestureRecognizer: The recognizer to detach.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard let index = recognizerList.firstIndex(where: { $0 === gestureRecognizer }) else {
      return
    }
    recognizerList.remove(at: index)
    gestureRecognizer.touch?.withdraw(gestureRecognizer)
    gestureRecognizer.view = nil
  }
}
