/// Where a run's bytes were allocated: the call stacks of a sampling heap profile (jemalloc's,
/// read by `jeprof --collapsed`), each charged to the container or to the harness.
///
/// A stack's side is that of its innermost frame in a Swift module other than the standard
/// library's and Foundation's: a frame of the harness's own modules (``harnessModules``) makes
/// it the harness's (the oracle called back from a container, the journal, drawing steps),
/// unless it belongs to one of the view controllers the workload gives the container
/// (``workloadTypes``); a frame of any other module (`Containment`, a container of your own)
/// makes it the container's; a stack with neither (the runtime starting up) is `other`.
///
/// ```swift
/// let profile = HeapProfile(folded: "main;$s11Containment4ViewC4initSiF;malloc 4096\n")
/// print(profile.bytes(of: .container))  // 4096
/// print(profile.table(title: "where the bytes go"))
/// ```
package struct HeapProfile: Sendable {
  /// Who allocated.
  package enum Side: String, Sendable, CaseIterable {
    /// The container and the view controllers it drives.
    case container
    /// The harness: oracle, journal, drivers' bookkeeping, reports.
    case harness
    /// Neither: the runtime and libraries on their own.
    case other
  }

  /// One sampled call stack.
  package struct Stack: Sendable, Hashable {
    /// Frames, outermost first, cleaned of `jeprof`'s addresses and `[inline]` marks and named
    /// (demangled) as the profile was read.
    package var frames: [String]
    /// Bytes allocated there (estimated from the samples).
    package var bytes: Int
    /// Who allocated.
    package var side: Side
    /// Where ``side`` was decided: the index of the innermost frame of a known module.
    package var siteIndex: Int?
  }

  /// The modules whose frames are the harness's.
  package static let harnessModules: Set<String> = [
    "StressKit", "StressHarnessCLI", "ChurnMeter", "ArgumentParser", "ArgumentParserToolInfo",
    "stress_harness",
  ]

  /// The types of the harness's modules that are view controllers the container drives (the
  /// workload's children and hosts): their frames are the container's.
  package static let workloadTypes: Set<String> = ["StressChild", "HostViewController"]

  /// The modules whose frames decide nothing: the standard library, Foundation, the runtime.
  package static let libraryModules: Set<String> = [
    "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "Dispatch",
    "_Concurrency", "Synchronization", "_StringProcessing", "Glibc", "SwiftGlibc", "Musl",
  ]

  /// The stacks, heaviest first.
  package var stacks: [Stack]

  /// Reads collapsed stacks (`frame;frame;…;frame bytes` per line), as `jeprof --collapsed`
  /// writes them; lines that do not parse are skipped.
  ///
  /// - Parameters:
  ///   - folded: The collapsed stacks, with mangled Swift names.
  ///   - name: The name of a mangled frame (a demangler's), kept in ``Stack/frames``.
  ///   - harnessModules: The modules whose frames are the harness's.
  package init(
    folded: String, named name: (String) -> String = { $0 },
    harnessModules: Set<String> = HeapProfile.harnessModules
  ) {
    var stacks: [Stack] = []
    for (mangled, bytes) in Self.lines(of: folded) where bytes > 0 {
      let frames = mangled.map { name($0).replacingSemicolons() }
      var side = Side.other
      var site: Int?
      for index in mangled.indices.reversed() {
        guard let module = Self.module(of: mangled[index]), !Self.libraryModules.contains(module)
        else { continue }
        side =
          harnessModules.contains(module) && !Self.isWorkload(frames[index]) ? .harness : .container
        site = index
        break
      }
      stacks.append(Stack(frames: frames, bytes: bytes, side: side, siteIndex: site))
    }
    self.stacks = stacks.sorted { $0.bytes > $1.bytes }
  }

  /// The frames of collapsed stacks, cleaned, each once: what to demangle.
  package static func frames(inFolded folded: String) -> Set<String> {
    Set(lines(of: folded).flatMap(\.frames))
  }

  /// The lines of collapsed stacks that parse: their frames, cleaned, and their bytes.
  private static func lines(of folded: String) -> [(frames: [String], bytes: Int)] {
    folded.split(separator: "\n").compactMap { line in
      guard let space = line.lastIndex(of: " "), let bytes = Int(line[line.index(after: space)...])
      else { return nil }
      return (line[..<space].split(separator: ";").map { clean(String($0)) }, bytes)
    }
  }

  /// Whether a demangled frame is a method of one of ``workloadTypes``.
  static func isWorkload(_ frame: String) -> Bool {
    workloadTypes.contains { type in frame.hasPrefix(type + ".") || frame.contains(" " + type + ".")
    }
  }

  /// Bytes allocated by `side`.
  package func bytes(of side: Side) -> Int {
    stacks.lazy.filter { $0.side == side }.map(\.bytes).reduce(0, +)
  }

  /// Bytes allocated in all.
  package var totalBytes: Int { stacks.map(\.bytes).reduce(0, +) }

  /// The frame without `jeprof`'s `<address>` and `[inline]` suffixes.
  static func clean(_ frame: String) -> String {
    var name = Substring(frame)
    if name.hasSuffix("[inline]") { name = name.dropLast("[inline]".count) }
    if name.hasSuffix(">"), let open = name.lastIndex(of: "<"),
      name[name.index(after: open)..<name.index(before: name.endIndex)].allSatisfy(\.isHexDigit)
    {
      name = name[..<open]
    }
    return String(name)
  }

  /// The Swift module a mangled symbol belongs to (`$s11Containment…` is `Containment`,
  /// `$sSa…` and `$ss…` the standard library's), or `nil` for a C symbol.
  package static func module(of symbol: String) -> String? {
    var rest = Substring(symbol)
    if rest.hasPrefix("_") { rest = rest.dropFirst() }
    guard rest.hasPrefix("$s") || rest.hasPrefix("$S") else { return nil }
    rest = rest.dropFirst(2)
    guard let first = rest.first else { return nil }
    if first == "s" || (first == "S" && rest.dropFirst().first?.isLetter == true) {
      return "Swift"
    }
    // A length-prefixed identifier: `11Containment`.
    let digits = rest.prefix { $0.isNumber }
    guard let length = Int(digits), length > 0 else { return nil }
    let name = rest.dropFirst(digits.count).prefix(length)
    return name.count == length ? String(name) : nil
  }
}

