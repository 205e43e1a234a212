// The Encoder protocols over ``TraceLineEncoder``'s table: what `Encodable` values call.

/// An encoder writing into one node of a ``TraceLineEncoder`` (two words: no allocation as
/// an `any Encoder`).
struct NodeEncoder: Encoder {
  let owner: TraceLineEncoder
  let node: Int32

  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    owner.open(node, as: .object)
    return KeyedEncodingContainer(KeyedNode<Key>(owner: owner, node: node))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    owner.open(node, as: .array)
    return UnkeyedNode(owner: owner, node: node)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleNode(owner: owner, node: node)
  }
}

private struct KeyedNode<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let owner: TraceLineEncoder
  let node: Int32

  var codingPath: [any CodingKey] { [] }

  private func child(_ key: Key) -> Int32 { owner.child(of: node, key: key.stringValue) }

  mutating func encodeNil(forKey key: Key) throws { owner.setLiteral(child(key), "null") }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    owner.setLiteral(child(key), value ? "true" : "false")
  }
  mutating func encode(_ value: String, forKey key: Key) throws {
    owner.setString(child(key), value)
  }
  mutating func encode(_ value: Double, forKey key: Key) throws { owner.gaveUp = true }
  mutating func encode(_ value: Float, forKey key: Key) throws { owner.gaveUp = true }
  mutating func encode(_ value: Int, forKey key: Key) throws { owner.setInteger(child(key), value) }
  mutating func encode(_ value: Int8, forKey key: Key) throws {
    owner.setInteger(child(key), value)
  }
  mutating func encode(_ value: Int16, forKey key: Key) throws {
    owner.setInteger(child(key), value)
  }
  mutating func encode(_ value: Int32, forKey key: Key) throws {
    owner.setInteger(child(key), value)
  }
  mutating func encode(_ value: Int64, forKey key: Key) throws {
    owner.setInteger(child(key), value)
  }
  mutating func encode(_ value: UInt, forKey key: Key) throws {
    owner.setInteger(child(key), value)
  }
  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    owner.setInteger(child(key), value)
  }
  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    owner.setInteger(child(key), value)
  }
  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    owner.setInteger(child(key), value)
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    owner.setInteger(child(key), value)
  }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try owner.encode(value, into: child(key))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    NodeEncoder(owner: owner, node: child(key)).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    NodeEncoder(owner: owner, node: child(key)).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    NodeEncoder(owner: owner, node: owner.child(of: node, key: "super"))
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    NodeEncoder(owner: owner, node: child(key))
  }
}

/// The values an unkeyed or single-value container writes, each into the node it picks next:
/// the overloads the two protocols share, written once.
private protocol NodeValues {
  var owner: TraceLineEncoder { get }
  /// The node the next value goes into.
  func nextNode() -> Int32
}

extension NodeValues {
  mutating func encodeNil() throws { owner.setLiteral(nextNode(), "null") }
  mutating func encode(_ value: Bool) throws {
    owner.setLiteral(nextNode(), value ? "true" : "false")
  }
  mutating func encode(_ value: String) throws { owner.setString(nextNode(), value) }
  mutating func encode(_ value: Double) throws { owner.gaveUp = true }
  mutating func encode(_ value: Float) throws { owner.gaveUp = true }
  mutating func encode(_ value: Int) throws { owner.setInteger(nextNode(), value) }
  mutating func encode(_ value: Int8) throws { owner.setInteger(nextNode(), value) }
  mutating func encode(_ value: Int16) throws { owner.setInteger(nextNode(), value) }
  mutating func encode(_ value: Int32) throws { owner.setInteger(nextNode(), value) }
  mutating func encode(_ value: Int64) throws { owner.setInteger(nextNode(), value) }
  mutating func encode(_ value: UInt) throws { owner.setInteger(nextNode(), value) }
  mutating func encode(_ value: UInt8) throws { owner.setInteger(nextNode(), value) }
  mutating func encode(_ value: UInt16) throws { owner.setInteger(nextNode(), value) }
  mutating func encode(_ value: UInt32) throws { owner.setInteger(nextNode(), value) }
  mutating func encode(_ value: UInt64) throws { owner.setInteger(nextNode(), value) }
  mutating func encode<T: Encodable>(_ value: T) throws {
    try owner.encode(value, into: nextNode())
  }
}

private struct UnkeyedNode: UnkeyedEncodingContainer, NodeValues {
  let owner: TraceLineEncoder
  let node: Int32

  var codingPath: [any CodingKey] { [] }
  var count: Int { owner.count(of: node) }

  /// A new element of the array.
  func nextNode() -> Int32 { owner.element(of: node) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    NodeEncoder(owner: owner, node: nextNode()).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    NodeEncoder(owner: owner, node: nextNode()).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    NodeEncoder(owner: owner, node: nextNode())
  }
}

private struct SingleNode: SingleValueEncodingContainer, NodeValues {
  let owner: TraceLineEncoder
  let node: Int32

  var codingPath: [any CodingKey] { [] }

  /// The container's one node.
  func nextNode() -> Int32 { node }
}
