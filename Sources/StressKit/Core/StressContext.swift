import Containment
import UIKitContainment

/// What a container under stress gets from the harness: the clock, the window, the oracle, and
/// children it watches.
public final class StressContext {
  /// How many children that left their container the context keeps for reuse.
  public static let reusableChildren = 8

  /// The clock every transition runs on.
  public let clock = VirtualClock()
  /// The window that shows the container.
  public let window = Window()
  /// The run's `UIApplication`, current for all the run does (`UIApplication.shared`); when
  /// the container is written in UIKit's names the run's window is its window, so a memory
  /// warning comes as on iOS (the delegate, the notification, then the view controllers).
  public let application = onModelThread(()) { UIApplication() }
  /// The oracle watching every view controller the context made.
  public let oracle = Oracle(subjectID: ViewControllerID(0))
  /// Whether the oracle watches the run (off only to measure what checking costs).
  public let checking: Bool
  /// A fixed payload for every child's view, instead of the one asked for.
  public let payloadOverride: Int?
  /// The most deadlines one step may fire (``StressOptions/eventsPerStep``): a driver settling
  /// its container (``StressDriver/tearDown()``) bounds the clock with it.
  public let eventsPerStep: Int
  /// The children's views: their count (C9) and their live payload, within its bound.
  let budget = PayloadBudget()
  /// The run's contract (``StressOptions/resolvedContract``), held by the oracle.
  public internal(set) var contract: Contract {
    get { oracle.contract }
    set { oracle.contract = newValue }
  }
  /// What a memory warning releases in this run: the run's contract's
  /// (``Contract/releasePolicy``), given to every view controller the context makes.
  public var releasePolicy: ViewReleasePolicy { oracle.contract.releasePolicy }
  /// The class of the container under test while it is being made (``makeContainer(_:)``):
  /// the first view controller of that class made then takes ``containerID``.
  var containerClass: ObjectIdentifier?
  /// Whether the children the workload makes are `UIViewController`s (`UIKitStressChild`),
  /// for a container written the UIKit way, rather than the model's (`StressChild`).
  @exclusivity(unchecked) public var makesUIKitChildren = false
  /// Makes the workload's children of UIKit's in place of the harness's plain child.
  ///
  /// From their registration, payload and view depth: the app driver's screens. `nil`: the
  /// plain child.
  var makesScreen: ((ViewControllerRegistration, Int, Int) -> UIViewController)?
  /// The registration the next view controller made takes (a child of the workload's, made by
  /// a class that takes its identity from the registry).
  var pendingRegistration: ViewControllerRegistration?
  /// The kinds of screen the workload makes as its new children (``StressScreen``).
  ///
  /// None by default: the harness's plain child. A shape's driver sets its shape's
  /// (``ContainerShape/screens``); a driver of one's own sets them in its initializer.
  public var screens: [StressScreen] = [] {
    didSet {
      screenWeights = screens.reduce(0) { $0 + max(1, $1.weight) }
      makesScreens = !screens.isEmpty
      checksScreens = screens.contains { $0.invariant != nil }
    }
  }
  /// Whether a kind of ``screens`` has an invariant to check after each step (A1).
  @exclusivity(unchecked) var checksScreens = false
  /// The step whose screens' invariants were checked last.
  var screensCheckedStep = -1
  /// What happened to the screens of each kind made, for the report.
  var screenTallies: [ScreenTally] = []
  /// Reads what the team's screens' own code allocates, once the run measures churn.
  let screenCodeMeter = ScreenCodeMeter()
  /// The sum of the screens' weights.
  var screenWeights = 0
  /// Whether there are ``screens``: read on the hot paths (no access check, no array load).
  @exclusivity(unchecked) var makesScreens = false
  /// The screen being made: the first view controller of its class made takes its
  /// registration.
  var pendingScreen: (screenClass: ObjectIdentifier, registration: ViewControllerRegistration)?
  /// The first screen a replayed trace named that ``screens`` does not have: the run stops
  /// after that step (``StressRunner/replayProblem``).
  public internal(set) var unknownScreen: ScreenName?
  /// How big the run's payloads and batches get: its profile's, varied by swarm.
  @exclusivity(unchecked) public internal(set) var magnitudes = Magnitudes.standard {
    didSet { parameterDraw = magnitudes.parameterDraw }
  }
  /// The draw of big parameters, read by ``drawParameter(_:using:)`` without copying
  /// ``magnitudes``.
  @exclusivity(unchecked) @usableFromInline var parameterDraw = Magnitudes.standard.parameterDraw
  /// The children the workload made so far.
  @exclusivity(unchecked) public internal(set) var childrenMade = 0
  /// The largest payload a child the workload made asked for.
  @exclusivity(unchecked) public internal(set) var largestPayload = 0
  /// The deepest view a child the workload made has, in views (``Magnitudes/viewDepth(of:)``;
  /// 1: its view alone).
  @exclusivity(unchecked) public internal(set) var deepestChildView = 0
  /// The largest parameter the container was given (a stack's capacity), as drivers note it
  /// with ``noteParameter(_:)``.
  @exclusivity(unchecked) public private(set) var largestParameter = 0
  /// How many views deep the run put its container's view (``Magnitudes/nesting(bits:)``; 0:
  /// the window's content): one level in 8 a container of one child, the others plain views.
  @exclusivity(unchecked) public internal(set) var nesting = 0
  @exclusivity(unchecked) var nextID: UInt64 = 0
  /// Children that may be free to reuse, the most recent last.
  @exclusivity(unchecked) var reusable: [ViewController] = []
  /// The run's churn measurement, if any: the context's own bookkeeping inside an operation
  /// (the oracle's records, the lists of children to reuse) is the harness's, not the
  /// operation's.
  @exclusivity(unchecked) var churn: ChurnRecorder?

