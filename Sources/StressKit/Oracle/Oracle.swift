import Containment

/// Checks the lifecycle contract while a run goes: every lifecycle event against each view
/// controller's state machine (L1–L4), and the rules about the children of the container under
/// test (its *members*): C5 (a removed child keeps its view), C6 (no view loaded while the
/// container is off screen), a memory warning that spares the shown views and releases the
/// others (C4), and what the window shows (L2: a view controller on screen has its view in a
/// window, and no appearance change outlives the clock's schedule).
///
/// The oracle knows no particular container: a driver's own rules (the stack's C1, C3, C8) are
/// its ``StressDriver/checkInvariants(after:in:)``, which reads the counters kept here. The
/// per-event checks are O(1): a small record per view controller alive, found by its
/// identifier in a hash table and dropped when it is deallocated (so a run of any length keeps
/// as many records as it has view controllers alive), and counters of members, loaded members
/// and moving members. ``audit(tree:)`` is O(size of the tree).
public final class Oracle: LifecycleObserver {
  struct Track {
    /// A child the workload made for the container under test: C5, C6 and the member
    /// counters apply to it.
    var isChild = false
    /// A child the workload made, at any depth: its loads count.
    var counted = false
    var loaded = false
    var loading = false
    /// Between `viewWillUnload` and `viewDidUnload`.
    var unloading = false
    var everLoaded = false
    var state: AppearanceState = .disappeared
    /// Between `willMove(toParent: subject)` and `didMove(toParent: nil)`.
    var member = false
    /// Between `willMove(toParent: nil)` and the next `didMove` (or `willMove`).
    var leaving = false
    var pendingMove = false
    /// The ``Oracle/warningSerial`` of the last memory warning it heard (0: none): a child
    /// that is no member but heard the warning (presented over the window's root) may lose its
    /// view to it, as any view controller the window reaches.
    var warnedIn: UInt16 = 0
    var payload = 0
    /// What its view holds beyond the payload: a deep view's chain of subviews, counted in
    /// the live payload's bound while the view is loaded.
    var viewBytes = 0
  }

  /// The identifier of the container under test.
  public let subjectID: ViewControllerID
  /// The records of the view controllers alive, by identifier.
  let tracks = IdentifierTable(filler: Track(), capacity: 256)

  /// Violations found so far, in order.
  @exclusivity(unchecked) public internal(set) var violations: [Violation] = []
  /// The step being checked.
  @exclusivity(unchecked) public internal(set) var step: Int = 0
  /// The ``StepKind/ordinal`` of the step being checked (−1 outside steps).
  @exclusivity(unchecked) @usableFromInline var stepKind: Int = -1
  /// Set while a memory-warning step runs.
  @exclusivity(unchecked) @usableFromInline var inMemoryWarning = false
  /// The view controllers whose views must survive the running memory warning (a container's
  /// shown child, in the window while the container is off screen): a `viewDidUnload` of one
  /// then breaks C4, and they are the only disappeared members that may keep a view through it.
  @exclusivity(unchecked) @usableFromInline var spared: [ViewControllerID] = []
  /// The running memory warning's number, 1 to 65,535 and round again.
  @exclusivity(unchecked) var warningSerial: UInt16 = 1
  /// How many members heard the running memory warning (C4 is exercised when one did).
  @exclusivity(unchecked) var warnedMembers = 0
  /// How many members have loaded views, counted or not (``loadedMembers`` counts only those
  /// whose payloads are counted), for C4's completeness check after a memory warning.
  @exclusivity(unchecked) var loadedMemberViews = 0
  /// View controllers let go since the clock was last idle (by their parent, or by the
  /// workload's list of children to reuse), unretained, with the step: each must be gone, or
  /// held, once the clock is idle (C9 as the run goes; see ``checkLetGo(isHeld:)``).
  @exclusivity(unchecked) @usableFromInline var letGo: [LetGo] = []
  /// How many of `letGo`'s entries are current: the list is emptied by setting it to 0 (its
  /// entries are plain values), not by `removeAll`, which costs a generic call a step.
  @exclusivity(unchecked) @usableFromInline var letGoCount = 0
  /// What screens gone since the clock was last idle left registered with the app, looked at
  /// once the clock is idle (`Oracle+Registrations`).
  @exclusivity(unchecked) var leftRegistrations: [LeftRegistration] = []
  /// Each stack's will-show waiting for its did-show (C3's delegate half).
  @exclusivity(unchecked) var openShows: [OpenShow] = []
  /// The will-show whose child has appeared, its stack's did-show due in the same call.
  @exclusivity(unchecked) var dueDidShow: OpenShow?
  /// The members whose views were released in this step outside a memory warning, for the
  /// stack's C1 completeness check.
  @exclusivity(unchecked) @usableFromInline package internal(set) var unloadedOutsideWarnings:
    [ViewControllerID] =
      []
  /// How many times each rule's check ran with a non-trivial subject (a load for L1, a
  /// release for L3, a memory warning that reached a child for C4…), by ``Rule/ordinal``: the
  /// coverage report names the rules a run never exercised.
  public var exercised: [Int] {
    Array(UnsafeBufferPointer(start: _exercised, count: Rule.allCases.count))
  }
  /// A plain buffer, so that counting a check is an add on the hot path.
  @usableFromInline let _exercised: UnsafeMutablePointer<Int> = {
    let buffer = UnsafeMutablePointer<Int>.allocate(capacity: Rule.allCases.count)
    buffer.initialize(repeating: 0, count: Rule.allCases.count)
    return buffer
  }()
  /// The run's contract, the one value everything below reads (``StressOptions/contract``).
  @exclusivity(unchecked) package var contract = Contract.coconutKit
  /// Whether the rules beyond UIKit's contract fail the run (``Contract``); when not, their
  /// breaches are counted in ``beyondContract``.
  var holdsBeyondUIKit: Bool { contract == .coconutKit }
  /// Whether a memory warning releases every view that is not visible (iOS 5's
  /// `ViewReleasePolicy`): C4's check that each one went runs only then.
  var warningsReleaseViews: Bool { contract.releasePolicy == .iOS5 }
  /// The breaches of rules the run's contract does not hold.
  package var beyondContract: BeyondContract? {
    firstBeyondContract.map { BeyondContract(count: beyondContractCount, first: $0) }
  }
  /// The first breach of a rule the run's contract does not hold, and how many there were.
  @exclusivity(unchecked) private var firstBeyondContract: Violation?
  @exclusivity(unchecked) private var beyondContractCount = 0

