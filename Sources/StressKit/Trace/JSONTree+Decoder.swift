import Foundation

extension JSONTree {
  /// Decodes a `Decodable` value from JSON through a ``JSONTree``.
  ///
  /// What a worker reads its order with: `JSONDecoder` asks the runtime, for every type it
  /// decodes, whether the type conforms to its marker protocols, and a first such question scans
  /// every conformance in the process (about 1.5 million instructions for an order). This
  /// decoder asks none. It reads what `JSONEncoder` writes by default: numbers, strings,
  /// booleans, `null`, objects and arrays (no dates or data).
  package static func decode<Value: Decodable>(_: Value.Type, from data: Data) throws -> Value {
    guard let tree = JSONTree(parsing: data) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: [], debugDescription: "not one JSON value"))
    }
    return try decode(Value.self, from: tree)
  }

  /// Decodes a `Decodable` value from a tree already parsed.
  package static func decode<Value: Decodable>(_: Value.Type, from tree: JSONTree) throws -> Value {
    try Value(from: TreeDecoder(tree: tree, codingPath: []))
  }
}

/// A decoder over one node of a tree.
private struct TreeDecoder: Decoder {
  let tree: JSONTree
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy _: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = tree else {
      throw mismatch([String: Int].self, tree, codingPath)
    }
    return KeyedDecodingContainer(TreeKeyed<Key>(members: members, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = tree else {
      throw mismatch([Int].self, tree, codingPath)
    }
    return TreeUnkeyed(elements: elements, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    TreeSingle(tree: tree, codingPath: codingPath)
  }
}

private func mismatch(_ type: Any.Type, _ tree: JSONTree, _ path: [any CodingKey])
  -> DecodingError
{
  DecodingError.typeMismatch(
    type, DecodingError.Context(codingPath: path, debugDescription: "expected \(type)"))
}

/// One value: what every container's typed `decode` comes down to.
private struct TreeSingle: SingleValueDecodingContainer {
  let tree: JSONTree
  let codingPath: [any CodingKey]

  func decodeNil() -> Bool {
    if case .null = tree { return true }
    return false
  }

  func decode(_ type: Bool.Type) throws -> Bool {
    guard case .bool(let value) = tree else { throw mismatch(type, tree, codingPath) }
    return value
  }

  func decode(_ type: String.Type) throws -> String {
    guard case .string(let value) = tree else { throw mismatch(type, tree, codingPath) }
    return value
  }

  func decode(_ type: Double.Type) throws -> Double {
    guard case .number(let text) = tree, let value = Double(text) else {
      throw mismatch(type, tree, codingPath)
    }
    return value
  }

  func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

  /// A whole number that fits `Integer`.
  func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
    guard case .number(let text) = tree, let value = Integer(text) else {
      throw mismatch(type, tree, codingPath)
    }
    return value
  }

  func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

  func decode<Value: Decodable>(_: Value.Type) throws -> Value {
    try Value(from: TreeDecoder(tree: tree, codingPath: codingPath))
  }
}

/// An object's members.
private struct TreeKeyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: [(key: String, value: JSONTree)]
  let codingPath: [any CodingKey]

  var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

  func contains(_ key: Key) -> Bool { members.contains { $0.key == key.stringValue } }

  /// The member called `key`, as a single value.
  private func value(_ key: Key) throws -> TreeSingle {
    guard let member = members.first(where: { $0.key == key.stringValue }) else {
      throw DecodingError.keyNotFound(
        key,
        DecodingError.Context(codingPath: codingPath, debugDescription: "no \(key.stringValue)"))
    }
    return TreeSingle(tree: member.value, codingPath: codingPath + [key])
  }

  func decodeNil(forKey key: Key) throws -> Bool { try value(key).decodeNil() }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(key).decode(type) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try value(key).decode(type)
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try value(key).decode(type)
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(key).decode(type) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(key).decode(type) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(key).decode(type) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(key).decode(type) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(key).decode(type) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(key).decode(type) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(key).decode(type) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(key).decode(type) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try value(key).decode(type)
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try value(key).decode(type)
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try value(key).decode(type)
  }
  func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    try value(key).decode(type)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let single = try value(key)
    return try TreeDecoder(tree: single.tree, codingPath: single.codingPath).container(
      keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    let single = try value(key)
    return try TreeDecoder(tree: single.tree, codingPath: single.codingPath).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    TreeDecoder(tree: .object(members), codingPath: codingPath)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    let single = try value(key)
    return TreeDecoder(tree: single.tree, codingPath: single.codingPath)
  }
}

/// An array's elements, in order.
private struct TreeUnkeyed: UnkeyedDecodingContainer {
  let elements: [JSONTree]
  let codingPath: [any CodingKey]
  var currentIndex = 0

  init(elements: [JSONTree], codingPath: [any CodingKey]) {
    self.elements = elements
    self.codingPath = codingPath
  }

  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  /// The next element, as a single value.
  private mutating func next() throws -> TreeSingle {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        Any.self, DecodingError.Context(codingPath: codingPath, debugDescription: "no more"))
    }
    defer { currentIndex += 1 }
    return TreeSingle(tree: elements[currentIndex], codingPath: codingPath)
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, case .null = elements[currentIndex] else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try next().decode(type) }
  mutating func decode(_ type: String.Type) throws -> String { try next().decode(type) }
  mutating func decode(_ type: Double.Type) throws -> Double { try next().decode(type) }
  mutating func decode(_ type: Float.Type) throws -> Float { try next().decode(type) }
  mutating func decode(_ type: Int.Type) throws -> Int { try next().decode(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try next().decode(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try next().decode(type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try next().decode(type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try next().decode(type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try next().decode(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next().decode(type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next().decode(type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next().decode(type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next().decode(type) }
  mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try next().decode(type)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let single = try next()
    return try TreeDecoder(tree: single.tree, codingPath: codingPath).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let single = try next()
    return try TreeDecoder(tree: single.tree, codingPath: codingPath).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    TreeDecoder(tree: try next().tree, codingPath: codingPath)
  }
}
