#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The rules for a path the harness writes to, checked before a run starts and again before
/// each write: an output replaces a regular file, or creates one in a folder that exists and
/// can be written; it never replaces or writes through a symbolic link, a FIFO, a device, a
/// socket or a folder, and never overwrites a file the command reads.
///
/// ```swift
/// do {
///   try OutputPath.check("report.json", inputs: ["trace.jsonl"])
/// } catch {
///   print(error)  // e.g. cannot write report.json: its folder . is not writable
/// }
/// ```
package enum OutputPath {
  /// Checks that `path` can take an output.
  ///
  /// - Parameters:
  ///   - path: The output's path.
  ///   - inputs: The files the command reads: an output naming one of them (by any path to the
  ///     same file) is refused.
  /// - Throws: ``HarnessError/cannotWrite(_:)`` saying why not.
  package static func check(_ path: String, inputs: [String] = []) throws(HarnessError) {
    var status = stat()
    if lstat(path, &status) == 0 {
      if let kind = refusedKind(status.st_mode) {
        throw .cannotWrite("cannot write \(path): it is \(kind), not a regular file")
      }
      for input in inputs {
        var read = stat()
        if stat(input, &read) == 0, read.st_dev == status.st_dev, read.st_ino == status.st_ino {
          throw .cannotWrite("cannot write \(path): it is the input \(input)")
        }
      }
      guard access(path, W_OK) == 0 else {
        throw .cannotWrite("cannot write \(path): \(reason(errno))")
      }
      return
    }
    let missing = errno
    guard missing == ENOENT else {
      throw .cannotWrite("cannot write \(path): \(reason(missing))")
    }
    let folder = self.folder(of: path)
    var folderStatus = stat()
    guard stat(folder, &folderStatus) == 0 else {
      throw .cannotWrite("cannot write \(path): its folder \(folder) does not exist")
    }
    guard folderStatus.st_mode & S_IFMT == S_IFDIR else {
      throw .cannotWrite("cannot write \(path): \(folder) is not a folder")
    }
    guard access(folder, W_OK | X_OK) == 0 else {
      throw .cannotWrite("cannot write \(path): its folder \(folder) is not writable")
    }
  }

  /// Checks a folder outputs are written into (created when missing, with its parents).
  ///
  /// A missing folder is not made now (a run that finds nothing leaves nothing behind), but
  /// the nearest of its parents that exists must be a folder that can be written, so that a
  /// run's first failure, hours in, is not the moment its folder turns out impossible.
  ///
  /// - Throws: ``HarnessError/cannotWrite(_:)`` when something other than a folder is there
  ///   (or at a parent), or the folder (or its nearest parent) cannot be written.
  package static func checkFolder(_ path: String) throws(HarnessError) {
    var status = stat()
    guard stat(path, &status) == 0 else {
      var parent = path
      while parent.count > 1, parent.hasSuffix("/") { parent.removeLast() }
      repeat {
        parent = folder(of: parent)
      } while stat(parent, &status) != 0 && parent != "/" && parent != "."
      guard stat(parent, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
        throw .cannotWrite("cannot create the folder \(path): \(parent) is not a folder")
      }
      guard access(parent, W_OK | X_OK) == 0 else {
        throw .cannotWrite("cannot create the folder \(path): \(parent) is not writable")
      }
      return
    }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw .cannotWrite("cannot write into \(path): it is not a folder")
    }
    guard access(path, W_OK | X_OK) == 0 else {
      throw .cannotWrite("cannot write into \(path): it is not writable")
    }
  }

  /// What the harness will not replace, by its file mode; `nil` for a regular file.
  static func refusedKind(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFLNK: "a symbolic link"
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    case S_IFDIR: "a folder"
    default: "a special file"
    }
  }

  /// The folder `path` is in (`.` for a bare name).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