  /// Whether the completeness checks run (``StressOptions/checksCompleteness``).
  @exclusivity(unchecked) @usableFromInline package var checksCompleteness = true
  /// A view controller between `viewWillAppear` and `viewDidDisappear`, with the object itself
  /// (unretained: it leaves `shown` at its deinitialization).
  struct Shown {
    var id: ViewControllerID
    var object: Unmanaged<ViewController>
    var state: AppearanceState
  }
  /// The view controllers on screen or moving, for the checks that look at their views'
  /// windows (L2).
  @exclusivity(unchecked) var shown: [Shown] = []
  /// The most callbacks a step may make (``StressOptions/callbacksPerStep``).
  @exclusivity(unchecked) public internal(set) var callbacksPerStep = Int.max
  /// Callbacks made in the running step.
  @exclusivity(unchecked) @usableFromInline var callbacksThisStep = 0
  /// The children each of the team's view controllers added in its first `viewDidLoad`, until
  /// it goes (L5).
  @exclusivity(unchecked) var firstLoadChildren: [ViewControllerID: Int32] = [:]

  /// Starts the count of ``callbacksPerStep`` again within a step: for each warning of a
  /// burst, which may do what as many steps of one warning do.
  @inlinable func restartCallbackCount() {
    if callbacksThisStep <= callbacksPerStep { callbacksThisStep = 0 }
  }
  /// Called once when a step makes more callbacks than ``callbacksPerStep``, after the `hang`
  /// violation is recorded: a supervised worker stops itself there (a step calling back for
  /// ever never returns to the runner).
  @exclusivity(unchecked) public var onRunaway: (() -> Void)?
  /// How many view controllers have had `willMove(toParent:)` without its `didMove`.
  @exclusivity(unchecked) @usableFromInline var pendingMoves = 0
  /// How many of `shown` are appearing or disappearing, and how many stacks owe their
  /// delegate a did-show (``dueDidShow``): what must end before the clock is idle.
  @exclusivity(unchecked) @usableFromInline var unsettled = 0
  /// Set while a size change is applied during a transition of the container under test: a
  /// `viewWillTransition` reaching it or a member then breaks C7.
  @exclusivity(unchecked) @usableFromInline var sizeChangeInTransition = false
  /// Receives every event with the step it happened in (the event log of `replay --events`).
  @exclusivity(unchecked) public var eventSink: ((_ step: Int, _ event: LifecycleEvent) -> Void)? {
    didSet { hasEventSink = eventSink != nil }
  }
  /// Whether ``eventSink`` is set: an event reads it only then (loading the closure retains
  /// its context, for each of a run's events).
  @exclusivity(unchecked) var hasEventSink = false

