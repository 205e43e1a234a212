import Foundation

/// The trace file format, for any kind of step: a JSON header line, then one step per line.
///
/// Version 1 headers describe a stack run; version 2 headers may add `container`, naming the
/// container a run drove (absent: the stack); version 3 headers always name it, and their
/// options carry the profile, swarm, payload and the container's configuration.
enum TraceFile {
  /// The value of the header's `format` field.
  static let format = "viewcachestress-trace"
  /// The format version this harness writes, and the newest it reads.
  static let version = 3

  struct VersionHeader: Codable {
    var format: String
    var version: Int
  }

  struct Header<Options: Codable>: Codable {
    var format: String
    var version: Int
    var container: String?
    var options: Options?
    var note: String?
    var rule: Rule?
    /// A generated journal's: the steps are the first `generated` steps the options generate
    /// (then the step lines, if any).
    var generated: Int?
    /// A generated journal's: whether the run stopped in the step after the generated ones.
    ///
    /// `true` once its container crashed or hung there: the trace's steps are the generated
    /// ones and the next one the options draw. Written in place by a signal handler
    /// (``GeneratedJournal``); `false` while the run goes on.
    var stopped: Bool?
    /// A journal's, written as the run went (`true`): a process killed while writing it may
    /// leave its last line cut off, which the reader then drops.
    var journal: Bool?

    /// Every key a header of any version this harness reads may have.
    enum CodingKeys: String, CodingKey, CaseIterable {
      case format, version, container, options, note, rule, generated, stopped, journal
    }
  }

  struct ContainerHeader: Codable {
    var container: String?
  }

  static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// The header line, without its newline.
  ///
  /// Through ``TraceLineEncoder`` when it writes the header exactly, as it does unless a note
  /// needs escaping: a worker writes its journal's header before its first step, and a first
  /// `JSONEncoder` costs it about 400,000 instructions.
  static func headerLine<Options>(_ header: Header<Options>) -> Data {
    TraceLineEncoder().line(header) { Data($0) } ?? (try? encoder().encode(header)) ?? Data()
  }

  /// The header line, a newline, and each step on its own line.
  static func encode<Step: Encodable>(header: Data, _ steps: [Step]) -> Data {
    let encoder = encoder()
    var data = header
    data.append(0x0A)
    for step in steps {
      data.append((try? encoder.encode(step)) ?? Data())
      data.append(0x0A)
    }
    return data
  }

  /// The first line, checked for the format and a version this harness reads.
  private static func firstLine(of data: Data, name: String) throws(HarnessError) -> Data {
    guard
      let first = data.split(separator: 0x0A, maxSplits: 1, omittingEmptySubsequences: false)
        .first, !first.isEmpty
    else {
      throw .badTrace("\(name): empty trace file")
    }
    // Format and version first, so that a newer trace is named as such even when the rest of
    // its header no longer parses.
    guard let version = try? JSONDecoder().decode(VersionHeader.self, from: Data(first)),
      version.format == Self.format
    else {
      throw .badTrace("\(name): line 1 is not a \(Self.format) header")
    }
    guard version.version >= 1 else {
      throw .badTrace("\(name): line 1: trace format version \(version.version) is below 1")
    }
    guard version.version <= Self.version else {
      throw .badTrace(
        "\(name): trace format version \(version.version) is newer than this harness reads (\(Self.version))"
      )
    }
    return Data(first)
  }

  /// Refuses a header with a key no version of the format has (a misspelt `optoins` would
  /// otherwise be ignored, and the trace replayed with default options).
  ///
  /// - Throws: ``HarnessError/badTrace(_:)`` naming the key.
  static func refuseUnknownKeys(inHeader line: Data, name: String) throws(HarnessError) {
    guard case .object(let members) = JSONTree(parsing: line) else { return }
    let known = Header<Int>.CodingKeys.allCases.map(\.rawValue)
    if let unknown = members.first(where: { !known.contains($0.key) }) {
      throw .badTrace(
        "\(name): line 1: unknown key '\(HarnessError.echoed(unknown.key))' in the header (it has \(known.sorted().joined(separator: ", ")))"
      )
    }
  }