extension HeapProfile {
  /// Allocation sites, heaviest first: the innermost frame of a known module and its two
  /// callers, with the bytes allocated there.
  package func sites() -> [(
    side: Side, frames: [String], bytes: Int
  )] {
    var totals: [String: (side: Side, frames: [String], bytes: Int)] = [:]
    for stack in stacks {
      let site = stack.siteIndex ?? (stack.frames.count - 1)
      guard site >= 0 else { continue }
      let frames = Array(stack.frames[max(0, site - 2)...site].reversed())
      let key = stack.side.rawValue + "\u{0}" + frames.joined(separator: "\u{0}")
      totals[key, default: (stack.side, frames, 0)].bytes += stack.bytes
    }
    return totals.values.sorted {
      $0.bytes != $1.bytes ? $0.bytes > $1.bytes : $0.frames.lexicographicallyPrecedes($1.frames)
    }
  }

  /// The top-`count` table of allocation sites, under a line of totals by side.
  package func table(count: Int = 25, title: String) -> String {
    let total = max(1, totalBytes)
    func share(_ bytes: Int) -> String {
      let tenths = (bytes * 1000 + total / 2) / total
      return "\(tenths / 10).\(tenths % 10) %"
    }
    var lines = [
      title,
      Side.allCases.map {
        "\($0.rawValue) \(formatBytes(UInt64(bytes(of: $0)))) (\(share(bytes(of: $0))))"
      }
      .joined(separator: ", "),
      "",
      "     bytes    share  side       site (innermost first)",
    ]
    for site in sites().prefix(count) {
      let bytes = formatBytes(UInt64(site.bytes))
      lines.append(
        String(repeating: " ", count: max(0, 10 - bytes.count)) + bytes
          + String(repeating: " ", count: max(1, 9 - share(site.bytes).count)) + share(site.bytes)
          + "  " + site.side.rawValue
          + String(repeating: " ", count: max(1, 11 - site.side.rawValue.count))
          + site.frames.joined(separator: " ← "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The stacks as collapsed lines again, each under its side (`container;…`): what flame
  /// graph tools read.
  package func folded() -> String {
    stacks.map { stack in
      ([stack.side.rawValue] + stack.frames).joined(separator: ";") + " \(stack.bytes)"
    }.joined(separator: "\n") + "\n"
  }
}

extension String {
  /// The name with its semicolons (the collapsed format's separator) made commas.
  fileprivate func replacingSemicolons() -> String {
    guard contains(";") else { return self }
    return String(map { $0 == ";" ? "," : $0 })
  }
}
