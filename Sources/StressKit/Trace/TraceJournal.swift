import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Journals a run as it goes: the header, then each step on its own line, written through to
/// the file with plain POSIX writes before the step is applied, so that a crash leaves a
/// replayable trace.
///
/// A write that fails (a full disk) never traps: the journal keeps every whole line written
/// before it, drops the part of the line that failed, writes nothing more and keeps the error
/// in ``failure`` for the caller to report.
public final class TraceJournal {
  private let descriptor: Int32
  private let encoder = TraceFile.encoder()
  /// Bytes of whole lines written so far.
  private var length: off_t = 0
  /// Where the journal is written.
  public let path: String
  /// The first write that failed, if one did: the journal then holds the lines before it.
  public private(set) var failure: HarnessError?

  /// Creates (or truncates) the file and writes a container trace's header; refuses a path
  /// that is not a regular file (see ``OutputPath``).
  ///
  /// - Throws: ``HarnessError/cannotWrite(_:)``.
  public convenience init<Container: StressContainer>(
    path: String, options: StressOptions<Container>
  ) throws(HarnessError) {
    try self.init(path: path, header: StressTrace<Container>.headerLine(options))
  }

  init(path: String, header: Data) throws(HarnessError) {
    self.path = path
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
    var line = header
    line.append(0x0A)
    append(line)
    if let failure { throw failure }
  }

  deinit {
    close(descriptor)
  }

  /// Appends one step (nothing once a write has failed).
  public func record(_ step: some Encodable) {
    guard failure == nil, var line = try? encoder.encode(step) else { return }
    line.append(0x0A)
    append(line)
  }

  /// Writes a whole line, or on failure cuts the part written and notes the error.
  private func append(_ line: Data) {
    let failed = line.withUnsafeBytes { writeAll(descriptor, $0) }
    guard let failed else {
      length += off_t(line.count)
      return
    }
    _ = ftruncate(descriptor, length)
    failure = .cannotWrite(
      "cannot write trace \(path): \(String(cString: strerror(failed))); it holds the lines before")
  }
}
