extension Violation {
  /// What names a failure whichever seed finds it: eight hexadecimal digits of FNV-1a over the
  /// container, the planted bugs (sorted), the rule and the violation's text with every run of
  /// digits left out (identifiers and steps differ between seeds that find the same bug).
  ///
  /// A crash that names where it trapped (`expected` is `no trap in FUNCTION`) is named by the
  /// place alone: what the trap says (`seen`) depends on the build, a debug build's message
  /// (`Index out of range`) being an optimized build's bare signal (`Illegal instruction`).
  ///
  /// The failures folder names a failure's files by it, and `merge` counts two shards'
  /// failures with the same container, rule and signature as one.
  ///
  /// ```swift
  /// let violation = Violation(
  ///   rule: .C4, step: 12, subject: nil, expected: "a warning", seen: "none")
  /// let signature = violation.signature(container: "stack", plantedBugs: [])  // 8 hex digits
  /// ```
  public func signature(container: String, plantedBugs: [String]) -> String {
    var text = ([container] + plantedBugs.sorted()).joined(separator: "+")
    let placed = rule == .crash && expected.hasPrefix(Self.noTrap + " in ")
    text += "|\(rule)|\(Self.withoutNumbers(expected))|\(placed ? "" : Self.withoutNumbers(seen))"
    var hash: UInt32 = 2_166_136_261
    for byte in text.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 16_777_619
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }

  /// The name of a failure's files in a failures folder, `CONTAINER-RULE-SIGNATURE`
  /// (`stack-C4-ac920a67`): what the failure store and `merge` call a failure.
  public func failureName(container: String, plantedBugs: [String]) -> String {
    Self.failureName(
      container: container, rule: rule,
      signature: signature(container: container, plantedBugs: plantedBugs))
  }

  /// What a crash violation expects: `no trap`, followed by ` in FUNCTION` when the crash report
  /// names the container's frame.
  public static let noTrap = "no trap"

  /// `CONTAINER-RULE-SIGNATURE`.
  static func failureName(container: String, rule: Rule, signature: String) -> String {
    "\(container)-\(rule)-\(signature)"
  }

  /// Why `name` cannot name a container's failures in a folder, if it cannot: a plain name is
  /// 1 to 64 letters, digits, `-`, `_` and `.`, not starting with `.` or `-` (no path, no
  /// hidden file, no option).
  package static func containerNameProblem(_ name: String) -> String? {
    guard name.utf8.allSatisfy({ isPlainNameByte($0) || $0 == UInt8(ascii: ".") }),
      (1...64).contains(name.utf8.count), !name.hasPrefix("."), !name.hasPrefix("-")
    else {
      return
        "'\(HarnessError.echoed(name, limit: 64))' is not a container's name (1 to 64 letters, digits, '-', '_' and '.', not first '.' or '-')"
    }
    return nil
  }

  /// Why `name` cannot be `what` (a plain name of 1 to `longest` letters, digits, dashes or
  /// underscores), or `nil` when it can.
  package static func plainNameProblem(_ name: String, of what: String, longest: Int) -> String? {
    guard (1...longest).contains(name.utf8.count), name.utf8.allSatisfy(isPlainNameByte) else {
      return
        "\(what) is 1 to \(longest) letters, digits, dashes or underscores, got '\(HarnessError.echoed(name))'"
    }
    return nil
  }

  /// Whether `byte` may be in a plain name (a container's, a gesture's): an ASCII letter or
  /// digit, `-` or `_`.
  package static func isPlainNameByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
  }

  /// `text` with each run of digits replaced by `#`.
  private static func withoutNumbers(_ text: String) -> String {
    var result = ""
    var inNumber = false
    for character in text {
      if character.isASCII, character.isNumber {
        if !inNumber { result.append("#") }
        inNumber = true
      } else {
        result.append(character)
        inNumber = false
      }
    }
    return result
  }
}
