/// Draws step kinds by a profile's weights, with some kinds switched off: one random number
/// below the total weight, looked up in a table (or, for very large totals, by binary search in
/// the cumulative weights), no allocation per draw.
@usableFromInline
struct KindDraw<Kind: StressKind> {
  @usableFromInline let kinds: [StepKind<Kind>]
  @usableFromInline let cumulative: [Int]
  /// For each value below the total weight, the index of the kind it draws (empty when the
  /// total is too large for a table).
  @usableFromInline let table: [UInt16]
  @usableFromInline let total: Int

  @usableFromInline
  init(_ profile: StressProfile<Kind>, disabled: Set<StepKind<Kind>>) {
    kinds = profile.weights.map(\.kind)
    var running = 0
    cumulative = profile.weights.map { weight in
      running += disabled.contains(weight.kind) ? 0 : max(0, weight.weight)
      return running
    }
    total = running
    var table: [UInt16] = []
    if total <= 1 << 16, kinds.count <= Int(UInt16.max) {
      table.reserveCapacity(total)
      var start = 0
      for (index, end) in cumulative.enumerated() {
        table.append(contentsOf: repeatElement(UInt16(index), count: end - start))
        start = end
      }
    }
    self.table = table
  }

  /// The next kind; `nil` when every kind is off.
  @inlinable
  func next(using rng: inout SplitMix64) -> StepKind<Kind>? {
    guard total > 0 else { return nil }
    return kind(at: rng.below(total))
  }

  /// The kind a guided run's byte chooses: `byte` out of 256 of the way through the weights,
  /// so that each kind has its weight's share of the byte's values; `nil` when every kind is
  /// off.
  @inlinable
  func kind(choosing byte: UInt8) -> StepKind<Kind>? {
    guard total > 0 else { return nil }
    return kind(at: (Int(byte) * total) >> 8)
  }

  /// The kind of `pick`, a number below the total weight.
  @inlinable
  func kind(at pick: Int) -> StepKind<Kind> {
    if !table.isEmpty { return kinds[Int(table[pick])] }
    var low = 0
    var high = cumulative.count - 1
    while low < high {
      let middle = (low + high) / 2
      if cumulative[middle] > pick { high = middle } else { low = middle + 1 }
    }
    return kinds[low]
  }
}
