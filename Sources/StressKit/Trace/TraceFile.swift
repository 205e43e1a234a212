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
  static func headerLine<Options>(_ header: Header<Options>) -> Data {
    (try? encoder().encode(header)) ?? Data()
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
    guard version.version <= Self.version else {
      throw .badTrace(
        "\(name): trace format version \(version.version) is newer than this harness reads (\(Self.version))"
      )
    }
    return Data(first)
  }

  /// The container a trace's header names (`stack` when it names none).
  ///
  /// - Throws: ``HarnessError/badTrace(_:)`` for a file that is not a trace.
  static func container(in data: Data, name: String) throws(HarnessError) -> String {
    let first = try firstLine(of: data, name: name)
    guard let header = try? JSONDecoder().decode(ContainerHeader.self, from: first) else {
      throw .badTrace("\(name): line 1: malformed header (a bad container)")
    }
    return header.container ?? StackStress.name
  }

  /// Parses a trace: its header and its steps.
  ///
  /// - Throws: ``HarnessError/badTrace(_:)`` naming the first problem: an empty file, a missing
  ///   or foreign header, a newer format version, a malformed header, or a line that is not a
  ///   step (a truncated last line included).
  static func decode<Options: Codable, Step: Decodable>(
    _ data: Data, name: String
  ) throws(HarnessError) -> (Header<Options>, [Step]) {
    let first = try firstLine(of: data, name: name)
    let decoder = JSONDecoder()
    guard let header = try? decoder.decode(Header<Options>.self, from: first),
      header.options != nil
    else {
      throw .badTrace(
        "\(name): line 1: malformed header (options missing or invalid, or a bad note or rule)")
    }
    let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
    var steps: [Step] = []
    steps.reserveCapacity(lines.count)
    for (offset, line) in lines.enumerated().dropFirst() {
      if line.isEmpty {
        if offset == lines.count - 1 { break }  // the final newline
        throw .badTrace("\(name): line \(offset + 1) is empty")
      }
      guard let step = try? decoder.decode(Step.self, from: Data(line)) else {
        let truncated = offset == lines.count - 1
        throw .badTrace(
          "\(name): line \(offset + 1) is \(truncated ? "truncated or not" : "not") an operation")
      }
      steps.append(step)
    }
    return (header, steps)
  }

  /// Writes a trace's bytes to `path` (replacing the file).
  ///
  /// - Throws: ``HarnessError/cannotWrite(_:)``.
  static func write(_ data: Data, to path: String) throws(HarnessError) {
    do {
      try data.write(to: URL(fileURLWithPath: path))
    } catch {
      throw .cannotWrite("cannot write trace \(path): \(error.localizedDescription)")
    }
  }

  /// The bytes of the file at `path`.
  ///
  /// - Throws: ``HarnessError/badTrace(_:)`` for an empty or unreadable file.
  static func read(_ path: String) throws(HarnessError) -> Data {
    // An empty file is answered without reading it: Foundation's reader leaks its buffer then.
    if let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int, size == 0
    {
      throw .badTrace("\(path): empty trace file")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .badTrace("cannot read trace file \(path)")
    }
    return data
  }
}