  /// Views loaded for children (first loads and reloads).
  @exclusivity(unchecked) public internal(set) var loads: Int = 0
  /// Loads of a child whose view had been loaded before.
  @exclusivity(unchecked) public internal(set) var reloads: Int = 0
  /// Child views released.
  @exclusivity(unchecked) public internal(set) var unloads: Int = 0
  /// `didReceiveMemoryWarning` deliveries, to every view controller.
  public var warningDeliveries: Int { _warningDeliveries }
  /// `viewWillTransition` deliveries, to every view controller.
  public var sizeDeliveries: Int { _sizeDeliveries }
  @exclusivity(unchecked) @usableFromInline var _sizeDeliveries: Int = 0
  @exclusivity(unchecked) var _warningDeliveries: Int = 0
  /// The most members' views loaded at once, as the runner samples it after each step.
  @exclusivity(unchecked) public internal(set) var maxLoadedMembers: Int = 0

  /// Where the payload of each load goes by the kind of the step that loads it, when churn is
  /// measured: the churn recorder's column (its start, its stride, and the row the recorder
  /// keeps pointing at the step in its window).
  @exclusivity(unchecked) var payloadColumn:
    (start: UnsafeMutablePointer<UInt64>, stride: Int, row: UnsafePointer<Int>)?

  /// Adds each load's payload to `recorder`'s column, by the kind of the step that loads it.
  func measurePayload(into recorder: ChurnRecorder) {
    payloadColumn = recorder.payloadColumn
  }

  /// Payload bytes of the child views loaded so far (the model's expectation of churn).
  public var loadedPayloadBytes: UInt64 { _loadedPayloadBytes }
  @exclusivity(unchecked) var _loadedPayloadBytes: UInt64 = 0
  /// Payload bytes of the views loaded now, by the events (the counted view controllers'), as
  /// the allocator reserves them (see ``allocatedSize``).
  public var livePayloadBytes: Int { _livePayloadBytes }
  /// The bytes the allocator reserves for a payload of so many bytes (its size class): the
  /// identity unless a churn measurement says otherwise.
  @exclusivity(unchecked) public var allocatedSize: (Int) -> Int = { $0 }
  @exclusivity(unchecked) var _livePayloadBytes = 0
  /// The most of ``livePayloadBytes`` at any moment since ``resetHighs()``.
  @exclusivity(unchecked) public internal(set) var mostLivePayloadBytes = 0
  /// The most view controllers registered and alive at once since ``resetHighs()``.
  @exclusivity(unchecked) public internal(set) var mostRecords = 0
  /// Views loaded now, by the events, of the counted view controllers (those the workload
  /// made): once the clock is idle, the run's views alive must be these and no more (C9).
  public var loadedViews: Int { _loadedViews }
  @exclusivity(unchecked) var _loadedViews = 0
  /// Members whose views are loaded.
  public var loadedMembers: Int { _loadedMembers }
  @exclusivity(unchecked) var _loadedMembers: Int = 0
  /// Members not disappeared.
  @exclusivity(unchecked) public internal(set) var movingChildren: Int = 0
  /// Children of the container under test, by their `willMove`/`didMove` calls.
  public var memberCount: Int { _memberCount }
  @exclusivity(unchecked) var _memberCount: Int = 0
  /// Children that joined the container since the runner last took the count
  /// (``takeStepBatch()``).
  @exclusivity(unchecked) @usableFromInline var _joinedInStep: Int = 0
  /// Children that left the container since the runner last took the count.
  @exclusivity(unchecked) @usableFromInline var _leftInStep: Int = 0

  /// Whether children joined or left since the last ``takeStepBatch()``.
  @inlinable var stepChangedMembers: Bool { _joinedInStep | _leftInStep != 0 }

  /// The children that joined and left since the last call, counted from zero again.
  @inlinable func takeStepBatch() -> (joined: Int, left: Int) {
    defer { (_joinedInStep, _leftInStep) = (0, 0) }
    return (_joinedInStep, _leftInStep)
  }

  /// Creates an oracle for the container whose identifier is `subjectID`.
  public init(subjectID: ViewControllerID) {
    self.subjectID = subjectID
  }

  deinit {
    _exercised.deallocate()
  }

