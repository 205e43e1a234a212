/// Counts the objects that were created with it and how many of them were deallocated, for leak
/// checks (contract rule C9) that cost no allocation per object.
///
/// Pass one to ``View/init(frame:payloadByteCount:lifetime:)``; the view counts itself in its
/// initializer and out in its deinitializer, holding the counter strongly. Not thread-safe: use
/// one counter per run, on the run's thread.
public final class LifetimeCounter {
  // Read through inlinable getters: another module reading a stored property directly
  // enforces exclusivity dynamically (a `swift_beginAccess` a read), `@exclusivity(unchecked)`
  // notwithstanding; an inlinable getter carries the defining module's unchecked access.

  /// How many objects were created with this counter.
  @inlinable public var created: Int { _created }
  @exclusivity(unchecked) @usableFromInline var _created = 0

  /// How many of them were deallocated.
  @inlinable public var deallocated: Int { _deallocated }
  @exclusivity(unchecked) @usableFromInline var _deallocated = 0

  /// The payload bytes of the views alive among them.
  @inlinable public var payloadBytes: Int { _payloadBytes }
  @exclusivity(unchecked) @usableFromInline var _payloadBytes = 0

  /// Creates a counter at zero.
  public init() {}

  /// How many of them are alive.
  @inlinable public var live: Int { _created - _deallocated }
}
