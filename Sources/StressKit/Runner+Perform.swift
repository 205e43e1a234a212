import Containment

extension Runner {
  /// Applies one operation; an operation that makes no sense now is a no-op (`false`).
  func perform(_ operation: WorkloadOperation) -> Bool {
    guard let stack, let window, let host else { return false }
    switch operation {
    case .push(let payload, let style, let animated):
      guard !stack.isTransitioning else { return false }
      let child = makeChild(payload: payload)
      return add(child, style: style) { try stack.push(child, style: style, animated: animated) }
    case .pushCached(let slot, let style, let animated):
      guard let child = cached(slot), child.parent == nil else { return false }
      return add(child, style: style) { try stack.push(child, style: style, animated: animated) }
    case .pop(let animated):
      return popping(stack) { _ = try stack.pop(animated: animated) }
    case .popTo(let index, let animated):
      guard stack.viewControllers.indices.contains(index) else { return false }
      let target = stack.viewControllers[index]
      return popping(stack) { _ = try stack.pop(to: target, animated: animated) }
    case .popToRoot(let animated):
      return popping(stack) { _ = try stack.popToRoot(animated: animated) }
    case .insert(let index, let payload):
      guard !stack.isTransitioning, (0...stack.count).contains(index) else { return false }
      let child = makeChild(payload: payload)
      return add(child, style: .slide) { try stack.insert(child, at: index) }
    case .insertCached(let slot, let index):
      guard let child = cached(slot), child.parent == nil else { return false }
      return add(child, style: .slide) { try stack.insert(child, at: index) }
    case .remove(let index, let animated):
      if index == stack.count - 1 {
        return popping(stack) { _ = try stack.remove(at: index, animated: animated) }
      }
      return attempt { _ = try stack.remove(at: index, animated: animated) }
    case .replaceAll(let keep, let added, let payload, let animated):
      return replaceAll(stack, keep: keep, added: added, payload: payload, animated: animated)
    case .setCapacity(let capacity):
      return attempt { try stack.setCapacity(capacity) }
    case .memoryWarning(let count):
      return memoryWarning(count: count, window: window, stack: stack)
    case .rotate(let orientation):
      guard orientation != window.orientation else { return false }
      return sizeChange(stack) { window.rotate(to: orientation) }
    case .resize(let width, let height):
      let size = Size(width: Double(width), height: Double(height))
      guard size != window.size else { return false }
      return sizeChange(stack) { window.resize(to: size) }
    case .cover(let animated):
      return host.cover(animated: animated)
    case .uncover(let animated):
      return host.uncover(animated: animated)
    case .hideWindow:
      guard window.isVisible else { return false }
      window.hide()
      return true
    case .showWindow:
      guard !window.isVisible else { return false }
      window.makeKeyAndVisible()
      return true
    case .retain(let index):
      guard stack.viewControllers.indices.contains(index),
        let slot = cache.firstIndex(where: { $0 == nil })
      else { return false }
      cache[slot] = stack.viewControllers[index]
      return true
    case .release(let slot):
      guard cached(slot) != nil else { return false }
      cache[slot] = nil
      return true
    case .advance(let ticks):
      guard ticks > 0 else { return false }
      clock.advance(by: Int64(ticks))
      return true
    case .cancelTransition:
      return attempt { try stack.cancelTransition() }
    }
  }

  private func cached(_ slot: Int) -> ViewController? {
    cache.indices.contains(slot) ? cache[slot] : nil
  }

  private func attempt(_ body: () throws -> Void) -> Bool {
    do {
      try body()
      return true
    } catch {
      return false
    }
  }

  private func add(
    _ child: ViewController, style: TransitionStyle,
    _ body: () throws -> Void
  ) -> Bool {
    guard attempt(body) else { return false }
    addedStyle[Int(child.id.rawValue)] = style
    return true
  }

  /// Pops through `body`, then checks C8: the transition played is the top's style reversed.
  private func popping(_ stack: StackController, _ body: () throws -> Void)
    -> Bool
  {
    guard let top = stack.topViewController else { return attempt(body) }
    // Popping to the top itself succeeds and changes nothing: a no-op.
    guard attempt(body), stack.topViewController !== top else { return false }
    guard checking else { return true }
    let expected = PlayedTransition(style: addedStyle[Int(top.id.rawValue)], isReversed: true)
    if stack.lastTransition != expected {
      oracle.report(
        .C8, top.id, expected: "the pop to play \(expected)",
        seen: stack.lastTransition.map(\.description) ?? "no transition")
    }
    return true
  }

  private func replaceAll(
    _ stack: StackController, keep: UInt64, added: Int, payload: Int, animated: Bool
  ) -> Bool {
    guard !stack.isTransitioning else { return false }
    var children: [ViewController] = []
    for (index, child) in stack.viewControllers.enumerated()
    where index < 64 && keep & (1 << UInt64(index)) != 0 {
      children.append(child)
    }
    var fresh: [ViewController] = []
    for _ in 0..<max(0, min(added, 8)) {
      let child = makeChild(payload: payload)
      fresh.append(child)
      children.append(child)
    }
    guard attempt({ try stack.setViewControllers(children, animated: animated) }) else {
      return false
    }
    for child in fresh { addedStyle[Int(child.id.rawValue)] = .slide }
    return true
  }

  private func memoryWarning(count: Int, window: Window, stack: StackController) -> Bool {
    guard count > 0 else { return false }
    oracle.inMemoryWarning = true
    defer {
      oracle.inMemoryWarning = false
      oracle.spared = nil
    }
    for _ in 0..<min(count, 64) {
      // A top whose view is in the window (the stack shown or covered) keeps it (C4).
      oracle.spared = stack.topViewController.flatMap {
        $0.viewIfLoaded?.window != nil ? $0.id : nil
      }
      // The host, the stack and every child of the stack must hear it (C4).
      let expected = 2 + stack.children.count
      let before = oracle.warningDeliveries
      window.simulateMemoryWarning()
      memoryWarnings += 1
      let delivered = oracle.warningDeliveries - before
      if checking, delivered != expected {
        oracle.report(
          .C4, nil, expected: "the warning delivered to \(expected) view controllers",
          seen: "\(delivered)")
      }
    }
    return true
  }

  /// Applies a rotation or resize and checks C7: refused while a transition runs.
  private func sizeChange(_ stack: StackController, _ body: () -> Bool) -> Bool {
    let transitioning = stack.isTransitioning
    oracle.sizeChangeInTransition = transitioning
    let accepted = body()
    oracle.sizeChangeInTransition = false
    if checking, transitioning, accepted {
      oracle.report(
        .C7, stack.id, expected: "a size change refused during a transition", seen: "accepted")
    }
    return accepted
  }
}
