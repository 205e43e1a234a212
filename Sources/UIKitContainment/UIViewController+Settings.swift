/// How a presentation animates (UIKit's `UIModalTransitionStyle`): kept, as the model draws no
/// animation (a presentation's callbacks and timing are the same whatever its style).
public enum UIModalTransitionStyle: Int, Sendable {
  /// Slides up from the bottom (the default).
  case coverVertical = 0
  /// Flips horizontally.
  case flipHorizontal = 1
  /// Cross-dissolves.
  case crossDissolve = 2
  /// Curls up a corner.
  case partialCurl = 3
}

/// Settings a view controller keeps for the app's code to read back, which change nothing the
/// model does.
struct KeptSettings {
  var transitionStyle = UIModalTransitionStyle.coverVertical
  var definesContext = false
  var providesContextStyle = false
  var extendedEdges = UIRectEdge.all
  var extendsUnderOpaqueBars = false
  var interfaceStyle = UIUserInterfaceStyle.unspecified
  var restorationIdentifier: String?
  var restorationClass: (any UIViewControllerRestoration.Type)?
  var capturesStatusBar = false
  var adjustsScrollViewInsets = true
  var respectsSystemMinimumMargins = true
  var editing = false

  /// Whether every setting is its default (the extras need not be made to keep it).
  var isDefault: Bool {
    transitionStyle == .coverVertical && !definesContext && !providesContextStyle
      && extendedEdges == .all && !extendsUnderOpaqueBars && interfaceStyle == .unspecified
      && restorationIdentifier == nil && restorationClass == nil && !capturesStatusBar
      && adjustsScrollViewInsets && respectsSystemMinimumMargins && !editing
  }
}

extension UIViewController {

  /// Whether the view's layout margins are at least the system's minimums (`true`): kept, as
  /// the model's margins place nothing.
  public var viewRespectsSystemMinimumLayoutMargins: Bool {
    get { settings.respectsSystemMinimumMargins }
    set { settings.respectsSystemMinimumMargins = newValue }
  }

  /// The smallest margins the system gives the view's sides: 16 points at a compact width,
  /// 20 at a regular one, none at the top and bottom.
  public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// The class that makes this view controller again when its state is restored: kept only
  /// (the model restores no state).
  public var restorationClass: (any UIViewControllerRestoration.Type)? {
    get { settings.restorationClass }
    set { settings.restorationClass = newValue }
  }

  /// The settings, read from the extras (the defaults without them).
  var settings: KeptSettings {
    get { extras?.settings ?? KeptSettings() }
    set { extras(unless: newValue.isDefault)?.settings = newValue }
  }
}

/// What makes a view controller again as the app's state is restored (UIKit's
/// `UIViewControllerRestoration`): never asked in the model, which restores no state.
@preconcurrency @MainActor public protocol UIViewControllerRestoration {
  /// The view controller for the identifier path, made again.
  ///
  /// - Parameters:
  ///   - identifierComponents: The restoration identifiers from the root down to it.
  ///   - coder: Its saved state.
  /// - Returns: The view controller, or `nil` to leave it out.
  static func viewController(
    withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> UIViewController?
}

/// What takes part in state restoration (UIKit's `UIStateRestoring`, whose members are all
/// optional: here each has a default that does nothing): never asked in the model, which
/// restores no state.
@preconcurrency @MainActor public protocol UIStateRestoring {
  /// The object whose state is restored before this one's.
  var restorationParent: (any UIStateRestoring)? { get }
  /// The class that makes the object again.
  var objectRestorationClass: (any UIObjectRestoration.Type)? { get }
  /// Saves the state to restore.
  func encodeRestorableState(with coder: NSCoder)
  /// Restores saved state.
  func decodeRestorableState(with coder: NSCoder)
  /// Called once every object's state is restored.
  func applicationFinishedRestoringState()
}

extension UIStateRestoring {
  /// None.
  public var restorationParent: (any UIStateRestoring)? { nil }
  /// None.
  public var objectRestorationClass: (any UIObjectRestoration.Type)? { nil }
  /// Saves nothing.
  public func encodeRestorableState(with coder: NSCoder) {}
  /// Restores nothing.
  public func decodeRestorableState(with coder: NSCoder) {}
  /// Does nothing.
  public func applicationFinishedRestoringState() {}
}

/// What makes an object other than a view controller again as state is restored (UIKit's
/// `UIObjectRestoration`): never asked in the model.
@preconcurrency @MainActor public protocol UIObjectRestoration {
  /// The object for the identifier path, made again.
  ///
  /// - Parameters:
  ///   - identifierComponents: The restoration identifiers down to it.
  ///   - coder: Its saved state.
  /// - Returns: The object, or `nil` to leave it out.
  static func object(
    withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> (any UIStateRestoring)?
}

extension UIViewController: UIStateRestoring {}

extension UIApplication {
  /// Registers an object whose state is to be restored: kept by nothing, as the model
  /// restores no state.
  ///
  /// - Parameters:
  ///   - object: The object.
  ///   - restorationIdentifier: Its identifier.
  public static func registerObject(
    forStateRestoration object: any UIStateRestoring, restorationIdentifier: String
  ) {}
}

extension UIViewController {
  /// ``editButtonItem``'s default: made when first asked for.
  var ownEditButtonItem: UIBarButtonItem {
    if let made = extras?.editButton { return made }
    let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit")
    item.primaryAction = UIAction { [weak self] _ in
      guard let self else { return }
      self.setEditing(!self.isEditing, animated: true)
    }
    extras(unless: false)?.editButton = item
    return item
  }

  /// ``setEditing(_:animated:)``'s work: the state kept, the edit button retitled.
  func keepEditing(_ editing: Bool) {
    settings.editing = editing
    extras?.editButton?.title = editing ? "Done" : "Edit"
  }
}
