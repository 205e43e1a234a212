internal import ContainmentCore

/// Timers on the main run loop, on the virtual clock: a timer that code written for UIKit
/// schedules fires when the clock of the thread's run loop (a harness's clock, a test's, or the
/// thread's own) reaches its fire date, in order with the animations and the main queue's work —
/// never inside the call that scheduled it, never on the wall clock. A timer leaves the clock
/// idle: a harness, or a test, waiting for transitions to end does not wait for a repeating
/// timer (which would never end), and a run settles with timers still scheduled.
///
/// As on iOS, the run loop keeps a scheduled timer, and the timer its block, until the timer is
/// invalidated (a non-repeating one, after it fires): a repeating timer whose block captures its
/// screen keeps that screen alive; invalidated, it lets its block go at once. (Linux's
/// Foundation never frees a timer: one made with `Timer(timeInterval:repeats:block:)` and added
/// with `RunLoop.add(_:forMode:)` keeps its block for good; `scheduledTimer`'s do
/// not.)
/// The first fire date, read from the wall clock when the timer is added, is rounded up to
/// 10 ms, as `DispatchQueue.main.asyncAfter(deadline:execute:)` rounds (the same delay however
/// loaded the machine); a repeating timer's interval is exact to the millisecond, at least 1 ms.
/// These are Foundation's own names, taken over in a file that imports `UIKitContainment` and
/// not Foundation itself (as code written for UIKit imports UIKit alone); each is disfavoured, so
/// a file that also imports Foundation compiles and gets Foundation's, whose timers never fire
/// under a harness (nothing runs the thread's real run loop): drop that import, which
/// `UIKitContainment` brings as UIKit does.
///
/// Every run loop is the calling thread's clock here (`RunLoop.main` on the main thread): a
/// timer added to another thread's run loop fires on the clock of the thread that added it.
/// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` compiles and fires on the
/// clock, but Linux lacks the Objective-C runtime that would call the selector: it is sent as
/// `UIApplication.sendAction(_:to:from:for:)` sends one (said once on standard error); the
/// block forms are the way. `perform(_:with:afterDelay:)` is not declared.
///
/// ```swift
/// var ticks = 0
/// let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
///   MainActor.assumeIsolated { ticks += 1 }
/// }
/// precondition(ticks == 0)  // nothing fires inside the call
/// RunLoop.main.run(until: Date(timeIntervalSinceNow: 1.2))
/// precondition(ticks == 2)
/// timer.invalidate()
/// ```
extension Timer {
  /// Makes a timer and adds it to the main run loop (the run loop's virtual clock).
  ///
  /// - Parameters:
  ///   - interval: Seconds until it fires, and between firings if it repeats.
  ///   - repeats: Whether it fires again every `interval` until invalidated.
  ///   - block: What it does each time it fires.
  /// - Returns: The timer, scheduled.
  @discardableResult @_disfavoredOverload
  public class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    let timer = RunLoopTimer(interval: interval, repeats: repeats, block: block)
    RunLoop.main.add(timer, forMode: .default)
    return timer
  }

  /// Makes a timer that sends `aSelector` to `aTarget`, and adds it to the main run loop: the
  /// timer keeps the target until it is invalidated, as Apple's does, and each firing sends the
  /// selector as `UIApplication.sendAction(_:to:from:for:)` can (see the type's discussion);
  /// `userInfo` is not kept.
  ///
  /// - Parameters:
  ///   - ti: Seconds until it fires, and between firings if it repeats.
  ///   - aTarget: The receiver.
  ///   - aSelector: Its action.
  ///   - userInfo: Not kept.
  ///   - yesOrNo: Whether it repeats.
  /// - Returns: The timer, scheduled.
  @discardableResult @_disfavoredOverload
  public class func scheduledTimer(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
    userInfo: Any?, repeats yesOrNo: Bool
  ) -> Timer {
    nonisolated(unsafe) let target = aTarget as AnyObject
    let timer = RunLoopTimer(interval: ti, repeats: yesOrNo) { timer in
      nonisolated(unsafe) let timer = timer
      MainActor.assumeIsolated {
        _ = UIApplication.shared.sendAction(aSelector, to: target, from: timer, for: nil)
      }
    }
    RunLoop.main.add(timer, forMode: .default)
    return timer
  }

  /// Makes a timer that fires `interval` seconds after it is made, once added to a run loop,
  /// as Apple's does (Linux's Foundation would date its first firing at once).
  ///
  /// - Parameters:
  ///   - interval: Seconds until it fires, and between firings if it repeats.
  ///   - repeats: Whether it fires again every `interval` until invalidated.
  ///   - block: What it does each time it fires.
  @_disfavoredOverload public convenience init(
    timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
  ) {
    self.init(
      fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats,
      block: block)
  }

  /// Makes a timer that sends `aSelector` to `aTarget` `ti` seconds after it is made, once
  /// added to a run loop (``RunLoop/add(_:forMode:)``), as
  /// ``scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`` sends it; `userInfo` is
  /// not kept.
  ///
  /// - Parameters:
  ///   - ti: Seconds until it fires, and between firings if it repeats.
  ///   - aTarget: The receiver, kept until the timer is invalidated.
  ///   - aSelector: Its action.
  ///   - userInfo: Not kept.
  ///   - yesOrNo: Whether it repeats.
  @_disfavoredOverload public convenience init(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
    userInfo: Any?, repeats yesOrNo: Bool
  ) {
    nonisolated(unsafe) let target = aTarget as AnyObject
    self.init(fire: Date(timeIntervalSinceNow: ti), interval: ti, repeats: yesOrNo) { timer in
      nonisolated(unsafe) let timer = timer
      MainActor.assumeIsolated {
        _ = UIApplication.shared.sendAction(aSelector, to: target, from: timer, for: nil)
      }
    }
  }
}

