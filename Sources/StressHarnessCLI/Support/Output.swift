import ArgumentParser
import Foundation
import StressKit

/// The name this executable was run by (`stress-harness`, or a harness of your own), for the
/// commands it suggests.
let commandName = URL(fileURLWithPath: CommandLine.arguments.first ?? "stress-harness")
  .lastPathComponent

/// Writes a line to standard error; a failure to (a full or closed standard error) is ignored,
/// since there is nowhere left to report it.
func printError(_ line: String) {
  _ = writeAll(STDERR_FILENO, line + "\n")
}

/// Writes a line to standard output.
///
/// - Throws: The exit status 73 after a one-line error on standard error, when standard output
///   cannot be written (a full disk, a closed pipe): results are never lost silently.
func printOutput(_ line: String) throws {
  if let code = writeAll(STDOUT_FILENO, line + "\n") {
    throw fail(.cannotWrite("cannot write standard output: \(String(cString: strerror(code)))"))
  }
}

/// Writes all of `text` to `descriptor`, retrying partial and interrupted writes.
///
/// - Returns: `nil`, or the `errno` of the write that failed.
private func writeAll(_ descriptor: Int32, _ text: String) -> Int32? {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if written < 0 {
      if errno == EINTR { continue }
      return errno
    }
    bytes = bytes.dropFirst(written)
  }
  return nil
}

/// Whether standard error is a terminal (progress is drawn only there).
let standardErrorIsTerminal = isatty(STDERR_FILENO) == 1

/// A one-line progress bar on standard error, drawn only on a terminal.
struct ProgressBar {
  let label: String
  let total: Int

  func draw(_ done: Int) {
    guard standardErrorIsTerminal, total > 0 else { return }
    let width = 30
    let filled = min(width, done * width / total)
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
    let percent = min(100, done * 100 / total)
    FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(percent)% \(done)/\(total)".utf8))
  }

  func clear() {
    guard standardErrorIsTerminal else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}

/// Checks output paths before the work starts (`-`, standard output, needs no check).
///
/// - Throws: The exit status 73, after a one-line error naming the path and the reason.
func checkOutputs(_ paths: [String?], inputs: [String] = []) throws {
  for case let path? in paths where path != "-" {
    do throws(HarnessError) {
      try OutputPath.check(path, inputs: inputs)
    } catch {
      throw fail(error)
    }
  }
}

/// Writes `text` to `path`, or to standard output when `path` is `-`.
func emit(_ text: String, to path: String) throws -> Bool {
  if path == "-" {
    try printOutput(text)
    return true
  }
  do throws(HarnessError) {
    try OutputPath.check(path)
  } catch {
    throw fail(error)
  }
  do {
    try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: path))
    return true
  } catch {
    return false
  }
}

/// JSON for reports: sorted keys, indented.
func reportJSON<T: Encodable>(_ value: T) -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
  guard let data = try? encoder.encode(value) else { return "{}" }
  return String(decoding: data, as: UTF8.self)
}

/// `text` padded with spaces to `width` columns (one space after it when it is wider).
func pad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

/// The `--payload-bytes` check every command shares.
func checkPayloadBytes(_ payloadBytes: Int?) throws {
  let bounds = TraceBounds.payloadBytes
  if let payloadBytes, !bounds.contains(payloadBytes) {
    throw ValidationError(
      "--payload-bytes must be in \(bounds.lowerBound)...\(bounds.upperBound), got \(payloadBytes)")
  }
}

/// Parses a `--seed`, naming the option and its range when the text is not one.
@Sendable
func parseSeed(_ text: String) throws -> UInt64 {
  guard let seed = UInt64(text) else {
    throw ValidationError("--seed must be a whole number in 0...\(UInt64.max), got '\(text)'")
  }
  return seed
}
