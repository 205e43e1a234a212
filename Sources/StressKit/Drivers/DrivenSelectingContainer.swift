import Containment

/// A tab or menu container as the harness drives it: one piece of code draws, applies and
/// checks the operations of both drivers.
protocol DrivenSelectingContainer: SelectingContainer {
  /// Replaces the children.
  func setChildren(_ children: [ViewController]) throws(ContainmentError)
}

extension TabController: DrivenSelectingContainer {
  func setChildren(_ children: [ViewController]) throws(ContainmentError) {
    try setViewControllers(children)
  }
}

extension MenuController: DrivenSelectingContainer {
  func setChildren(_ children: [ViewController]) throws(ContainmentError) {
    try setViewControllers(children)
  }
}
