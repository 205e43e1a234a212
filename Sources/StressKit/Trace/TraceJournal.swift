import Foundation
import Synchronization

/// Journals a run as it goes: the header, then each step on its own line, recorded before the
/// step is applied, so that a crash leaves a replayable trace.
///
/// Steps are gathered in a 64 KiB buffer of whole lines and written with plain POSIX writes
/// when it fills, when the journal is flushed or dropped, and when the process is about to die
/// of a signal: a trap or fault in the container (`SIGILL`, `SIGTRAP`, `SIGSEGV`, `SIGBUS`,
/// `SIGFPE`, `SIGABRT`) or a request to stop (`SIGTERM`, `SIGINT`, `SIGHUP`). So a container
/// that crashes leaves every step up to the one that crashed it; only `SIGKILL`, which no
/// process can catch, loses the last lines gathered, and may cut the write in progress short:
/// the header marks the file as a journal, whose cut-off last line readers drop. Each line is
/// written into a buffer kept from step to step, byte for byte as `JSONEncoder` would write
/// it, without an allocation: by `TraceLineWriter` for ``TraceLineWritable`` steps, by
/// `TraceLineEncoder` for any other, by `JSONEncoder` only for what neither writes exactly.
///
/// A write that fails (a full disk) never traps: the journal keeps every whole line written
/// before it, drops the rest, writes nothing more and keeps the error in ``failure`` for the
/// caller to report.
public final class TraceJournal<Step: Encodable> {
  private let descriptor: Int32
  private let lineWriter = TraceLineWriter()
  private let lineEncoder = TraceLineEncoder()
  /// Writes a step's line without `Encodable`, when it can (see ``TraceLineWritable``).
  private let writeLine: ((Step, TraceLineObject) -> Bool)?
  /// For the steps neither ``lineWriter`` nor ``lineEncoder`` writes.
  private lazy var encoder = TraceFile.encoder()
  /// Where the lines not yet written wait (shared with the signal handler).
  private let pending: PendingLines.Slot
  // Unchecked exclusivity: a journal is written by its run's thread alone (the signal handler
  // reads only `pending`), and a checked access of `failure` cost two runtime calls a step.
  /// Bytes of whole lines written so far.
  @exclusivity(unchecked) private var length: off_t = 0
  /// Where the header's `options.steps` field starts, for ``note(steps:)``.
  @exclusivity(unchecked) private var stepsOffset: off_t?
  /// Bytes of the header line, where ``rewind()`` cuts the file.
  @exclusivity(unchecked) private var headerLength: off_t = 0
  /// Where the journal is written.
  public let path: String
  /// The first write that failed, if one did: the journal then holds the lines before it.
  @exclusivity(unchecked) public private(set) var failure: HarnessError?