  /// Runs the context's own bookkeeping, outside the operation's churn (it must free no view
  /// controller: what the body frees is not the operation's).
  @usableFromInline func bookkeeping<Result>(_ body: () -> Result) -> Result {
    guard let churn else { return body() }
    return churn.excluding(body)
  }

  init(checking: Bool = true, payloadOverride: Int? = nil, eventsPerStep: Int) {
    self.checking = checking
    self.payloadOverride = payloadOverride
    self.eventsPerStep = eventsPerStep
    _ = makeID(isChild: false)  // the container under test
  }

  /// The identifier the container under test must have.
  public var containerID: ViewControllerID { ViewControllerID(0) }

  /// The observer every view controller of the run must have: the oracle (`nil` when the run
  /// is not checked).
  public var observer: (any LifecycleObserver)? { checking ? oracle : nil }

  /// A fresh identifier (identifiers count up from 0 in the order the run makes its view
  /// controllers, and are never reused), registered with the oracle, for a view controller that is not a child
  /// the workload made (a container nested in the one under test).
  ///
  /// - Parameter isChild: Whether the oracle treats it as a child of the container under test
  ///   (C5, C6) when it is added to it.
  /// - Returns: The identifier to create the view controller with.
  public func makeID(isChild: Bool) -> ViewControllerID {
    makeID(isChild: isChild, counted: false, payload: 0)
  }

  func makeID(isChild: Bool, counted: Bool? = nil, payload: Int) -> ViewControllerID {
    let id = ViewControllerID(nextID)
    nextID += 1
    // Unwatched, a view controller would never report its end to free its record.
    if checking {
      bookkeeping { oracle.register(id, isChild: isChild, counted: counted, payload: payload) }
    }
    return id
  }

  /// A new child whose view holds `payload` bytes, watched by the oracle and counted by the
  /// leak check.
  ///
  /// - Parameters:
  ///   - payload: The view's payload bytes.
  ///   - nested: Whether the child will live in a container inside the one under test: the
  ///     oracle then checks its lifecycle (L1–L4) but not the rules about the container's own
  ///     children (C5, C6).
  /// - Returns: The child, observed by the oracle.
  public func makeChild(payload: Int, nested: Bool = false) -> ViewController {
    let bytes = payloadOverride ?? payload
    childrenMade &+= 1
    if bytes > largestPayload { largestPayload = bytes }
    let id = makeID(isChild: !nested, counted: true, payload: bytes)
    let depth = magnitudes.viewDepth(of: id)
    if depth > 1 {
      if depth > deepestChildView { deepestChildView = depth }
      if checking { oracle.noteViewBytes((depth - 1) * Magnitudes.deepViewBytesPerView, of: id) }
    }
    guard !makesUIKitChildren, releasePolicy == .iOS5 else {
      return makeChildApart(id: id, payload: bytes, depth: depth)
    }
    return StressChild(
      id: id, payload: bytes, viewDepth: depth, observer: observer, budget: budget)
  }

  /// A child of UIKit's, or one under today's iOS: out of the path of the model's containers'
  /// default runs (a child's policy starts as iOS 5's).
  @inline(never)
  private func makeChildApart(id: ViewControllerID, payload: Int, depth: Int) -> ViewController {
    if makesUIKitChildren { return makeUIKitChild(id: id, payload: payload, depth: depth) }
    let child = StressChild(
      id: id, payload: payload, viewDepth: depth, observer: observer, budget: budget)
    child.releasePolicy = releasePolicy
    return child
  }

