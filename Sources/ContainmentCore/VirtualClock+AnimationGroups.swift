// The groups of animations a face's transactions open on a run loop's clock (Core
// Animation's `CATransaction`): each animation the model runs (a view's, a transition's, a
// layer's) notes its end in the innermost group open, whose completion waits for the latest.

/// A group of animations: the latest end of those noted in it, and what runs then.
@usableFromInline package final class _AnimationGroup {
  /// The latest end noted, in ticks of the clock (0: none noted).
  package var end: Int64 = 0
  /// What runs once every animation noted has ended.
  package var completion: (() -> Void)?
  /// The group's settings, by name (a face's: its duration, whether actions are disabled…).
  package var values: [String: Any] = [:]
  /// Whether it was opened by a setting rather than by a `begin` (committed by the clock).
  package let isImplicit: Bool

  package init(implicit: Bool) { isImplicit = implicit }
}

extension VirtualClock {
  /// Notes an animation that ends `delay` ticks from now in the innermost group open, if any
  /// (most animations run with none: one test).
  @inlinable @inline(__always) package func _noteAnimation(endingAfter delay: Int64) {
    if !_animationGroups.isEmpty { _noteInInnermostGroup(VirtualClock.later(now, by: delay)) }
  }

  @usableFromInline package func _noteInInnermostGroup(_ deadline: Int64) {
    guard let group = _animationGroups.last else { return }
    group.end = max(group.end, deadline)
  }
}
