internal import ContainmentCore

/// Core Animation's `CADisplayLink`, on the virtual clock: once added to a run loop it fires
/// at every frame of a 60 Hz screen (every 17 ms of the run loop's clock, or as its preferred
/// rate asks) until it is removed or invalidated, as a spring animator or an interactive
/// container's physics is stepped.
///
/// As Apple's, the run loop keeps the link while it is added, and the link keeps its target
/// until it is invalidated (the classic cycle: a view controller's link keeps the view
/// controller). A link leaves the clock idle, as a timer does: a harness waiting for
/// transitions to end does not wait for a link that never stops.
///
/// Each frame sends the selector as `UIApplication.sendAction(_:to:from:for:)` can: Swift on
/// Linux has no Objective-C runtime to call any other method by its selector (said once on
/// standard error), so code written for both keeps `init(target:selector:)` under
/// `#if canImport(UIKit)` and takes the layer's ``init(handler:)`` here:
///
/// ```swift
/// var frames = 0
/// let link = CADisplayLink { _ in frames += 1 }
/// link.add(to: .main, forMode: .common)
/// RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
/// link.invalidate()
/// precondition(frames == 5)  // at 17, 34, 51, 68 and 85 ms
/// ```
public final class CADisplayLink: NSObject {
  /// What each frame sends or calls: a selector to a target, or a closure.
  private enum Action {
    case selector(AnyObject, Selector)
    case handler((CADisplayLink) -> Void)
  }

  private var action: Action?
  /// Whether it is added to a run loop (and fires there).
  private var isAdded = false
  /// Bumped each time it is added: a frame scheduled before a removal does not fire after
  /// the link is added again.
  private var generation = 0

  /// Whether frames are skipped (the link stays added).
  public var isPaused = false
  /// The time of the last frame, in seconds of the run loop's clock.
  public private(set) var timestamp: CFTimeInterval = 0
  /// The time of the next frame.
  public private(set) var targetTimestamp: CFTimeInterval = 0
  /// The time between frames, in seconds (1/60).
  public var duration: CFTimeInterval { 1.0 / 60 }
  /// The frame rate asked for (0: the screen's, 60).
  public var preferredFramesPerSecond = 0
  /// The frame rates asked for (iOS 15): its preferred one is used when set.
  public var preferredFrameRateRange = CAFrameRateRange.default
  /// Frames per firing (deprecated in iOS 10: ``preferredFramesPerSecond``).
  public var frameInterval = 1

  /// A link that sends `sel` to `target` at every frame, retaining `target` until it is
  /// invalidated.
  ///
  /// - Parameters:
  ///   - target: The receiver.
  ///   - sel: Its action (see the type's discussion).
  public init(target: Any, selector sel: Selector) {
    action = .selector(target as AnyObject, sel)
  }

  /// A link that calls `handler` at every frame (the layer's form: see the type's discussion).
  ///
  /// - Parameter handler: Called with the link.
  public init(handler: @escaping (CADisplayLink) -> Void) {
    action = .handler(handler)
  }

  /// Starts firing on `runloop`'s clock (every run loop is the calling thread's clock here).
  ///
  /// - Parameters:
  ///   - runloop: The run loop.
  ///   - mode: The run-loop mode (every mode is the one clock).
  public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard action != nil, !isAdded else { return }
    isAdded = true
    generation &+= 1
    scheduleFrame(on: VirtualClock.runLoop, generation: generation)
  }

  /// Stops firing: the run loop lets the link go.
  ///
  /// - Parameters:
  ///   - runloop: The run loop.
  ///   - mode: The run-loop mode.
  public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
    isAdded = false
  }

  /// Stops firing for good and lets the target go.
  public func invalidate() {
    isAdded = false
    action = nil
  }

  /// Milliseconds between frames: the preferred rate's (at most 60 a second).
  private var interval: Int64 {
    let preferred = Int(preferredFrameRateRange.preferred ?? 0)
    let rate = preferred > 0 ? preferred : preferredFramesPerSecond
    let perSecond = rate > 0 ? min(rate, 60) : 60 / max(1, frameInterval)
    return Int64((1000 / Double(perSecond)).rounded())
  }

  /// Schedules the next frame; the run loop's clock keeps the link until it fires.
  private func scheduleFrame(on clock: VirtualClock, generation: Int) {
    let interval = interval
    clock.schedule(after: interval, background: true) { [self] in
      guard isAdded, self.generation == generation else { return }
      timestamp = CFTimeInterval(clock.now) / 1000
      targetTimestamp = timestamp + CFTimeInterval(interval) / 1000
      if !isPaused { fire() }
      if isAdded, self.generation == generation {
        scheduleFrame(on: clock, generation: generation)
      }
    }
  }

  /// One frame: the action sent or called.
  private func fire() {
    switch action {
    case .selector(let target, let selector):
      nonisolated(unsafe) let (target, link) = (target, self)
      MainActor.assumeIsolated {
        _ = UIApplication.shared.sendAction(selector, to: target, from: link, for: nil)
      }
    case .handler(let handler): handler(self)
    case nil: break
    }
  }
}

/// The frame rates a display link or an animation asks for (iOS 15).
public struct CAFrameRateRange: Hashable, Sendable {
  /// The lowest rate accepted.
  public var minimum: Float
  /// The highest.
  public var maximum: Float
  /// The rate wanted, if any.
  public var preferred: Float?

  /// A range of rates, and the one wanted.
  ///
  /// - Parameters:
  ///   - minimum: The lowest rate accepted.
  ///   - maximum: The highest.
  ///   - preferred: The rate wanted.
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
  }

  /// No preference: the screen's rate.
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
