/// One of `count` processes that share a soak between them, and the seeds it runs.
///
/// Shard `index` of `count` runs the seeds `base + index`, `base + index + count`,
/// `base + index + 2 × count`, … (as many as it is asked for), so that `count` shards of `m`
/// seeds each run exactly the seeds `base ..< base + count × m`, the ones a single process
/// running `count × m` seeds runs, each seed once. A cluster engine starts the shards (a
/// Kubernetes Indexed Job, a Slurm job array, a CI matrix); `stress-harness merge` makes one
/// report of theirs.
///
/// ```swift
/// let shard = try Shard(parsing: "2/4")
/// let seeds = shard.seeds(base: 100, count: 3)  // [102, 106, 110]
/// let folder = shard.folderName  // "shard-2-of-4"
/// ```
public struct Shard: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The shard's index, from 0.
  public var index: Int
  /// The number of shards.
  public var count: Int

  /// The most shards a soak can have.
  public static let maximumCount = 1_000_000

  /// Shard `index` of `count`.
  ///
  /// - Throws: ``HarnessError/usage(_:)`` unless `1 <= count <= maximumCount` and
  ///   `0 <= index < count`.
  public init(index: Int, count: Int) throws(HarnessError) {
    guard (1...Self.maximumCount).contains(count) else {
      throw .usage("the shard count must be in 1...\(Self.maximumCount), got \(count)")
    }
    guard (0..<count).contains(index) else {
      throw .usage(
        "the shard index must be in 0...\(count - 1) for \(count) shard\(count == 1 ? "" : "s"), got \(index)"
      )
    }
    self.index = index
    self.count = count
  }

  /// The shard `K/N` names: index `K` (from 0) of `N`.
  ///
  /// - Throws: ``HarnessError/usage(_:)`` for text that is not two whole numbers around a
  ///   slash, or numbers out of range.
  public init(parsing text: String) throws(HarnessError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Self.wholeNumber(parts[0]),
      let count = Self.wholeNumber(parts[1])
    else {
      throw .usage(
        "a shard is INDEX/COUNT with INDEX from 0, like 0/4, got '\(HarnessError.echoed(text))'")
    }
    try self.init(index: index, count: count)
  }

  /// A whole number of decimal digits only (no sign, no spaces), or `nil`.
  static func wholeNumber(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return Int(text)
  }

  /// The seeds this shard runs: `count` of them from `base + index`, `self.count` apart
  /// (wrapping past `UInt64.max`, as seeds do).
  public func seeds(base: UInt64, count: Int) -> [UInt64] {
    (0..<max(0, count)).map { base &+ UInt64(index) &+ UInt64($0) &* UInt64(self.count) }
  }

  /// The folder of the shard's report and failures: `shard-K-of-N`, `K` padded with zeros to
  /// the width of `N - 1`, so that shards list in order.
  public var folderName: String {
    let width = String(count - 1).count
    let digits = String(index)
    return "shard-\(String(repeating: "0", count: width - digits.count))\(digits)-of-\(count)"
  }

  /// `K/N`.
  public var description: String { "\(index)/\(count)" }

  private enum CodingKeys: String, CodingKey { case index, count }

  /// Decodes a shard, checked as ``init(index:count:)`` checks one: a report's shard is never
  /// out of its count, nor its count out of bounds.
  ///
  /// - Throws: `DecodingError.dataCorrupted` with the problem.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let index = try container.decode(Int.self, forKey: .index)
    let count = try container.decode(Int.self, forKey: .count)
    do {
      try self.init(index: index, count: count)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }
}
