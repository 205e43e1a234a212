import UIKitContainment

/// Runs `body` on `value`, isolated to the main actor, on the thread that runs the model,
/// without Swift's check: the harness drives UIKit's classes, the main actor's, from the thread
/// of its run, which the model's one-run-one-thread rule makes the main actor's for the run.
///
/// Declared here rather than taken from `UIKitContainment`: a main-actor closure handed to a
/// function of a Swift 5 mode module gets Swift 6's run-time check of the actor at its start
/// (some 700 instructions), one handed to a function of this Swift 6 module does not. Pass what
/// `body` needs as `value`, so that it captures nothing and costs no allocation.
///
/// - Parameters:
///   - value: What `body` works on (it stays on this thread).
///   - body: Main-actor code.
/// - Returns: What `body` returns.
@inline(__always)
func onModelThread<Value, Result>(
  _ value: Value, _ body: @escaping @MainActor (Value) -> Result
) -> Result {
  unsafeBitCast(body, to: ((Value) -> Result).self)(value)
}

/// Runs `body` on `first` and `second`, as ``onModelThread(_:_:)`` on one value (two apart
/// rather than a pair: a pair is a copy, and costs a retain of each).
///
/// - Parameters:
///   - first: What `body` works on.
///   - second: What else `body` works on.
///   - body: Main-actor code.
/// - Returns: What `body` returns.
@inline(__always)
func onModelThread<First, Second, Result>(
  _ first: First, _ second: Second, _ body: @escaping @MainActor (First, Second) -> Result
) -> Result {
  unsafeBitCast(body, to: ((First, Second) -> Result).self)(first, second)
}

extension StressContext {
  /// Runs `body` on `value`, on the main actor, where UIKit's classes are used: for a driver's
  /// code that drives a container written in UIKit's names.
  ///
  /// The harness calls a driver on the thread of its run, which its one-run-one-thread rule
  /// makes the main actor's for the run, as iOS runs UIKit on the main thread: `body` runs
  /// there, now, without Swift's check of the actor. Hand it what it works on as `value` (the
  /// driver itself, a view controller): Swift refuses a main-actor closure that captures a
  /// value of a class that is not `Sendable`, as the driver and the layer's classes are not.
  /// Unlike `MainActor.assumeIsolated`, it may return a view controller.
  ///
  /// ```swift
  /// import StressKit
  /// import UIKitContainment
  ///
  /// func depth(of navigation: UINavigationController, in context: StressContext) -> Int {
  ///   context.onMainActor(navigation) { $0.viewControllers.count }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - value: What `body` works on.
  ///   - body: The work, isolated to the main actor.
  /// - Returns: What `body` returns.
  public func onMainActor<Value, Result>(
    _ value: Value, _ body: @escaping @MainActor (Value) -> Result
  ) -> Result {
    onModelThread(value, body)
  }
}
