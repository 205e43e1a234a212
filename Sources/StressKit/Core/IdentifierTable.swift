import Containment

/// Values by view-controller identifier, in O(1) time and in memory proportional to the
/// entries held, however many identifiers a run has used.
///
/// Open addressing over a power-of-two table: an identifier's home slot is a Fibonacci hash of
/// it (identifiers come in sequence: homed by their low bits, a dive of thousands made at once
/// would fill one run of slots, and each removal would walk it), collisions probe the next
/// slots, and removal shifts the entries after it back (no tombstones), so a long run
/// that keeps creating and releasing view controllers reuses the same slots. The table keeps
/// at most half its slots full; it grows, never shrinks.
///
/// Slots move when entries are removed: a slot from ``slot(of:)`` is good until the next
/// ``remove(_:)`` or ``insert(_:for:)``.
///
/// A class over storage of its own: the oracle updates a record several times an event, and an
/// array's copy-on-write would check that it is the array's only owner at every write.
final class IdentifierTable<Value> {
  private struct Entry {
    var key: UInt64
    var value: Value
  }

  /// The key of an empty slot (no view controller has it: identifiers from
  /// ``Containment/ViewControllerID/next()`` start at 1 << 32 and count up by one).
  private static var emptyKey: UInt64 { .max }

  /// `mask + 1` slots, every one initialized.
  @exclusivity(unchecked) private var entries: UnsafeMutablePointer<Entry>
  @exclusivity(unchecked) private var mask: Int
  /// The value of an empty slot.
  private let filler: Value
  /// Entries held.
  @exclusivity(unchecked) private(set) var count = 0

  /// An empty table with room for `capacity` entries before it grows.
  init(filler: Value, capacity: Int = 32) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    self.filler = filler
    entries = Self.allocate(size, filler: filler)
    mask = size - 1
  }

  deinit {
    entries.deinitialize(count: mask + 1)
    entries.deallocate()
  }

  private static func allocate(_ size: Int, filler: Value) -> UnsafeMutablePointer<Entry> {
    let entries = UnsafeMutablePointer<Entry>.allocate(capacity: size)
    entries.initialize(repeating: Entry(key: emptyKey, value: filler), count: size)
    return entries
  }

  /// Where `key` goes when its slot is free: the high half of its product with 2^64 / φ.
  @inline(__always)
  private func home(_ key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  /// The slot holding `id`'s value, or `nil`.
  @inline(__always)
  func slot(of id: ViewControllerID) -> Int? {
    var slot = home(id.rawValue)
    while true {
      let key = entries[slot].key
      if key == id.rawValue { return slot }
      if key == Self.emptyKey { return nil }
      slot = (slot + 1) & mask
    }
  }

  /// The value in `slot` (from ``slot(of:)``).
  subscript(slot slot: Int) -> Value {
    @inline(__always) get {
      assert(slot >= 0 && slot <= mask, "slot \(slot) out of the table")
      return entries[slot].value
    }
    @inline(__always) _modify {
      assert(slot >= 0 && slot <= mask, "slot \(slot) out of the table")
      yield &entries[slot].value
    }
  }

  /// `id`'s value, or `nil`.
  subscript(id: ViewControllerID) -> Value? {
    slot(of: id).map { entries[$0].value }
  }

  /// Sets `id`'s value, adding it when it is not held.
  ///
  /// - Returns: The slot now holding it.
  @discardableResult
  func insert(_ value: Value, for id: ViewControllerID) -> Int {
    precondition(id.rawValue != Self.emptyKey, "identifier \(id) is reserved")
    if let slot = slot(of: id) {
      entries[slot].value = value
      return slot
    }
    if isFull { grow() }
    var slot = home(id.rawValue)
    while entries[slot].key != Self.emptyKey { slot = (slot + 1) & mask }
    entries[slot] = Entry(key: id.rawValue, value: value)
    count += 1
    return slot
  }

  /// Forgets `id` (nothing when it is not held).
  func remove(_ id: ViewControllerID) {
    guard let slot = slot(of: id) else { return }
    remove(atSlot: slot)
  }

  /// Empties `slot`, then shifts back each entry after it that may not stay where it is (one
  /// whose home slot is not in the cyclic range from the hole to where it is), up to the
  /// next empty slot.
  private func remove(atSlot slot: Int) {
    var hole = slot
    entries[hole] = Entry(key: Self.emptyKey, value: filler)
    count -= 1
    var next = hole
    while true {
      next = (next + 1) & mask
      let key = entries[next].key
      if key == Self.emptyKey { return }
      let home = home(key)
      let staysPut = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
      if !staysPut {
        entries[hole] = entries[next]
        entries[next] = Entry(key: Self.emptyKey, value: filler)
        hole = next
      }
    }
  }

  /// Whether one more entry would make the table grow.
  var isFull: Bool { (count + 1) * 2 > capacity }

  /// Forgets every identifier that `shouldBeRemoved` selects, in place (no allocation), in
  /// O(slots + the entries kept behind each one removed).
  func removeAll(where shouldBeRemoved: (ViewControllerID) -> Bool) {
    // Walking back from an empty slot, every entry a removal shifts comes from a slot already
    // looked at (shifts stop at an empty slot, and the one the walk started from stays
    // empty), and removing the last entries of a run first shifts little.
    guard let start = (0...mask).first(where: { entries[$0].key == Self.emptyKey }) else {
      return
    }
    for offset in 1...mask {
      let slot = (start - offset) & mask
      while entries[slot].key != Self.emptyKey,
        shouldBeRemoved(ViewControllerID(entries[slot].key))
      {
        remove(atSlot: slot)
      }
    }
  }

  /// The identifiers held, in increasing order.
  var identifiers: [ViewControllerID] {
    (0...mask).compactMap {
      entries[$0].key == Self.emptyKey ? nil : ViewControllerID(entries[$0].key)
    }
    .sorted()
  }

  /// Slots in the table (twice the entries it holds, at least).
  var capacity: Int { mask + 1 }

  private func grow() {
    let (old, oldSize) = (entries, mask + 1)
    entries = Self.allocate(oldSize * 2, filler: filler)
    mask = oldSize * 2 - 1
    count = 0
    for slot in 0..<oldSize where old[slot].key != Self.emptyKey {
      insert(old[slot].value, for: ViewControllerID(old[slot].key))
    }
    old.deinitialize(count: oldSize)
    old.deallocate()
  }
}
