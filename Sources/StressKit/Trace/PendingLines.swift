import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The journals' lines not yet written, kept where a signal handler can write them out before
/// the process dies: a fixed table of slots (a file descriptor, a buffer, a count of bytes of
/// whole lines), read by the handler without locks or allocation.
///
/// The handler runs for the signals a crashing container raises (`SIGILL` and `SIGTRAP` for a
/// Swift trap, `SIGSEGV`, `SIGBUS`, `SIGFPE`, `SIGABRT`) and those that ask a process to stop
/// (`SIGTERM`, `SIGINT`, `SIGHUP`). It writes every slot, puts back the handler that was there
/// before (Swift's backtracer, which then prints the crash report) and lets the signal take
/// its course: a fault happens again under the old handler, any other signal is raised again.
package enum PendingLines {
  /// Bytes of lines a journal gathers before writing them.
  static let capacity = 64 * 1024
  /// Journals the handler knows at once (one per job of a run).
  static let slotCount = 256

  struct Record {
    var descriptor: Int32
    var bytes: UnsafeMutableRawPointer?
    var count: Int
  }

  /// A journal's place in the table (used by the journal's thread, and by the handler).
  struct Slot: @unchecked Sendable {
    let record: UnsafeMutablePointer<Record>
    /// The buffer.
    let bytes: UnsafeMutableRawPointer
    /// Bytes of whole lines in the buffer.
    var count: Int {
      get { record.pointee.count }
      nonmutating set { record.pointee.count = newValue }
    }

    /// Keeps the handler from writing this journal again (after a failed write).
    func stop() { record.pointee.descriptor = -1 }
  }

  /// The table, read by the handler.
  nonisolated(unsafe) static let table: UnsafeMutablePointer<Record> = {
    let table = UnsafeMutablePointer<Record>.allocate(capacity: slotCount)
    table.initialize(repeating: Record(descriptor: -1, bytes: nil, count: 0), count: slotCount)
    return table
  }()

  /// Guards taking and giving back slots, and installing the handler.
  static let lock = Mutex(false)

  /// A slot and a buffer for a journal writing to `descriptor`; outside the table (not written
  /// by the handler) when every slot is taken.
  static func register(_ descriptor: Int32) -> Slot {
    let bytes = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
    let table = self.table
    return lock.withLock { installed in
      if !installed {
        installHandler()
        installed = true
      }
      for index in 0..<slotCount where table[index].bytes == nil {
        table[index] = Record(descriptor: descriptor, bytes: bytes, count: 0)
        return Slot(record: table + index, bytes: bytes)
      }
      let record = UnsafeMutablePointer<Record>.allocate(capacity: 1)
      record.initialize(to: Record(descriptor: -1, bytes: bytes, count: 0))
      return Slot(record: record, bytes: bytes)
    }
  }

  /// Gives a slot back and frees its buffer.
  static func unregister(_ slot: Slot) {
    let table = self.table
    lock.withLock { _ in
      let bytes = slot.record.pointee.bytes
      slot.record.pointee = Record(descriptor: -1, bytes: nil, count: 0)
      bytes?.deallocate()
      if !(table..<table + slotCount).contains(slot.record) { slot.record.deallocate() }
    }
  }

  /// The signals a command takes as a request to stop, which end the run rather than the
  /// process (a bit each, `1 << signal`): set by a command that catches them, whose handler
  /// then takes them first and calls ``flushAll()`` itself when it ends the process at once.
  package static let stopRequests = Atomic<UInt64>(0)

  /// Whether `signal` is a request to stop that this process's command answers itself.
  ///
  /// Async-signal-safe: an atomic load.
  /// Nothing generic here: a generic type met for the first time in a handler takes the
  /// runtime's locks, which the interrupted thread may hold.
  package static func isStopRequest(_ signal: Int32) -> Bool {
    guard signal >= 1, signal <= 63 else { return false }
    return stopRequests.load(ordering: .relaxed) & (1 &<< UInt64(signal)) != 0
  }

  /// Writes every journal's pending lines: for a handler about to end the process.
  ///
  /// Async-signal-safe: `write` only, no allocation, no lock. Only from a signal that ends the
  /// process: a journal's thread that went on after it would write the lines again.
  package static func flushAll() {
    // A `while`, not a `for` over a range: no generic type in a handler.
    var index = 0
    while index < slotCount {
      let record = table[index]
      if record.descriptor >= 0, record.count > 0, let bytes = record.bytes {
        _ = writeAll(record.descriptor, UnsafeRawBufferPointer(start: bytes, count: record.count))
        table[index].count = 0
      }
      index += 1
    }
  }

  /// The signals the handler catches.
  static let signals: [Int32] = [
    SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGTERM, SIGINT, SIGHUP,
  ]

  #if os(Linux)
  /// The flush's handler, with the handlers it replaced.
  static let handlers = SignalChain()

  private static func installHandler() {
    // Made now: a handler must not be the first to touch a lazily made global.
    _ = table
    _ = stopRequests.load(ordering: .relaxed)
    handlers.install(flushOnSignal, for: signals, flags: Int32(SA_ONSTACK))
  }
  #else
  private static func installHandler() {}
  #endif
}

#if os(Linux)
/// Writes every journal's pending lines, then hands the signal on; a request to stop that a
/// command answers by ending its run (``PendingLines/isStopRequest(_:)``) goes to its handler,
/// the journal untouched.
///
/// The handler that was there before takes it; async-signal-safe: `write`, `sigaction` and
/// `raise` only, no allocation, no lock.
private let flushOnSignal: @convention(c) (Int32) -> Void = { signal in
  let stop = signal == SIGTERM || signal == SIGINT || signal == SIGHUP
  // Written now and then run on, the journal's thread would write the same lines again, or
  // lines at the wrong place: the run closes it at its end instead.
  if PendingLines.isStopRequest(signal), PendingLines.handlers.forward(signal) {
    return
  }
  PendingLines.flushAll()
  PendingLines.handlers.handOn(signal)
  // A fault happens again when its instruction runs again; other signals are raised again.
  if signal == SIGABRT || stop { raise(signal) }
}
#endif
