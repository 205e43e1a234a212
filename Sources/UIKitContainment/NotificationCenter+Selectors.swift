public import Foundation

#if compiler(>=6.3)
// The target–selector form of `NotificationCenter.addObserver`, which Foundation has on iOS and
// not on Linux: code written for UIKit observes the application's and the keyboard's
// notifications with it (kukushi/SideMenu, SwiftKickMobile/SwiftMessages). Each notification
// sends the selector as `UIApplication.sendAction(_:to:from:for:)` sends one — the actions
// every responder has; any other is said once on standard error and not called, as Linux has
// no Objective-C runtime to call it (the block form is the way) — and, as on iOS 9 and later,
// the observer is not retained and its registrations go when it goes (a view's or a view
// controller's at once, another object's when the layer next finds it gone), or when
// `removeObserver(_:)` removes them. An observer added while an application is current hears
// only its own application's posts and those of code outside any, as a block observer does
// (`NotificationCenter+Observers`).

extension NotificationCenter {
  /// Sends `aSelector` to `observer` for each notification named `aName` from `anObject`, as
  /// Foundation's target–selector form does (see the file's discussion for which selectors
  /// are sent).
  ///
  /// ```swift
  /// final class Screen: UIViewController {
  ///   override func viewDidLoad() {
  ///     super.viewDidLoad()
  ///     NotificationCenter.default.addObserver(
  ///       self, selector: Selector("resignFirstResponder"),
  ///       name: UIApplication.didEnterBackgroundNotification, object: nil)
  ///   }
  ///   deinit { NotificationCenter.default.removeObserver(self) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - observer: What the selector is sent to (not retained).
  ///   - aSelector: The action, taking the notification.
  ///   - aName: The name of the notifications to observe; `nil`: every name.
  ///   - anObject: The sender to observe; `nil`: every sender.
  @_disfavoredOverload
  public func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
    object anObject: Any?
  ) {
    let target = WeakObserver(observer as AnyObject)
    let owner = UIApplication.currentIdentity
    let token = self.Foundation::addObserver(forName: aName, object: anObject, queue: nil) { note in
      if let owner, let poster = UIApplication.currentIdentity, poster != owner { return }
      guard let found = target.object else { return }
      nonisolated(unsafe) let (receiver, note) = (found, note)
      MainActor.assumeIsolated {
        _ = UIApplication.shared.sendAction(aSelector, to: receiver, from: note, for: nil)
      }
    }
    selectorObservers(of: observer as AnyObject).entries.append(
      .init(center: self, name: aName, token: token))
  }

  /// Removes the target–selector registrations of `observer` (of the notification `name`, or
  /// of every one): the work `removeObserver(_:)` and `removeObserver(_:name:object:)` add.
  func forgetSelectorObservations(of observer: AnyObject, named name: NSNotification.Name?) {
    guard
      let observers = objc_getAssociatedObject(observer, &selectorObserversKey)
        as? SelectorObservers
    else { return }
    observers.entries.removeAll { entry in
      guard entry.center === self, name == nil || entry.name == name else { return false }
      self.Foundation::removeObserver(entry.token)
      return true
    }
  }
}

/// An observer held weakly by the blocks that send it its selector.
private final class WeakObserver: @unchecked Sendable {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}

/// The key of an observer's target–selector registrations among its associated objects.
nonisolated(unsafe) private var selectorObserversKey: UInt8 = 0

/// An observer's target–selector registrations, removed when it goes (with its associated
/// objects).
private final class SelectorObservers: @unchecked Sendable {
  /// One registration: the center, the name observed, the block observer Foundation returned.
  struct Entry {
    weak var center: NotificationCenter?
    let name: NSNotification.Name?
    let token: any NSObjectProtocol
  }
  var entries: [Entry] = []

  deinit {
    for entry in entries { entry.center?.Foundation::removeObserver(entry.token) }
  }
}

/// `observer`'s target–selector registrations, made the first time.
private func selectorObservers(of observer: AnyObject) -> SelectorObservers {
  associatedObject(of: observer, &selectorObserversKey) { SelectorObservers() }
}
#endif