  /// Starts tracking a view controller, until its `deinitialized` event.
  ///
  /// - Parameters:
  ///   - id: An identifier no view controller alive has.
  ///   - isChild: Whether it is a child the workload creates for the container under test
  ///     (not a container or a host): C5, C6 and the member counters apply to it.
  ///   - counted: Whether its loads and unloads count (by default, `isChild`): a workload's
  ///     child inside a nested container counts without being the container's child.
  ///   - payload: The payload bytes of its view.
  public func register(
    _ id: ViewControllerID, isChild: Bool, counted: Bool? = nil, payload: Int = 0
  ) {
    precondition(tracks.slot(of: id) == nil, "\(id) registered twice")
    tracks.insert(Track(isChild: isChild, counted: counted ?? isChild, payload: payload), for: id)
    if tracks.count > mostRecords { mostRecords = tracks.count }
  }

  /// Notes what the view of `id` holds beyond its payload (a deep view's subviews), counted
  /// with the payload while the view is loaded.
  func noteViewBytes(_ bytes: Int, of id: ViewControllerID) {
    guard let slot = tracks.slot(of: id) else { return }
    tracks[slot: slot].viewBytes = bytes
  }

  /// Starts ``mostLivePayloadBytes`` and ``mostRecords`` again from the present (a measurement
  /// starting).
  public func resetHighs() {
    mostLivePayloadBytes = _livePayloadBytes
    mostRecords = tracks.count
  }

  /// The view controllers registered and not yet deallocated, in increasing order.
  public var liveIDs: [ViewControllerID] { tracks.identifiers }

  /// Whether the view controller is registered and not yet deallocated.
  func isTracking(_ id: ViewControllerID) -> Bool { tracks.slot(of: id) != nil }

  /// View-controller records kept (one per view controller alive).
  public var recordCount: Int { tracks.count }

  /// Whether the view controller's view is loaded and its appearance state, by its events, in
  /// one lookup (not loaded and disappeared when it has no record).
  @inline(__always)
  func record(of id: ViewControllerID) -> (loaded: Bool, state: AppearanceState) {
    guard let slot = tracks.slot(of: id) else { return (false, .disappeared) }
    return (tracks[slot: slot].loaded, tracks[slot: slot].state)
  }

  /// Whether a violation was found.
  public var hasViolations: Bool { !violations.isEmpty }

  /// Notes the step whose events follow.
  @usableFromInline
  func beginStep(_ step: Int, kind: Int = -1) {
    self.step = step
    stepKind = kind
    callbacksThisStep = 0
    if !unloadedOutsideWarnings.isEmpty { unloadedOutsideWarnings.removeAll(keepingCapacity: true) }
  }

  /// Notes the loaded members after a step.
  @usableFromInline
  func stepEnded() {
    if loadedMembers > maxLoadedMembers { maxLoadedMembers = loadedMembers }
  }

  /// Counts a check of `rule` that ran with a non-trivial subject.
  @inlinable
  public func exercise(_ rule: Rule) {
    _exercised[rule.ordinal] &+= 1
  }

  @usableFromInline
  func report(_ rule: Rule, _ subject: ViewControllerID?, expected: String, seen: String) {
    violations.append(
      Violation(rule: rule, step: step, subject: subject, expected: expected, seen: seen))
  }

  /// Reports a breach of a rule beyond UIKit's contract: a violation when the run holds the
  /// container to it, else a count and the first for the report (its words made only then:
  /// a run under today's iOS may count such a breach every step).
  @usableFromInline
  func reportBeyondUIKit(
    _ rule: Rule, _ subject: ViewControllerID?, expected: @autoclosure () -> String,
    seen: @autoclosure () -> String
  ) {
    guard !holdsBeyondUIKit else {
      return report(
        rule, subject,
        expected: expected() + " (CoconutKit's contract; --contract ios holds UIKit's alone)",
        seen: seen())
    }
    beyondContractCount += 1
    guard beyondContractCount == 1 else { return }
    firstBeyondContract = Violation(
      rule: rule, step: step, subject: subject, expected: expected(), seen: seen())
  }

  func reportAtTeardown(_ rule: Rule, _ subject: ViewControllerID?, expected: String, seen: String)
  {
    violations.append(
      Violation(rule: rule, step: nil, subject: subject, expected: expected, seen: seen))
  }

  /// The container under test's appearance state, by its events.
  @exclusivity(unchecked) @usableFromInline var subjectState: AppearanceState =
    .disappeared
}
