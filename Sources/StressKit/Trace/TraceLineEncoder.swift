import Foundation

/// Writes a value as one line of JSON, byte for byte as ``TraceFile/encoder()`` would (keys
/// sorted by their UTF-8 bytes, slashes not escaped), without `JSONEncoder`'s work per value:
/// the values go into a flat table of nodes and a byte pool, both kept from one line to the
/// next, so a line costs no allocation beyond the one box `KeyedEncodingContainer` puts each
/// keyed container in.
///
/// It writes what a trace's steps hold: integers, booleans, `nil`, strings of printable ASCII
/// without quotes or backslashes, keyed and unkeyed containers, nested at any depth. For anything
/// else (a floating-point number, a string that would need escaping, `Date`, `Data`, `URL`,
/// `Decimal`, a key encoded twice, a container asked for in conflict with the one before) it
/// gives up and ``line(_:_:)`` returns `nil`, so that the caller asks `JSONEncoder`: the fast path
/// never writes anything `JSONEncoder` would write differently, and a test compares the two on
/// every driver's steps.
///
/// Not thread-safe: one per journal.
final class TraceLineEncoder {
  /// What a node holds.
  enum Kind: UInt8 {
    /// Nothing yet (written as `{}`, as `JSONEncoder` writes a value that encoded nothing).
    case pending
    /// `null`, a number or a boolean: its text in the pool.
    case literal
    /// A string: its characters in the pool (nothing to escape).
    case string
    /// An object: its children, each with a key, kept in key order.
    case object
    /// An array: its children in order.
    case array
  }

  fileprivate struct Node {
    var kind: Kind
    var keyStart: Int32
    var keyLength: Int32
    var valueStart: Int32
    var valueLength: Int32
    var first: Int32
    var last: Int32
    var next: Int32
    var count: Int32

    static let empty = Node(
      kind: .pending, keyStart: 0, keyLength: 0, valueStart: 0, valueLength: 0, first: -1,
      last: -1, next: -1, count: 0)
  }

  fileprivate var nodes: UnsafeMutablePointer<Node>
  private var nodeCapacity: Int
  fileprivate var nodeCount = 0
  fileprivate var pool: UnsafeMutablePointer<UInt8>
  private var poolCapacity: Int
  fileprivate var poolCount = 0
  private var output: UnsafeMutablePointer<UInt8>
  private var outputCapacity: Int
  private var outputCount = 0
  /// Set when the value holds something this encoder does not write exactly like `JSONEncoder`.
  var gaveUp = false

  init() {
    nodeCapacity = 64
    nodes = .allocate(capacity: nodeCapacity)
    poolCapacity = 1024
    pool = .allocate(capacity: poolCapacity)
    outputCapacity = 1024
    output = .allocate(capacity: outputCapacity)
  }

  deinit {
    nodes.deallocate()
    pool.deallocate()
    output.deallocate()
  }

  /// Calls `body` with `value`'s JSON line (without a newline), or returns `nil` when this
  /// encoder does not write it exactly as `JSONEncoder` would (the caller then asks
  /// `JSONEncoder`).
  func line<Value: Encodable, Result>(
    _ value: Value, _ body: (UnsafeRawBufferPointer) -> Result
  ) -> Result? {
    render(
      { root in
        do {
          try value.encode(to: NodeEncoder(owner: self, node: root))
          return true
        } catch {
          return false
        }
      }, body)
  }

  /// Calls `body` with the line of what `fill` writes into the root node, unless it fails.
  private func render<Result>(
    _ fill: (Int32) -> Bool, _ body: (UnsafeRawBufferPointer) -> Result
  ) -> Result? {
    nodeCount = 0
    poolCount = 0
    outputCount = 0
    gaveUp = false
    let root = addNode()
    guard fill(root), !gaveUp else { return nil }
    reserveOutput()
    write(root)
    return body(UnsafeRawBufferPointer(start: output, count: outputCount))
  }

  // MARK: The table

