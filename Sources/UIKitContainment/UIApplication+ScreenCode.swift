/// Which screen's own code runs, and what it leaves registered with the app: the notification
/// observers and run-loop timers a screen's override adds carry the screen and the override that
/// added them, so that a harness can tell one a screen forgot to remove once the screen is gone.
///
/// A harness marks the spans of the team's code (each override of `viewDidLoad()` and of the
/// appearance callbacks it calls), innermost last; code that runs in no span (an initializer, a
/// button's action, the app delegate) registers nothing a screen is answerable for.
extension UIApplication {
  /// The override of `screen` that `method` names starts: what it registers until
  /// ``_screenCodeDidRun()`` is the screen's.
  ///
  /// - Parameters:
  ///   - method: The override, as UIKit names it (`viewWillAppear(_:)`).
  ///   - screen: The view controller whose override runs (not retained).
  nonisolated package func _screenCodeWillRun(_ method: StaticString, of screen: AnyObject) {
    let site = ScreenCodeSite(
      screen: ObjectIdentifier(screen), screenType: ObjectIdentifier(type(of: screen)),
      method: method)
    onModelThread(self, site) { $0.screenCode.append($1) }
  }

  /// The override announced last returned.
  nonisolated package func _screenCodeDidRun() {
    onModelThread(self) { _ = $0.screenCode.popLast() }
  }

  /// Where the code running now registers from: the innermost override running, if any.
  var currentScreenCodeSite: ScreenCodeSite? { screenCode.last }

  /// The notification observers and repeating timers still registered that `screen`'s
  /// overrides added.
  ///
  /// - Parameter screen: A view controller, by identity.
  /// - Returns: Each registration, observers first, in the order they were added.
  nonisolated package func _registrations(madeBy screen: ObjectIdentifier)
    -> [any ScreenCodeRegistration]
  {
    onModelThread(self) { $0.registrations(madeBy: screen) }
  }

  private func registrations(madeBy screen: ObjectIdentifier) -> [any ScreenCodeRegistration] {
    // One orphaned is another's: the identity of a view controller gone is free for the next.
    registrationsInPlace.filter { !$0.isOrphaned && $0.site?.screen == screen }
  }

  /// The registrations still in place whose screen has gone (``ScreenCodeRegistration/
  /// isOrphaned``) and that `registration`'s screen class added from the same override, for
  /// the same notification or interval: `registration` among them.
  ///
  /// - Parameter registration: One whose screen has gone.
  /// - Returns: How many there are.
  nonisolated package func _orphanCount(like registration: any ScreenCodeRegistration) -> Int {
    let key = registration.pileKey
    return onModelThread(self, key) { $0.orphanCount(like: $1) }
  }

  private func orphanCount(like key: PileKey) -> Int {
    registrationsInPlace.reduce(0) { $0 + ($1.isOrphaned && $1.pileKey == key ? 1 : 0) }
  }

  /// The notification observers and repeating timers noted, still in place.
  private var registrationsInPlace: [any ScreenCodeRegistration] {
    let observations: [any ScreenCodeRegistration] = _observations
    let timers = _timers.lazy.compactMap { $0 as? RunLoopTimer }.map {
      $0 as any ScreenCodeRegistration
    }
    return (observations + timers).filter(\.isRegistered)
  }
}

/// Where a registration was made: a screen (by identity, and its class) and its override.
package struct ScreenCodeSite {
  /// The view controller whose override ran.
  package let screen: ObjectIdentifier
  /// Its class.
  package let screenType: ObjectIdentifier
  /// The override, as UIKit names it.
  package let method: StaticString
}

/// A notification observer or a timer that a screen's code registered with the app, which the
/// app keeps (and so, on iOS, keeps calling) until it is removed or invalidated.
package protocol ScreenCodeRegistration: AnyObject {
  /// Where it was made, if a screen's override made it.
  var site: ScreenCodeSite? { get }
  /// Whether the screen that made it has gone (its identity is then no longer its own).
  var isOrphaned: Bool { get set }
  /// Whether it is still in place and called: an observer whose center lives, a repeating
  /// timer (a timer firing once is done once it has).
  var isRegistered: Bool { get }
  /// What it is, as a report names it: `a NotificationCenter observer of …`.
  var description: String { get }
}

extension ScreenCodeRegistration {
  /// What registrations pile up alike: the class and override that made them, and what they
  /// are.
  var pileKey: PileKey {
    PileKey(type: site?.screenType, method: site.map { "\($0.method)" } ?? "", what: description)
  }
}

/// The class and override that made a registration, and what it is.
struct PileKey: Equatable {
  let type: ObjectIdentifier?
  let method: String
  let what: String
}
