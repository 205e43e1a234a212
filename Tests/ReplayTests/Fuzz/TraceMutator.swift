import Foundation
import StressKit

/// A structure-aware mutator of traces: it parses each line of a seed trace as JSON and changes
/// what a hostile but fair user would: numbers to the edges of their types and bounds, names to
/// other names, keys misspelt, added or dropped, types swapped, lines dropped, repeated,
/// swapped or spliced from another trace, versions and containers in the header, and, now and
/// then, the bytes themselves (truncated or flipped).
///
/// Input `index` of a mutator depends only on its seed and `index`, so any input of a long run
/// can be made again on its own: `TraceMutator(seeds: …, seed: S).input(I)`.
struct TraceMutator: Sendable {
  /// A JSON value as the mutator sees it; `fraction` keeps a number written with a fraction.
  indirect enum JSON: Sendable {
    case object([(String, JSON)])
    case array([JSON])
    case string(String)
    case int(Int64)
    case unsigned(UInt64)
    case fraction(String)
    case bool(Bool)
    case null
    /// Text that is not JSON (a line that did not parse), kept as it is.
    case raw(String)
  }

  /// The seed traces, each as its lines.
  let seeds: [[JSON]]
  /// Every string the seeds hold (operation names, styles, containers, profiles…).
  let names: [String]
  /// Every key the seeds use.
  let keys: [String]
  let seed: UInt64

  /// A mutator of `seeds` (trace files' bytes), its inputs drawn from `seed`.
  init(seeds: [Data], seed: UInt64) {
    self.seed = seed
    self.seeds = seeds.map { data in
      String(decoding: data, as: UTF8.self).split(separator: "\n").map { Self.parse(String($0)) }
    }
    var names: Set<String> = ["", "op", "push", "stack", "pages", "nested", "tabs", "placeholder"]
    var keys: Set<String> = []
    func collect(_ value: JSON) {
      switch value {
      case .object(let members):
        for (key, member) in members {
          keys.insert(key)
          collect(member)
        }
      case .array(let elements): elements.forEach(collect)
      case .string(let string): names.insert(string)
      default: break
      }
    }
    self.seeds.joined().forEach(collect)
    self.names = names.sorted()
    self.keys = keys.sorted()
  }

  /// Numbers at the edges: of Int, of the documented bounds and just past them, and small ones.
  static let interesting: [Int64] = [
    0, 1, -1, 2, 3, 7, 8, 63, 64, 65, 255, 256, 4096, 65535, 65536, 1_000_000, 1_000_001,
    100_000, 100_001, 1 << 20, (1 << 20) + 1, 64 << 20, (64 << 20) + 1, 1 << 31, 1 << 32,
    Int64.max, Int64.min, Int64.max - 1, Int64.min + 1, -(1 << 31),
  ]

