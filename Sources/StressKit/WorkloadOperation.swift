import Containment

/// One step of a stress workload.
///
/// Every operation is total: applied in a state where it makes no sense (popping the root,
/// removing out of range, anything that changes the stack during a transition), it changes
/// nothing and is recorded as a no-op. So any sub-sequence of a trace still replays, which is
/// what makes shrinking sound.
///
/// Indices count from the root (0). Cache slots name children held outside the stack by the
/// workload (``retain(index:)``); a slot that is empty makes the operation a no-op.
public enum WorkloadOperation: Hashable, Sendable {
  /// Push a new child whose view has `payload` bytes.
  case push(payload: Int, style: TransitionStyle, animated: Bool)
  /// Push the child held in cache slot `slot`.
  case pushCached(slot: Int, style: TransitionStyle, animated: Bool)
  /// Pop the top child; a popped child goes to the cache.
  case pop(animated: Bool)
  /// Pop to the child at `index`; popped children go to the cache.
  case popTo(index: Int, animated: Bool)
  /// Pop to the root; popped children go to the cache.
  case popToRoot(animated: Bool)
  /// Insert a new child at `index` (the top index pushes, animated).
  case insert(index: Int, payload: Int)
  /// Re-insert the child held in cache slot `slot` at `index`.
  case insertCached(slot: Int, index: Int)
  /// Remove the child at `index`; it goes to the cache.
  case remove(index: Int, animated: Bool)
  /// Replace all children: keep those whose index bit is set in `keep` (indices 0...63), then
  /// add `added` new children with `payload` bytes each.
  case replaceAll(keep: UInt64, added: Int, payload: Int, animated: Bool)
  /// Change the stack's capacity (values below 1 are refused: a no-op).
  case setCapacity(Int)
  /// `count` memory warnings in a row (1 for a single warning, more for a burst).
  case memoryWarning(count: Int)
  /// Rotate the window.
  case rotate(InterfaceOrientation)
  /// Resize the window (its orientation's width and height swapped when needed).
  case resize(width: Int, height: Int)
  /// Cover the stack with another view controller, its view staying in the window; animated
  /// covers take virtual time.
  case cover(animated: Bool)
  /// Uncover the stack.
  case uncover(animated: Bool)
  /// Take the window off screen (the stack's view leaves it).
  case hideWindow
  /// Put the window back on screen.
  case showWindow
  /// Hold the child at `index` outside the stack, in the next free cache slot.
  case retain(index: Int)
  /// Drop the child held in cache slot `slot`.
  case release(slot: Int)
  /// Advance virtual time by `ticks`, so that operations land inside transitions.
  case advance(ticks: Int)
  /// Cancel the running push or pop.
  case cancelTransition

  /// The operation's kind, for weights, swarm masks and reports.
  public var kind: OperationKind {
    switch self {
    case .push: .push
    case .pushCached: .pushCached
    case .pop: .pop
    case .popTo: .popTo
    case .popToRoot: .popToRoot
    case .insert: .insert
    case .insertCached: .insertCached
    case .remove: .remove
    case .replaceAll: .replaceAll
    case .setCapacity: .setCapacity
    case .memoryWarning: .memoryWarning
    case .rotate: .rotate
    case .resize: .resize
    case .cover: .cover
    case .uncover: .uncover
    case .hideWindow: .hideWindow
    case .showWindow: .showWindow
    case .retain: .retain
    case .release: .release
    case .advance: .advance
    case .cancelTransition: .cancelTransition
    }
  }
}

/// The kinds of ``WorkloadOperation``, as profiles weigh them and reports count them.
public enum OperationKind: String, CaseIterable, Hashable, Sendable, Codable {
  case push
  case pushCached = "push-cached"
  case pop
  case popTo = "pop-to"
  case popToRoot = "pop-to-root"
  case insert
  case insertCached = "insert-cached"
  case remove
  case replaceAll = "replace-all"
  case setCapacity = "set-capacity"
  case memoryWarning = "memory-warning"
  case rotate
  case resize
  case cover
  case uncover
  case hideWindow = "hide-window"
  case showWindow = "show-window"
  case retain
  case release
  case advance
  case cancelTransition = "cancel-transition"
}

extension OperationKind {
  /// ``allCases``, built once (the synthesized `allCases` builds a new array on every call).
  public static let ordered: [OperationKind] = allCases

  /// The kind's position in ``ordered`` (a switch: no hashing on the hot path).
  public var ordinal: Int {
    switch self {
    case .push: 0
    case .pushCached: 1
    case .pop: 2
    case .popTo: 3
    case .popToRoot: 4
    case .insert: 5
    case .insertCached: 6
    case .remove: 7
    case .replaceAll: 8
    case .setCapacity: 9
    case .memoryWarning: 10
    case .rotate: 11
    case .resize: 12
    case .cover: 13
    case .uncover: 14
    case .hideWindow: 15
    case .showWindow: 16
    case .retain: 17
    case .release: 18
    case .advance: 19
    case .cancelTransition: 20
    }
  }
}