  /// The child `choice` names: a new one, or a free one kept for reuse; `nil` when it names a
  /// reusable child and none is free.
  ///
  /// - Parameters:
  ///   - choice: A new child, or a reusable one.
  ///   - nested: For a new child, as in ``makeChild(payload:nested:)``.
  /// - Returns: The child, or `nil`.
  public func child(for choice: ChildChoice, nested: Bool = false) -> ViewController? {
    switch choice {
    case .new(let payload):
      let child = makeChild(payload: payload, nested: nested)
      keepForReuse(child)
      return child
    case .reuse(let index):
      return reusableChild(index, hasParent: false)
    case .taken(let index):
      return reusableChild(index, hasParent: true)
    case .screen(let name):
      // Not kept for reuse: once it leaves, nothing of the run's holds it, and a screen that
      // outlives its use is found at the step that let it go (C9).
      return makeScreen(named: name, nested: nested)
    }
  }

  /// The child `index` names among the children kept for reuse with a parent, or without one.
  ///
  /// The index is taken modulo their count; `nil` when there is no such child. Nothing is
  /// allocated: it counts them, then walks to the one it names.
  private func reusableChild(_ index: Int, hasParent: Bool) -> ViewController? {
    var count = 0
    for child in reusable where (child.parent != nil) == hasParent { count += 1 }
    guard count > 0 else { return nil }
    var remaining = Int(index.magnitude % UInt(count))
    for child in reusable where (child.parent != nil) == hasParent {
      if remaining == 0 { return child }
      remaining -= 1
    }
    return nil
  }

  /// Keeps children (that left or may leave their container) for later reuse; the oldest are
  /// forgotten beyond ``reusableChildren``.
  public func keepForReuse(_ children: [ViewController]) {
    // The team's screens are never kept: they leave as an app's do (``screens``).
    if makesScreens { return keep(children.filter { !isScreen($0) }) }
    keep(children)
  }

  /// ``keepForReuse(_:)``'s work.
  @inline(__always)
  private func keep(_ children: [ViewController]) {
    // Not bookkeeping: a child dropped from the list may be freed here, with its view.
    if children.count <= Self.reusableChildren {
      for child in children { moveToEnd(child) }
    } else {
      // A dive's children leave by the thousand: the same list in one pass, not one a child.
      let leaving = Set(children.lazy.map(ObjectIdentifier.init))
      reusable.removeAll { leaving.contains(ObjectIdentifier($0)) }
      reusable.append(contentsOf: children)
    }
    forgetOldest()
  }

  /// ``keepForReuse(_:)`` for one child, without an array to hold it.
  func keepForReuse(_ child: ViewController) {
    moveToEnd(child)
    forgetOldest()
  }

  /// Puts `child` last in the list kept for reuse (it is listed once at most).
  private func moveToEnd(_ child: ViewController) {
    if let index = reusable.firstIndex(where: { $0 === child }) { reusable.remove(at: index) }
    reusable.append(child)
  }

  /// Forgets the oldest children kept for reuse beyond ``reusableChildren``.
  private func forgetOldest() {
    guard reusable.count > Self.reusableChildren else { return }
    let dropped = reusable.count - Self.reusableChildren
    if checking { for child in reusable.prefix(dropped) { oracle.noteLetGo(child) } }
    reusable.removeFirst(dropped)
  }

  /// Lets children go: they leave the list kept for reuse, and each must be deallocated once
  /// the clock is idle, unless it has a parent again or the driver holds it (C9).
  ///
  /// - Parameter children: The children the workload no longer holds.
  public func letGo(_ children: [ViewController]) {
    for child in children where reusable.contains(where: { $0 === child }) {
      reusable.removeAll { $0 === child }
      if checking { oracle.noteLetGo(child) }
    }
  }

  /// Draws a child choice: half new children (payloads up to 4 KiB, or big ones as
  /// ``drawPayload(_:using:)`` draws them), the rest reuses of free children but one in sixteen
  /// draws, a child that has a parent (to be refused).
  public func drawChild(using rng: inout SplitMix64) -> ChildChoice {
    // The team's screens are new each time, as an app makes them: none is kept for reuse.
    if makesScreens { return drawScreen(using: &rng) }
    let bits = rng.next()
    // One draw in sixteen offers a child that has a parent, which the container must refuse.
    if bits & 0xF == 0xF { return .taken(index: Int((bits >> 8) % UInt64(Self.reusableChildren))) }
    return bits & 1 == 0
      ? .new(payload: drawPayload(0...4096, using: &rng))
      : .reuse(index: Int((bits >> 8) % UInt64(Self.reusableChildren)))
  }

