import Foundation

/// A run as data: the options that rebuild it and the operations it applied.
///
/// On disk a trace is JSON Lines: a header line, then one operation per line.
///
/// ```
/// {"format":"viewcachestress-trace","options":{"capacity":2,…,"seed":7,…},"version":1}
/// {"animated":true,"op":"push","payload":1024,"style":"slide"}
/// {"op":"advance","ticks":120}
/// ```
public struct Trace: Hashable, Sendable {
  /// The value of the header's `format` field.
  public static let format = "viewcachestress-trace"
  /// The newest format version this harness reads.
  ///
  /// Version 2 headers may name a container other than the stack; version 3 headers always
  /// name one. This type writes stack traces as version 1 (no `container`).
  public static var version: Int { TraceFile.version }

  /// The options of the run.
  public var options: RunOptions
  /// The operations, in order.
  public var operations: [WorkloadOperation]
  /// Why the trace is kept: a regression case's description (written in the header as `note`).
  public var note: String?
  /// The rule the trace broke when it was saved as a regression case (the header's `rule`).
  public var brokenRule: Rule?

  /// Creates a trace.
  ///
  /// - Parameters:
  ///   - options: The options of the run.
  ///   - operations: The operations, in order.
  ///   - note: Why the trace is kept, for a regression case.
  ///   - brokenRule: The rule the trace broke when it was saved, for a regression case.
  public init(
    options: RunOptions, operations: [WorkloadOperation], note: String? = nil,
    brokenRule: Rule? = nil
  ) {
    self.options = options
    self.operations = operations
    self.note = note
    self.brokenRule = brokenRule
  }

  /// The header line, without its newline.
  static func headerLine(_ options: RunOptions, note: String? = nil, rule: Rule? = nil) -> Data {
    TraceFile.headerLine(
      TraceFile.Header(
        format: format, version: 1, container: nil, options: options, note: note, rule: rule))
  }

  /// The trace as JSON Lines.
  public func encoded() -> Data {
    TraceFile.encode(header: Self.headerLine(options, note: note, rule: brokenRule), operations)
  }

  /// Writes the trace to `path` (replacing the file).
  ///
  /// - Throws: ``HarnessError/cannotWrite(_:)``.
  public func write(to path: String) throws(HarnessError) {
    try TraceFile.write(encoded(), to: path)
  }

  /// Parses a trace.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - name: The file's name, for messages.
  /// - Throws: ``HarnessError/badTrace(_:)`` naming the first problem: an empty file, a missing
  ///   or foreign header, a newer format version, invalid options, or a line that is not an
  ///   operation (a truncated last line included).
  public init(decoding data: Data, name: String) throws(HarnessError) {
    let container = try TraceFile.container(in: data, name: name)
    guard container == StackStress.name else {
      throw .badTrace("\(name): a trace of the \(container) container, not of the stack")
    }
    let (header, operations): (TraceFile.Header<RunOptions>, [WorkloadOperation]) =
      try TraceFile.decode(data, name: name)
    guard let options = header.options else {
      throw .badTrace("\(name): line 1: malformed header (options missing)")
    }
    do {
      try options.validate()
    } catch {
      throw .badTrace("\(name): header options: \(error)")
    }
    self.init(options: options, operations: operations, note: header.note, brokenRule: header.rule)
  }

  /// Reads and parses the trace at `path`.
  ///
  /// - Throws: ``HarnessError/badTrace(_:)`` if it cannot be read or parsed.
  public init(contentsOf path: String) throws(HarnessError) {
    try self.init(decoding: TraceFile.read(path), name: path)
  }
}

/// Journals a run as it goes: the header, then each step on its own line, written through to
/// the file before the step is applied, so that a crash leaves a replayable trace.
public final class TraceJournal {
  private let handle: FileHandle
  private let encoder = TraceFile.encoder()
  /// Where the journal is written.
  public let path: String

  /// Creates (or truncates) the file and writes a stack trace's header.
  ///
  /// - Throws: ``HarnessError/cannotWrite(_:)``.
  public convenience init(path: String, options: RunOptions) throws(HarnessError) {
    try self.init(path: path, header: Trace.headerLine(options))
  }

  /// Creates (or truncates) the file and writes a container trace's header.
  ///
  /// - Throws: ``HarnessError/cannotWrite(_:)``.
  public convenience init<Container: StressContainer>(
    path: String, options: StressOptions<Container>
  ) throws(HarnessError) {
    try self.init(path: path, header: StressTrace<Container>.headerLine(options))
  }

  init(path: String, header: Data) throws(HarnessError) {
    self.path = path
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else {
      throw .cannotWrite("cannot create trace file \(path)")
    }
    self.handle = handle
    var line = header
    line.append(0x0A)
    handle.write(line)
  }

  deinit {
    try? handle.close()
  }

  /// Appends one step (a stack operation or a container's step).
  public func record(_ step: some Encodable) {
    guard var line = try? encoder.encode(step) else { return }
    line.append(0x0A)
    handle.write(line)
  }
}
