import Containment

/// A tab or menu container as the harness drives it: one piece of code draws, applies and
/// checks the operations of both drivers (their menu's view and fit are the
/// `SelectingController`'s).
protocol DrivenSelectingContainer: SelectingController, SelectingContainer {
  /// Replaces the children.
  func setChildren(_ children: [ViewController]) throws(ContainmentError)
  /// The view the selected child's view fills: the container's own, or the menu's
  /// transition view.
  var selectedChildArea: View? { get }
}

extension TabController: DrivenSelectingContainer {
  func setChildren(_ children: [ViewController]) throws(ContainmentError) {
    try setViewControllers(children)
  }
  var selectedChildArea: View? { viewIfLoaded }
}

extension MenuController: DrivenSelectingContainer {
  func setChildren(_ children: [ViewController]) throws(ContainmentError) {
    try setViewControllers(children)
  }
  var selectedChildArea: View? { transitionView }
}
