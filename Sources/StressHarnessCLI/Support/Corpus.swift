import ArgumentParser
import StressKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
        "--save-regression name '\(name)' must be 1 to 64 lowercase letters, digits and dashes")
    }
  }

  /// The path of a new case, checked before any work is done.
  ///
  /// - Returns: The path of `NAME.jsonl` in the folder (which ``prepare(folderOf:)`` creates
  ///   when it is the package's and missing).
  /// - Parameters:
  ///   - name: The case's name.
  ///   - folder: The folder, or `nil` for the package's: `StressRegressions.defaultFolder` in the package the
  ///     current directory is in (the nearest folder at or above it with a `Package.swift`;
  ///     never a package further up).
  /// - Throws: ``HarnessError/usage(_:)`` when there is no package or no such folder, or the
  ///   case exists.
  static func newCasePath(name: String, folder: String?) throws(HarnessError) -> String {
    let files = FileManager.default
    let root: String
    if let folder {
      var isFolder = false
      guard files.fileExists(atPath: folder, isDirectory: &isFolder), isFolder else {
        throw .usage("--corpus \(folder) is not a folder")
      }
      root = folder
    } else {
      guard let package = StressRegressions.packageRoot(containing: files.currentDirectoryPath)
      else {
        throw .usage(
          "--save-regression: not in a package (no Package.swift here or above); run it in your package or pass --corpus"
        )
      }
      root =
        URL(fileURLWithPath: package).appendingPathComponent(
          StressRegressions.defaultFolder
        ).path
      var isFolder = false
      if files.fileExists(atPath: root, isDirectory: &isFolder), !isFolder {
        throw .usage("--save-regression: \(root) is not a folder")
      }
    }
    // Named as the package's tests read the folder.
    let path = URL(fileURLWithPath: root).appendingPathComponent(
      name + StressRegressions.caseExtension
    ).path
    guard !files.fileExists(atPath: path) else {
      throw .usage("--save-regression: regression case '\(name)' already exists: \(path)")
    }
    // The folder, or the nearest folder above it that exists, must take a new file.
    var existing = URL(fileURLWithPath: root)
    while !files.fileExists(atPath: existing.path), existing.pathComponents.count > 1 {
      existing.deleteLastPathComponent()
    }
    guard files.isWritableFile(atPath: existing.path) else {
      throw .cannotWrite("--save-regression: cannot write in \(existing.path)")
    }
    return path
  }

  /// Creates the folder of the case at `path` when it is missing.
  ///
  /// - Throws: ``HarnessError/cannotWrite(_:)`` when it cannot be created.
  static func prepare(folderOf path: String) throws(HarnessError) {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite("cannot create the folder \(folder.path)")
    }
  }
}