  /// Refuses header options with a key the options do not read (a misspelt `capacty` in the
  /// configuration would otherwise be ignored, and the trace replayed with the default), or a
  /// fraction where they hold a whole number: the options as written against the options as
  /// read, written again.
  ///
  /// - Parameters:
  ///   - line: The header line.
  ///   - header: The header, read.
  ///   - keys: Every key the options may have (``StressOptions/headerKeys``); a header with no
  ///     `configuration` (version 1) may also have the configuration's fields.
  ///   - encoder: The trace's encoder.
  ///   - name: The file's name, for the message.
  /// - Throws: ``HarnessError/badTrace(_:)`` naming the key.
  private static func refuseUnknownOptions<Options: Codable>(
    in line: Data, of header: Header<Options>, keys: [String], encoder: JSONEncoder,
    name: String
  ) throws(HarnessError) {
    guard case .object(let members) = JSONTree(parsing: line),
      case .object(let given)? = members.first(where: { $0.key == "options" })?.value,
      let options = header.options, let encoded = try? encoder.encode(options),
      case .object(var written)? = JSONTree(parsing: encoded)
    else { return }
    // The keys written only when they differ from their defaults, and a version 1 header's
    // configuration fields among the options.
    for key in keys where !written.contains(where: { $0.key == key }) {
      written.append((key, .null))
    }
    if !given.contains(where: { $0.key == "configuration" }),
      case .object(let fields)? = written.first(where: { $0.key == "configuration" })?.value
    {
      written.append(contentsOf: fields)
    }
    if let problem = difference(
      .object(given), .object(written), key: "options", subject: "the options have")
    {
      throw .badTrace("\(name): line 1: \(problem)")
    }
  }

  /// The container a trace's header names (`stack` when it names none).
  ///
  /// - Throws: ``HarnessError/badTrace(_:)`` for a file that is not a trace.
  static func container(in data: Data, name: String) throws(HarnessError) -> String {
    let first = try firstLine(of: data, name: name)
    guard let header = try? JSONDecoder().decode(ContainerHeader.self, from: first) else {
      throw .badTrace("\(name): line 1: malformed header (a bad container)")
    }
    let container = header.container ?? StackDriver.name
    // Echoed by every message about the trace, and a failure's files are named by it.
    if let problem = Violation.containerNameProblem(container) {
      throw .badTrace("\(name): line 1: key 'container': \(problem)")
    }
    return container
  }

  /// Parses a trace: its header and its steps, each step checked by `validate` before the
  /// next line is read.
  ///
  /// Decoding is strict: a key the step does not have (a misspelt one included) and a
  /// fraction where a whole number belongs are refused, as is any value `validate` refuses.
  ///
  /// - Throws: ``HarnessError/badTrace(_:)`` naming the first problem and its line: an empty
  ///   file, a missing or foreign header, a format version out of range, a malformed header,
  ///   a line that is not a step (a truncated last line included, except a journal's, which is
  ///   dropped and named in the result), an unknown key, a value out of its bounds.
  static func decode<Options: Codable, Step: Codable>(
    _ data: Data, name: String, optionKeys: [String],
    validate: (Step) throws(HarnessError) -> Void,
    progress: ((_ lines: Int, _ of: Int) -> Void)? = nil
  ) throws(HarnessError) -> (header: Header<Options>, steps: [Step], cutOffLine: Int?) {
    let first = try firstLine(of: data, name: name)
    try refuseUnknownKeys(inHeader: first, name: name)
    let decoder = JSONDecoder()
    let header: Header<Options>
    do {
      header = try decoder.decode(Header<Options>.self, from: first)
    } catch {
      if let number = unreadableNumber(in: first, after: error) {
        throw .badTrace("\(name): line 1: \(number)")
      }
      throw .badTrace("\(name): line 1: malformed header: \(reason(error))")
    }
    guard header.options != nil else {
      throw .badTrace("\(name): line 1: malformed header: key 'options' is missing")
    }
    let encoder = encoder()
    try refuseUnknownOptions(
      in: first, of: header, keys: optionKeys, encoder: encoder, name: name)
    let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
    var steps: [Step] = []
    steps.reserveCapacity(lines.count)
    for (offset, line) in lines.enumerated().dropFirst() {
      if offset & 0xFFFF == 0 { progress?(offset, lines.count) }
      if line.isEmpty {
        if offset == lines.count - 1 { break }  // the final newline
        throw .badTrace("\(name): line \(offset + 1) is empty")
      }
      let bytes = Data(line)
      let step: Step
      do {
        step = try decoder.decode(Step.self, from: bytes)
      } catch {
        let truncated = offset == lines.count - 1
        // A journal's last line without its newline: the process died writing it (a kill
        // can cut a write short), so the steps before it are the run's.
        if truncated, header.journal == true { return (header, steps, offset + 1) }
        throw .badTrace(
          "\(name): line \(offset + 1) is \(truncated ? "truncated or not" : "not") an operation: \(unreadableNumber(in: bytes, after: error) ?? reason(error))"
        )
      }
      do {
        if let problem = strictness(of: bytes, against: try? encoder.encode(step)) {
          throw HarnessError.badTrace(problem)
        }
        try validate(step)
      } catch {
        throw .badTrace("\(name): line \(offset + 1): \(error)")
      }
      steps.append(step)
    }
    return (header, steps, nil)
  }