  /// Draws a new child's payload: usually from `usual`, sometimes a big one (the run's
  /// ``magnitudes``), never one that would take the views alive close to what a run may hold.
  public func drawPayload(_ usual: ClosedRange<Int>, using rng: inout SplitMix64) -> Int {
    magnitudes.payload(
      usual: usual, room: TraceBounds.livePayloadBytes - budget.lifetime.payloadBytes, using: &rng)
  }

  /// Draws a new value of the container's parameter (a stack's capacity): usually from
  /// `usual` (the profile's ``StressProfile/parameters``), sometimes a big one of the run's
  /// ``magnitudes``, hundreds or thousands.
  @inlinable
  public func drawParameter(_ usual: ClosedRange<Int>, using rng: inout SplitMix64) -> Int {
    parameterDraw.draw(usual: usual, using: &rng)
  }

  /// Notes a parameter the container was given (a stack's capacity, set at the start or
  /// changed by an operation), for the run's ``StressReport/Reached``.
  ///
  /// Call it when the container accepted the value.
  public func noteParameter(_ value: Int) {
    if value > largestParameter { largestParameter = value }
  }

  /// Draws how many children one operation adds: usually from `usual`, sometimes a dive of
  /// hundreds or thousands (the run's ``magnitudes``).
  public func drawBatch(_ usual: ClosedRange<Int>, using rng: inout SplitMix64) -> Int {
    magnitudes.batch(usual: usual, using: &rng)
  }

  /// Whether the run holds `viewController` without a parent for good reason: the window's
  /// root or a view controller presented over it, a child kept for reuse, or one the driver
  /// holds (``StressDriver/holds(_:)``).
  func holds<Driver: StressDriver>(_ viewController: ViewController, in container: Driver)
    -> Bool
  {
    viewController === window.rootViewController || reusable.contains { $0 === viewController }
      || container.holds(viewController)
      || (window._hasPresented && window._isPresented(viewController))
  }

  /// What holds `viewController` alive, followed from what the run knows and holds: the
  /// container under test, the window, the children kept for reuse, the driver (`StrongReferences`;
  /// the oracle the view controllers report to is not looked into).
  func holder<Driver: StressDriver>(
    of viewController: ViewController, in container: Driver
  )
    -> String
  {
    StrongReferences.holder(
      of: viewController, roots: roots(of: container), name: Self.name,
      follows: { !($0 is Oracle) })
  }

  /// What holds a view its view controller released, alive (the first such view found from
  /// what the run knows and holds; see ``holder(of:in:)``).
  func holder<Driver: StressDriver>(ofReleasedViewIn container: Driver) -> String {
    StrongReferences.holder(
      ofFirst: { ($0 as? View)?.isReleasedByOwner == true }, roots: roots(of: container),
      name: Self.name, follows: { !($0 is Oracle) })
  }

  /// What the run knows and holds, where a search for holders starts: the container under
  /// test, its root, the window, the children kept for reuse, the driver, the application (its
  /// timers and notification observers).
  private func roots<Driver: StressDriver>(of container: Driver) -> [AnyObject] {
    [container.subject, container.root, window] + reusable + [container, application]
  }

  /// How a holder's chain names an object: a view controller by its identifier, a view by its
  /// owner's, the window, anything else by its type.
  static func name(_ object: AnyObject) -> String {
    switch object {
    case let viewController as ViewController: "\(viewController.id)"
    case let view as View: view.ownerID.map { "view of \($0)" } ?? "a view"
    case is Window: "window"
    case let timer as RunLoopTimer: timer.description
    case let observation as NotificationObservation: observation.description
    default: "\(type(of: object))"
    }
  }

  /// Reports a breach of a rule at the current step.
  ///
  /// - Parameters:
  ///   - rule: The rule broken.
  ///   - subject: The view controller concerned, if one.
  ///   - expected: What the contract wanted.
  ///   - seen: What happened.
  public func report(_ rule: Rule, _ subject: ViewControllerID?, expected: String, seen: String) {
    oracle.report(rule, subject, expected: expected, seen: seen)
  }

  /// Names a view controller whose view must survive the memory warning about to be sent
  /// (`nil`: none): a container's shown child whose view is in the window while the container
  /// is off screen.
  ///
  /// Its `viewDidUnload` during the warning breaks C4; and after the warning every other
  /// disappeared child of the container must have released its view (C4's completeness).
  /// Call it once per view controller to spare.
  public func spare(_ id: ViewControllerID?) {
    if let id { oracle.spared.append(id) }
  }
}
