/// How the bytes an outside engine supplies (libFuzzer's input) become a run's step seeds.
///
/// One byte a step (``StressRunner/run(stepSeeds:record:)``): the byte chooses the step's kind,
/// by the profile's weights; the byte and the step's position seed the rest of its draw.
///
/// A byte a step keeps every mutation an engine makes a change of steps: a byte changed
/// changes one step's kind, a byte inserted or removed inserts or removes a step, a part copied
/// repeats a run of kinds (drawn afresh at their new places: a size change copied is another
/// size). On the example's deep mistakes, a minute's corpus reached 4, 7 and 7 of their 8 events
/// with a byte a step, against 3, 7 and 5 with four bytes a step (whose inserted and removed
/// bytes shifted every later step).
///
/// ```swift
/// let seeds = GuidedInput.stepSeeds(from: [7, 200, 7])
/// assert(seeds == [7, 200 | 1 << 8, 7 | 2 << 8])
/// assert(GuidedInput.stepSeeds(from: [UInt8](repeating: 0, count: 400), maxSteps: 64).count == 64)
/// ```
public enum GuidedInput {
  /// The bytes each step takes.
  public static let bytesPerStep = 1

  /// The step seeds of `bytes`, at most `maxSteps` of them: each byte, with its position
  /// above it.
  ///
  /// - Parameters:
  ///   - bytes: The engine's input.
  ///   - maxSteps: The most steps one input may make (at least 0).
  /// - Returns: One seed a byte, in order.
  @inlinable
  public static func stepSeeds(from bytes: some Collection<UInt8>, maxSteps: Int = .max)
    -> [UInt64]
  {
    let count = min(bytes.count, max(0, maxSteps))
    return bytes.prefix(count).enumerated().map { index, byte in
      UInt64(byte) | UInt64(index) << 8
    }
  }
}
