import Foundation

extension SourceCoverage {
  /// Which source files are the container's.
  package enum Scope: Hashable, Sendable {
    /// Every file of these modules.
    case modules([String])
    /// The files of `module` named after the type: `Type.swift` and `Type+Concern.swift`.
    case type(String, module: String)

    /// The modules of the harness and the model: a container declared in one of them (a
    /// built-in container) shares its module with code that is not the container's.
    package static let harnessModules: Set<String> = [
      "ContainmentCore", "Containment", "UIKitContainment", "StressKit",
    ]

    /// The scope of the container whose type is named `containerType` (as
    /// `String(reflecting:)` names it: `FadeKit.TopStackViewController`), or of `modules`
    /// when some are given.
    ///
    /// A container of a team's module is that whole module; one declared in the harness's or
    /// the model's modules is the files named after its type.
    package init(containerType: String, modules: [String]) {
      guard modules.isEmpty else {
        self = .modules(modules)
        return
      }
      // `Module.Type<Argument>.Nested`: the module, then the outermost type.
      let plain = containerType.prefix { $0 != "<" }
      let parts = plain.split(separator: ".", maxSplits: 2).map(String.init)
      let module = parts.first ?? containerType
      if parts.count > 1, Self.harnessModules.contains(module), !parts[1].hasPrefix("(") {
        self = .type(parts[1], module: module)
      } else {
        self = .modules([module])
      }
    }

    /// Whether the file at `path`, of `module`, is the container's.
    package func includes(path: String, module: String?) -> Bool {
      guard let module else { return false }
      switch self {
      case .modules(let modules):
        return modules.contains(module)
      case .type(let type, let typeModule):
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return module == typeModule && name.hasSuffix(".swift")
          && (name == type + ".swift" || name.hasPrefix(type + "+"))
      }
    }

    /// The modules the files come from.
    package var modules: [String] {
      switch self {
      case .modules(let modules): modules
      case .type(_, let module): [module]
      }
    }

    /// The scope in words: `the module FadeKit`, `the files of StackController (ContainmentCore)`.
    package var description: String {
      switch self {
      case .modules(let modules):
        (modules.count == 1 ? "the module " : "the modules ")
          + modules.joined(separator: ", ")
      case .type(let type, let module):
        "the files of \(type) (\(type).swift, \(type)+….swift in \(module))"
      }
    }
  }

  /// One file of an LCOV trace (`llvm-cov export -format=lcov`): its lines' and functions'
  /// counts.
  package struct LCOVFile: Hashable, Sendable {
    /// The file's path (`SF:`).
    package var path: String
    /// Each line of code's count (`DA:line,count`).
    package var lines: [Int: UInt64] = [:]
    /// Each function's count, by its symbol (`FN:` and `FNDA:`).
    package var functions: [String: UInt64] = [:]

    package init(path: String) { self.path = path }

    /// The module most of its functions belong to, by their Swift symbols; `nil` when none is
    /// a Swift symbol (a C file, a `main.swift` of top-level code only).
    package var module: String? {
      var votes: [String: Int] = [:]
      for symbol in functions.keys {
        // A local symbol is named `file.swift:$s…` (a mangled name has no colon).
        if let name = symbol.split(separator: ":").last,
          let module = HeapProfile.module(of: String(name))
        {
          votes[module, default: 0] += 1
        }
      }
      return votes.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }
  }

  /// The files of an LCOV trace, in its order.
  ///
  /// Lines it does not know are skipped (branch records, which Swift has none of, among them);
  /// a count too large for 64 bits is taken as the largest.
  package static func lcovFiles(_ text: String) -> [LCOVFile] {
    var files: [LCOVFile] = []
    var current: LCOVFile?
    for line in text.split(whereSeparator: \.isNewline) {
      if line.hasPrefix("SF:") {
        current = LCOVFile(path: String(line.dropFirst(3)))
      } else if line == "end_of_record" {
        if let file = current { files.append(file) }
        current = nil
      } else if current != nil, let colon = line.firstIndex(of: ":") {
        let fields = line[line.index(after: colon)...]
        let comma = fields.firstIndex(of: ",") ?? fields.endIndex
        let first = fields[..<comma]
        let rest = comma == fields.endIndex ? "" : fields[fields.index(after: comma)...]
        switch line[..<colon] {
        case "DA":
          // DA:line,count[,checksum]
          guard let number = Int(first) else { continue }
          let count = rest.prefix { $0 != "," }
          current?.lines[number, default: 0] += UInt64(count) ?? (count.isEmpty ? 0 : .max)
        case "FN":
          if !rest.isEmpty, current?.functions[String(rest)] == nil {
            current?.functions[String(rest)] = 0
          }
        case "FNDA":
          guard !rest.isEmpty else { continue }
          current?.functions[String(rest), default: 0] += UInt64(first) ?? .max
        default: continue
        }
      }
    }
    return files
  }

