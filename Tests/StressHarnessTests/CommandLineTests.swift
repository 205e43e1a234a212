import Foundation
import Testing

/// End-to-end runs of the built `stress-harness` binary: exit status and output, as a user
/// sees them.
@Suite struct CommandLineTests {
  struct Outcome {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The `stress-harness` binary built next to this test bundle.
  static var binary: URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !directory.path.isEmpty, directory.path != "/" {
      let candidate = directory.appendingPathComponent("stress-harness")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: "stress-harness")
  }

  func run(_ arguments: [String]) throws -> Outcome {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus,
      stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self)
    )
  }

  @Test func theDefaultRunPassesItsContractChecksAndIsRepeatable() throws {
    let first = try run([])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.hasSuffix("contract checks (L2, C1, C3): passed\n"))
    #expect(first.stdout.contains("t=1175   child2   viewDidUnload"))
    let second = try run([])
    #expect(second.stdout == first.stdout, "same options, same log")
  }

  @Test(arguments: [
    (["--capacity", "0"], "Error: --capacity must be at least 1, got 0"),
    (["--depth", "65"], "Error: --depth must be in 1...64, got 65"),
    (["--payload-bytes=-1"], "Error: --payload-bytes must be in 0...67108864, got -1"),
    (["--capacity", "two"], "Error: The value 'two' is invalid for '--capacity <capacity>'"),
    (["--bogus"], "Error: Unknown option '--bogus'"),
  ])
  func badOptionsExitWithAUsageError(arguments: [String], message: String) throws {
    let outcome = try run(arguments)
    #expect(outcome.status == 64)
    #expect(outcome.stderr.split(separator: "\n").first.map(String.init) == message)
    #expect(outcome.stdout.isEmpty)
  }
}
