import StressKit
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The output one run writes for its whole length, its `--trace` journal, held by an exclusive
/// lock (`flock`) from before its first step to its exit, so that a second run given the same
/// path is refused at once rather than writing into the first's file (a journal of two runs'
/// lines, which cannot be replayed).
///
/// The lock is the kernel's, on the file itself: it ends with the process however the process
/// ends, and leaves no lock file. A trace file made only to be locked is removed at exit while
/// it is still empty.
enum OutputLock {
  /// The descriptors held, and the file to remove at exit if still empty.
  private static let held = Mutex<[(descriptor: Int32, made: String?)]>([])

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
    try lock(descriptor, made: existed ? nil : path) {
      "--trace \(path) is being written by another run: give each run its own trace"
    }
  }

  private static func lock(
    _ descriptor: Int32, made: String?, taken: () -> String
  ) throws(HarnessError) {
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let code = errno
      close(descriptor)
      if code == EWOULDBLOCK { throw .cannotWrite(taken()) }
      throw .cannotWrite("cannot lock: \(String(cString: strerror(code)))")
    }
    let first = held.withLock { held in
      held.append((descriptor, made))
      return held.count == 1
    }
    if first { atexit { OutputLock.removeEmpty() } }
  }

  /// Removes what was made only to be locked and is still empty.
  private static func removeEmpty() {
    for (descriptor, made) in held.withLock({ $0 }) {
      guard let made else { continue }
      var status = stat()
      if fstat(descriptor, &status) == 0, status.st_size == 0 { unlink(made) }
    }
  }
}