  /// What a decoding error says, on one line.
  private static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .keyNotFound(let key, _):
      return "key '\(HarnessError.echoed(key.stringValue))' is missing"
    case .dataCorrupted(let context), .typeMismatch(_, let context),
      .valueNotFound(_, let context):
      let key =
        context.codingPath.last.map { "key '\(HarnessError.echoed($0.stringValue))': " } ?? ""
      let said = context.debugDescription.split(separator: "\n").first.map(String.init) ?? ""
      return key + HarnessError.echoed(said, limit: 1_000)
    @unknown default:
      return "\(error)"
    }
  }

  /// The number a line that failed to decode could not hold, named with its key.
  ///
  /// The first number written with a fraction, or too large for any whole number a trace
  /// holds: the decoder's own complaint about it names neither the key nor the number ("not
  /// valid JSON", or another key's error). When that complaint names no key at all, a
  /// negative number is the one an unsigned field (the seed) refused.
  private static func unreadableNumber(in line: Data, after error: any Error) -> String? {
    guard let tree = JSONTree(parsing: line) else { return nil }
    var namesNoKey: Bool {
      guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
      return context.codingPath.isEmpty
    }
    // The first number, by key in order, that `problem` finds something wrong with.
    func find(_ value: JSONTree, key: String?, _ problem: (JSONTree, String) -> String?)
      -> String?
    {
      switch value {
      case .object(let members):
        for (name, member) in members.sorted(by: { $0.key < $1.key }) {
          if let found = find(member, key: name, problem) { return found }
        }
        return nil
      case .array(let elements):
        for element in elements {
          if let found = find(element, key: key, problem) { return found }
        }
        return nil
      case .number(let text):
        return problem(value, text).map {
          "key '\(HarnessError.echoed(key ?? ""))': \(HarnessError.echoed(text)) \($0)"
        }
      default:
        return nil
      }
    }
    let unreadable = find(tree, key: nil) { value, text in
      if value.isFraction { return "is not a whole number" }
      guard Int64(text) == nil && UInt64(text) == nil else { return nil }
      return "is too large for a whole number (at most \(UInt64.max))"
    }
    guard unreadable == nil, namesNoKey else { return unreadable }
    return find(tree, key: nil) { _, text in text.hasPrefix("-") ? "is below 0" : nil }
  }

  /// What a step's line holds that its decoded step does not: a key the step never writes
  /// (misspelt, or another operation's), or a fraction where the step writes a whole
  /// number; `nil` when the line holds nothing more.
  static func strictness(of line: Data, against encoded: Data?) -> String? {
    guard let encoded, let given = JSONTree(parsing: line), let written = JSONTree(parsing: encoded)
    else { return nil }
    return difference(given, written, key: nil)
  }

  private static func difference(
    _ given: JSONTree, _ written: JSONTree, key: String?, subject: String = "this step has"
  ) -> String? {
    switch (given, written) {
    case (.object(let given), .object(let written)):
      for (name, value) in given.sorted(by: { $0.key < $1.key }) {
        guard let counterpart = written.first(where: { $0.key == name })?.value else {
          let known = written.map(\.key).sorted().map { "'\($0)'" }.joined(separator: ", ")
          return
            "unknown key '\(HarnessError.echoed(name))' (\(subject) \(known.isEmpty ? "none" : known))"
        }
        // A step names its own keys; options name the object within them.
        let inner = subject == "this step has" ? subject : "'\(name)' has"
        if let problem = difference(value, counterpart, key: name, subject: inner) {
          return problem
        }
      }
      return nil
    case (.array(let given), .array(let written)):
      for (value, counterpart) in zip(given, written) {
        if let problem = difference(value, counterpart, key: key, subject: subject) {
          return problem
        }
      }
      return nil
    case (.number(let text), .number):
      guard given.isFraction, !written.isFraction else { return nil }
      return
        "key '\(HarnessError.echoed(key ?? ""))': \(HarnessError.echoed(text)) is not a whole number"
    default:
      return nil
    }
  }
}
