import StressKit
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The outputs one run writes for its whole length — its `--trace` journal and its failures
/// folder — held by an exclusive lock (`flock`) from before its first step to its exit, so
/// that a second run given the same path is refused at once rather than writing into the
/// first's files (a journal of two runs' lines, one seed's trace beside another's
/// reproducer).
///
/// The lock is the kernel's, on the file or folder itself: it ends with the process however the
/// process ends, and leaves no lock file. A trace file or failures folder made only to be locked
/// is removed at exit while it is still empty.
enum OutputLock {
  /// The descriptors held, and what to remove at exit if still empty.
  private static let held = Mutex<[(descriptor: Int32, made: String?, isFolder: Bool)]>([])

  /// Locks the journal at `path`, creating it empty if it does not exist.
  ///
  /// - Throws: ``HarnessError/cannotWrite(_:)`` when another run holds it, or it cannot be
  ///   opened as a regular file.
  static func lockTrace(_ path: String) throws(HarnessError) {
    var status = stat()
    let existed = lstat(path, &status) == 0
    let descriptor = open(
      path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .cannotWrite("cannot create trace file \(path): \(String(cString: strerror(errno)))")
    }
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw .cannotWrite("cannot write \(path): it is not a regular file")
    }
    try lock(descriptor, made: existed ? nil : path, isFolder: false) {
      "--trace \(path) is being written by another run: give each run its own trace"
    }
  }

  /// Locks the failures folder at `path`, creating it if it does not exist.
  ///
  /// - Throws: ``HarnessError/cannotWrite(_:)`` when another run holds it, or it cannot be
  ///   made or opened.
  static func lockFolder(_ path: String) throws(HarnessError) {
    var status = stat()
    let existed = stat(path, &status) == 0
    if !existed, mkdir(path, 0o755) != 0, errno != EEXIST {
      throw .cannotWrite(
        "cannot create the failures folder \(path): \(String(cString: strerror(errno)))")
    }
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .cannotWrite(
        "cannot open the failures folder \(path): \(String(cString: strerror(errno)))")
    }
    try lock(descriptor, made: existed ? nil : path, isFolder: true) {
      "the failures folder \(path) is being written by another run: give each run its own (--failures)"
    }
  }

  private static func lock(
    _ descriptor: Int32, made: String?, isFolder: Bool, taken: () -> String
  ) throws(HarnessError) {
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let code = errno
      close(descriptor)
      if code == EWOULDBLOCK { throw .cannotWrite(taken()) }
      throw .cannotWrite("cannot lock: \(String(cString: strerror(code)))")
    }
    let first = held.withLock { held in
      held.append((descriptor, made, isFolder))
      return held.count == 1
    }
    if first { atexit { OutputLock.removeEmpty() } }
  }

  /// Removes what was made only to be locked and is still empty.
  private static func removeEmpty() {
    for (descriptor, made, isFolder) in held.withLock({ $0 }) {
      guard let made else { continue }
      if isFolder {
        rmdir(made)  // only when empty
      } else {
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_size == 0 { unlink(made) }
      }
    }
  }
}
