import Foundation
import StressKit

/// The files a shard's report names — its failures' reproducers, traces, Swift tests and crash
/// reports — read as input, not trusted: a shard writes its report in a shared folder, and a
/// report can name any path.
///
/// `merge` takes a named file only from inside the folder of the report that names it, found
/// by its real path (no link leads out), and reads it only if it is a regular file, opening each
/// folder of its path without following a link (one put there since is refused).
enum ShardFiles {
  /// The real path of the file `named` by the report at `report`, if it is inside the report's
  /// folder: as named (from this process's folder), or by its name in the report's `failures/`
  /// folder or beside the report (a shard that ran on another machine or mount).
  static func locate(_ named: String?, report: String) -> String? {
    guard let named, !named.isEmpty, !named.utf8.contains(0) else { return nil }
    let folder = report.lastIndex(of: "/").map { String(report[..<$0]) } ?? "."
    guard let root = realPath(folder.isEmpty ? "/" : folder) else { return nil }
    let name = named.split(separator: "/").last.map(String.init) ?? named
    var candidates = [named]
    if name != "." && name != ".." {
      candidates += [folder + "/failures/" + name, folder + "/" + name]
    }
    let inside = root == "/" ? "/" : root + "/"
    for candidate in candidates {
      guard let real = realPath(candidate), real.hasPrefix(inside) else { continue }
      // Shown from this process's folder when it is in it, as a user names it.
      if let here = realPath("."), real.hasPrefix(here == "/" ? "/" : here + "/") {
        return String(real.dropFirst(here == "/" ? 1 : here.count + 1))
      }
      return real
    }
    return nil
  }

  /// `path` with every link resolved, if it exists.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The bytes and permissions of the regular file at `path`, as ``locate(_:report:)`` gave
  /// it (a real path, or one from this process's folder), each folder on the way opened
  /// without following a link.
  ///
  /// - Returns: The file, or why it was not read.
  static func read(_ path: String) -> Result<(data: Data, mode: mode_t), Refusal> {
    var descriptor = open(path.hasPrefix("/") ? "/" : ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(Refusal(errno)) }
    let parts = path.split(separator: "/").map(String.init)
    guard !parts.isEmpty, !parts.contains(".."), !parts.contains(".") else {
      close(descriptor)
      return .failure(Refusal("not a path merge found"))
    }
    for (index, part) in parts.enumerated() {
      let last = index == parts.count - 1
      // Never blocking on a FIFO, never through a link.
      let flags =
        O_RDONLY | O_NOFOLLOW | O_CLOEXEC | (last ? O_NONBLOCK : O_DIRECTORY)
      let next = openat(descriptor, part, flags)
      let code = errno
      close(descriptor)
      guard next >= 0 else {
        return .failure(
          Refusal(code == ELOOP || code == ENOTDIR ? "a link on its path" : nil, code))
      }
      descriptor = next
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(Refusal(errno)) }
    guard status.st_mode & S_IFMT == S_IFREG else {
      return .failure(Refusal("not a regular file"))
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = Glibc.read(descriptor, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return .failure(Refusal(errno)) }
      if count == 0 { break }
      data.append(contentsOf: buffer[..<count])
    }
    return .success((data, mode_t(status.st_mode & 0o777)))
  }

  /// Why a file was not read.
  struct Refusal: Error, CustomStringConvertible {
    var description: String

    init(_ reason: String) { description = reason }

    init(_ code: Int32) { description = String(cString: strerror(code)) }

    init(_ reason: String?, _ code: Int32) {
      description = reason ?? String(cString: strerror(code))
    }
  }
}
