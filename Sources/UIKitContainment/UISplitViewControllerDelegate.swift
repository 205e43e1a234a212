/// What a split view controller asks and tells its delegate (UIKit's protocol of the same
/// name).
///
/// Every method is optional, as in UIKit; the defaults let the split view controller do its
/// own work. A classic split view controller asks about collapsing and expanding
/// (`collapseSecondary`, `separateSecondaryFrom`, the primaries) and showing; a column-style
/// one about its top column collapsed, its display mode expanded, and tells of columns shown,
/// hidden, collapsed and expanded, as Apple documents for each style.
///
/// ```swift
/// final class ListFirst: UISplitViewControllerDelegate {
///   func splitViewController(
///     _ svc: UISplitViewController,
///     topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
///   ) -> UISplitViewController.Column { .primary }
/// }
/// ```
@preconcurrency @MainActor public protocol UISplitViewControllerDelegate: AnyObject {
  /// Called before the display mode changes.
  ///
  /// - Parameters:
  ///   - svc: The split view controller.
  ///   - displayMode: The new display mode.
  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)

  /// The display mode the display mode button goes to (`.automatic`: the split view
  /// controller's choice).
  ///
  /// - Parameter svc: The split view controller.
  /// - Returns: The display mode.
  func targetDisplayModeForAction(in svc: UISplitViewController)
    -> UISplitViewController.DisplayMode

  /// Whether the delegate showed `vc` as the primary itself (`false`: the split view
  /// controller does).
  ///
  /// - Parameters:
  ///   - splitViewController: The split view controller.
  ///   - vc: The view controller to show.
  ///   - sender: What asked.
  /// - Returns: Whether it is done.
  func splitViewController(
    _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
  ) -> Bool

  /// Whether the delegate showed `vc` as the secondary itself (`false`: the split view
  /// controller does).
  ///
  /// - Parameters:
  ///   - splitViewController: The split view controller.
  ///   - vc: The view controller to show.
  ///   - sender: What asked.
  /// - Returns: Whether it is done.
  func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool

  /// The primary to show collapsed (`nil`: the current one).
  ///
  /// - Parameter splitViewController: The split view controller collapsing.
  /// - Returns: The new primary, or `nil`.
  func primaryViewController(forCollapsing splitViewController: UISplitViewController)
    -> UIViewController?

  /// The primary to show expanded (`nil`: the current one).
  ///
  /// - Parameter splitViewController: The split view controller expanding.
  /// - Returns: The new primary, or `nil`.
  func primaryViewController(forExpanding splitViewController: UISplitViewController)
    -> UIViewController?

  /// Whether the delegate took the secondary in itself as the split view controller
  /// collapses (`true`: it is let go; `false`: the primary's
  /// `collapseSecondaryViewController(_:for:)` takes it).
  ///
  /// - Parameters:
  ///   - splitViewController: The split view controller collapsing.
  ///   - secondaryViewController: The secondary.
  ///   - primaryViewController: The primary.
  /// - Returns: Whether it is done.
  func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool

  /// The secondary as the split view controller expands (`nil`: the primary's
  /// `separateSecondaryViewController(for:)` gives it).
  ///
  /// - Parameters:
  ///   - splitViewController: The split view controller expanding.
  ///   - primaryViewController: The primary.
  /// - Returns: The secondary, or `nil`.
  func splitViewController(
    _ splitViewController: UISplitViewController,
    separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController?

  /// The column a column-style split view controller shows collapsed (`proposedTopColumn`,
  /// `.secondary`, by default).
  ///
  /// - Parameters:
  ///   - svc: The split view controller collapsing.
  ///   - proposedTopColumn: The column it would show.
  /// - Returns: The column to show.
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column

  /// The display mode a column-style split view controller takes as it expands (`proposed` by
  /// default).
  ///
  /// - Parameters:
  ///   - svc: The split view controller expanding.
  ///   - proposedDisplayMode: The display mode it would take.
  /// - Returns: The display mode.
  func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
      .DisplayMode
  ) -> UISplitViewController.DisplayMode

  /// Called after a column-style split view controller collapsed.
  ///
  /// - Parameter svc: The split view controller.
  func splitViewControllerDidCollapse(_ svc: UISplitViewController)

  /// Called after a column-style split view controller expanded.
  ///
  /// - Parameter svc: The split view controller.
  func splitViewControllerDidExpand(_ svc: UISplitViewController)

  /// Called before a column-style split view controller shows `column` (`show(_:)`).
  ///
  /// - Parameters:
  ///   - svc: The split view controller.
  ///   - column: The column.
  func splitViewController(
    _ svc: UISplitViewController, willShow column: UISplitViewController.Column)

  /// Called before a column-style split view controller hides `column` (`hide(_:)`).
  ///
  /// - Parameters:
  ///   - svc: The split view controller.
  ///   - column: The column.
  func splitViewController(
    _ svc: UISplitViewController, willHide column: UISplitViewController.Column)
}

extension UISplitViewControllerDelegate {
  /// Does nothing (UIKit's method is optional).
  public func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {}

  /// `.automatic`: the split view controller's choice.
  public func targetDisplayModeForAction(in svc: UISplitViewController)
    -> UISplitViewController.DisplayMode
  { .automatic }

  /// `false`: the split view controller shows it.
  public func splitViewController(
    _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
  ) -> Bool { false }

  /// `false`: the split view controller shows it.
  public func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool { false }

  /// `nil`: the current primary.
  public func primaryViewController(forCollapsing splitViewController: UISplitViewController)
    -> UIViewController?
  { nil }

  /// `nil`: the current primary.
  public func primaryViewController(forExpanding splitViewController: UISplitViewController)
    -> UIViewController?
  { nil }

  /// `false`: the primary takes the secondary in.
  public func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool { false }

  /// `nil`: the primary gives the secondary.
  public func splitViewController(
    _ splitViewController: UISplitViewController,
    separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController? { nil }

  /// The proposed column.
  public func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column { proposedTopColumn }

  /// The proposed display mode.
  public func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
      .DisplayMode
  ) -> UISplitViewController.DisplayMode { proposedDisplayMode }

  /// Does nothing (UIKit's method is optional).
  public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}

  /// Does nothing (UIKit's method is optional).
  public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}

  /// Does nothing (UIKit's method is optional).
  public func splitViewController(
    _ svc: UISplitViewController, willShow column: UISplitViewController.Column
  ) {}

  /// Does nothing (UIKit's method is optional).
  public func splitViewController(
    _ svc: UISplitViewController, willHide column: UISplitViewController.Column
  ) {}
}
