/// Writes the trace lines of ``TraceLineWritable`` values straight into a buffer kept from one
/// line to the next: a few hundred instructions a line, no allocation.
///
/// A line is written as it is set, so keys must come in the order the trace format sorts them
/// (by their bytes) and an object must be finished before its parent takes its next key. A
/// writer that breaks either rule, sets a key twice or a string needing an escape makes
/// ``line(_:_:)`` return `nil`: the caller then writes the line through `Encodable`.
///
/// Not thread-safe: one per journal.
final class TraceLineWriter {
  /// An open object or array.
  private struct Level {
    var serial: Int
    var isArray: Bool
    var count: Int
    /// The last key written at this level (a literal's bytes), to check the order.
    var lastKey: UnsafeRawBufferPointer?
  }

  // Unchecked exclusivity: a journal's writer is used by one thread, one line at a time, and a
  // checked access costs a runtime call (about a tenth of a traced step's cost, measured).
  @exclusivity(unchecked) private var output: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private var capacity = 1024
  @exclusivity(unchecked) private var count = 0
  @exclusivity(unchecked) private var levels: UnsafeMutablePointer<Level>
  @exclusivity(unchecked) private var depth = 0
  private let maxDepth = 32
  @exclusivity(unchecked) private var nextSerial = 0
  @exclusivity(unchecked) private var gaveUp = false

  init() {
    output = .allocate(capacity: capacity)
    levels = .allocate(capacity: maxDepth)
  }

  deinit {
    output.deallocate()
    levels.deallocate()
  }

  /// Calls `body` with the line `write` writes into its object, or returns `nil` when `write`
  /// returns `false` or breaks a rule (see the type's documentation).
  func line<Result>(
    _ write: (TraceLineObject) -> Bool, _ body: (UnsafeRawBufferPointer) -> Result
  ) -> Result? {
    count = 0
    depth = 0
    gaveUp = false
    let root = open(isArray: false)
    guard write(TraceLineObject(writer: .passUnretained(self), serial: root)), !gaveUp else {
      return nil
    }
    close(to: 0)
    return body(UnsafeRawBufferPointer(start: output, count: count))
  }

  // MARK: For TraceLineObject

  /// Starts a value under `key` in the object `serial`: its comma and key are written.
  ///
  /// Returns `false` (and gives up) if that object is closed or the key is out of order.
  func key(_ key: StaticString, in serial: Int) -> Bool {
    guard !gaveUp, reach(serial), key.hasPointerRepresentation else { return fail() }
    let bytes = UnsafeRawBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
    let level = levels + (depth - 1)
    if let last = level.pointee.lastKey, !Self.precedes(last, bytes) { return fail() }
    level.pointee.lastKey = bytes
    reserve(bytes.count + 4)
    if level.pointee.count > 0 { emit(0x2C) }
    level.pointee.count += 1
    emit(0x22)
    guard copy(checking: bytes) else { return fail() }
    emit(0x22)
    emit(0x3A)
    return true
  }

  /// Starts an element of the array `serial`: its comma is written.
  func element(in serial: Int) -> Bool {
    guard !gaveUp, reach(serial) else { return fail() }
    let level = levels + (depth - 1)
    reserve(1)
    if level.pointee.count > 0 { emit(0x2C) }
    level.pointee.count += 1
    return true
  }

  func integer<Value: BinaryInteger>(_ value: Value) {
    reserve(40)
    let start = count
    var magnitude = value.magnitude
    repeat {
      emit(UInt8(0x30 + magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    if value < 0 { emit(0x2D) }
    var low = start
    var high = count - 1
    while low < high {
      (output[low], output[high]) = (output[high], output[low])
      low += 1
      high -= 1
    }
  }

  func literal(_ text: StaticString) {
    reserve(text.utf8CodeUnitCount)
    (output + count).update(from: text.utf8Start, count: text.utf8CodeUnitCount)
    count += text.utf8CodeUnitCount
  }

  func string(_ value: String) {
    var value = value
    value.withUTF8 { utf8 in
      reserve(utf8.count + 2)
      emit(0x22)
      if !copy(checking: UnsafeRawBufferPointer(utf8)) { gaveUp = true }
      emit(0x22)
    }
  }

  /// Opens an object or array as the value just keyed; returns its serial.
  func open(isArray: Bool) -> Int {
    guard depth < maxDepth else {
      gaveUp = true
      return -1
    }
    reserve(1)
    emit(isArray ? 0x5B : 0x7B)
    nextSerial += 1
    levels[depth] = Level(serial: nextSerial, isArray: isArray, count: 0, lastKey: nil)
    depth += 1
    return nextSerial
  }

  // MARK: Private

  /// Whether `a` sorts strictly before `b`, byte by byte (keys are short: no `memcmp` call).
  @inline(__always)
  private static func precedes(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
    let shared = min(a.count, b.count)
    var offset = 0
    while offset < shared {
      let x = a.load(fromByteOffset: offset, as: UInt8.self)
      let y = b.load(fromByteOffset: offset, as: UInt8.self)
      if x != y { return x < y }
      offset += 1
    }
    return a.count < b.count
  }

  private func fail() -> Bool {
    gaveUp = true
    return false
  }

  /// Closes the levels opened after `serial` (finished, since their parent goes on); `false`
  /// if `serial` is not open.
  @inline(__always)
  private func reach(_ serial: Int) -> Bool {
    if depth > 0, levels[depth - 1].serial == serial { return true }
    var level = depth - 1
    while level >= 0, levels[level].serial != serial { level -= 1 }
    guard level >= 0 else { return false }
    close(to: level + 1)
    return true
  }

  /// Closes levels until `depth` is `target`.
  private func close(to target: Int) {
    reserve(depth - target)
    while depth > target {
      depth -= 1
      emit(levels[depth].isArray ? 0x5D : 0x7D)
    }
  }

  @inline(__always)
  private func reserve(_ extra: Int) {
    if count + extra > capacity { grow(extra) }
  }

  @inline(never)
  private func grow(_ extra: Int) {
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: max(capacity * 2, count + extra))
    grown.update(from: output, count: count)
    output.deallocate()
    output = grown
    capacity = max(capacity * 2, count + extra)
  }

  @inline(__always)
  private func emit(_ byte: UInt8) {
    output[count] = byte
    count += 1
  }

  /// Copies a string's characters (room reserved), `false` if one needs an escape.
  @inline(__always)
  private func copy(checking bytes: UnsafeRawBufferPointer) -> Bool {
    // Branch-free: below 0x20 or from 0x7F up is one unsigned comparison (0x20 subtracted),
    // then the quote and the backslash.
    var escapes: UInt8 = 0
    let target = output + count
    for offset in 0..<bytes.count {
      let byte = bytes.load(fromByteOffset: offset, as: UInt8.self)
      let outside: UInt8 = byte &- 0x20 >= 0x5F ? 1 : 0
      let quoteOrBackslash: UInt8 = byte == 0x22 || byte == 0x5C ? 1 : 0
      escapes |= outside | quoteOrBackslash
      target[offset] = byte
    }
    count += bytes.count
    return escapes == 0
  }
}
