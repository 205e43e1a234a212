import StressKit
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The folder of a process's scratch files, made so that no one can aim the harness's writes.
///
/// Worker orders and results, generated journals, shrink candidates and a tool's input and
/// output go in it. `mkdtemp` makes it in the temporary folder (`$TMPDIR`, else `/tmp`) with
/// mode 0700 and a name of six random characters, `stress-harness-PID-XXXXXX`, so that no one
/// can plant a file or a link where the harness will write; its files are created with
/// `O_EXCL | O_NOFOLLOW` (``create(_:at:)``).
///
/// A command that runs workers makes it first (``prepare()``): a temporary folder it cannot
/// write is a one-line error, exit 73, before any work. It is removed at exit once empty; a
/// journal a killed run leaves stays in it, for `replay` and `shrink`.
enum ScratchFolder {
  private static let made = Mutex<String?>(nil)

  /// The temporary folder the scratch folder is made in.
  static var parent: String {
    ProcessEnvironment.variables["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
  }

  /// Makes the folder if it is not made yet, and returns its path.
  ///
  /// - Throws: ``HarnessError/cannotWrite(_:)`` naming the temporary folder (exit status 73).
  @discardableResult
  static func prepare() throws(HarnessError) -> String {
    let parent = self.parent
    let result: String? = made.withLock { made in
      if let made { return made }
      var template = Array("\(parent)/stress-harness-\(getpid())-XXXXXX".utf8CString)
      let path = template.withUnsafeMutableBufferPointer { buffer -> String? in
        guard let start = buffer.baseAddress, let made = mkdtemp(start) else { return nil }
        return String(cString: made)
      }
      guard let path else { return nil }
      made = path
      atexit { ScratchFolder.removeIfEmpty() }
      return path
    }
    guard let result else {
      throw .cannotWrite(
        "the temporary folder \(parent): \(String(cString: strerror(errno))) (set TMPDIR to a folder you can write)"
      )
    }
    return result
  }

  /// The path of the scratch file `name`, in the folder (made now if need be; if it cannot be,
  /// a path that no write reaches, so the write fails with an error rather than landing in
  /// a folder others can write).
  static func path(_ name: String) -> String {
    ((try? prepare()) ?? "/nonexistent/stress-harness-scratch") + "/" + name
  }

  /// Creates the file at `path` with `data`, mode 0600: never an existing file, never through a
  /// link (`O_CREAT | O_EXCL | O_NOFOLLOW`).
  ///
  /// - Throws: ``HarnessError/cannotWrite(_:)`` naming the path and the reason.
  static func create(_ data: [UInt8], at path: String) throws(HarnessError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw .cannotWrite("\(path): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    var written = 0
    while written < data.count {
      let count = data.withUnsafeBytes { bytes in
        bytes.baseAddress.map { write(descriptor, $0 + written, bytes.count - written) } ?? -1
      }
      guard count > 0 else {
        unlink(path)
        throw .cannotWrite("\(path): \(String(cString: strerror(errno)))")
      }
      written += count
    }
  }

  /// Removes the folder if nothing is left in it (at exit).
  static func removeIfEmpty() {
    if let path = made.withLock({ $0 }) { rmdir(path) }
  }
}
