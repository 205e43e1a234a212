/// A JSON value as written, numbers kept as their text: what a trace reader compares a line
/// with (a key a step never writes, a fraction where it writes a whole number) without
/// Foundation's `JSONSerialization`, which would link the whole of Foundation into every
/// process (about 6.6 million more instructions at each start of a worker).
package enum JSONTree: Sendable {
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

  /// Whether a number was written below zero.
  var isNegativeNumber: Bool {
    guard case .number(let text) = self else { return false }
    return text.hasPrefix("-")
  }

  /// Parses one JSON value filling `bytes` (white space around it allowed); `nil` when they
  /// are not one.
  package init?<Bytes: Collection<UInt8>>(parsing bytes: Bytes) {
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
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }

    /// Takes `literal` (ASCII) if it comes next.
    mutating func take(_ literal: StaticString) -> Bool {
      let count = literal.utf8CodeUnitCount
      guard bytes.count - index >= count else { return false }
      for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] {
        return false
      }
      index += count
      return true
    }

    /// Takes `byte` if it comes next.
    mutating func take(_ byte: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
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
      if take(UInt8(ascii: "}")) { return .object(members) }
      while true {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else {
          return nil
        }
        skipSpace()
        guard take(UInt8(ascii: ":")), let value = value(depth: depth + 1) else { return nil }
        members.append((key, value))
        skipSpace()
        if take(UInt8(ascii: "}")) { return .object(members) }
        guard take(UInt8(ascii: ",")) else { return nil }
      }
    }

    mutating func array(depth: Int) -> JSONTree? {
      index += 1
      var elements: [JSONTree] = []
      skipSpace()
      if take(UInt8(ascii: "]")) { return .array(elements) }
      while true {
        guard let element = value(depth: depth + 1) else { return nil }
        elements.append(element)
        skipSpace()
        if take(UInt8(ascii: "]")) { return .array(elements) }
        guard take(UInt8(ascii: ",")) else { return nil }
      }
    }

    /// A string's text, its escapes read.
    mutating func string() -> String? {
      index += 1
      var scalars = String.UnicodeScalarView()
      var start = index
      var hadEscape = false
      func flush() {
        scalars.append(
          contentsOf: String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars)
      }
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          defer { index += 1 }
          // No escape: the bytes are the text.
          guard hadEscape else { return String(decoding: bytes[start..<index], as: UTF8.self) }
          flush()
          return String(scalars)
        case UInt8(ascii: "\\"):
          hadEscape = true
          flush()
          guard index + 1 < bytes.count else { return nil }
          let escaped = bytes[index + 1]
          index += 2
          switch escaped {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
            scalars.append(Unicode.Scalar(escaped))
          case UInt8(ascii: "b"): scalars.append("\u{8}")
          case UInt8(ascii: "f"): scalars.append("\u{C}")
          case UInt8(ascii: "n"): scalars.append("\n")
          case UInt8(ascii: "r"): scalars.append("\r")
          case UInt8(ascii: "t"): scalars.append("\t")
          case UInt8(ascii: "u"):
            guard var unit = hex4() else { return nil }
            // A surrogate pair: the second half follows as `\uXXXX`.
            if (0xD800..<0xDC00).contains(unit), take("\\u"), let low = hex4(),
              (0xDC00..<0xE000).contains(low)
            {
              unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(unit) else { return nil }
            scalars.append(scalar)
          default: return nil
          }
          start = index
        default: index += 1
        }
      }
      return nil
    }

    /// Four hexadecimal digits, as a `\u` escape writes a UTF-16 unit.
    mutating func hex4() -> UInt32? {
      guard bytes.count - index >= 4,
        let unit = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
      else { return nil }
      index += 4
      return unit
    }

    mutating func number() -> JSONTree? {
      let start = index
      scan: while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
          UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
          index += 1
        default: break scan
        }
      }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      guard let first = text.utf8.first,
        first == UInt8(ascii: "-") || (0x30...0x39).contains(first),
        Double(text) != nil
      else { return nil }
      return .number(text)
    }
  }
}
