import Containment

/// The payload the views of one run may hold at once (``TraceBounds/livePayloadBytes``),
/// shared by the children the run makes: it counts their views (for the leak check, C9) and
/// their live payload bytes, and refuses a payload that would go past the bound.
@usableFromInline
final class PayloadBudget {
  /// Counts the children's views and their payload bytes.
  @usableFromInline let lifetime = LifetimeCounter()
  /// Set when a view was refused its payload: the run stops after the step.
  @exclusivity(unchecked) @usableFromInline var exceeded = false

  /// The bytes a view asking for `bytes` may allocate: all of them, or none (and the budget
  /// notes it) when they would take the views alive past the bound.
  func grant(_ bytes: Int) -> Int {
    guard lifetime.payloadBytes <= TraceBounds.livePayloadBytes - bytes else {
      exceeded = true
      return 0
    }
    return bytes
  }
}
