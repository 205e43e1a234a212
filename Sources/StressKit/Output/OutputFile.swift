import Foundation

/// Writes an output whole or not at all: the bytes go to a new temporary file in the same
/// folder, are flushed to the disk, and only then take the output's name in one `rename`.
///
/// A run killed during the write, or a write that fails (a full disk, a file size limit),
/// leaves what was at the path as it was: never a truncated report, chart, event log or
/// trace under the real name. A kill can leave the temporary file behind, named
/// `.NAME.PID-N.partial` in the same folder. The path is checked by ``OutputPath`` first, and
/// again just before the rename.
///
/// ```swift
/// do {
///   try OutputFile.write(Data("{}\n".utf8), to: "report.json")
/// } catch {
///   print(error)  // e.g. cannot write report.json: No space left on device
/// }
/// ```
package enum OutputFile {
  /// Writes `data` to `path`, replacing a regular file there (its permissions kept).
  ///
  /// - Parameters:
  ///   - data: The whole output.
  ///   - path: Where it goes.
  ///   - inputs: The files the command reads; an output naming one of them is refused.
  ///   - mode: The new file's permissions (a copy's: its source's), else those of the file it
  ///     replaces, else the default's less the process's mask.
  /// - Throws: ``HarnessError/cannotWrite(_:)`` naming the path and the reason; the path is
  ///   then left as it was and the temporary file removed.
  package static func write(
    _ data: Data, to path: String, inputs: [String] = [], mode: mode_t? = nil
  ) throws(HarnessError) {
    try OutputPath.check(path, inputs: inputs)
    let (temporary, descriptor) = try create(beside: path)
    /// The error for `code`, the temporary file removed.
    func unlinked(_ code: Int32) -> HarnessError {
      unlink(temporary)
      return .cannotWrite("cannot write \(path): \(String(cString: strerror(code)))")
    }
    var status = stat()
    if let mode {
      _ = fchmod(descriptor, mode & 0o777)
    } else if lstat(path, &status) == 0 {
      _ = fchmod(descriptor, status.st_mode & 0o7777)
    }
    let failed = data.withUnsafeBytes { writeAll(descriptor, $0) }
    if let failed {
      close(descriptor)
      throw unlinked(failed)
    }
    guard fsync(descriptor) == 0 else {
      let code = errno
      close(descriptor)
      throw unlinked(code)
    }
    guard close(descriptor) == 0 else { throw unlinked(errno) }
    do throws(HarnessError) {
      // Something other than a regular file put there during the write is not replaced.
      try OutputPath.check(path, inputs: inputs)
    } catch {
      unlink(temporary)
      throw error
    }
    guard rename(temporary, path) == 0 else { throw unlinked(errno) }
    syncFolder(of: path)
  }

  /// Creates a new, empty temporary file in `path`'s folder, never following a link or
  /// reusing a file that is already there.
  private static func create(beside path: String) throws(HarnessError) -> (String, Int32) {
    let folder = OutputPath.folder(of: path)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    // Room in a folder entry's 255 bytes for the dot, the process and the counter.
    let stem = String(decoding: name.utf8.prefix(200), as: UTF8.self)
    var lastError: Int32 = EEXIST
    for attempt in 0..<100 {
      let temporary = "\(folder)/.\(stem).\(getpid())-\(attempt).partial"
      let descriptor = open(
        temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
      if descriptor >= 0 { return (temporary, descriptor) }
      lastError = errno
      guard lastError == EEXIST || lastError == EINTR else { break }
    }
    throw .cannotWrite("cannot write \(path): \(String(cString: strerror(lastError)))")
  }

  /// Flushes the folder entry of a file just renamed (best effort: a folder some systems do
  /// not let one open or sync is no error).
  private static func syncFolder(of path: String) {
    let folder = open(OutputPath.folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else { return }
    _ = fsync(folder)
    close(folder)
  }
}

/// Writes all of `bytes` to `descriptor`, retrying partial and interrupted writes.
///
/// - Returns: `nil`, or the `errno` of the write that failed.
package func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
  var written = 0
  return writeAll(descriptor, bytes, written: &written)
}

/// Writes all of `bytes` to `descriptor`, retrying partial and interrupted writes, counting
/// the bytes written in `written`.
///
/// - Returns: `nil`, or the `errno` of the write that failed.
package func writeAll(
  _ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, written: inout Int
) -> Int32? {
  written = 0
  guard let start = bytes.baseAddress else { return nil }
  while written < bytes.count {
    let count = write(descriptor, start + written, bytes.count - written)
    if count < 0 {
      if errno == EINTR { continue }
      return errno
    }
    written += count
  }
  return nil
}
