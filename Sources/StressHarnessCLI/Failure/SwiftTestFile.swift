import StressKit

#if canImport(Glibc)
import Glibc
#endif

/// Writes `trace` as a Swift Testing test (see ``SwiftReproducer``) to `path` (`-`: standard
/// output), its test named after the file.
///
/// - Parameters:
///   - trace: The steps to replay, with their options.
///   - violation: The violation they caused, named in the test's comment.
///   - origin: The trace file they came from.
///   - path: Where to write the test.
/// - Throws: `HarnessError.cannotWrite` naming the path (exit status 73).
func writeSwiftTest<Driver: StressDriver>(
  _ trace: StressTrace<Driver>, violation: Violation?, origin: String?, to path: String
) throws {
  let name = FailureFiles.testName(of: path == "-" ? origin ?? Driver.name : path)
  let reproducer = SwiftReproducer(trace, name: name, violation: violation, origin: origin)
  try emit(String(reproducer.source.dropLast()), to: path)
}

/// The longest reproducer written as a Swift test beside its trace: a test of more statements
/// takes minutes to compile (an interrupted shrink can leave thousands).
let longestSwiftTest = 2_000

/// Writes the reproducer at `reproducerPath` as a Swift test beside it, unless it is longer
/// than ``longestSwiftTest`` (a test left there from before is then removed).
///
/// - Returns: The test's path, or `nil` when none was written.
/// - Throws: `HarnessError.cannotWrite` naming the path (exit status 73).
func writeSwiftTest<Driver: StressDriver>(
  _ reproducer: StressTrace<Driver>, violation: Violation?, besides reproducerPath: String
) throws -> String? {
  let path = FailureFiles.swiftTest(besides: reproducerPath)
  guard reproducer.steps.count <= longestSwiftTest else {
    unlink(path)
    return nil
  }
  try writeSwiftTest(reproducer, violation: violation, origin: reproducerPath, to: path)
  return path
}
