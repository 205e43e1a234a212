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
enum PendingLines {
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

  /// The signals the handler catches.
  static let signals: [Int32] = [
    SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGTERM, SIGINT, SIGHUP,
  ]

  #if os(Linux)
  /// The flush's handler, with the handlers it replaced.
  static let handlers = SignalChain()

  private static func installHandler() {
    _ = table
    handlers.install(flushOnSignal, for: signals, flags: Int32(SA_ONSTACK))
  }
  #else
  private static func installHandler() {}
  #endif
}

#if os(Linux)
/// Writes every journal's pending lines, then hands the signal on.
///
/// The handler that was there before takes it; async-signal-safe: `write`, `sigaction` and
/// `raise` only, no allocation, no lock.
private let flushOnSignal: @convention(c) (Int32) -> Void = { signal in
  let table = PendingLines.table
  for index in 0..<PendingLines.slotCount {
    let record = table[index]
    guard record.descriptor >= 0, record.count > 0, let bytes = record.bytes else { continue }
    _ = writeAll(record.descriptor, UnsafeRawBufferPointer(start: bytes, count: record.count))
    table[index].count = 0
  }
  PendingLines.handlers.handOn(signal)
  // A fault happens again when its instruction runs again; other signals are raised again.
  if signal == SIGABRT || signal == SIGTERM || signal == SIGINT || signal == SIGHUP {
    raise(signal)
  }
}
#endif