  /// Creates (or truncates) the file and writes a container trace's header; refuses a path
  /// that is not a regular file (see `OutputPath`).
  ///
  /// The header's `options.steps` is written right-aligned in a field wide enough for any
  /// count, so that ``note(steps:)`` can put the steps applied in its place: a run stopped
  /// early (by `--duration` or Ctrl-C) leaves a header that says how many steps it has.
  ///
  /// - Throws: ``HarnessError/cannotWrite(_:)``.
  public convenience init<Driver: StressDriver>(
    path: String, options: StressOptions<Driver>
  ) throws(HarnessError) where Step == StressStep<Driver.Operation> {
    var header = [UInt8](StressTrace<Driver>.headerLine(options, journal: true))
    // The only `"steps":` of a header is its options' (checked: a second one would be left
    // alone rather than guessed at).
    let key = Array(#""steps":"#.utf8) + Array(String(options.steps).utf8)
    let starts = header.indices.filter { header[$0...].starts(with: key) }
    var digitsAt: Int?
    if starts.count == 1, let start = starts.first {
      let at = start + #""steps":"#.utf8.count
      header.replaceSubrange(at..<(start + key.count), with: InPlaceCount.field(options.steps))
      digitsAt = at
    }
    try self.init(path: path, header: Data(header), writeLine: Driver.Operation._writeTraceLine)
    stepsOffset = digitsAt.map { off_t($0) }
  }

  init(path: String, header: Data, writeLine: ((Step, TraceLineObject) -> Bool)? = nil)
    throws(HarnessError)
  {
    self.path = path
    self.writeLine = writeLine
    try OutputPath.check(path)
    // No following a link swapped in since the check, no blocking on a FIFO: what was opened
    // is checked again below.
    let descriptor = open(
      path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .cannotWrite("cannot create trace file \(path): \(String(cString: strerror(errno)))")
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw .cannotWrite("cannot write \(path): it is not a regular file")
    }
    self.descriptor = descriptor
    pending = PendingLines.register(descriptor)
    var line = header
    line.append(0x0A)
    line.withUnsafeBytes { write($0) }
    if let failure { throw failure }
    headerLength = length
  }

  deinit {
    flush()
    PendingLines.unregister(pending)
    close(descriptor)
  }

  /// Records one step (nothing once a write has failed).
  public func record(_ step: Step) {
    guard failure == nil else { return }
    var written: Void?
    if let writeLine {
      written = lineWriter.line({ writeLine(step, $0) }, { append($0, newline: true) })
    }
    if written == nil { written = lineEncoder.line(step) { append($0, newline: true) } }
    guard written == nil, var line = try? encoder.encode(step) else { return }
    line.append(0x0A)
    line.withUnsafeBytes { append($0) }
  }

  /// Puts `steps` in the header's `options.steps` (written in place, no allocation): called
  /// as the run goes and when it ends, so that the header of a run stopped early says how
  /// many steps it applied rather than how many it could have.
  public func note(steps: Int) {
    guard failure == nil, let stepsOffset else { return }
    InPlaceCount.write(steps, to: descriptor, at: stepsOffset)
  }

  /// Drops every step recorded so far, keeping the header: the journal of a short run made
  /// before the run itself (the warm-up and calibration of ``StressRunner/measureChurn(with:)``,
  /// which journal their steps so that a crash or a hang in them leaves its trace).
  public func rewind() {
    guard failure == nil else { return }
    pending.count = 0
    guard ftruncate(descriptor, headerLength) == 0, lseek(descriptor, headerLength, SEEK_SET) >= 0
    else {
      pending.stop()
      failure = .cannotWrite(
        "cannot rewind trace \(path): \(String(cString: strerror(errno)))")
      return
    }
    length = headerLength
  }

  /// Writes the lines gathered so far.
  public func flush() {
    let count = pending.count
    guard count > 0 else { return }
    pending.count = 0
    write(UnsafeRawBufferPointer(start: pending.bytes, count: count))
  }

  /// Adds a whole line to the buffer (and its newline, if `newline`), writing the buffer first
  /// when the line does not fit.
  private func append(_ line: UnsafeRawBufferPointer, newline: Bool = false) {
    let length = line.count + (newline ? 1 : 0)
    if pending.count + length > PendingLines.capacity { flush() }
    guard failure == nil else { return }
    guard length <= PendingLines.capacity, let source = line.baseAddress else {
      write(line)
      if newline { withUnsafeBytes(of: UInt8(0x0A)) { write($0) } }
      return
    }
    (pending.bytes + pending.count).copyMemory(from: source, byteCount: line.count)
    if newline {
      pending.bytes.storeBytes(of: 0x0A, toByteOffset: pending.count + line.count, as: UInt8.self)
    }
    // Counted only once copied whole: a signal handler writes whole lines only.
    pending.count += length
  }

  /// Writes whole lines, or on failure keeps the whole lines written, cuts the rest and notes
  /// the error.
  private func write(_ bytes: UnsafeRawBufferPointer) {
    guard failure == nil else { return }
    var written = 0
    guard let failed = writeAll(descriptor, bytes, written: &written) else {
      length += off_t(bytes.count)
      return
    }
    if let lastNewline = bytes.prefix(written).lastIndex(of: 0x0A) {
      length += off_t(lastNewline + 1)
    }
    _ = ftruncate(descriptor, length)
    pending.stop()
    failure = .cannotWrite(
      "cannot write trace \(path): \(String(cString: strerror(failed))); it holds the lines before")
  }
}
