internal import ContainmentCore

// Work an app asks to finish in the background (UIKit's background tasks): begun with an
// expiration handler, ended by the app. In the background the app has 30 seconds of the run
// loop's clock (iOS 13 and later give about that); at the end the handlers of the tasks still
// under way are called, in the order they began, as iOS calls them shortly before the time is
// up. A task left running after its handler is one iOS ends the app for: the model ends
// nothing.

/// A background task's identifier (UIKit's `UIBackgroundTaskIdentifier`).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
  /// The number.
  public let rawValue: Int
  /// The identifier numbered `rawValue`.
  ///
  /// - Parameter rawValue: The number.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// No task: what a task that could not begin is given.
  public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// An application's background tasks under way, and its time in the background.
struct BackgroundTasks {
  var running: [(id: UIBackgroundTaskIdentifier, expiration: (@MainActor () -> Void)?)] = []
  var lastID = 0
  /// When the app entered the background (milliseconds of the run loop's clock), and which
  /// stay there it was (a later one does not take an earlier stay's deadline).
  var enteredBackground: Int64?
  var stay = 0
  /// Whether this stay's deadline is on the clock (put there only once a task runs, so that an
  /// app without tasks leaves the clock as it was).
  var deadlineScheduled = false
}

extension UIApplication {
  /// How long the app is given in the background, in milliseconds.
  static let backgroundTime: Int64 = 30_000

  /// Begins a task the app asks time to finish (UIKit's).
  ///
  /// ```swift
  /// let app = UIApplication.shared
  /// var task = UIBackgroundTaskIdentifier.invalid
  /// task = app.beginBackgroundTask { app.endBackgroundTask(task) }
  /// precondition(task != .invalid)
  /// app.endBackgroundTask(task)
  /// ```
  ///
  /// - Parameter handler: Called if the time runs out first; it must end the task.
  /// - Returns: The task's identifier, for ``endBackgroundTask(_:)``.
  public func beginBackgroundTask(expirationHandler handler: (@MainActor () -> Void)? = nil)
    -> UIBackgroundTaskIdentifier
  {
    beginBackgroundTask(withName: nil, expirationHandler: handler)
  }

  /// Begins a task the app asks time to finish, named for debugging (UIKit's).
  ///
  /// - Parameters:
  ///   - taskName: Its name (kept nowhere: for the debugger's eyes).
  ///   - handler: Called if the time runs out first; it must end the task.
  /// - Returns: The task's identifier, for ``endBackgroundTask(_:)``.
  public func beginBackgroundTask(
    withName taskName: String?, expirationHandler handler: (@MainActor () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    backgroundTasks.lastID += 1
    let id = UIBackgroundTaskIdentifier(rawValue: backgroundTasks.lastID)
    backgroundTasks.running.append((id, handler))
    if applicationState == .background, !backgroundTasks.deadlineScheduled { scheduleDeadline() }
    return id
  }

  /// Ends a task begun with ``beginBackgroundTask(expirationHandler:)`` (an identifier not
  /// under way is ignored).
  ///
  /// - Parameter identifier: The task's identifier.
  public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
    backgroundTasks.running.removeAll { $0.id == identifier }
  }

  /// The time left in the background, in seconds: the largest finite number while not in the
  /// background, as UIKit's.
  public var backgroundTimeRemaining: TimeInterval {
    guard applicationState == .background, let entered = backgroundTasks.enteredBackground
    else { return .greatestFiniteMagnitude }
    let left = Self.backgroundTime - (VirtualClock.runLoop.now - entered)
    return TimeInterval(max(0, left)) / 1000
  }

  /// The app entered the background: its time starts, and at its end the handlers of the
  /// tasks still under way are called.
  func startBackgroundTime() {
    backgroundTasks.stay += 1
    backgroundTasks.enteredBackground = VirtualClock.runLoop.now
    backgroundTasks.deadlineScheduled = false
    if !backgroundTasks.running.isEmpty { scheduleDeadline() }
  }

  /// Puts this stay's deadline on the run loop's clock.
  private func scheduleDeadline() {
    let clock = VirtualClock.runLoop
    let stay = backgroundTasks.stay
    let entered = backgroundTasks.enteredBackground ?? clock.now
    backgroundTasks.deadlineScheduled = true
    clock.schedule(after: max(0, entered + Self.backgroundTime - clock.now)) { [weak self] in
      guard let self, self.applicationState == .background, self.backgroundTasks.stay == stay
      else { return }
      for task in self.backgroundTasks.running { task.expiration?() }
    }
  }
}
