/// How the bytes an outside engine supplies (libFuzzer's input) become the seeds of a run's
/// steps (``StressRunner/run(stepSeeds:record:)``): every four bytes, read little-endian, are
/// one step's seed, a trailing part of fewer than four left out.
///
/// Four bytes a step keep a mutation local: an engine that flips a byte changes the draw of
/// one step, one that inserts or removes four bytes inserts or removes a step. The first of the
/// four chooses the step's kind (``StressRunner/run(stepSeeds:record:)``), so that an engine
/// that copies or repeats a step's bytes repeats its kind.
///
/// ```swift
/// let seeds = GuidedInput.stepSeeds(from: [1, 0, 0, 0, 0xFF, 0, 0, 0, 7])
/// assert(seeds == [1, 255])
/// assert(GuidedInput.stepSeeds(from: [UInt8](repeating: 0, count: 400), maxSteps: 64).count == 64)
/// ```
public enum GuidedInput {
  /// The bytes each step takes.
  public static let bytesPerStep = 4

  /// The step seeds of `bytes`, at most `maxSteps` of them.
  ///
  /// - Parameters:
  ///   - bytes: The engine's input.
  ///   - maxSteps: The most steps one input may make (at least 0).
  /// - Returns: One seed for each whole four bytes, in order.
  @inlinable
  public static func stepSeeds(from bytes: some Collection<UInt8>, maxSteps: Int = .max)
    -> [UInt64]
  {
    let count = min(bytes.count / bytesPerStep, max(0, maxSteps))
    var seeds: [UInt64] = []
    seeds.reserveCapacity(count)
    var index = bytes.startIndex
    for _ in 0..<count {
      var word: UInt64 = 0
      for shift in stride(from: 0, to: 32, by: 8) {
        word |= UInt64(bytes[index]) << UInt64(shift)
        index = bytes.index(after: index)
      }
      seeds.append(word)
    }
    return seeds
  }
}
