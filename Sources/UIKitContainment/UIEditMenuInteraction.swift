/// UIKit's `UIEditMenuInteraction` (iOS 16): the edit menu (cut, copy, paste… and an app's own
/// actions) over a point of a view.
///
/// Nothing is drawn: ``presentEditMenu(with:)`` asks the delegate for the menu and tells it
/// the menu shows, and the menu stays shown (`_shownMenu`, for a harness to choose from with
/// `UIMenu._choose(_:)`) until ``dismissMenu()``. The suggested actions the delegate is given
/// are none (decided: the model has no system edit actions to offer).
///
/// ```swift
/// final class Note: UIEditMenuInteractionDelegate {
///   func editMenuInteraction(
///     _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
///     suggestedActions: [UIMenuElement]
///   ) -> UIMenu? {
///     UIMenu(children: suggestedActions + [UIAction(title: "Pin") { _ in }])
///   }
/// }
/// let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
/// let note = Note()
/// let menu = UIEditMenuInteraction(delegate: note)
/// view.addInteraction(menu)
/// menu.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
/// precondition(menu._shownMenu?.children.count == 1)
/// ```
@preconcurrency @MainActor public final class UIEditMenuInteraction: NSObject, UIInteraction {
  /// What gives the menu (kept weakly, as UIKit keeps it).
  public private(set) weak var delegate: (any UIEditMenuInteractionDelegate)?
  /// The view it is added to.
  public private(set) weak var view: UIView?
  /// The menu shown and the configuration it was shown for, while one is.
  private var shown: (menu: UIMenu, configuration: UIEditMenuConfiguration)?

  /// An interaction whose menu `delegate` gives.
  ///
  /// - Parameter delegate: What gives the menu, or `nil` (the suggested actions alone).
  public init(delegate: (any UIEditMenuInteractionDelegate)?) { self.delegate = delegate }

  /// Does nothing.
  public func willMove(to view: UIView?) {}
  /// Keeps the view; removed from it, its menu goes.
  public func didMove(to view: UIView?) {
    self.view = view
    if view == nil { shown = nil }
  }

  /// The menu shown now, if any (the harness's: a user would see it).
  public var _shownMenu: UIMenu? { shown?.menu }

  /// Shows the edit menu for `configuration`.
  ///
  /// The menu is the delegate's (with no delegate, the suggested actions), then the delegate
  /// hears `willPresentMenuFor`; a delegate's `nil` shows none.
  ///
  /// - Parameter configuration: Where, and which menu.
  public func presentEditMenu(with configuration: UIEditMenuConfiguration) {
    let suggested: [UIMenuElement] = []
    let menu =
      delegate.map {
        $0.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
      } ?? UIMenu(children: suggested)
    guard let menu else { return }
    shown = (menu, configuration)
    delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: nil)
  }

  /// Takes the menu shown away, after the delegate's `willDismissMenuFor`.
  public func dismissMenu() {
    guard let (_, configuration) = shown else { return }
    delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: nil)
    shown = nil
  }

  /// Asks the delegate for the shown menu again.
  public func reloadVisibleMenu() {
    guard let (_, configuration) = shown else { return }
    let menu = delegate?.editMenuInteraction(
      self, menuFor: configuration, suggestedActions: [])
    if let menu { shown = (menu, configuration) } else { shown = nil }
  }

  /// Replaces the shown menu with what `menuUpdater` makes of it.
  ///
  /// - Parameter menuUpdater: The change.
  public func updateVisibleMenu(_ menuUpdater: (UIMenu) -> UIMenu) {
    guard let (menu, configuration) = shown else { return }
    shown = (menuUpdater(menu), configuration)
  }

  /// Where the shown menu points, in `view`'s coordinates (the interaction's view's: the model
  /// converts no point); `.zero` with no menu shown.
  ///
  /// - Parameter view: A view, or `nil`.
  /// - Returns: The point.
  public func location(in view: UIView?) -> CGPoint { shown?.configuration.sourcePoint ?? .zero }
}

/// Where an edit menu shows and which it is (UIKit's `UIEditMenuConfiguration`, iOS 16).
@preconcurrency @MainActor public final class UIEditMenuConfiguration: NSObject {
  /// The menu's identifier, if any.
  public let identifier: (any NSCopying)?
  /// The point it shows at, in the interaction's view.
  public let sourcePoint: CGPoint
  /// Where its arrow would point (kept).
  public var preferredArrowDirection = UIEditMenuArrowDirection.automatic

  /// A configuration of `identifier` at `sourcePoint`.
  ///
  /// - Parameters:
  ///   - identifier: Its identifier.
  ///   - sourcePoint: The point it shows at.
  public init(identifier: (any NSCopying)?, sourcePoint: CGPoint) {
    self.identifier = identifier
    self.sourcePoint = sourcePoint
  }
}

/// Where an edit menu's arrow points (UIKit's `UIEditMenuArrowDirection`).
public enum UIEditMenuArrowDirection: Int, Sendable {
  case automatic, up, down, left, right
}

/// Gives an edit menu interaction its menu (UIKit's `UIEditMenuInteractionDelegate`): every
/// method optional.
@preconcurrency @MainActor public protocol UIEditMenuInteractionDelegate: AnyObject {
  /// The menu for `configuration`, given the system's `suggestedActions` (the default: those).
  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu?
  /// The menu shows.
  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
    animator: (any UIEditMenuInteractionAnimating)?)
  /// The menu goes.
  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
    animator: (any UIEditMenuInteractionAnimating)?)
  /// The rectangle the menu avoids (`.null`: around its source point).
  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
  ) -> CGRect
}

extension UIEditMenuInteractionDelegate {
  /// The suggested actions.
  public func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu? { UIMenu(children: suggestedActions) }
  /// Does nothing.
  public func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
    animator: (any UIEditMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  public func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
    animator: (any UIEditMenuInteractionAnimating)?
  ) {}
  /// `.null`.
  public func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
  ) -> CGRect { .null }
}

/// An edit menu's animation (UIKit's `UIEditMenuInteractionAnimating`): the model hands none.
@preconcurrency @MainActor public protocol UIEditMenuInteractionAnimating: AnyObject {
  /// Adds work alongside the animation.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds work after it.
  func addCompletion(_ completion: @escaping () -> Void)
}