  /// Input `index`: one seed with one to four mutations, as bytes.
  func input(_ index: Int) -> Data {
    var rng = SplitMix64(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
    var lines = seeds[rng.below(seeds.count)]
    for _ in 0..<(1 + rng.below(4)) { mutate(&lines, using: &rng) }
    var text = lines.map(Self.serialize).joined(separator: "\n")
    if rng.below(4) != 0 { text += "\n" }
    var bytes = Data(text.utf8)
    switch rng.below(24) {
    case 0 where !bytes.isEmpty: bytes = bytes.prefix(rng.below(bytes.count))
    case 1 where !bytes.isEmpty:
      let at = rng.below(bytes.count)
      bytes[at] ^= UInt8(truncatingIfNeeded: 1 << rng.below(8))
    case 2: bytes.append(contentsOf: [0xFF, 0xFE, 0x00])
    default: break
    }
    return bytes
  }

  private func mutate(_ lines: inout [JSON], using rng: inout SplitMix64) {
    guard !lines.isEmpty else {
      lines.append(.object([]))
      return
    }
    let at = rng.below(lines.count)
    switch rng.below(10) {
    case 0 where lines.count > 1: lines.remove(at: max(1, at))
    case 1: lines.insert(lines[at], at: at)
    case 2:
      let other = rng.below(lines.count)
      lines.swapAt(at, other)
    case 3:
      let donor = seeds[rng.below(seeds.count)]
      lines.insert(donor[rng.below(donor.count)], at: max(1, at))
    case 4: lines[0] = mutateHeader(lines[0], using: &rng)
    default: lines[at] = mutateValue(lines[at], using: &rng, depth: 0)
    }
  }

  private func mutateHeader(_ header: JSON, using rng: inout SplitMix64) -> JSON {
    guard case .object(var members) = header else { return header }
    let key = ["version", "container", "format"][rng.below(3)]
    let value: JSON =
      switch key {
      case "version": .int([-1, 0, 1, 2, 3, 4, Int64.max, Int64.min][rng.below(8)])
      case "container": .string(names[rng.below(names.count)])
      default: .string(["viewcachestress-trace", "other", ""][rng.below(3)])
      }
    members.removeAll { $0.0 == key }
    members.append((key, value))
    return .object(members)
  }

  /// Changes one thing somewhere in `value`.
  private func mutateValue(_ value: JSON, using rng: inout SplitMix64, depth: Int) -> JSON {
    switch value {
    case .object(var members) where !members.isEmpty && depth < 4:
      let index = rng.below(members.count)
      switch rng.below(8) {
      case 0: members.remove(at: index)
      case 1:
        let key = members[index].0
        let misspelt = rng.coin() ? String(key.dropLast()) : key + "s"
        members.append((misspelt, members[index].1))
      case 2: members.append((keys[rng.below(keys.count)], members[index].1))
      default:
        members[index].1 = mutateValue(members[index].1, using: &rng, depth: depth + 1)
      }
      return .object(members)
    case .array(var elements) where !elements.isEmpty && depth < 4:
      let index = rng.below(elements.count)
      switch rng.below(4) {
      case 0: elements.remove(at: index)
      case 1: elements.append(contentsOf: Array(repeating: elements[index], count: rng.below(70)))
      default: elements[index] = mutateValue(elements[index], using: &rng, depth: depth + 1)
      }
      return .array(elements)
    default:
      return replacement(for: value, using: &rng)
    }
  }

  /// Another value for a leaf: mostly of the same type, sometimes of another.
  private func replacement(for value: JSON, using rng: inout SplitMix64) -> JSON {
    if rng.below(5) == 0 {
      switch rng.below(7) {
      case 0: return .null
      case 1: return .fraction(["1.0", "0.5", "-0.0", "1e3", "4.0", "1e400"][rng.below(6)])
      case 2: return .string(names[rng.below(names.count)])
      case 3: return .bool(rng.coin())
      case 4: return .array([value])
      case 5: return .object([("op", value)])
      default: return .unsigned(UInt64.max - UInt64(rng.below(3)))
      }
    }
    switch value {
    case .int, .unsigned, .fraction:
      return .int(Self.interesting[rng.below(Self.interesting.count)])
    case .string(let string):
      switch rng.below(4) {
      case 0: return .string(string.uppercased())
      case 1: return .string(String(string.dropLast()))
      default: return .string(names[rng.below(names.count)])
      }
    case .bool(let bool): return .bool(!bool)
    default: return .int(Self.interesting[rng.below(Self.interesting.count)])
    }
  }

  // MARK: JSON text

  static func parse(_ line: String) -> JSON {
    guard
      let object = try? JSONSerialization.jsonObject(
        with: Data(line.utf8), options: [.fragmentsAllowed])
    else { return .raw(line) }
    return convert(object)
  }

  private static func convert(_ object: Any) -> JSON {
    switch object {
    case let dictionary as [String: Any]:
      return .object(dictionary.sorted { $0.key < $1.key }.map { ($0.key, convert($0.value)) })
    case let array as [Any]: return .array(array.map(convert))
    case let string as String: return .string(string)
    case let number as NSNumber:
      switch String(cString: number.objCType) {
      case "c": return .bool(number.boolValue)
      case "d", "f": return .fraction("\(number.doubleValue)")
      case "Q": return .unsigned(number.uint64Value)
      default: return .int(number.int64Value)
      }
    default: return .null
    }
  }

  static func serialize(_ value: JSON) -> String {
    switch value {
    case .object(let members):
      "{" + members.map { "\(quote($0.0)):\(serialize($0.1))" }.joined(separator: ",") + "}"
    case .array(let elements): "[" + elements.map(serialize).joined(separator: ",") + "]"
    case .string(let string): quote(string)
    case .int(let int): "\(int)"
    case .unsigned(let unsigned): "\(unsigned)"
    case .fraction(let text), .raw(let text): text
    case .bool(let bool): bool ? "true" : "false"
    case .null: "null"
    }
  }

  private static func quote(_ string: String) -> String {
    var quoted = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case _ where scalar.value < 0x20: quoted += String(format: "\\u%04x", scalar.value)
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }
}
