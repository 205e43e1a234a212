import Containment
import UIKitContainment

/// The team's own screens as the workload's new children (``StressScreen``).
extension StressContext {
  /// Whether `child` is one of the team's screens (``screens``), which the run never keeps.
  func isScreen(_ child: ViewController) -> Bool { kind(of: child) != nil }

  /// The kind `viewController` is a screen of, if any.
  private func kind(of viewController: ViewController) -> StressScreen? {
    let type = ObjectIdentifier(Swift.type(of: viewController))
    return screens.first { $0.screenClass == type }
  }

  /// Makes `kinds` the run's screens, once checked (names unique, weights at least 1).
  ///
  /// - Throws: ``HarnessError/usage(_:)`` naming `owner` and the problem.
  func adoptScreens(_ kinds: [StressScreen], of owner: Any.Type) throws(HarnessError) {
    if let problem = StressScreen.problem(with: kinds) {
      throw .usage("\(owner).screens: \(problem)")
    }
    screens = kinds
  }

  /// A1 for the team's screens: each screen of a kind with an invariant (``StressScreen``), in
  /// the tree under `root` and those presented over it, keeps it.
  ///
  /// The shapes' drivers and ``WithScreens`` ask after every step once no transition runs; a
  /// driver of one's own that sets ``screens`` asks in its
  /// ``StressDriver/checkInvariants(after:in:)``. Asked twice in a step, it checks once.
  ///
  /// - Parameter root: The container's root view controller.
  public func checkScreenInvariants(under root: ViewController) {
    guard checksScreens, screensCheckedStep != oracle.step else { return }
    screensCheckedStep = oracle.step
    var pending = [root] + window._presented
    while let node = pending.popLast() {
      pending.append(contentsOf: node.children)
      guard let kind = kind(of: node), let invariant = kind.invariant
      else { continue }
      oracle.exercise(.A1)
      let screen = unsafeDowncast(node, to: UIViewController.self)
      guard let problem = onModelThread(invariant, screen, { $0($1) }) else { continue }
      oracle.report(
        .A1, node.id, expected: "\(Swift.type(of: node))'s invariant (screen '\(kind.name)')",
        seen: problem)
    }
  }

  /// The observer of a view controller of class `type` that the app's own code makes: the
  /// tally of its class when it is the team's (a `UIViewController` subclass of the app's, not
  /// one of the layer's own classes nor the harness's), so that the report counts its screens;
  /// else the run's observer.
  func observer(forMadeByTheApp type: ViewController.Type) -> (any LifecycleObserver)? {
    guard checking, let screenType = type as? UIViewController.Type,
      !(screenType is UIKitStressChild.Type), !UIViewController._isLayersOwn(screenType)
    else { return observer }
    let kind = "\(type)"
    let tally: ScreenTally
    if let existing = screenTallies.first(where: { $0.kind == kind && $0.madeByTheApp }) {
      tally = existing
    } else {
      tally = ScreenTally(
        kind: kind, oracle: oracle, meter: screenCodeMeter, application: application)
      tally.madeByTheApp = true
      screenTallies.append(tally)
    }
    tally.noteMade(type)
    return tally
  }

  /// The tally of the kind called `name`, made at its first screen (not the tally of a class
  /// the app's code makes, which a kind may be named like).
  private func screenTally(for name: ScreenName) -> ScreenTally {
    let kind = name.description
    if let tally = screenTallies.first(where: { $0.kind == kind && !$0.madeByTheApp }) {
      return tally
    }
    let tally = ScreenTally(
      kind: kind, oracle: oracle, meter: screenCodeMeter, application: application)
    screenTallies.append(tally)
    return tally
  }

  /// A new screen's kind, drawn by weight.
  func drawScreen(using rng: inout SplitMix64) -> ChildChoice {
    screens.isEmpty ? .new(payload: 0) : .screen(name: drawScreenName(using: &rng))
  }

  /// The name of a new screen's kind, drawn by weight (the run has screens).
  func drawScreenName(using rng: inout SplitMix64) -> ScreenName {
    var pick = Int(rng.next() % UInt64(max(1, screenWeights)))
    for screen in screens {
      pick -= max(1, screen.weight)
      if pick < 0 { return screen.name }
    }
    return screens[screens.count - 1].name
  }

  /// A new screen of the kind called `name`, watched by the oracle and counted by the leak
  /// check as the harness's children are; `nil` when the run has no such kind (a replayed
  /// trace made for other screens: the run stops after the step, ``unknownScreen`` names it).
  ///
  /// The first view controller of the kind's class made while it is made takes the child's
  /// identifier: those the screen's stored properties make before it take others.
  func makeScreen(named name: ScreenName, nested: Bool) -> ViewController? {
    guard let kind = screens.first(where: { $0.name == name }) else {
      // A trace made for other screens: the run stops after this step, naming it.
      if unknownScreen == nil { unknownScreen = name }
      budget.exceeded = true
      return nil
    }
    childrenMade &+= 1
    let id = makeID(isChild: !nested, counted: true, payload: 0)
    let tally = checking ? screenTally(for: kind.name) : nil
    pendingScreen = (
      kind.screenClass,
      ViewControllerRegistration(id: id, observer: tally ?? observer, policy: releasePolicy)
    )
    defer { pendingScreen = nil }
    // Current while it is made (the runner makes it current already; a test may not have).
    let screen = withCurrent { onModelThread(kind.make) { $0() } }
    tally?.noteMade(type(of: screen))
    precondition(
      screen.id == id,
      "StressScreen '\(name)' made a \(type(of: screen)), not an instance of the class its closure returns: return the screen's own class (StressScreen(\"\(name)\") { \(type(of: screen))() })"
    )
    return screen
  }
}
