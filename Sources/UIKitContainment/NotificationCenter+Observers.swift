#if compiler(>=6.3)
/// Block observers of `NotificationCenter`, kept where a leak check can see them: an observer
/// that code written for UIKit adds with `addObserver(forName:object:queue:using:)` is
/// Foundation's as ever (posts reach it the same way), and the application current on the
/// thread (a harness's, for its run) keeps a note of it until `removeObserver(_:)` takes it
/// away — so that a screen its block holds after the screen left is named as held by that
/// observer, as the run-loop timers are, and one that a screen's override added and nothing
/// removed is found once screens gone leave several alike (`UIApplication+ScreenCode`).
///
/// As on iOS, the center keeps the block, and so what it captures, until the observer is
/// removed: a block that captures its screen strongly keeps the screen alive. When a harness's
/// application goes (its run ended), the observers still registered under it are removed from
/// `NotificationCenter.default`, so one run's forgotten observers never hear the next run's
/// notifications.
///
/// A harness runs several applications at once, each on its thread, and
/// `NotificationCenter.default` is the process's: an observer added while an application is
/// current hears what its own application's thread posts and what code outside any application
/// posts, never what another application's thread posts — so that one run's keyboard or memory
/// warning (posted with no object, as UIKit posts them) never reaches another run's screens.
///
/// These are Foundation's own names taken over, as the timers' are (`Timer+MainRunLoop`):
/// the block form of `addObserver` and both forms of `removeObserver` (which also remove the
/// target–selector registrations `NotificationCenter+Selectors` adds). Taking them over
/// needs Swift 6.3's module selectors (`Foundation::`, to reach Foundation's own from here): a
/// package built with an older compiler keeps Foundation's, and a leak held by an observer is
/// then named as held by something the run does not know.
///
/// ```swift
/// final class Screen: UIViewController, @unchecked Sendable {
///   var warningObserver: (any NSObjectProtocol)?
///   var refreshes = 0
///   override func viewWillAppear(_ animated: Bool) {
///     super.viewWillAppear(animated)
///     warningObserver = NotificationCenter.default.addObserver(
///       forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
///     ) { [weak self] _ in self?.refreshes += 1 }
///   }
///   override func viewDidDisappear(_ animated: Bool) {
///     super.viewDidDisappear(animated)
///     if let warningObserver { NotificationCenter.default.removeObserver(warningObserver) }
///     warningObserver = nil
///   }
/// }
/// let application = UIApplication()
/// let screen = Screen()
/// application._withCurrent {
///   screen.beginAppearanceTransition(true, animated: false)
///   screen.endAppearanceTransition()
///   precondition(application._observerCount == 1)
///   screen.beginAppearanceTransition(false, animated: false)
///   screen.endAppearanceTransition()
/// }
/// precondition(application._observerCount == 0)
/// ```
extension NotificationCenter {
  /// Adds a block observer, as Foundation does, noted by the application current on the
  /// thread until it is removed.
  ///
  /// - Parameters:
  ///   - name: The name of the notifications to observe; `nil`: every name.
  ///   - obj: The sender to observe; `nil`: every sender.
  ///   - queue: Where the block runs; `nil`: where the notification is posted.
  ///   - block: What the observer does with each notification.
  /// - Returns: The observer, which `removeObserver(_:)` removes.
  @discardableResult @_disfavoredOverload
  public func addObserver(
    forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol {
    // A harness runs several applications at once, one a thread, on one process-wide center:
    // an observer added under one hears the posts of its own application and of code outside
    // any, never another application's (on iOS, the one app hears its own).
    let owner = UIApplication.currentIdentity
    let token = self.Foundation::addObserver(forName: name, object: obj, queue: queue) { note in
      if let owner, let poster = UIApplication.currentIdentity, poster != owner { return }
      block(note)
    }
    let observation = NotificationObservation(center: self, name: name, token: token, block: block)
    onModelThread(observation) { observation in
      let application = UIApplication.shared
      observation.site = application.currentScreenCodeSite
      application._observations.append(observation)
    }
    return token
  }

  /// Removes an observer, as Foundation does; a block observer's note goes with it, and an
  /// observer's target–selector registrations.
  ///
  /// - Parameter observer: The observer `addObserver(forName:object:queue:using:)` returned,
  ///   or any other Foundation takes.
  @_disfavoredOverload
  public func removeObserver(_ observer: Any) {
    forgetObservations(of: observer as AnyObject, named: nil)
    forgetSelectorObservations(of: observer as AnyObject, named: nil)
    self.Foundation::removeObserver(observer)
  }

  /// Removes an observer's registrations for one notification, as Foundation does; a block
  /// observer's note goes with them when its notification is the one named (or none is).
  ///
  /// - Parameters:
  ///   - observer: The observer `addObserver(forName:object:queue:using:)` returned, or any
  ///     other Foundation takes.
  ///   - aName: The notification whose registrations go; `nil`: every notification.
  ///   - anObject: The sender whose registrations go; `nil`: every sender.
  @_disfavoredOverload
  public func removeObserver(
    _ observer: Any, name aName: NSNotification.Name?, object anObject: Any?
  ) {
    forgetObservations(of: observer as AnyObject, named: aName)
    forgetSelectorObservations(of: observer as AnyObject, named: aName)
    self.Foundation::removeObserver(observer, name: aName, object: anObject)
  }

  /// Takes the notes of `token`'s block observations (of `name`, or of any) off the list of
  /// the application current on the thread.
  private func forgetObservations(of token: AnyObject, named name: NSNotification.Name?) {
    // One tuple: the form with several values and `AnyObject` crashes this compiler's SIL
    // generation.
    onModelThread((self, token, name)) { center, token, name in
      let application = UIApplication.shared
      guard !application._observations.isEmpty else { return }
      application._observations.removeAll {
        $0.center === center && $0.token === token && (name == nil || $0.name == name)
      }
    }
  }
}
#endif

/// A block observer of a notification center, as its application keeps a note of it: the
/// block itself (which the center holds as well), so that a search for what holds a leaked
/// screen finds it and names it, and the screen's override that added it, if one did.
package final class NotificationObservation: ScreenCodeRegistration {
  /// The center the observer was added to, while it lives (a center of the app's own may go,
  /// and its observers with it).
  private(set) weak var center: NotificationCenter?
  /// The screen's override that added it, if one did.
  package fileprivate(set) var site: ScreenCodeSite?
  /// Whether that screen has gone.
  package var isOrphaned = false
  /// The name observed, `nil` for every name.
  package let name: Notification.Name?
  /// The observer Foundation returned.
  let token: any NSObjectProtocol
  /// What the observer does: the block the center holds.
  let block: @Sendable (Notification) -> Void

  init(
    center: NotificationCenter, name: Notification.Name?, token: any NSObjectProtocol,
    block: @escaping @Sendable (Notification) -> Void
  ) {
    self.center = center
    self.name = name
    self.token = token
    self.block = block
  }

  /// `a NotificationCenter observer of UIApplicationDidReceiveMemoryWarningNotification`.
  package var description: String {
    "a NotificationCenter observer of " + (name?.rawValue ?? "every notification")
  }

  /// Whether its center still lives (and so calls it).
  package var isRegistered: Bool { center != nil }

  /// Removes the observer from its center (its application went).
  func remove() {
    #if compiler(>=6.3)
    center?.Foundation::removeObserver(token)
    #endif
  }
}