  fileprivate func addNode() -> Int32 {
    if nodeCount == nodeCapacity {
      let grown = UnsafeMutablePointer<Node>.allocate(capacity: nodeCapacity * 2)
      grown.moveInitialize(from: nodes, count: nodeCount)
      nodes.deallocate()
      nodes = grown
      nodeCapacity *= 2
    }
    nodes[nodeCount] = .empty
    nodeCount += 1
    return Int32(nodeCount - 1)
  }

  /// Copies `bytes` into the pool; returns where they start.
  fileprivate func store(_ bytes: UnsafeRawBufferPointer) -> Int32 {
    reservePool(bytes.count)
    let start = poolCount
    if let base = bytes.baseAddress {
      (pool + start).update(from: base.assumingMemoryBound(to: UInt8.self), count: bytes.count)
    }
    poolCount += bytes.count
    return Int32(start)
  }

  private func reservePool(_ extra: Int) {
    guard poolCount + extra > poolCapacity else { return }
    let capacity = max(poolCapacity * 2, poolCount + extra)
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    grown.update(from: pool, count: poolCount)
    pool.deallocate()
    pool = grown
    poolCapacity = capacity
  }

  /// Stores a string that needs no escaping; gives up on any other.
  fileprivate func store(string: String) -> (start: Int32, length: Int32) {
    var string = string
    return string.withUTF8 { store(checking: UnsafeRawBufferPointer($0)) }
  }

  /// Copies the characters of a string into the pool, giving up on one that needs an escape
  /// (a quote, a backslash, a control or non-ASCII character).
  private func store(checking bytes: UnsafeRawBufferPointer) -> (start: Int32, length: Int32) {
    reservePool(bytes.count)
    let start = poolCount
    var escapes = false
    for offset in 0..<bytes.count {
      let byte = bytes[offset]
      escapes = escapes || byte < 0x20 || byte >= 0x7F || byte == 0x22 || byte == 0x5C
      pool[start + offset] = byte
    }
    if escapes { gaveUp = true }
    poolCount += bytes.count
    return (Int32(start), Int32(bytes.count))
  }

  /// Makes `node` a literal holding `text` (ASCII: `null`, `true`, `false`).
  func setLiteral(_ node: Int32, _ text: StaticString) {
    guard claim(node) else { return }
    let bytes = UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    nodes[Int(node)].kind = .literal
    nodes[Int(node)].valueStart = store(bytes)
    nodes[Int(node)].valueLength = Int32(bytes.count)
  }

  /// Makes `node` a literal holding `value`'s decimal digits.
  func setInteger<Value: BinaryInteger>(_ node: Int32, _ value: Value) {
    guard claim(node) else { return }
    reservePool(40)
    let start = poolCount
    var magnitude = value.magnitude
    var digits = 0
    repeat {
      pool[start + digits] = UInt8(0x30 + magnitude % 10)
      magnitude /= 10
      digits += 1
    } while magnitude > 0
    if value < 0 {
      pool[start + digits] = 0x2D
      digits += 1
    }
    var low = start
    var high = start + digits - 1
    while low < high {
      (pool[low], pool[high]) = (pool[high], pool[low])
      low += 1
      high -= 1
    }
    poolCount += digits
    nodes[Int(node)].kind = .literal
    nodes[Int(node)].valueStart = Int32(start)
    nodes[Int(node)].valueLength = Int32(digits)
  }

  func setString(_ node: Int32, _ value: String) {
    guard claim(node) else { return }
    let stored = store(string: value)
    nodes[Int(node)].kind = .string
    nodes[Int(node)].valueStart = stored.start
    nodes[Int(node)].valueLength = stored.length
  }

  /// Whether `node` may take a single value (it holds nothing yet); gives up if not.
  private func claim(_ node: Int32) -> Bool {
    guard nodes[Int(node)].kind == .pending else {
      gaveUp = true
      return false
    }
    return true
  }

  /// Makes `node` a container of `kind`, or keeps it one; gives up on a conflict.
  func open(_ node: Int32, as kind: Kind) {
    let current = nodes[Int(node)].kind
    if current == .pending {
      nodes[Int(node)].kind = kind
    } else if current != kind {
      gaveUp = true
    }
  }

  /// A new child of the object `parent` under `key`, placed in key order.
  func child(of parent: Int32, key: String) -> Int32 {
    insert(store(string: key), in: parent)
  }

