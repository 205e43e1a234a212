import Foundation

extension TraceFile {
  /// The bytes of the trace file at `path`.
  ///
  /// A trace is read twice by a command (its header names the container, then the whole trace
  /// is decoded), so it must be a regular file: a pipe or a device (`/dev/stdin`,
  /// `<(gunzip -c t.jsonl.gz)`) is refused at once, never waited on.
  ///
  /// - Throws: ``HarnessError/badTrace(_:)`` for a missing, unreadable or empty file, a folder,
  ///   or anything that is not a regular file.
  static func read(_ path: String) throws(HarnessError) -> Data {
    var status = stat()
    guard stat(path, &status) == 0 else {
      throw .badTrace("cannot read trace file \(path): \(String(cString: strerror(errno)))")
    }
    if let kind = OutputPath.refusedKind(status.st_mode) {
      let hint = status.st_mode & S_IFMT == S_IFDIR ? "" : " (save the trace to a file first)"
      throw .badTrace("\(path) is \(kind), not a trace file\(hint)")
    }
    // An empty file is answered without reading it: Foundation's reader leaks its buffer then.
    guard status.st_size > 0 else { throw .badTrace("\(path): empty trace file") }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .badTrace("cannot read trace file \(path)")
    }
    return data
  }
}
