import ArgumentParser

/// `--json`: where a command writes its JSON report, for every command that has one (`run`,
/// `replay`, `merge`, `sweep`), and where its text goes meanwhile.
///
/// The text report goes to standard output, or to standard error when the JSON report takes
/// standard output (`--json -`), so that a pipe reads JSON only.
struct ReportOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Write the JSON report to this file ('-' for standard output).", valueName: "file"))
  var json: String?

  /// Whether the JSON report takes standard output.
  var takesStandardOutput: Bool { json == "-" }

  /// Prints a line of the text report, to standard error when the JSON report takes standard
  /// output.
  func say(_ line: String) throws {
    if takesStandardOutput { printError(line) } else { try printOutput(line) }
  }

  /// Writes `document` as the JSON report, when `--json` was given.
  func write(_ document: some Encodable) throws {
    if let json { try emit(reportJSON(document), to: json) }
  }
}
