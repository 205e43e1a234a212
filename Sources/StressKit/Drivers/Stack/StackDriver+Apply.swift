import Containment

extension StackDriver {
  /// Applies an operation whenever app code could call it, and lets the stack decide.
  ///
  /// Mid-transition, off screen, with the window hidden: an operation the stack refuses
  /// (popping the root, an index out of range, a change during a transition) is a no-op. The
  /// one guard is an empty cache slot: no app holds a child it never kept.
  public func apply(_ operation: Operation) -> Bool {
    switch operation {
    case .push(let payload, let style, let animated):
      let child = newChild(payload: payload, refused: stack.isTransitioning)
      return add(child, style: style) { () throws(ContainmentError) in
        try stack.push(child, style: style, animated: animated)
      }
    case .pushScreen(let screen, let style, let animated):
      guard let child = context.child(for: .screen(name: screen)) else { return false }
      return add(child, style: style) { () throws(ContainmentError) in
        try stack.push(child, style: style, animated: animated)
      }
    case .pushCached(let slot, let style, let animated):
      guard let child = cached(slot), child.parent == nil else { return false }
      return add(child, style: style) { () throws(ContainmentError) in
        try stack.push(child, style: style, animated: animated)
      }
    case .pop(let animated):
      return popping { () throws(ContainmentError) in _ = try stack.pop(animated: animated) }
    case .popTo(let index, let animated):
      guard let target = stack.viewController(at: index) else { return false }
      return popping { () throws(ContainmentError) in
        _ = try stack.pop(to: target, animated: animated)
      }
    case .popToRoot(let animated):
      return popping { () throws(ContainmentError) in _ = try stack.popToRoot(animated: animated) }
    case .insert(let index, let payload):
      let refused = stack.isTransitioning || UInt(bitPattern: index) > UInt(stack.count)
      let child = newChild(payload: payload, refused: refused)
      return add(child, style: .slide) { () throws(ContainmentError) in
        try stack.insert(child, at: index)
      }
    case .insertScreen(let index, let screen):
      guard let child = context.child(for: .screen(name: screen)) else { return false }
      return add(child, style: .slide) { () throws(ContainmentError) in
        try stack.insert(child, at: index)
      }
    case .insertCached(let slot, let index):
      guard let child = cached(slot), child.parent == nil else { return false }
      return add(child, style: .slide) { () throws(ContainmentError) in
        try stack.insert(child, at: index)
      }
    case .remove(let index, let animated):
      if index == stack.count - 1 {
        return popping { () throws(ContainmentError) in
          _ = try stack.remove(at: index, animated: animated)
        }
      }
      return attempt { () throws(ContainmentError) in
        _ = try stack.remove(at: index, animated: animated)
      }
    case .replaceAll(let keep, let added, let payload, let animated):
      return replaceAll(keep: keep, added: added, payload: payload, animated: animated)
    case .setCapacity(let capacity):
      guard attempt({ () throws(ContainmentError) in try stack.setCapacity(capacity) }) else {
        return false
      }
      capacityWasSet(capacity)
      return true
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

  /// C1's start: the stack keeps the capacity it was given, whatever its size (a capacity
  /// kept in a byte reads 300 back as 44), and the run's ``StressReport/Reached`` counts it.
  private func capacityWasSet(_ capacity: Int) {
    context.noteParameter(capacity)
    guard context.checking, stack.capacity != capacity else { return }
    context.oracle.report(
      .C1, stack.id, expected: "the capacity it was given, \(capacity)",
      seen: "capacity \(stack.capacity)")
  }

  private func attempt(_ body: () throws(ContainmentError) -> Void) -> Bool {
    do {
      try body()
      return true
    } catch {
      return false
    }
  }

  /// A new child for a push or an insert, or the spare for one the stack should refuse.
  ///
  /// The stack refuses additions in a transition and indices out of range (`refused`): the
  /// spare child kept for such calls stands in, so that a refusal costs no new child. The stack
  /// is still asked: one that takes the spare has it, and the next refusal gets a new spare.
  private func newChild(payload: Int, refused: Bool) -> ViewController {
    guard refused else { return context.makeChild(payload: payload) }
    if let spare { return spare }  // cleared when the stack takes it
    let made = context.makeChild(payload: payload)
    spare = made
    return made
  }

  private func add(
    _ child: ViewController, style: TransitionStyle, _ body: () throws(ContainmentError) -> Void
  )
    -> Bool
  {
    guard attempt(body) else { return false }
    if child === spare { spare = nil }
    beforePop = nil  // a push's transition, if one runs, is not the last pop's
    setAddedStyle(style, of: child)
    return true
  }

  /// Notes the style `child` was added with, for C8: on the child itself when the workload
  /// made it (``StressContext/makeChild(payload:nested:)``), else (one of the team's screens)
  /// beside the stack.
  func setAddedStyle(_ style: TransitionStyle, of child: ViewController) {
    guard context.checking else { return }  // C8 is not checked
    guard context.makesScreens else {
      unsafeDowncast(child, to: StressChild.self).addedStyle = style
      return
    }
    if let child = child as? StressChild {
      child.addedStyle = style
      return
    }
    if screenStyles.count > 2 * stack.count + 64 {
      let inStack = Set(stack.children.map(ObjectIdentifier.init))
      screenStyles = screenStyles.filter { inStack.contains($0.key) }
    }
    screenStyles[ObjectIdentifier(child)] = style
  }

  /// The style `child`, one of the stack's, was last added with.
  func addedStyle(of child: ViewController) -> TransitionStyle {
    guard context.makesScreens else {
      return unsafeDowncast(child, to: StressChild.self).addedStyle
    }
    if let child = child as? StressChild { return child.addedStyle }
    return screenStyles[ObjectIdentifier(child)] ?? .slide
  }

  /// Pops through `body`, then checks C8: the transition played is the top's style reversed.
  private func popping(_ body: () throws(ContainmentError) -> Void) -> Bool {
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
    guard attempt({ () throws(ContainmentError) in try stack.cancelTransition() }) else {
      return false
    }
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
    var children: [ViewController] = []
    var fresh: [ViewController] = []
    if stack.isTransitioning {
      // A replacement the stack should refuse, by the spare alone: building the list (a dive of
      // thousands) only to be refused would cost what the dive does.
      fresh = [newChild(payload: payload, refused: true)]
      children = fresh
    } else {
      for index in 0..<min(stack.count, 64) where keep & (1 << UInt64(index)) != 0 {
        if let child = stack.viewController(at: index) { children.append(child) }
      }
      for _ in 0..<max(0, added) { fresh.append(context.makeChild(payload: payload)) }
      children += fresh
    }
    guard
      attempt({ () throws(ContainmentError) in
        try stack.setViewControllers(children, animated: animated)
      })
    else {
      return false
    }
    if fresh.first === spare { spare = nil }  // taken
    beforePop = nil  // the replacement's transition, if one runs, is not the last pop's
    for child in fresh { setAddedStyle(.slide, of: child) }
    return true
  }
}
