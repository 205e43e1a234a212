extension HarnessError {
  /// `text` as a one-line message can show it, whoever wrote it: control characters (a
  /// newline, a terminal's escape) written as Swift escapes (`\n`, `\u{1B}`), at most `limit`
  /// characters, then `…`.
  ///
  /// What a file read as input names (a report's format, a case's container) is echoed through
  /// it, so that no input can split an error into lines, recolour a terminal or fill a screen.
  package static func echoed(_ text: some StringProtocol, limit: Int = 80) -> String {
    var shown = ""
    var count = 0
    for character in text {
      guard count < limit else { return shown + "…" }
      count += 1
      let scalars = character.unicodeScalars
      guard
        scalars.contains(where: {
          $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
            || $0 == "\u{2028}" || $0 == "\u{2029}"
        })
      else {
        shown.append(character)
        continue
      }
      for scalar in scalars {
        switch scalar {
        case "\n": shown += "\\n"
        case "\r": shown += "\\r"
        case "\t": shown += "\\t"
        default:
          let category = scalar.properties.generalCategory
          let special =
            category == .control || category == .format || scalar == "\u{2028}"
            || scalar == "\u{2029}"
          shown +=
            special ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }
      }
    }
    return shown
  }
}
