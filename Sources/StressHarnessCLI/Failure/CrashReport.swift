import Foundation
import StressKit

/// What a crashed worker wrote about its crash, kept in a file rather than shown.
///
/// The trap's message and Swift's backtrace (a hundred lines in a debug build) go to a file
/// beside the failure, `STEM.crash.txt`, and the command says where in one line; the violation
/// carries the signature (``CrashSignature``).
enum CrashReport {
  /// What the file's name adds to the failure's stem.
  static let fileExtension = ".crash.txt"

  /// How the runtime's trap message starts, after its `FILE:LINE: ` if any.
  private static let traps = ["Fatal error", "Precondition failed", "Assertion failed"]
  /// How the backtracer's lines start, when the trap printed no message.
  private static let banners = [
    "*** Signal ", "*** Program crashed", "💣 Program crashed", "swift-runtime: ",
  ]

  /// Whether `line` opens a crash report: as the runtime writes it, at the start of a line (a
  /// container's own log line that mentions a fatal error is relayed as any other).
  static func begins(with line: some StringProtocol) -> Bool {
    if banners.contains(where: { line.hasPrefix($0) }) { return true }
    // `Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range`
    var rest = Substring(line)
    if let colon = rest.firstRange(of: ": "), rest[..<colon.lowerBound].contains(":"),
      !rest[..<colon.lowerBound].contains(" ")
    {
      rest = rest[colon.upperBound...]
    }
    return traps.contains { rest.hasPrefix($0) }
  }

  /// The crash report in a worker's standard error (its status records left out), or `nil`
  /// when it has none.
  static func text(in standardError: String) -> String? {
    let lines = standardError.split(separator: "\n", omittingEmptySubsequences: false)
    guard let first = lines.firstIndex(where: { begins(with: $0) }) else { return nil }
    return lines[first...].filter { !$0.hasPrefix(StatusLine.recordPrefix) }
      .joined(separator: "\n")
  }

  /// Writes the crash report of `outcome` to `path`, and says where on standard error in one
  /// line (or, when it cannot be written, why).
  static func keep(_ outcome: Worker.Outcome, at path: String) {
    guard let text = text(in: outcome.standardError) else { return }
    do {
      try OutputFile.write(Data(text.utf8), to: path)
      said(path)
    } catch {
      printError("the crash report was not kept: \(error)")
    }
  }

  /// Says on standard error, in one line, that the crash report is at `path`.
  static func said(_ path: String) {
    printError("the crash report (the trap and Swift's backtrace): \(path)")
  }
}
