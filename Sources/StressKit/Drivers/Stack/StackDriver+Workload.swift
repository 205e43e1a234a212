import Containment

extension StackDriver {
  /// Draws an operation of `kind`, with indices and slots valid most of the time and a few
  /// that are not (about 1 in 10), because invalid operations must be harmless no-ops too.
  public func nextOperation(
    of kind: Kind, profile p: StressProfile<Kind>, using rng: inout SplitMix64
  ) -> Operation {
    let count = stack.count
    func animated() -> Bool { p.animated(using: &rng) }
    func payload() -> Int { context.drawPayload(p.payloadBytes, using: &rng) }
    func index(upTo count: Int) -> Int {
      count > 0 && rng.below(10) != 0 ? rng.below(count) : rng.below(count + 3) - 1
    }
    func slot() -> Int { rng.below(Self.cacheSlots + 1) }
    func style() -> TransitionStyle { Self.styles[rng.below(Self.styles.count)] }
    switch kind {
    case .push:
      if context.makesScreens {
        return .pushScreen(
          context.drawScreenName(using: &rng), style: style(), animated: animated())
      }
      return .push(payload: payload(), style: style(), animated: animated())
    case .pushCached: return .pushCached(slot: slot(), style: style(), animated: animated())
    case .pop: return .pop(animated: animated())
    case .popTo: return .popTo(index: index(upTo: count), animated: animated())
    case .popToRoot: return .popToRoot(animated: animated())
    case .insert:
      if context.makesScreens {
        return .insertScreen(index: index(upTo: count + 1), context.drawScreenName(using: &rng))
      }
      return .insert(index: index(upTo: count + 1), payload: payload())
    case .insertCached: return .insertCached(slot: slot(), index: index(upTo: count + 1))
    case .remove: return .remove(index: index(upTo: count), animated: animated())
    case .replaceAll:
      // With the team's screens, every new child is one: a replacement only keeps and drops.
      // (The draws in the order a plain run makes them, so that its runs stay as they were.)
      let keep = rng.next()
      let added = context.drawBatch(0...2, using: &rng)
      return .replaceAll(
        keep: keep, added: context.makesScreens ? 0 : added, payload: payload(),
        animated: animated())
    case .setCapacity:
      return .setCapacity(context.drawParameter(p.parameters, using: &rng))
    case .cover: return .cover(animated: animated())
    case .uncover: return .uncover(animated: animated())
    case .retain: return .retain(index: index(upTo: count))
    case .release: return .release(slot: slot())
    case .cancelTransition: return .cancelTransition
    }
  }

  // `allCases` builds a new array on every call; the hot path reads this instead.
  private static let styles = TransitionStyle.allCases
}
