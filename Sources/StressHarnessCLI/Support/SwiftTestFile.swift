import Foundation
import StressKit

/// The Swift Testing reproducer written beside a trace: `FOLDER/NAME.min.jsonl` gives
/// `FOLDER/NAME.min.swift`.
func swiftTestPath(besides tracePath: String) -> String {
  (tracePath.hasSuffix(".jsonl") ? String(tracePath.dropLast(".jsonl".count)) : tracePath)
    + ".swift"
}

/// Writes `trace` as a Swift Testing test (see ``SwiftReproducer``) to `path` (`-`: standard
/// output), its test named after the file.
///
/// - Parameters:
///   - trace: The steps to replay, with their options.
///   - violation: The violation they caused, named in the test's comment.
///   - origin: The trace file they came from.
///   - path: Where to write the test.
/// - Throws: The exit status 73 after a one-line error naming the path.
func writeSwiftTest<Container: StressContainer>(
  _ trace: StressTrace<Container>, violation: Violation?, origin: String?, to path: String
) throws {
  var name = URL(fileURLWithPath: path == "-" ? origin ?? Container.name : path)
    .lastPathComponent
  for suffix in [".swift", ".jsonl", ".min"] where name.hasSuffix(suffix) {
    name.removeLast(suffix.count)
  }
  let reproducer = SwiftReproducer(trace, name: name, violation: violation, origin: origin)
  try emit(String(reproducer.source.dropLast()), to: path)
}