  /// The figures of `files` (chosen by `scope`), their regions from `export` (the JSON of
  /// `llvm-cov export` for the same files), functions named by `names` where it has them, and
  /// paths shown as `displayPath` gives them.
  ///
  /// - Throws: ``HarnessError/badReport(_:)`` when `export` is not `llvm-cov`'s JSON.
  package static func make(
    scope: Scope, files: [LCOVFile], export: Data, names: [String: String] = [:],
    displayPath: (String) -> String = { $0 }
  ) throws(HarnessError) -> SourceCoverage {
    let exported: LLVMExport
    do {
      exported = try JSONDecoder().decode(LLVMExport.self, from: export)
    } catch {
      throw .badReport("llvm-cov export gave JSON this harness cannot read: \(error)")
    }
    var regions: [String: LLVMExport.File] = [:]
    for datum in exported.data {
      for file in datum.files { regions[file.filename] = file }
    }
    let measured = files.map { file in
      let counts = file.lines
      let exportedFile = regions[file.path]
      let branches = (exportedFile?.segments ?? []).filter { segment in
        segment.hasCount && segment.isRegionEntry && !segment.isGapRegion && segment.count == 0
          && (counts[segment.line] ?? 0) > 0
      }
      // The tallies are llvm-cov's own, as its pages show them (its LCOV may repeat a line).
      let summary = exportedFile?.summary
      return File(
        path: displayPath(file.path), module: file.module ?? "",
        lines: summary.map { Tally($0.lines) }
          ?? Tally(reached: counts.values.count { $0 > 0 }, total: counts.count),
        functions: summary.map { Tally($0.functions) }
          ?? Tally(
            reached: file.functions.values.count { $0 > 0 }, total: file.functions.count),
        regions: summary.map { Tally($0.regions) } ?? Tally(reached: 0, total: 0),
        unreachedLines: unreachedRuns(counts),
        unreachedBranches: Array(
          Set(branches.map { Position(line: $0.line, column: $0.column) })
        ).sorted { ($0.line, $0.column) < ($1.line, $1.column) },
        unreachedFunctions: file.functions.filter { $0.value == 0 }.keys
          .map { names[$0] ?? $0 }.sorted())
    }
    return SourceCoverage(scope: scope.description, modules: scope.modules, files: measured)
  }

  /// The lines never reached, in runs: a run goes on over lines that are not code, and ends
  /// at a line that was reached.
  package static func unreachedRuns(_ counts: [Int: UInt64]) -> [LineRange] {
    var runs: [LineRange] = []
    var open = false
    for (line, count) in counts.sorted(by: { $0.key < $1.key }) {
      if count > 0 {
        open = false
      } else if open {
        runs[runs.count - 1].last = line
      } else {
        runs.append(LineRange(first: line, last: line))
        open = true
      }
    }
    return runs
  }
}

extension SourceCoverage.Tally {
  fileprivate init(_ counts: LLVMExport.Counts) {
    self.init(reached: counts.covered, total: counts.count)
  }
}

/// The part of `llvm-cov export`'s JSON the report reads.
private struct LLVMExport: Decodable {
  struct Counts: Decodable {
    var count: Int
    var covered: Int
  }
  struct Summary: Decodable {
    var lines: Counts
    var functions: Counts
    var regions: Counts
  }
  /// `[line, column, count, hasCount, isRegionEntry, isGapRegion]`.
  struct Segment: Decodable {
    var line: Int
    var column: Int
    var count: UInt64
    var hasCount: Bool
    var isRegionEntry: Bool
    var isGapRegion: Bool

    init(from decoder: any Decoder) throws {
      var fields = try decoder.unkeyedContainer()
      line = try fields.decode(Int.self)
      column = try fields.decode(Int.self)
      count = try fields.decode(UInt64.self)
      hasCount = try fields.decode(Bool.self)
      isRegionEntry = try fields.decode(Bool.self)
      isGapRegion = fields.isAtEnd ? false : try fields.decode(Bool.self)
    }
  }
  struct File: Decodable {
    var filename: String
    var segments: [Segment]
    var summary: Summary
  }
  struct Datum: Decodable {
    var files: [File]
  }
  var data: [Datum]
}
