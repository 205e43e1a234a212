// The layer's classes are the main actor's, as UIKit's are; the model around them is not. The
// model runs on one thread at a time (its one-run-one-thread rule), the guarantee the main actor
// stands for, so where the model's thread calls into the layer (a move hook, a notification the
// model posts, a deinitializer) the layer enters the main actor's code without Swift's check,
// which would pass there anyway (`CMainActorChecks`) at some 700 instructions a call. StressKit
// has its own (`Core/ModelThread.swift`): declared here, it would get that check back.

/// Runs `body` on `value`, isolated to the main actor, on the thread that runs the model,
/// without Swift's check: for the model's calls into the layer (a move hook, a notification the
/// model posts, a deinitializer).
///
/// Pass what `body` needs as `value` and let `body` capture nothing: a closure that captures
/// nothing costs no allocation (about 45 instructions a call in all). For this module's own
/// code only: a main-actor closure of a Swift 6 module handed to a function of this one (in
/// Swift 5 mode) starts with Swift's check, which is what this function is not to pay.
///
/// - Parameters:
///   - value: What `body` works on (it need not be `Sendable`: it stays on this thread).
///   - body: Main-actor code, reached from the model's thread.
/// - Returns: What `body` returns.
@inline(__always)
func onModelThread<Value, Result>(
  _ value: Value, _ body: @escaping @MainActor (Value) -> Result
) -> Result {
  unsafeBitCast(body, to: ((Value) -> Result).self)(value)
}

/// Runs `body` on `first` and `second`, as `onModelThread(_:_:)` on one value (two apart
/// rather than a pair: a pair is a copy, and costs a retain of each).
///
/// - Parameters:
///   - first: What `body` works on.
///   - second: What else `body` works on.
///   - body: Main-actor code, reached from the model's thread.
/// - Returns: What `body` returns.
@inline(__always)
func onModelThread<First, Second, Result>(
  _ first: First, _ second: Second, _ body: @escaping @MainActor (First, Second) -> Result
) -> Result {
  unsafeBitCast(body, to: ((First, Second) -> Result).self)(first, second)
}
