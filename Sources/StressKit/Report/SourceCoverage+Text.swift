extension SourceCoverage {
  /// The most line runs, branches or functions a file's line of text names (the JSON report
  /// has them all).
  static let namedPerFile = 6

  /// The report's text: the totals, then each file with what it never reached.
  ///
  /// ```
  /// source coverage of the module FadeKit, 2 files: lines 93.1 % (27 of 29), functions 100.0 % (6 of 6), regions 90.0 % (9 of 10)
  ///   Sources/FadeKit/Fade.swift: never reached: lines 40–41; a branch at 18:27
  ///   Sources/FadeKit/Slot.swift: every line reached
  ///   never entered, not counted above: 1 file (Tabs.swift)
  /// ```
  public var text: String {
    var lines = [
      "source coverage of \(scope), \(counted(files.count, "file")): lines \(Self.describe(self.lines)), "
        + "functions \(Self.describe(functions)), regions \(Self.describe(regions))"
    ]
    if files.isEmpty && filesNotEntered.isEmpty {
      lines.append(
        "  no file of \(scope) is in the executable's coverage mapping (was the container built with code coverage?)"
      )
    }
    for file in files { lines.append("  \(file.path): \(file.unreachedText)") }
    if !filesNotEntered.isEmpty {
      let names = filesNotEntered.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
      lines.append(
        "  never entered, not counted above: \(counted(names.count, "file")) (\(names.joined(separator: ", ")))"
      )
    }
    if let page { lines.append("  each line's count: \(page)") }
    return lines.joined(separator: "\n")
  }

  /// `93.1 % (27 of 29)`.
  static func describe(_ tally: Tally) -> String {
    guard tally.total > 0 else { return "none" }
    let percent = (tally.percent * 10).rounded(.down) / 10
    return "\(percent) % (\(formatCount(tally.reached)) of \(formatCount(tally.total)))"
  }
}

extension SourceCoverage.File {
  /// What the file never reached, in words.
  var unreachedText: String {
    func listed<T>(_ items: [T], _ name: (T) -> String) -> String {
      let shown = items.prefix(SourceCoverage.namedPerFile).map(name).joined(separator: ", ")
      return items.count > SourceCoverage.namedPerFile
        ? shown + " and \(items.count - SourceCoverage.namedPerFile) more" : shown
    }
    var parts: [String] = []
    if !unreachedLines.isEmpty {
      parts.append(
        (unreachedLines.count == 1 && unreachedLines[0].first == unreachedLines[0].last
          ? "line " : "lines ")
          + listed(unreachedLines) {
            $0.first == $0.last ? "\($0.first)" : "\($0.first)–\($0.last)"
          })
    }
    if !unreachedBranches.isEmpty {
      parts.append(
        (unreachedBranches.count == 1 ? "a branch at " : "branches at ")
          + listed(unreachedBranches) { "\($0.line):\($0.column)" })
    }
    if !unreachedFunctions.isEmpty {
      parts.append(
        (unreachedFunctions.count == 1 ? "the function " : "the functions ")
          + listed(unreachedFunctions) { $0 })
    }
    return parts.isEmpty ? "every line reached" : "never reached: " + parts.joined(separator: "; ")
  }
}
