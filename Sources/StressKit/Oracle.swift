import Containment

/// Checks the containment contract while a run goes: every lifecycle event against each view
/// controller's state machine (L1–L4), the stack's counters after every step (C1, C3, C4, C6, C7),
/// and a full structural audit every few steps.
///
/// The per-event and per-step checks are O(1): the oracle keeps a small record per view
/// controller, indexed by its identifier (the runner numbers them densely), and counters of loaded
/// members and moving children. ``audit(step:)`` is O(depth).
public final class Oracle: LifecycleObserver {
  struct Track {
    var isChild = false
    var loaded = false
    var loading = false
    var everLoaded = false
    var state: AppearanceState = .disappeared
    /// Between `willMove(toParent: stack)` and `didMove(toParent: nil)`.
    var member = false
    /// Between `willMove(toParent: nil)` and the next `didMove`.
    var leaving = false
    var pendingMove = false
    var alive = true
    var payload = 0
  }

  /// The identifier of the stack under test.
  public let stackID: ViewControllerID
  /// Strong, not weak (no side table on the hot stack object); the runner clears it.
  var stack: StackController?
  var tracks: [Track] = []

  /// Violations found so far, in order.
  public internal(set) var violations: [Violation] = []
  /// The step being checked.
  public internal(set) var step = 0
  /// Set while a memory-warning operation runs.
  var inMemoryWarning = false
  /// The top child whose view must survive the running memory warning: it was in the window.
  var sparedTop: ViewControllerID?
  /// Receives every event with the step it happened in (the event log of `replay --events`).
  public var eventSink: ((_ step: Int, _ event: LifecycleEvent) -> Void)?

  /// Views loaded for children (first loads and reloads).
  public internal(set) var loads = 0
  /// Loads of a child whose view had been loaded before.
  public internal(set) var reloads = 0
  /// Child views released.
  public internal(set) var unloads = 0
  /// `didReceiveMemoryWarning` deliveries, to every view controller.
  public internal(set) var warningDeliveries = 0
  /// The most child views loaded in the stack at once.
  public internal(set) var maxLoadedInStack = 0

  /// Payload bytes of the child views loaded so far (the model's expectation of churn).
  public internal(set) var loadedPayloadBytes: UInt64 = 0
  var loadedMembers = 0
  var movingChildren = 0
  var memberCount = 0

  /// Creates an oracle for the stack whose identifier is `stackID`.
  public init(stackID: ViewControllerID) {
    self.stackID = stackID
  }

  /// Starts tracking a view controller.
  ///
  /// Identifiers must be registered in order 0, 1, 2, ….
  ///
  /// - Parameters:
  ///   - id: The next identifier.
  ///   - isChild: Whether it is a child the workload creates (not the stack or its host).
  ///   - payload: The payload bytes of its view.
  public func register(_ id: ViewControllerID, isChild: Bool, payload: Int = 0) {
    precondition(Int(id.rawValue) == tracks.count, "register \(id) after \(tracks.count - 1)")
    tracks.append(Track(isChild: isChild, payload: payload))
  }

  /// Loaded child views, currently, in the stack.
  public var loadedViewsInStack: Int { loadedMembers }

  /// The view controllers registered and not yet deallocated.
  public var liveIDs: [ViewControllerID] {
    tracks.indices.filter { tracks[$0].alive }.map { ViewControllerID(UInt64($0)) }
  }

  func report(_ rule: Rule, _ subject: ViewControllerID?, expected: String, seen: String) {
    violations.append(
      Violation(rule: rule, step: step, subject: subject, expected: expected, seen: seen))
  }

  func reportAtTeardown(_ rule: Rule, _ subject: ViewControllerID?, expected: String, seen: String)
  {
    violations.append(
      Violation(rule: rule, step: nil, subject: subject, expected: expected, seen: seen))
  }

  var stackState: AppearanceState {
    tracks.isEmpty ? .disappeared : tracks[Int(stackID.rawValue)].state
  }

  /// The O(1) checks that follow every step.
  public func checkStep() {
    guard let stack else { return }
    let transitioning = stack.isTransitioning
    let allowed = stack.capacity + (transitioning ? 1 : 0)
    maxLoadedInStack = max(maxLoadedInStack, loadedMembers)
    if loadedMembers > allowed {
      report(
        .C1, nil,
        expected: "at most \(allowed) child views loaded (capacity \(stack.capacity)"
          + (transitioning ? ", in a transition)" : ")"),
        seen: "\(loadedMembers)")
    }
    let state = stackState
    if let top = stack.topViewController {
      let track = tracks[Int(top.id.rawValue)]
      if track.loaded != top.isViewLoaded {
        report(
          top.isViewLoaded ? .C2 : .L3, top.id,
          expected: top.isViewLoaded
            ? "a view that came back to be reloaded through loadView and viewDidLoad"
            : "a view released only with viewDidUnload",
          seen: top.isViewLoaded ? "a view without a load" : "the view gone without viewDidUnload")
      }
      if state == .appeared, !transitioning, track.state != .appeared {
        report(.C3, top.id, expected: "the top child appeared", seen: "\(track.state)")
      }
    }
    if state == .appeared, !transitioning, movingChildren > 1 {
      report(
        .C3, nil, expected: "only the top child not disappeared when idle",
        seen: "\(movingChildren) children moving")
    } else if transitioning, movingChildren > 2 {
      report(
        .C3, nil, expected: "at most the two participants moving in a transition",
        seen: "\(movingChildren)")
    } else if state == .disappeared, movingChildren > 0 {
      report(
        .C3, nil, expected: "no child moving while the stack is off screen",
        seen: "\(movingChildren)")
    }
  }
}
