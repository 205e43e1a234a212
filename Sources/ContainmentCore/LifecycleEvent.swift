/// One callback of the containment contract, as delivered to a view controller.
///
/// Events are small trivially-copyable values (no strings, no references), so reporting one to a
/// ``LifecycleObserver`` allocates nothing.
public struct LifecycleEvent: Hashable, Sendable, CustomStringConvertible {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// `loadView()` is about to run (the view was accessed while not loaded).
    case loadView
    /// The view finished loading; `viewDidLoad()` is about to run.
    case viewDidLoad
    /// `viewWillAppear(_:)`.
    case viewWillAppear(animated: Bool)
    /// `viewDidAppear(_:)`.
    case viewDidAppear(animated: Bool)
    /// `viewWillDisappear(_:)`.
    case viewWillDisappear(animated: Bool)
    /// `viewDidDisappear(_:)`.
    case viewDidDisappear(animated: Bool)
    /// The view is about to be released because it is not visible; `viewWillUnload()` is about
    /// to run (iOS 5's `viewWillUnload`, CoconutKit's `unloadViews`).
    case viewWillUnload
    /// The view was released because it was not visible; `viewDidUnload()` is about to run.
    case viewDidUnload
    /// The view was let go without a callback: UIKit's `view = nil` (no view controller hears
    /// it; iOS 6 and later release views only so). Not a callback: the event tells observers
    /// that the view is no longer loaded.
    case viewReleased
    /// `didReceiveMemoryWarning()` is about to run.
    case didReceiveMemoryWarning
    /// `willMove(toParent:)`, with the identifier of the new parent (`nil` when leaving).
    case willMove(toParent: ViewControllerID?)
    /// `didMove(toParent:)`, with the identifier of the new parent (`nil` when it left).
    case didMove(toParent: ViewControllerID?)
    /// `viewWillTransition(to:)`: the view's size is about to change (rotation or resize).
    case viewWillTransition(to: Size)
    /// A container is about to show `child` (its delegate's will-show).
    case willShow(child: ViewControllerID, animated: Bool)
    /// A container finished showing `child` (its delegate's did-show).
    case didShow(child: ViewControllerID, animated: Bool)
    /// The view controller is being deallocated (reported from its deinitializer).
    case deinitialized
    /// An appearance request that the current state does not allow (for example
    /// `endAppearanceTransition()` with no transition begun).
    ///
    /// The request was ignored; a correct container never causes one.
    ///
    /// `appearing` is `true` for a begin-appearing request, `false` for begin-disappearing and
    /// `nil` for an end request.
    case unbalancedAppearanceTransition(state: AppearanceState, appearing: Bool?)
    /// A `UIKitContainment` view controller's override of `callback` returned without calling
    /// `super`'s: it called none (`reached` is `nil`), or another callback's (`reached`, as a
    /// `viewDidDisappear(_:)` that calls `super.viewWillDisappear(_:)`). The callback itself
    /// was delivered; what a base class of the team's does in it did not run.
    case superNotCalled(in: AppearanceCallback, reached: AppearanceCallback?)
    /// A misuse UIKit prints a console message for (``UIKitMessage``), by a container of
    /// UIKit's own; the subject is that container.
    case uikitMessage(UIKitMessage)
    /// A `UIKitContainment` view controller's `viewDidLoad()` returned, having added
    /// `childrenAdded` child view controllers: it then had `children` (reported for the team's
    /// view controllers, whose view loaded again must not add its children twice).
    case viewDidLoadReturned(childrenAdded: Int32, children: Int32)
  }

  /// The view controller that received the callback.
  public var subject: ViewControllerID
  /// The callback.
  public var kind: Kind

  /// Creates an event.
  public init(_ subject: ViewControllerID, _ kind: Kind) {
    self.subject = subject
    self.kind = kind
  }

  /// The subject and the callback, for example `vc3 viewDidLoad`.
  public var description: String { "\(subject) \(kind)" }
}

extension LifecycleEvent.Kind: CustomStringConvertible {
  /// The callback's name, without its arguments: `viewWillAppear`, `willMove`.
  package var callback: String {
    switch self {
    case .loadView: "loadView"
    case .viewDidLoad: "viewDidLoad"
    case .viewWillAppear: "viewWillAppear"
    case .viewDidAppear: "viewDidAppear"
    case .viewWillDisappear: "viewWillDisappear"
    case .viewDidDisappear: "viewDidDisappear"
    case .viewWillUnload: "viewWillUnload"
    case .viewDidUnload: "viewDidUnload"
    case .viewReleased: "viewReleased"
    case .didReceiveMemoryWarning: "didReceiveMemoryWarning"
    case .willMove: "willMove"
    case .didMove: "didMove"
    case .viewWillTransition: "viewWillTransition"
    case .willShow: "willShow"
    case .didShow: "didShow"
    case .deinitialized: "deinitialized"
    case .unbalancedAppearanceTransition: "unbalancedAppearanceTransition"
    case .superNotCalled: "superNotCalled"
    case .uikitMessage: "uikitMessage"
    case .viewDidLoadReturned: "viewDidLoadReturned"
    }
  }

  /// The callback as it reads in an event log, for example `viewWillAppear(animated: true)`.
  public var description: String { description(naming: \.description) }

  /// The callback as text, with the view controllers it names (a parent, a shown child) written
  /// by `name`: `willMove(toParent: stack)` rather than `willMove(toParent: vc0)`.
  ///
  /// - Parameter name: How to write a view controller's identifier.
  /// - Returns: The callback as it reads in a log.
  public func description(naming name: (ViewControllerID) -> String) -> String {
    func id(_ value: ViewControllerID?) -> String { value.map(name) ?? "nil" }
    switch self {
    case .loadView, .viewDidLoad, .viewWillUnload, .viewDidUnload, .viewReleased,
      .didReceiveMemoryWarning, .deinitialized:
      return callback
    case .viewWillAppear(let animated), .viewDidAppear(let animated),
      .viewWillDisappear(let animated), .viewDidDisappear(let animated):
      return "\(callback)(animated: \(animated))"
    case .willMove(let parent), .didMove(let parent): return "\(callback)(toParent: \(id(parent)))"
    case .viewWillTransition(let size): return "\(callback)(to: \(size))"
    case .willShow(let child, let animated), .didShow(let child, let animated):
      return "\(callback)(\(id(child)), animated: \(animated))"
    case .unbalancedAppearanceTransition(let state, let appearing):
      let request =
        switch appearing {
        case true?: "beginAppearing"
        case false?: "beginDisappearing"
        case nil: "end"
        }
      return "\(callback)(state: \(state), request: \(request))"
    case .superNotCalled(let callback, let reached):
      return "\(self.callback)(in: \(callback), reached: \(reached?.description ?? "nil"))"
    case .uikitMessage(let message): return "\(callback)(\"\(message)\")"
    case .viewDidLoadReturned(let added, let children):
      return "\(callback)(childrenAdded: \(added), children: \(children))"
    }
  }
}
