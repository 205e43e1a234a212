internal import ContainmentCore

/// An animation added to a layer: its key, the animation, and the number the layer gave it,
/// which tells its end from a later animation's under the same key.
struct LayerAnimation {
  let key: String?
  let animation: CAAnimation
  let serial: Int
}

extension CALayer {
  /// Runs `anim` on this layer (Core Animation's `add(_:forKey:)`), replacing the one under
  /// `key`, which stops unfinished.
  ///
  /// It begins at its `beginTime` if that is later than now, else now, and ends once its active
  /// duration has passed on the run loop's clock (``CAAnimation``), when it leaves the layer
  /// unless `isRemovedOnCompletion` is `false`; the transaction open notes its end. Core
  /// Animation copies the animation; the model keeps the one given (decided).
  ///
  /// - Parameters:
  ///   - anim: The animation.
  ///   - key: The name it runs under, if any.
  public func add(_ anim: CAAnimation, forKey key: String?) {
    if let key { removeAnimation(forKey: key) }
    animationSerial += 1
    let serial = animationSerial
    animationList.append(LayerAnimation(key: key, animation: anim, serial: serial))
    let clock = VirtualClock.runLoop
    let now = CACurrentMediaTime()
    let start = VirtualClock.ticks(seconds: anim.beginTime > now ? anim.beginTime - now : 0)
    let fallback = CATransaction.animationDuration()
    clock.schedule(after: start) { [weak self] in
      guard let self, animationList.contains(where: { $0.serial == serial }) else { return }
      anim.delegate?.animationDidStart(anim)
    }
    guard let active = anim.activeDuration(default: fallback) else { return }  // endless
    let end = start + VirtualClock.ticks(seconds: active)
    clock._noteAnimation(endingAfter: end)
    clock.schedule(after: end) { [weak self] in self?.endAnimation(serial) }
  }

  /// The animation running under `key`, if any.
  public func animation(forKey key: String) -> CAAnimation? {
    animationList.last { $0.key == key }?.animation
  }

  /// The keys of the animations running, in the order they were added (`nil` for none).
  public func animationKeys() -> [String]? {
    let keys = animationList.compactMap(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// Removes the animation under `key`: its delegate hears it stop unfinished, at the next turn
  /// of the run loop, as Core Animation tells it once the removal is committed.
  public func removeAnimation(forKey key: String) {
    let removed = animationList.filter { $0.key == key }
    animationList.removeAll { $0.key == key }
    tellStopped(removed)
  }

  /// Removes every animation, each stopping unfinished.
  public func removeAllAnimations() {
    let removed = animationList
    animationList.removeAll()
    tellStopped(removed)
  }

  /// The layer as shown on screen (Core Animation's presentation layer): the layer itself, as
  /// the model shows its values at once.
  public func presentation() -> Self? { self }

  /// The layer's model values (Core Animation's model layer): the layer itself.
  public func model() -> Self { self }

  /// The end of the animation numbered `serial`, if it still runs: it leaves the layer unless
  /// kept, and its delegate hears it finish.
  private func endAnimation(_ serial: Int) {
    guard let entry = animationList.first(where: { $0.serial == serial }) else { return }
    if entry.animation.isRemovedOnCompletion { animationList.removeAll { $0.serial == serial } }
    entry.animation.delegate?.animationDidStop(entry.animation, finished: true)
  }

  /// Tells the delegates of `removed` that they stopped unfinished, at the next turn.
  private func tellStopped(_ removed: [LayerAnimation]) {
    guard !removed.isEmpty else { return }
    VirtualClock.runLoop.schedule(after: 0) {
      for entry in removed {
        entry.animation.delegate?.animationDidStop(entry.animation, finished: false)
      }
    }
  }
}