  private func insert(_ stored: (start: Int32, length: Int32), in parent: Int32) -> Int32 {
    let child = addNode()
    nodes[Int(child)].keyStart = stored.start
    nodes[Int(child)].keyLength = stored.length
    guard !gaveUp else { return child }
    var previous: Int32 = -1
    var current = nodes[Int(parent)].first
    while current >= 0 {
      let order = compareKeys(current, child)
      if order == 0 {
        gaveUp = true  // JSONEncoder keeps the last value of a key encoded twice.
        return child
      }
      if order > 0 { break }
      previous = current
      current = nodes[Int(current)].next
    }
    nodes[Int(child)].next = current
    if previous < 0 {
      nodes[Int(parent)].first = child
    } else {
      nodes[Int(previous)].next = child
    }
    if current < 0 { nodes[Int(parent)].last = child }
    nodes[Int(parent)].count += 1
    return child
  }

  /// The values in the object or array `node`.
  func count(of node: Int32) -> Int { Int(nodes[Int(node)].count) }

  /// A new last element of the array `parent`.
  func element(of parent: Int32) -> Int32 {
    let child = addNode()
    let last = nodes[Int(parent)].last
    if last < 0 {
      nodes[Int(parent)].first = child
    } else {
      nodes[Int(last)].next = child
    }
    nodes[Int(parent)].last = child
    nodes[Int(parent)].count += 1
    return child
  }

  /// The byte-wise order of two nodes' keys (negative, zero, positive).
  private func compareKeys(_ a: Int32, _ b: Int32) -> Int {
    let left = nodes[Int(a)]
    let right = nodes[Int(b)]
    let shared = Int(min(left.keyLength, right.keyLength))
    for offset in 0..<shared {
      let x = pool[Int(left.keyStart) + offset]
      let y = pool[Int(right.keyStart) + offset]
      if x != y { return x < y ? -1 : 1 }
    }
    return Int(left.keyLength) - Int(right.keyLength)
  }

  // MARK: Writing

  /// Writes a byte; ``write(_:)`` reserved the room.
  private func emit(_ byte: UInt8) {
    output[outputCount] = byte
    outputCount += 1
  }

  private func emitPool(_ start: Int32, _ length: Int32) {
    (output + outputCount).update(from: pool + Int(start), count: Int(length))
    outputCount += Int(length)
  }

  /// Makes room for the whole line: the pool's bytes and, per node, at most six of JSON's
  /// (quotes and colon of a key, two braces or quotes, a comma).
  private func reserveOutput() {
    let needed = poolCount + nodeCount * 6
    guard needed > outputCapacity else { return }
    output.deallocate()
    outputCapacity = max(outputCapacity * 2, needed)
    output = .allocate(capacity: outputCapacity)
  }

  private func write(_ index: Int32) {
    let node = nodes[Int(index)]
    switch node.kind {
    case .pending:
      emit(0x7B)
      emit(0x7D)
    case .literal:
      emitPool(node.valueStart, node.valueLength)
    case .string:
      emit(0x22)
      emitPool(node.valueStart, node.valueLength)
      emit(0x22)
    case .object, .array:
      let isObject = node.kind == .object
      emit(isObject ? 0x7B : 0x5B)
      var child = node.first
      while child >= 0 {
        if child != node.first { emit(0x2C) }
        if isObject {
          emit(0x22)
          emitPool(nodes[Int(child)].keyStart, nodes[Int(child)].keyLength)
          emit(0x22)
          emit(0x3A)
        }
        write(child)
        child = nodes[Int(child)].next
      }
      emit(isObject ? 0x7D : 0x5D)
    }
  }

  /// Encodes a nested value into `node`, giving up on the types `JSONEncoder` writes its own way.
  func encode<Value: Encodable>(_ value: Value, into node: Int32) throws {
    let type = Value.self
    if type == Double.self || type == Float.self || type == Date.self || type == Data.self
      || type == URL.self || type == Decimal.self
    {
      gaveUp = true
      return
    }
    try value.encode(to: NodeEncoder(owner: self, node: node))
  }
}
