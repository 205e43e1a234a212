/// Counts the objects that were created with it and how many of them were deallocated, for leak
/// checks (contract rule C9) that cost no allocation per object.
///
/// Pass one to ``View/init(frame:payloadByteCount:lifetime:)``; the view counts itself in its
/// initializer and out in its deinitializer, holding the counter strongly. Not thread-safe: use
/// one counter per run, on the run's thread.
public final class LifetimeCounter {
  /// How many objects were created with this counter.
  @exclusivity(unchecked) public internal(set) var created = 0

  /// How many of them were deallocated.
  @exclusivity(unchecked) public internal(set) var deallocated = 0

  /// The payload bytes of the views alive among them.
  @exclusivity(unchecked) public internal(set) var payloadBytes = 0

  /// Creates a counter at zero.
  public init() {}

  /// How many of them are alive.
  public var live: Int { created - deallocated }
}
