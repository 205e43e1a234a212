import ArgumentParser
import Foundation
import StressKit

/// The name this executable was run by (`stress-harness`, or a harness of your own), for the
/// commands it suggests.
let commandName = URL(fileURLWithPath: CommandLine.arguments.first ?? "stress-harness")
  .lastPathComponent

/// How a user runs this executable again, for the commands it suggests (see
/// ``howToRun(invokedAs:)``).
let suggestedCommand = howToRun(invokedAs: CommandLine.arguments.first ?? commandName)

/// How a user runs again an executable started as `invoked` (its `argv[0]`).
///
/// `swift run` starts a product by its path in the package's build folder, relative
/// (`.build/x86_64-unknown-linux-gnu/debug/NAME`): `swift run NAME` again (`-c release` for a
/// release build's). A path a script or a person gave, absolute, is given back as it is; a bare
/// name is how the shell found it on its `PATH`.
func howToRun(invokedAs invoked: String) -> String {
  let name = URL(fileURLWithPath: invoked).lastPathComponent
  let components = invoked.split(separator: "/")
  if !invoked.hasPrefix("/"), components.first == ".build" {
    return components.contains("release") ? "swift run -c release \(name)" : "swift run \(name)"
  }
  return invoked.contains("/") ? invoked : name
}

/// Writes a line to standard error; a failure to (a full or closed standard error) is ignored,
/// since there is nowhere left to report it.
func printError(_ line: String) {
  _ = writeText(STDERR_FILENO, line + "\n")
}

/// Writes a line to standard output.
///
/// - Throws: ``HarnessError/cannotWrite(_:)`` (exit status 73) when standard output cannot be
///   written (a full disk, a closed pipe): results are never lost silently.
func printOutput(_ line: String) throws(HarnessError) {
  if let code = writeText(STDOUT_FILENO, line + "\n") {
    throw HarnessError.cannotWrite(
      "cannot write standard output: \(String(cString: strerror(code)))")
  }
}

/// Writes all of `text` to `descriptor`.
///
/// - Returns: `nil`, or the `errno` of the write that failed.
private func writeText(_ descriptor: Int32, _ text: String) -> Int32? {
  var text = text
  return text.withUTF8 { writeAll(descriptor, UnsafeRawBufferPointer($0)) }
}

/// Writes progress to standard error, ignoring a failure (a terminal that went away).
func drawOnTerminal(_ text: String) {
  _ = writeText(STDERR_FILENO, text)
}

/// Checks output paths before the work starts (`-`, standard output, needs no check).
///
/// - Throws: `HarnessError.cannotWrite` naming the path and the reason (exit status 73).
func checkOutputs(_ paths: [String?], inputs: [String] = []) throws {
  for case let path? in paths where path != "-" {
    try OutputPath.check(path, inputs: inputs)
  }
}

/// Writes `text` and a newline to `path` (whole or not at all, see ``OutputFile``), or to
/// standard output when `path` is `-`.
///
/// - Throws: `HarnessError.cannotWrite` naming the path and the reason (exit status 73).
func emit(_ text: String, to path: String) throws {
  if path == "-" {
    try printOutput(text)
    return
  }
  try OutputFile.write(Data((text + "\n").utf8), to: path)
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
  try check(payloadBytes, in: TraceBounds.payloadBytes, option: "--payload-bytes")
}

/// Stops a generated run whose views went past ``TraceBounds/livePayloadBytes`` (a large
/// `--payload-bytes` under a large capacity).
///
/// - Throws: `HarnessError.usage` naming the step (exit status 64).
func checkPayloadBudget<Driver>(of runner: StressRunner<Driver>) throws {
  guard let step = runner.payloadBudgetExceeded else { return }
  throw HarnessError.usage(
    "at step \(formatCount(step)), \(StressRunner<Driver>.payloadBudgetProblem) "
      + "(a smaller --payload-bytes keeps them under it)")
}

/// Parses a `--seed`, naming the option and its range when the text is not one.
@Sendable
func parseSeed(_ text: String) throws -> UInt64 {
  guard let seed = UInt64(text) else {
    throw ValidationError(
      "--seed must be a whole number in 0...\(UInt64.max), got '\(HarnessError.echoed(text))'")
  }
  return seed
}

/// Says on standard error that a journal's last line was left out (cut off by the process
/// dying as it wrote it).
func noteCutOff<Driver: StressDriver>(_ trace: StressTrace<Driver>, path: String) {
  guard let line = trace.cutOffLine else { return }
  printError(
    "note: \(path): line \(line) was cut off (the run died writing its journal); "
      + "the \(counted(trace.steps.count, "step")) before it are read")
}

/// `value` with `digits` digits after the point, rounded: `12.30` for `(12.3, 2)` (what
/// `String(format: "%.2f")` writes, without linking the whole of Foundation for it).
func decimal(_ value: Double, digits: Int) -> String {
  guard value.isFinite else { return "\(value)" }
  var scale = 1
  for _ in 0..<digits { scale *= 10 }
  let scaled = Int((value.magnitude * Double(scale)).rounded())
  let fraction = String(scaled % scale)
  let sign = value < 0 && scaled != 0 ? "-" : ""
  guard digits > 0 else { return sign + String(scaled) }
  return sign + "\(scaled / scale)." + String(repeating: "0", count: digits - fraction.count)
    + fraction
}

/// `text` without the white space at its ends.
func trimmed(_ text: Substring) -> String {
  let start = text.drop(while: \.isWhitespace)
  guard let last = start.lastIndex(where: { !$0.isWhitespace }) else { return "" }
  return String(start[...last])
}
