#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

#if os(Linux)
/// Signal handlers that keep the handlers they replace, so that each can hand its signal on.
///
/// The table of the replaced handlers is made whole when the chain is, before any handler can
/// run: a handler reads it with ``handOn(_:)`` without allocating or locking (async-signal-safe).
/// The journals' flush on a fatal signal and the command line's Ctrl-C both install through it.
package struct SignalChain: @unchecked Sendable {
  /// The handlers that were there before, by signal number (Linux numbers them 1...64).
  private let previous: UnsafeMutablePointer<sigaction>
  private static let slots = 65

  /// Makes an empty chain: no handler installed yet.
  package init() {
    previous = UnsafeMutablePointer<sigaction>.allocate(capacity: Self.slots)
    previous.initialize(repeating: sigaction(), count: Self.slots)
    callable = UnsafeMutablePointer<Bool>.allocate(capacity: Self.slots)
    callable.initialize(repeating: false, count: Self.slots)
  }

  /// Whether the handler a signal had before is a function (not the default action, not
  /// ignored): decided when installing, so that ``forward(_:)`` looks at nothing generic.
  private let callable: UnsafeMutablePointer<Bool>

  /// Installs `handler` for each of `signals` with `flags` (`SA_ONSTACK`, `SA_RESTART`),
  /// keeping the handler each replaces.
  package func install(
    _ handler: @convention(c) (Int32) -> Void, for signals: [Int32], flags: Int32
  ) {
    for signal in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = handler
      sigemptyset(&action.sa_mask)
      action.sa_flags = flags
      _ = sigaction(signal, &action, previous + Int(signal))
      let replaced = previous[Int(signal)].__sigaction_handler.sa_handler
      // SIG_DFL is 0, SIG_IGN 1 (and SIG_ERR -1): none of them is a function to call.
      let raw = replaced.map { unsafeBitCast($0, to: Int.self) } ?? 0
      callable[Int(signal)] = raw != 0 && raw != 1 && raw != -1
    }
  }

  /// Puts back the handler `signal` had before, so that raising it again reaches that one.
  ///
  /// Async-signal-safe: `sigaction` only.
  package func handOn(_ signal: Int32) {
    _ = sigaction(signal, previous + Int(signal), nil)
  }

  /// Calls the handler `signal` had before, leaving this chain's installed: how a handler that
  /// has nothing to do for a signal lets the one below it answer.
  ///
  /// Async-signal-safe: reads the table only.
  ///
  /// - Returns: Whether there was a handler to call (not the default action, nor ignored).
  package func forward(_ signal: Int32) -> Bool {
    guard signal >= 1, signal < Int32(Self.slots), callable[Int(signal)],
      let handler = previous[Int(signal)].__sigaction_handler.sa_handler
    else { return false }
    handler(signal)
    return true
  }
}
#endif
