/// UIKit's `UIInteraction` (iOS 11): a behaviour added to a view.
@preconcurrency @MainActor public protocol UIInteraction: AnyObject {
  /// The view it is added to, if any.
  var view: UIView? { get }
  /// Called before it is added to `view` (`nil`: before it is removed).
  func willMove(to view: UIView?)
  /// Called after it was added to `view` (`nil`: after it was removed).
  func didMove(to view: UIView?)
}

extension UIView {
  /// The interactions added to the view, in the order they were added.
  public var interactions: [any UIInteraction] {
    get { looksIfMade?.interactions ?? [] }
    set { looks.interactions = newValue }
  }

  /// Adds `interaction` (once), telling it before and after.
  ///
  /// - Parameter interaction: The interaction.
  public func addInteraction(_ interaction: any UIInteraction) {
    guard !interactions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: self)
    interactions.append(interaction)
    interaction.didMove(to: self)
  }

  /// Removes `interaction`, telling it before and after.
  ///
  /// - Parameter interaction: The interaction.
  public func removeInteraction(_ interaction: any UIInteraction) {
    guard interactions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    interactions.removeAll { $0 === interaction }
    interaction.didMove(to: nil)
  }
}

/// UIKit's `UIContextMenuInteraction` (iOS 13): the menu a long press on a view shows.
///
/// A harness opens it with `_open(at:)`: the delegate gives the configuration for the point,
/// whose action provider makes the menu (then a harness chooses with `UIMenu._choose(_:)`).
///
/// ```swift
/// final class Photo: UIContextMenuInteractionDelegate {
///   func contextMenuInteraction(
///     _ interaction: UIContextMenuInteraction,
///     configurationForMenuAtLocation location: CGPoint
///   ) -> UIContextMenuConfiguration? {
///     UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
///       UIMenu(children: [UIAction(title: "Share") { _ in }])
///     }
///   }
/// }
/// let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
/// let photo = Photo()
/// let interaction = UIContextMenuInteraction(delegate: photo)
/// view.addInteraction(interaction)
/// precondition(interaction._open(at: CGPoint(x: 10, y: 10))?.children.count == 1)
/// ```
@preconcurrency @MainActor public final class UIContextMenuInteraction: NSObject, UIInteraction {
  /// What gives the menu (UIKit keeps it weakly).
  public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
  /// The view it is added to.
  public private(set) weak var view: UIView?

  /// An interaction whose menu `delegate` gives.
  ///
  /// - Parameter delegate: What gives the menu.
  public init(delegate: any UIContextMenuInteractionDelegate) { self.delegate = delegate }

  /// Does nothing.
  public func willMove(to view: UIView?) {}
  /// Keeps the view.
  public func didMove(to view: UIView?) { self.view = view }

  /// The point of `location`'s touch in `view`'s coordinates.
  ///
  /// - Parameter view: A view, or `nil` for the window's.
  /// - Returns: The location (the menu's, as opened).
  public func location(in view: UIView?) -> CGPoint { openedAt }

  private var openedAt = CGPoint.zero

  /// A long press at `location` of its view, as the user makes it: the menu the delegate's
  /// configuration makes (`nil`: none shows), after `willDisplayMenuFor`.
  ///
  /// - Parameter location: Where, in the view's coordinates.
  /// - Returns: The menu shown, if any.
  @discardableResult
  public func _open(at location: CGPoint) -> UIMenu? {
    openedAt = location
    guard let delegate,
      let configuration = delegate.contextMenuInteraction(
        self, configurationForMenuAtLocation: location)
    else { return nil }
    delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: nil)
    return configuration.actionProvider?([])
  }
}

/// What gives a context menu interaction its menu (UIKit's `UIContextMenuInteractionDelegate`).
@preconcurrency @MainActor public protocol UIContextMenuInteractionDelegate: AnyObject {
  /// The configuration of the menu for a press at `location` (`nil`: no menu).
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - location: Where, in its view.
  /// - Returns: The configuration, or `nil`.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?

  /// Called as the menu shows (nothing by default).
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - configuration: The menu's configuration.
  ///   - animator: Its animation (`nil` in the model).
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
  /// Does nothing.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// `nil`: UIKit's own preview of the view (never asked: the model shows no preview).
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
  /// `nil`: UIKit's own preview (never asked).
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
  /// Does nothing (never called: the model commits no preview).
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}
}

/// UIKit's `UIContextMenuInteractionAnimating`: the animation of a context menu (none is made in
/// the model).
@preconcurrency @MainActor public protocol UIContextMenuInteractionAnimating: AnyObject {
  /// Adds work alongside the animation.
  ///
  /// - Parameter animations: The work.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds work after the animation.
  ///
  /// - Parameter completion: The work.
  func addCompletion(_ completion: @escaping () -> Void)
}

/// UIKit's `UIContextMenuConfiguration` (iOS 13): how a context menu is made — its preview and
/// its menu.
@preconcurrency @MainActor public final class UIContextMenuConfiguration: NSObject {
  /// Its identifier.
  public let identifier: (any NSCopying)?
  /// What makes the preview (never called: the model draws none).
  public let previewProvider: (() -> UIViewController?)?
  /// What makes the menu, given the suggested elements (none in the model).
  public let actionProvider: (([UIMenuElement]) -> UIMenu?)?

  /// A configuration of a preview and a menu.
  ///
  /// - Parameters:
  ///   - identifier: Its identifier.
  ///   - previewProvider: What makes the preview.
  ///   - actionProvider: What makes the menu.
  public init(
    identifier: (any NSCopying)? = nil, previewProvider: (() -> UIViewController?)? = nil,
    actionProvider: (([UIMenuElement]) -> UIMenu?)? = nil
  ) {
    (self.identifier, self.previewProvider, self.actionProvider) = (
      identifier, previewProvider, actionProvider
    )
  }
}

/// What makes a context menu's menu from the suggested elements (UIKit's
/// `UIContextMenuActionProvider`).
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// What makes a context menu's preview (UIKit's `UIContextMenuContentPreviewProvider`).
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?
