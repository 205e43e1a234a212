/// The bounds every value a step carries must respect, checked before the step is acted on.
///
/// A trace is input like any other: a negative payload, a time step that would overflow the
/// virtual clock or a burst of `Int.max` memory warnings must be refused with a message, not
/// trap or run for ever. Every value the harness itself draws lies well inside these bounds;
/// ``StressOperation/validate()`` applies them to a container's operations, and
/// ``StressStep/validate()`` to whole steps:
///
/// ```swift
/// let step = StressStep<StackDriver.Operation>.advance(ticks: -1)
/// do {
///   try step.validate()
/// } catch {
///   print(error)  // key 'ticks': -1 is outside 0...1000000
/// }
/// ```
public enum TraceBounds {
  /// Bytes of a child's view payload: at most 64 MiB.
  public static let payloadBytes = 0...(64 << 20)
  /// Ticks (milliseconds) one time step moves the virtual clock: at most 2^36, about two
  /// years, so that time steps from a millisecond to days can be drawn and folded together
  /// (the clock stops at `Int64.max` rather than overflow).
  public static let advanceTicks = 0...(1 << 36)
  /// Memory warnings in one burst: up to 2^20, so that the shrinker can fold the warnings of a
  /// failure that needs 65,536 of them into one step (each warning of a burst gets the whole
  /// hang bound, ``callbacksPerStep``).
  public static let warningBurst = 1...(1 << 20)
  /// A side of the window, in points.
  public static let windowSide = 1...100_000
  /// A stack's capacity: at least one loaded view, at most about a million.
  public static let capacity = 1...(1 << 20)
  /// Children one operation adds at once (a dive of ``Magnitudes`` adds up to a few thousand).
  public static let addedChildren = 0...65_536
  /// Payload bytes the views alive may hold at once in one run: at most 256 MiB.
  ///
  /// That is four views of the largest payload, or 65,536 of 4 KiB; the default workloads hold
  /// tens of KiB. Each value in its bounds, a trace could still load thousands of 64 MiB views
  /// together: a view
  /// that would go past this bound allocates nothing and the run stops after the step with an
  /// error, instead of exhausting the machine's memory (``StressRunner/payloadBudgetExceeded``).
  public static let livePayloadBytes = 256 << 20
  /// The steps a trace may leave to its options to generate (a generated journal's header):
  /// about 640 MiB of steps when read back, room for a crash after 16 million steps.
  public static let generatedSteps = 0...(1 << 24)
  /// The lifecycle callbacks a step may make before it is a hang
  /// (``StressOptions/callbacksPerStep``, `--callbacks-per-step`).
  public static let callbacksPerStep = 1...1_000_000_000
  /// The virtual-time deadlines a step may fire before it is a hang
  /// (``StressOptions/eventsPerStep``, `--events-per-step`).
  public static let eventsPerStep = 1...100_000_000

  /// Checks that `value`, found under `key`, lies in `bounds`.
  ///
  /// - Throws: ``HarnessError/badTrace(_:)`` naming the key, the value and the bounds.
  public static func check(
    _ value: Int, key: String, in bounds: ClosedRange<Int>
  ) throws(HarnessError) {
    guard bounds.contains(value) else {
      throw .badTrace(
        "key '\(key)': \(value) is outside \(bounds.lowerBound)...\(bounds.upperBound)")
    }
  }
}
