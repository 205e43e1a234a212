#if canImport(Glibc)
import Glibc
#endif

/// The failures folder held by one run while it writes one failure's files, so that two runs
/// sharing the folder never leave one failure's trace beside another's reproducer.
///
/// An exclusive `flock` on the folder itself, taken for the few writes of one failure and
/// released at once (not for a whole run: runs sharing a folder, as parallel tests and a
/// cluster's tasks do, go on side by side, and a run that finds nothing never waits). A second
/// run that finds a failure meanwhile waits for the first's writes to end; the kernel ends the
/// lock with its process, however that ends.
enum FailureFolderLock {
  /// Runs `body` holding the lock of the folder that holds `files`.
  ///
  /// A folder that cannot be opened or locked (a file system without `flock`) runs `body`
  /// unlocked: the files are still each written whole.
  static func holding<T>(_ files: FailureFiles, _ body: () throws -> T) rethrows -> T {
    let folder = Self.folder(of: files.stem)
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return try body() }
    defer { close(descriptor) }  // which releases the lock
    var locked = flock(descriptor, LOCK_EX)
    while locked != 0 && errno == EINTR { locked = flock(descriptor, LOCK_EX) }
    return try body()
  }

  /// The folder of the path `stem` (`.` for a bare name).
  static func folder(of stem: String) -> String {
    guard let slash = stem.lastIndex(of: "/") else { return "." }
    return slash == stem.startIndex ? "/" : String(stem[..<slash])
  }
}
