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
  /// The newest format version this harness reads and the one it writes.
  public static let version = 1

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

  struct VersionHeader: Codable {
    var format: String
    var version: Int
  }

  struct Header: Codable {
    var format: String
    var version: Int
    var options: RunOptions?
    var note: String?
    var rule: Rule?
  }

  static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// The header line, without its newline.
  static func headerLine(_ options: RunOptions, note: String? = nil, rule: Rule? = nil) -> Data {
    let header = Header(format: format, version: version, options: options, note: note, rule: rule)
    return (try? encoder().encode(header)) ?? Data()
  }

  /// The trace as JSON Lines.
  public func encoded() -> Data {
    let encoder = Self.encoder()
    var data = Self.headerLine(options, note: note, rule: brokenRule)
    data.append(0x0A)
    for operation in operations {
      data.append((try? encoder.encode(operation)) ?? Data())
      data.append(0x0A)
    }
    return data
  }

  /// Writes the trace to `path` (replacing the file).
  ///
  /// - Throws: ``HarnessError/cannotWrite(_:)``.
  public func write(to path: String) throws(HarnessError) {
    do {
      try encoded().write(to: URL(fileURLWithPath: path))
    } catch {
      throw .cannotWrite("cannot write trace \(path): \(error.localizedDescription)")
    }
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
    let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
    guard let first = lines.first, !first.isEmpty else {
      throw .badTrace("\(name): empty trace file")
    }
    let decoder = JSONDecoder()
    // Format and version first, so that a newer trace is named as such even when the rest of
    // its header no longer parses.
    guard let version = try? decoder.decode(VersionHeader.self, from: Data(first)),
      version.format == Self.format
    else {
      throw .badTrace("\(name): line 1 is not a \(Self.format) header")
    }
    guard version.version <= Self.version else {
      throw .badTrace(
        "\(name): trace format version \(version.version) is newer than this harness reads (\(Self.version))"
      )
    }
    guard let header = try? decoder.decode(Header.self, from: Data(first)),
      let options = header.options
    else {
      throw .badTrace(
        "\(name): line 1: malformed header (options missing or invalid, or a bad note or rule)")
    }
    do {
      try options.validate()
    } catch {
      throw .badTrace("\(name): header options: \(error)")
    }
    var operations: [WorkloadOperation] = []
    operations.reserveCapacity(lines.count)
    for (offset, line) in lines.enumerated().dropFirst() {
      if line.isEmpty {
        if offset == lines.count - 1 { break }  // the final newline
        throw .badTrace("\(name): line \(offset + 1) is empty")
      }
      guard let operation = try? decoder.decode(WorkloadOperation.self, from: Data(line)) else {
        let truncated = offset == lines.count - 1
        throw .badTrace(
          "\(name): line \(offset + 1) is \(truncated ? "truncated or not" : "not") an operation")
      }
      operations.append(operation)
    }
    self.init(options: options, operations: operations, note: header.note, brokenRule: header.rule)
  }

  /// Reads and parses the trace at `path`.
  ///
  /// - Throws: ``HarnessError/badTrace(_:)`` if it cannot be read or parsed.
  public init(contentsOf path: String) throws(HarnessError) {
    // An empty file is answered without reading it: Foundation's reader leaks its buffer then.
    if let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int, size == 0
    {
      throw .badTrace("\(path): empty trace file")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .badTrace("cannot read trace file \(path)")
    }
    try self.init(decoding: data, name: path)
  }
}

/// Journals a run as it goes: the header, then each operation on its own line, written through
/// to the file before the operation is applied, so that a crash leaves a replayable trace.
public final class TraceJournal {
  private let handle: FileHandle
  private let encoder = Trace.encoder()
  /// Where the journal is written.
  public let path: String

  /// Creates (or truncates) the file and writes the header.
  ///
  /// - Throws: ``HarnessError/cannotWrite(_:)``.
  public init(path: String, options: RunOptions) throws(HarnessError) {
    self.path = path
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else {
      throw .cannotWrite("cannot create trace file \(path)")
    }
    self.handle = handle
    var header = Trace.headerLine(options)
    header.append(0x0A)
    handle.write(header)
  }

  deinit {
    try? handle.close()
  }

  /// Appends one operation.
  public func record(_ operation: WorkloadOperation) {
    guard var line = try? encoder.encode(operation) else { return }
    line.append(0x0A)
    handle.write(line)
  }
}
