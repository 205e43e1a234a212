internal import ContainmentCore

extension UIViewController {
  /// The view if it is loaded, else `nil`; never loads it.
  public final var viewIfLoaded: UIView? { _viewIfLoaded.map(Self.uikitView) }

  /// Loads the view if it is not loaded.
  public final func loadViewIfNeeded() { _ = _loadedView }

  /// ``show(_:sender:)``'s work: UIKit asks the nearest ancestor that shows view controllers
  /// itself (`targetViewController(forAction:sender:)`): a navigation controller pushes,
  /// animated, a split view controller shows it as its primary; with none, the view controller
  /// is presented, animated.
  func showAsUIKit(_ viewController: UIViewController, sender: Any?) {
    var node: ViewController? = self
    while let current = node {
      if current._isFaceKind(FaceKind.navigation) {
        return unsafeDowncast(current, to: UINavigationController.self)
          .pushViewController(viewController, animated: true)
      }
      if current._isFaceKind(FaceKind.split) {
        return unsafeDowncast(current, to: UISplitViewController.self)
          .show(viewController, sender: sender)
      }
      node = current._parentViewController
    }
    present(viewController, animated: true)
  }

  /// The view controller that performs `action` for this one (UIKit's).
  ///
  /// This one if it can (`canPerformAction(_:withSender:)`), else the one its parent, or
  /// with none its presenter, finds; `nil` at the top. A navigation controller performs
  /// `show(_:sender:)`, a split view controller it and `showDetailViewController(_:sender:)`.
  ///
  /// ```swift
  /// let list = UIViewController()
  /// let navigation = UINavigationController(rootViewController: list)
  /// let show = Selector("showViewController:sender:")
  /// precondition(list.targetViewController(forAction: show, sender: nil) === navigation)
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action's selector.
  ///   - sender: What asks.
  /// - Returns: The view controller, or `nil`.
  public func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
    var current: UIViewController? = self
    while let candidate = current {
      if candidate.canPerformAction(action, withSender: sender) { return candidate }
      current = candidate.parent ?? candidate.presentingViewController
    }
    return nil
  }

  /// ``showDetailViewController(_:sender:)``'s work: the nearest split view controller shows
  /// it as its secondary; with none, UIKit presents it, animated.
  func showAsDetail(_ viewController: UIViewController, sender: Any?) {
    if let split = self as? UISplitViewController ?? splitViewController {
      return split.showDetailViewController(viewController, sender: sender)
    }
    present(viewController, animated: true)
  }

  /// The storyboard this view controller came from: none, as the model loads no storyboard.
  public var storyboard: UIStoryboard? { nil }

  /// Runs the segue called `identifier`: the model's view controllers come from no storyboard
  /// and have none, so the app ends with UIKit's `NSInvalidArgumentException`, as UIKit's does
  /// for an identifier it does not know.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier.
  ///   - sender: What starts it.
  public func performSegue(withIdentifier identifier: String, sender: Any?) {
    raise(
      "NSInvalidArgumentException",
      "Receiver (\(describe(self))) has no segue with identifier '\(identifier)'")
  }
}

/// UIKit's `UIStoryboard`: the model's bundle holds no storyboard, so making one ends the app
/// with UIKit's `NSInvalidArgumentException` for a storyboard it cannot find ("Could not find a
/// storyboard named …"); its methods are declared so that code written with storyboards
/// compiles, and never run.
@preconcurrency @MainActor public final class UIStoryboard: NSObject {
  /// The storyboard called `name`: none exists in the model, and the app ends as UIKit's does.
  ///
  /// - Parameters:
  ///   - name: The storyboard's name.
  ///   - storyboardBundleOrNil: Its bundle.
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    raise(
      "NSInvalidArgumentException",
      "Could not find a storyboard named '\(name)' in bundle NSBundle (loaded)")
  }

  /// The storyboard's initial view controller (never runs: no storyboard exists).
  ///
  /// - Returns: `nil`.
  public func instantiateInitialViewController() -> UIViewController? { nil }

  /// The storyboard's view controller called `identifier` (never runs: no storyboard exists).
  ///
  /// - Parameter identifier: Its identifier.
  /// - Returns: A view controller.
  public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    raise(
      "NSInvalidArgumentException",
      "Storyboard doesn't contain a view controller with identifier '\(identifier)'")
  }

  /// The storyboard's view controller called `identifier`, made by `creator` from its coder
  /// (iOS 13; never runs: no storyboard exists).
  ///
  /// - Parameters:
  ///   - identifier: Its identifier.
  ///   - creator: Makes it from the storyboard's coder, or `nil` for its `init?(coder:)`.
  /// - Returns: A view controller.
  public func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    raise(
      "NSInvalidArgumentException",
      "Storyboard doesn't contain a view controller with identifier '\(identifier)'")
  }

  /// The storyboard's initial view controller, made by `creator` (iOS 13; never runs).
  ///
  /// - Parameter creator: Makes it from the storyboard's coder, or `nil`.
  /// - Returns: `nil`.
  public func instantiateInitialViewController<ViewController: UIViewController>(
    creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController? { nil }
}

/// UIKit's `UIStoryboardSegue`: a storyboard's transition between two view controllers, which
/// `prepare(for:sender:)` receives (never in the model, which has no storyboard; code may make
/// one and perform it).
@preconcurrency @MainActor open class UIStoryboardSegue: NSObject {
  /// The segue's identifier.
  public let identifier: String?
  /// The view controller it starts from.
  public let source: UIViewController
  /// The view controller it shows.
  public let destination: UIViewController

  /// A segue from `source` to `destination`.
  ///
  /// - Parameters:
  ///   - identifier: Its identifier.
  ///   - source: Where it starts.
  ///   - destination: What it shows.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    (self.identifier, self.source, self.destination) = (identifier, source, destination)
  }

  /// Shows the destination: a subclass's to say how; this one shows it from the source as
  /// `show(_:sender:)` does.
  open func perform() { source.show(destination, sender: self) }
}

/// UIKit's `UIStoryboardUnwindSegueSource`: where an unwind segue starts, as the view
/// controllers searched for its destination see it (never made in the model, which has no
/// storyboard).
@preconcurrency @MainActor public final class UIStoryboardUnwindSegueSource: NSObject {
  /// The view controller the segue starts from.
  public let source: UIViewController
  /// The action the destination carries out.
  public let unwindAction: Selector
  /// What started the segue.
  public let sender: Any?

  package init(source: UIViewController, unwindAction: Selector, sender: Any?) {
    (self.source, self.unwindAction, self.sender) = (source, unwindAction, sender)
  }
}

extension UIViewController {
  /// The child that is `source`'s view controller or holds it, if any.
  ///
  /// - Parameter source: Where an unwind segue starts.
  /// - Returns: The child on the way to it.
  public func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
    var node: UIViewController? = source.source
    while let current = node, current.parent !== self { node = current.parent }
    return node
  }
}

extension UIViewController {
  /// ``allowedChildrenForUnwinding(from:)``'s default: every child but the one holding
  /// `source`.
  func childrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
    let holding = childContaining(source)
    return children.filter { $0 !== holding }
  }
}

/// The selectors of `show(_:sender:)` and `showDetailViewController(_:sender:)`, as UIKit's
/// containers answer `canPerformAction(_:withSender:)` for them.
let showSelector = Selector("showViewController:sender:")
let showDetailSelector = Selector("showDetailViewController:sender:")
