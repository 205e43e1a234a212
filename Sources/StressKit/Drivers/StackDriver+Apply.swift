import Containment

extension StackDriver {
  /// Applies an operation; one that makes no sense now (popping the root, an index out of
  /// range, anything that changes the stack during a transition, an empty cache slot) is a
  /// no-op.
  public func apply(_ operation: Operation) -> Bool {
    switch operation {
    case .push(let payload, let style, let animated):
      guard !stack.isTransitioning else { return false }
      let child = context.makeChild(payload: payload)
      return add(child, style: style) { try stack.push(child, style: style, animated: animated) }
    case .pushCached(let slot, let style, let animated):
      guard let child = cached(slot), child.parent == nil else { return false }
      return add(child, style: style) { try stack.push(child, style: style, animated: animated) }
    case .pop(let animated):
      return popping { _ = try stack.pop(animated: animated) }
    case .popTo(let index, let animated):
      guard let target = stack.viewController(at: index) else { return false }
      return popping { _ = try stack.pop(to: target, animated: animated) }
    case .popToRoot(let animated):
      return popping { _ = try stack.popToRoot(animated: animated) }
    case .insert(let index, let payload):
      guard !stack.isTransitioning, (0...stack.count).contains(index) else { return false }
      let child = context.makeChild(payload: payload)
      return add(child, style: .slide) { try stack.insert(child, at: index) }
    case .insertCached(let slot, let index):
      guard let child = cached(slot), child.parent == nil else { return false }
      return add(child, style: .slide) { try stack.insert(child, at: index) }
    case .remove(let index, let animated):
      if index == stack.count - 1 {
        return popping { _ = try stack.remove(at: index, animated: animated) }
      }
      return attempt { _ = try stack.remove(at: index, animated: animated) }
    case .replaceAll(let keep, let added, let payload, let animated):
      return replaceAll(keep: keep, added: added, payload: payload, animated: animated)
    case .setCapacity(let capacity):
      return attempt { try stack.setCapacity(capacity) }
    case .cover(let animated):
      return host.cover(animated: animated)
    case .uncover(let animated):
      return host.uncover(animated: animated)
    case .retain(let index):
      guard let child = stack.viewController(at: index),
        let slot = cache.firstIndex(where: { $0 == nil })
      else { return false }
      cache[slot] = child
      return true
    case .release(let slot):
      guard cached(slot) != nil else { return false }
      cache[slot] = nil
      return true
    case .cancelTransition:
      return cancelling()
    }
  }

  private func attempt(_ body: () throws -> Void) -> Bool {
    do {
      try body()
      return true
    } catch {
      return false
    }
  }

  private func add(_ child: ViewController, style: TransitionStyle, _ body: () throws -> Void)
    -> Bool
  {
    guard attempt(body) else { return false }
    beforePop = nil  // a push's transition, if one runs, is not the last pop's
    setAddedStyle(style, of: child)
    return true
  }

  /// Notes the style `child` was added with, for C8, on the child itself: every child the
  /// driver adds is one the workload made (``StressContext/makeChild(payload:nested:)``).
  func setAddedStyle(_ style: TransitionStyle, of child: ViewController) {
    guard context.checking else { return }  // C8 is not checked
    unsafeDowncast(child, to: StressChild.self).addedStyle = style
  }

  /// The style `child`, one of the stack's, was last added with.
  func addedStyle(of child: ViewController) -> TransitionStyle {
    unsafeDowncast(child, to: StressChild.self).addedStyle
  }

  /// Pops through `body`, then checks C8: the transition played is the top's style reversed.
  private func popping(_ body: () throws -> Void) -> Bool {
    guard let top = stack.topViewController else { return attempt(body) }
    // Popping to the top itself succeeds and changes nothing: a no-op. Any other pop leaves
    // fewer children in the list.
    let count = stack.count
    guard attempt(body), stack.count < count else { return false }
    guard context.checking else { return true }
    beforePop = (count, top.id)
    context.oracle.exercise(.C8)
    let expected = PlayedTransition(style: addedStyle(of: top), isReversed: true)
    if stack.lastTransition != expected {
      context.report(
        .C8, top.id, expected: "the pop to play \(expected)",
        seen: stack.lastTransition.map(\.description) ?? "no transition")
    }
    return true
  }

  /// Cancels the running transition, then checks C8's other half: a cancelled pop leaves the
  /// stack as it was before the pop, every child it had back and the same top.
  private func cancelling() -> Bool {
    guard attempt({ try stack.cancelTransition() }) else { return false }
    guard context.checking, let before = beforePop else { return true }
    beforePop = nil
    context.oracle.exercise(.C8)
    let top = stack.top?.id
    if stack.count != before.count || top != before.top {
      context.report(
        .C8, before.top,
        expected: "the cancelled pop to leave the stack as before it: \(before.count) children, "
          + "\(before.top) on top",
        seen: "\(stack.count) children, \(top?.description ?? "none") on top")
    }
    return true
  }

  private func replaceAll(keep: UInt64, added: Int, payload: Int, animated: Bool) -> Bool {
    guard !stack.isTransitioning else { return false }
    var children: [ViewController] = []
    for index in 0..<min(stack.count, 64) where keep & (1 << UInt64(index)) != 0 {
      if let child = stack.viewController(at: index) { children.append(child) }
    }
    var fresh: [ViewController] = []
    for _ in 0..<max(0, added) {
      let child = context.makeChild(payload: payload)
      fresh.append(child)
      children.append(child)
    }
    guard attempt({ try stack.setViewControllers(children, animated: animated) }) else {
      return false
    }
    beforePop = nil  // the replacement's transition, if one runs, is not the last pop's
    for child in fresh { setAddedStyle(.slide, of: child) }
    return true
  }
}