extension RunLoop {
  /// Adds `timer` to the run loop's virtual clock (the calling thread's), to fire at its fire
  /// date.
  ///
  /// - Parameters:
  ///   - timer: The timer to fire at its fire date.
  ///   - mode: The run-loop mode (every mode is the one clock).
  @_disfavoredOverload public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
    let first = DispatchQueue.ticks(until: .now() + timer.fireDate.timeIntervalSinceNow)
    // A repeating timer's interval; Foundation keeps 0 for one that does not repeat.
    let interval = timer.timeInterval > 0 ? max(1, Int64((timer.timeInterval * 1000).rounded())) : 0
    if let timer = timer as? RunLoopTimer {
      onModelThread(timer) { $0.note(in: UIApplication.shared) }
    }
    Self.fire(timer, after: first, every: interval, on: VirtualClock.runLoop)
  }

  /// Fires `timer` after `delay` ticks if it is still valid, then every `interval` ticks (0: once).
  private static func fire(
    _ timer: Timer, after delay: Int64, every interval: Int64, on clock: VirtualClock
  ) {
    clock.schedule(after: delay, background: true) {
      guard timer.isValid else { return }
      timer.fire()
      if interval > 0, timer.isValid {
        fire(timer, after: interval, every: interval, on: clock)
      } else {
        timer.invalidate()
      }
    }
  }

  /// Runs the run loop until `limitDate`: advances its virtual clock (the calling thread's) by
  /// the time left until then (rounded up to 10 ms), firing every deadline on the way —
  /// timers, the main queue's work, animations' ends — and returns at once, whatever the wall
  /// clock says.
  ///
  /// Ends the program, naming what kept firing, if more than a million deadlines come due
  /// before `limitDate` (a timer that schedules itself again at once).
  ///
  /// - Parameter limitDate: When to stop.
  @_disfavoredOverload public func run(until limitDate: Date) {
    let ticks = DispatchQueue.ticks(until: .now() + limitDate.timeIntervalSinceNow)
    // What runs now runs as on iOS's main thread (see `UIApplication._withCurrent(_:)`).
    let previous = vcsMainActorChecksEnter()
    defer { vcsMainActorChecksLeave(previous) }
    do {
      try VirtualClock.runLoop.advance(by: ticks)
    } catch {
      preconditionFailure("RunLoop.main.run(until:): \(error)")
    }
  }
}

/// The timer `Timer.scheduledTimer(withTimeInterval:repeats:block:)` makes: it keeps its block
/// itself and lets it go when invalidated, as Apple's timers do (Linux's Foundation keeps a
/// timer, and so its block, for good).
package final class RunLoopTimer: Timer, ScreenCodeRegistration {
  /// The screen's override that scheduled it, if one did.
  package private(set) var site: ScreenCodeSite?
  /// Whether that screen has gone.
  package var isOrphaned = false
  /// What it does when it fires; `nil` once invalidated.
  private var block: (@Sendable (Timer) -> Void)?
  /// The application that keeps a note of it while it is scheduled (where a search for what
  /// holds a leaked screen finds it).
  private weak var application: UIApplication?

  /// A timer that fires `interval` seconds from now, and every `interval` after if it repeats.
  init(interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
    self.block = block
    super.init(
      fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats,
      block: { _ in })
  }

  override package var isValid: Bool { block != nil }

  /// Whether it fires again and again: valid, and repeating.
  package var isRegistered: Bool { isValid && timeInterval > 0 }

  override package func invalidate() {
    block = nil
    if let application {
      onModelThread(application, self) { application, timer in
        application._timers.removeAll { $0 === timer }
      }
      self.application = nil
    }
    super.invalidate()
  }

  /// Runs its block now; one that does not repeat is then invalidated, "even if its scheduled
  /// fire date has not arrived" (Apple), so it does not fire again at that date.
  override package func fire() {
    block?(self)
    if timeInterval <= 0 { invalidate() }
  }

  /// Notes the timer, scheduled, in `application`'s list until it is invalidated.
  func note(in application: UIApplication) {
    guard isValid, self.application == nil else { return }
    self.application = application
    onModelThread(application, self) { application, timer in
      timer.site = application.currentScreenCodeSite
      application._timers.append(timer)
    }
  }

  /// `a repeating Timer (every 1.0 s)`, `a Timer (once, after 0.5 s)`.
  package override var description: String {
    timeInterval > 0 ? "a repeating Timer (every \(timeInterval) s)" : "a Timer (once)"
  }
}
