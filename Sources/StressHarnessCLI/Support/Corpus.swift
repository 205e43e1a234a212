import ArgumentParser
import Foundation
import StressKit

/// The regression cases of the package the harness runs in, which that package's `swift test`
/// replays through ``StressRegressions``.
enum Corpus {
  /// Checks a case name: lowercase letters, digits and dashes, 1 to 64 characters.
  static func validate(name: String) throws(ValidationError) {
    let allowed = name.utf8.allSatisfy { byte in
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
    }
    guard (1...64).contains(name.utf8.count), allowed, !name.hasPrefix("-") else {
      throw ValidationError(
        "--save-regression name '\(HarnessError.echoed(name, limit: 80))' must be 1 to 64 lowercase letters, digits and dashes"
      )
    }
  }

  /// Where a new case goes: a folder opened from `base`, its `components` below it created or
  /// opened without following a link, so that a `Tests` or `Tests/KeptCases` that is a link
  /// cannot take the case out of the package.
  struct Target: Equatable {
    /// The folder the walk starts from: the package's root (its real path), or the folder
    /// `--corpus` named.
    var base: String
    /// The folders below `base`: `Tests`, `KeptCases` (or `Regressions`, the folder's earlier name) for the package's, none for
    /// `--corpus`.
    var components: [String]
    /// The case's file name, `NAME.jsonl`.
    var file: String
    /// Whether it is the package's own folder (``StressRegressions/packageFolder(inPackageAt:)``).
    var isPackageFolder: Bool

    /// The case's folder.
    var folder: String { ([base] + components).joined(separator: "/") }
    /// The case's path.
    var path: String { folder + "/" + file }
  }

  /// The target of a new case, checked before any work is done: the package (or the folder),
  /// no link on the way, no case of that name, a folder that takes a new file.
  ///
  /// - Parameters:
  ///   - name: The case's name.
  ///   - folder: The folder, or `nil` for the package's: `StressRegressions.packageFolder(inPackageAt:)` in
  ///     the package the current directory is in (the nearest folder at or above it with a
  ///     `Package.swift` file; never a package further up).
  /// - Returns: Where the case goes.
  /// - Throws: ``HarnessError/usage(_:)`` when there is no package or no such folder, a link
  ///   stands on the way, or the case exists; ``HarnessError/cannotWrite(_:)`` when the folder
  ///   cannot take a file.
  static func newCase(name: String, folder: String?) throws(HarnessError) -> Target {
    let files = FileManager.default
    var target: Target
    if let folder {
      var isFolder = false
      guard files.fileExists(atPath: folder, isDirectory: &isFolder), isFolder else {
        throw .usage("--corpus \(folder) is not a folder")
      }
      target = Target(
        base: folder, components: [], file: name + StressRegressions.caseExtension,
        isPackageFolder: false)
    } else {
      guard let package = StressRegressions.packageRoot(containing: files.currentDirectoryPath),
        let root = realPath(package)
      else {
        throw .usage(
          "--save-regression: not in a package (no Package.swift here or above); run it in your package or pass --corpus"
        )
      }
      target = Target(
        base: root,
        components: StressRegressions.packageFolder(inPackageAt: root).split(separator: "/").map(
          String.init),
        file: name + StressRegressions.caseExtension, isPackageFolder: true)
    }
    // Each folder on the way that exists is a folder, not a link; the first missing one is
    // made by `save`, in the last one that exists, which must take it.
    var existing = target.base
    for component in target.components {
      let path = existing + "/" + component
      var status = stat()
      guard lstat(path, &status) == 0 else { break }
      if status.st_mode & S_IFMT == S_IFLNK {
        throw .usage(
          "--save-regression: \(path) is a link; a case is written inside the package only (make it a folder)"
        )
      }
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw .usage("--save-regression: \(path) is not a folder")
      }
      existing = path
    }
    var status = stat()
    if lstat(target.path, &status) == 0 {
      throw .usage("--save-regression: regression case '\(name)' already exists: \(target.path)")
    }
    guard access(existing, W_OK) == 0 else {
      throw .cannotWrite("--save-regression: cannot write in \(existing)")
    }
    return target
  }

  /// Saves `data` as the case at `target`, whole or not at all, and only if no case of its
  /// name exists: written to a new temporary file in its folder, then linked under its name
  /// (`link` fails on an existing name, so of two saves of one name at once, one fails).
  ///
  /// - Throws: ``HarnessError/usage(_:)`` when the case was saved meanwhile or a link stands
  ///   on the way; ``HarnessError/cannotWrite(_:)`` naming the reason.
  static func save(_ data: Data, to target: Target) throws(HarnessError) {
    var folder = open(target.base, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else {
      throw .cannotWrite("cannot open \(target.base): \(String(cString: strerror(errno)))")
    }
    defer { close(folder) }
    var walked = target.base
    for component in target.components {
      walked += "/" + component
      if mkdirat(folder, component, 0o755) != 0, errno != EEXIST {
        throw .cannotWrite(
          "cannot create the folder \(walked): \(String(cString: strerror(errno)))")
      }
      let next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      guard next >= 0 else {
        let code = errno
        if code == ELOOP || code == ENOTDIR {
          throw .usage(
            "--save-regression: \(walked) is a link or not a folder; a case is written inside the package only"
          )
        }
        throw .cannotWrite("cannot open \(walked): \(String(cString: strerror(code)))")
      }
      close(folder)
      folder = next
    }
    let temporary = ".\(target.file).\(getpid()).partial"
    let descriptor = openat(
      folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .cannotWrite("cannot write in \(walked): \(String(cString: strerror(errno)))")
    }
    defer { unlinkat(folder, temporary, 0) }
    let failed = data.withUnsafeBytes { writeAll(descriptor, $0) }
    let synced = failed == nil && fsync(descriptor) == 0
    let code = failed ?? errno
    close(descriptor)
    guard synced else {
      throw .cannotWrite("cannot write \(target.path): \(String(cString: strerror(code)))")
    }
    guard linkat(folder, temporary, folder, target.file, 0) == 0 else {
      if errno == EEXIST {
        throw .usage(
          "--save-regression: regression case '\(target.file.dropLast(StressRegressions.caseExtension.count))' was saved meanwhile by another command: \(target.path)"
        )
      }
      throw .cannotWrite("cannot write \(target.path): \(String(cString: strerror(errno)))")
    }
    _ = fsync(folder)
  }

  /// `path` with every link resolved, if it exists.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
