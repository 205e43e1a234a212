// A layer's own timing (Core Animation's `CAMediaTiming` on `CALayer`): its time space, begun,
// sped up or slowed and offset from its superlayer's, and times converted between layers.

/// What `CAMediaTiming` sets on a layer.
struct LayerTiming {
  /// Seconds: the begin time, the duration, the offset, how long repeats last.
  var beginTime: CFTimeInterval = 0, duration: CFTimeInterval = 0
  var timeOffset: CFTimeInterval = 0, repeatDuration: CFTimeInterval = 0
  /// The speed (1: its superlayer's) and the repeats.
  var speed: Float = 1, repeatCount: Float = 0
  var autoreverses = false, fillMode = CAMediaTimingFillMode.removed
}

extension CALayer {
  /// When its time space begins, in its superlayer's time.
  public var beginTime: CFTimeInterval {
    get { timing.beginTime }
    set { timing.beginTime = newValue }
  }
  /// How fast its time runs against its superlayer's (1; 0 stops it, as the classic pause of a
  /// layer's animations sets it).
  ///
  /// Kept, and used by ``convertTime(_:from:)``: the model's animations of a layer run on the
  /// run loop's clock whatever its speed (decided: a paused layer's animations still end).
  public var speed: Float {
    get { timing.speed }
    set { timing.speed = newValue }
  }
  /// An offset added to its local time.
  public var timeOffset: CFTimeInterval {
    get { timing.timeOffset }
    set { timing.timeOffset = newValue }
  }
  /// Kept (`CAMediaTiming`'s, which a layer has as an animation has).
  public var duration: CFTimeInterval {
    get { timing.duration }
    set { timing.duration = newValue }
  }
  /// Kept.
  public var repeatCount: Float {
    get { timing.repeatCount }
    set { timing.repeatCount = newValue }
  }
  /// Kept.
  public var repeatDuration: CFTimeInterval {
    get { timing.repeatDuration }
    set { timing.repeatDuration = newValue }
  }
  /// Kept.
  public var autoreverses: Bool {
    get { timing.autoreverses }
    set { timing.autoreverses = newValue }
  }
  /// Kept.
  public var fillMode: CAMediaTimingFillMode {
    get { timing.fillMode }
    set { timing.fillMode = newValue }
  }

  /// `t`, a time in `l`'s time space (the global one, `CACurrentMediaTime()`'s, when `nil`),
  /// in this layer's.
  ///
  /// ```swift
  /// let layer = CALayer()
  /// layer.speed = 0
  /// layer.timeOffset = layer.convertTime(CACurrentMediaTime(), from: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - t: The time.
  ///   - l: The layer whose time it is in.
  /// - Returns: The time in this layer's time space.
  public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
    localTime(fromGlobal: l?.globalTime(fromLocal: t) ?? t)
  }

  /// `t`, a time in this layer's time space, in `l`'s (the global one when `nil`).
  ///
  /// - Parameters:
  ///   - t: The time.
  ///   - l: The layer whose time space the result is in.
  /// - Returns: The time in `l`'s time space.
  public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
    let global = globalTime(fromLocal: t)
    return l?.localTime(fromGlobal: global) ?? global
  }

  /// A global time in this layer's time space: its superlayers' first.
  private func localTime(fromGlobal t: CFTimeInterval) -> CFTimeInterval {
    let parent = superlayer?.localTime(fromGlobal: t) ?? t
    return (parent - beginTime) * CFTimeInterval(speed) + timeOffset
  }

  /// A time of this layer's in the global time space; a stopped layer's (speed 0) every time is
  /// its begin time's.
  private func globalTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
    let parent = speed == 0 ? beginTime : (t - timeOffset) / CFTimeInterval(speed) + beginTime
    return superlayer?.globalTime(fromLocal: parent) ?? parent
  }
}
