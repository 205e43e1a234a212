/// A JSON value as written, numbers kept as their text: what a trace reader compares a line
/// with (a key a step never writes, a fraction where it writes a whole number) without
/// Foundation's `JSONSerialization`, which would link the whole of Foundation into every
/// process (about 6.6 million more instructions at each start of a worker).
enum JSONTree {
  case object([(key: String, value: JSONTree)])
  case array([JSONTree])
  case string(String)
  /// A number, as written: `12`, `-1.5`, `2e3`.
  case number(String)
  case bool(Bool)
  case null

  /// Whether a number was written with a fraction or an exponent.
  var isFraction: Bool {
    guard case .number(let text) = self else { return false }
    return text.utf8.contains {
      $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
    }
  }

  /// Parses one JSON value filling `bytes` (white space around it allowed); `nil` when they
  /// are not one.
  init?<Bytes: Collection<UInt8>>(parsing bytes: Bytes) {
    var parser = Parser(bytes: Array(bytes))
    guard let value = parser.value(depth: 0) else { return nil }
    parser.skipSpace()
    guard parser.index == parser.bytes.count else { return nil }
    self = value
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0

    /// Deeper than any trace line: a guard against a stack overflow on hostile input.
    static let deepest = 256

    mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func take(_ literal: String) -> Bool {
      let expected = Array(literal.utf8)
      guard bytes.count - index >= expected.count,
        bytes[index..<index + expected.count].elementsEqual(expected)
      else { return false }
      index += expected.count
      return true
    }

    mutating func value(depth: Int) -> JSONTree? {
      guard depth < Self.deepest else { return nil }
      skipSpace()
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "{"): return object(depth: depth)
      case UInt8(ascii: "["): return array(depth: depth)
      case UInt8(ascii: "\""): return string().map(JSONTree.string)
      case UInt8(ascii: "t"): return take("true") ? .bool(true) : nil
      case UInt8(ascii: "f"): return take("false") ? .bool(false) : nil
      case UInt8(ascii: "n"): return take("null") ? .null : nil
      default: return number()
      }
    }

    mutating func object(depth: Int) -> JSONTree? {
      index += 1
      var members: [(key: String, value: JSONTree)] = []
      skipSpace()
      if take("}") { return .object(members) }
      while true {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else {
          return nil
        }
        skipSpace()
        guard take(":"), let value = value(depth: depth + 1) else { return nil }
        members.append((key, value))
        skipSpace()
        if take("}") { return .object(members) }
        guard take(",") else { return nil }
      }
    }

    mutating func array(depth: Int) -> JSONTree? {
      index += 1
      var elements: [JSONTree] = []
      skipSpace()
      if take("]") { return .array(elements) }
      while true {
        guard let element = value(depth: depth + 1) else { return nil }
        elements.append(element)
        skipSpace()
        if take("]") { return .array(elements) }
        guard take(",") else { return nil }
      }
    }

    /// A string's text (escapes kept as written: only keys are compared, and they are
    /// plain words).
    mutating func string() -> String? {
      index += 1
      let start = index
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          defer { index += 1 }
          return String(decoding: bytes[start..<index], as: UTF8.self)
        case UInt8(ascii: "\\"): index += 2
        default: index += 1
        }
      }
      return nil
    }

    mutating func number() -> JSONTree? {
      let start = index
      let allowed = Array("+-0123456789.eE".utf8)
      while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      guard let first = text.utf8.first,
        first == UInt8(ascii: "-") || (0x30...0x39).contains(first),
        Double(text) != nil
      else { return nil }
      return .number(text)
    }
  }
}
