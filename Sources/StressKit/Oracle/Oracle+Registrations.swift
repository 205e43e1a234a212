import Containment
import UIKitContainment

/// C9 for what a screen leaves registered with the app: a notification observer or a
/// repeating timer that a screen's override added and nothing removed outlives the screen. With
/// a block that holds the screen, the screen leaks (``checkLetGo(isHeld:kindName:holder:)``
/// names the observer as its holder); with a `[weak self]` block the screen goes, and the
/// observer stays registered, its block called for nothing at every post — and one more for
/// every screen of the kind shown.
///
/// One left behind is not yet a slip: a screen's code may start a service of the app's that
/// outlives it on purpose (the first screen starting an app-wide observer). Two alike — the same
/// class's same override, the same notification or interval — left by screens gone are: they
/// pile up, one for each screen. They are counted once the clock is idle, not as the screen
/// deallocates: its stored properties go after its base class's `deinit` (a center of its own,
/// with its observers).
extension Oracle {
  /// Notes what `viewController`, deallocating, leaves registered with `application`, to be
  /// looked at once the clock is idle.
  ///
  /// - Parameters:
  ///   - viewController: A screen of the team's, being deallocated (after its `deinit`, which
  ///     may remove what it registered).
  ///   - application: The run's application.
  func noteRegistrations(leftBy viewController: ViewController, in application: UIApplication) {
    let left = application._registrations(madeBy: ObjectIdentifier(viewController))
    guard !left.isEmpty else { return }
    let className = "\(Swift.type(of: viewController))"
    // The look comes with C9's for what was let go: the screen, no longer tracked (its record
    // dropped at its `deinitialized` event), is passed over there and only asks for it — no
    // cost to a step that leaves nothing.
    if leftRegistrations.isEmpty { appendLetGo(viewController) }
    for registration in left {
      registration.isOrphaned = true
      leftRegistrations.append(
        LeftRegistration(
          registration: registration, screen: viewController.id, className: className,
          application: application))
    }
  }

  /// Reports C9 for the first registration left by a screen gone that has another alike
  /// still registered: the same class's same override, the same notification or interval.
  func checkLeftRegistrations() {
    defer { leftRegistrations.removeAll(keepingCapacity: true) }
    exercise(.C9)
    for left in leftRegistrations {
      let count = left.application._orphanCount(like: left.registration)
      guard count >= 2, let method = left.registration.site?.method else { continue }
      report(
        .C9, left.screen,
        expected:
          "what a screen's code registers with the app removed by the time the screen is gone",
        seen:
          "\(left.className) deallocated leaving \(left.registration.description) registered "
          + "(added in its \(method)); \(count) alike from \(left.className)s gone pile up")
      return
    }
  }
}

/// A registration a screen left with the app as it deallocated.
struct LeftRegistration {
  let registration: any ScreenCodeRegistration
  /// The screen, gone.
  let screen: ViewControllerID
  /// Its class's name.
  let className: String
  /// The application it is registered with.
  let application: UIApplication
}
