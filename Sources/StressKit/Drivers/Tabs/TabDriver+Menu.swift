import Containment

/// The menu a list container lays over its selected child (`TabController`, `MenuController`):
/// where it lies and when it goes, as both containers document it.
extension TabDriver {
  /// C3's menu half after a selection: selecting a child hides the menu (`select(_:)` in both
  /// containers), so the newly selected child is not left under it.
  ///
  /// Called by ``apply(_:to:in:keeping:nested:)`` after a selection that changed the container:
  /// a cost on selections only.
  static func checkMenuHidden(
    afterSelecting index: Int, in tabs: some DrivenSelectingContainer, context: StressContext
  ) {
    guard tabs.isMenuShown else { return }
    context.report(
      .C3, tabs.id, expected: "a selection to hide the menu",
      seen: "the menu still shown over the child at \(index)")
  }

  /// C7 for the menu, after a step that lays it out: a shown menu is at its container's size.
  ///
  /// The steps that lay it out are the window shown, a size change and the menu shown. Checked
  /// then rather than only by the audit because a menu of the wrong size (laid out when the view
  /// loaded, before the window or a parent sized it) heals at the next size change.
  @inline(__always)
  static func checkMenuSize(
    after step: StressStep<Operation>, of tabs: some DrivenSelectingContainer,
    in context: StressContext
  ) {
    guard tabs.isMenuShown else { return }
    switch step {
    case .showWindow, .rotate, .resize, .container(.menu(shown: true)):
      if !tabs.menuFitsItsView { reportMenuSize(of: tabs, in: context) }
    default: return
    }
  }

  private static func reportMenuSize(
    of tabs: some DrivenSelectingContainer, in context: StressContext
  ) {
    context.report(
      .C7, tabs.id,
      expected: "the shown menu at its container's size \(tabs.view.frame.size)",
      seen: "\(tabs.menuView.frame.size)")
  }

  /// The menu's place, at the audit: a shown menu is the top view of its container's loaded
  /// view (C3: it lies over the selected child, which a new list or a view loaded again must
  /// not cover); a hidden menu is in no view.
  ///
  /// Checked by the audit only: a menu out of place stays so until it is hidden, so the
  /// periodic audit (and the last step's) finds it at no cost to the steps between.
  static func auditMenu(of tabs: some DrivenSelectingContainer, oracle: Oracle) {
    let menuView = tabs.menuView
    guard tabs.isMenuShown else {
      if menuView.superview != nil {
        oracle.report(
          .C3, tabs.id, expected: "a hidden menu in no view", seen: "its view still in a view")
      }
      return
    }
    guard let view = tabs.viewIfLoaded else { return }
    if menuView.superview !== view || view.subviews.last !== menuView {
      oracle.report(
        .C3, tabs.id, expected: "the shown menu over the selected child, its container's top view",
        seen: menuView.superview == nil ? "the menu in no view" : "a view over the menu")
    }
  }
}
