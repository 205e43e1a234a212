import ArgumentParser
import StressKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The regression corpus in the package's test resources, which `swift test` replays.
enum Corpus {
  /// Where the corpus lives in the package.
  static let defaultFolder = "Tests/RegressionTests/Corpus"

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
  /// - Returns: The path of `NAME.jsonl` in the corpus folder.
  /// - Parameters:
  ///   - name: The case's name.
  ///   - folder: The corpus folder, or `nil` for the package's: ``defaultFolder`` under the
  ///     current directory or the nearest parent that holds a `Package.swift`.
  /// - Throws: ``HarnessError/usage(_:)`` when there is no corpus folder or the case exists.
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
      var directory = URL(fileURLWithPath: files.currentDirectoryPath)
      while true {
        let candidate = directory.appendingPathComponent(defaultFolder)
        var isFolder = false
        if files.fileExists(atPath: directory.appendingPathComponent("Package.swift").path),
          files.fileExists(atPath: candidate.path, isDirectory: &isFolder), isFolder
        {
          root = candidate.path
          break
        }
        let parent = directory.deletingLastPathComponent()
        guard parent.path != directory.path else {
          throw .usage(
            "--save-regression: no \(defaultFolder) in this package; run it in the package or pass --corpus"
          )
        }
        directory = parent
      }
    }
    let path = URL(fileURLWithPath: root).appendingPathComponent(name + FailureFiles.traceExtension)
      .path
    guard !files.fileExists(atPath: path) else {
      throw .usage("--save-regression: regression case '\(name)' already exists: \(path)")
    }
    return path
  }
}
