/// The files of one failure, named in this one place: `STEM.jsonl` (the failing trace),
/// `STEM.min.jsonl` (its shrunk reproducer), `STEM.min.swift` (the reproducer as a Swift
/// Testing test) and, for a crash, `STEM.crash.txt` (the worker's crash report).
///
/// Every path that finds a failure (a run in process, a crash or a hang in a worker, `shrink`)
/// and every one that reads them (the failures folder's store, `merge`) names them through it.
struct FailureFiles: Equatable, Sendable {
  /// What every trace file ends with.
  static let traceExtension = ".jsonl"
  /// What a reproducer's name adds to its trace's stem.
  static let reproducerInfix = ".min"
  /// What a Swift test ends with.
  static let swiftExtension = ".swift"

  /// The path of the files without their endings: `FOLDER/stack-C4-1f3a9c2e`.
  let stem: String

  /// The failure whose files start with `stem`.
  init(stem: String) {
    self.stem = stem
  }

  /// The failure whose trace is at `path`: its reproducer goes beside it (`t.jsonl` gives
  /// `t.min.jsonl`; a reproducer shrunk again, `t.min.jsonl`, gives `t.min.min.jsonl`).
  init(trace path: String) {
    stem =
      path.hasSuffix(Self.traceExtension) ? String(path.dropLast(Self.traceExtension.count)) : path
  }

  /// The failing trace: `STEM.jsonl`.
  var trace: String { stem + Self.traceExtension }
  /// The reproducer: `STEM.min.jsonl`.
  var reproducer: String { stem + Self.reproducerInfix + Self.traceExtension }
  /// The reproducer as a Swift test: `STEM.min.swift`.
  var swiftTest: String { Self.swiftTest(besides: reproducer) }
  /// What a crashed worker wrote about its crash (``CrashReport``): `STEM.crash.txt`.
  var crashReport: String { stem + CrashReport.fileExtension }

  /// The Swift test written beside the trace file at `path`: `NAME.jsonl` gives `NAME.swift`.
  static func swiftTest(besides path: String) -> String {
    FailureFiles(trace: path).stem + swiftExtension
  }

  /// Whether `name` is a reproducer's file name (`*.min.jsonl`).
  static func isReproducer(_ name: String) -> Bool {
    name.hasSuffix(reproducerInfix + traceExtension)
  }

  /// The failure whose reproducer is at `path`.
  init(reproducer path: String) {
    let suffix = Self.reproducerInfix + Self.traceExtension
    stem = path.hasSuffix(suffix) ? String(path.dropLast(suffix.count)) : path
  }

  /// A Swift test's name for the file at `path` (`stack-C4-1f3a9c2e` for any of the
  /// failure's files).
  static func testName(of path: String) -> String {
    var name = path.split(separator: "/").last.map(String.init) ?? path
    for suffix in [swiftExtension, traceExtension, reproducerInfix] where name.hasSuffix(suffix) {
      name.removeLast(suffix.count)
    }
    return name
  }
}
