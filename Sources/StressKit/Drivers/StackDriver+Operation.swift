import Containment

extension StackDriver {
  /// An operation on the stack, its host or the children the workload holds.
  ///
  /// Indices count from the root (0). Cache slots name children held outside the stack by the
  /// workload (``retain(index:)``); a slot that is empty makes the operation a no-op.
  public enum Operation: Hashable, Sendable {
    /// Push a new child whose view has `payload` bytes.
    case push(payload: Int, style: TransitionStyle, animated: Bool)
    /// Push the child held in cache slot `slot`.
    case pushCached(slot: Int, style: TransitionStyle, animated: Bool)
    /// Pop the top child.
    case pop(animated: Bool)
    /// Pop to the child at `index`.
    case popTo(index: Int, animated: Bool)
    /// Pop to the root.
    case popToRoot(animated: Bool)
    /// Insert a new child at `index` (the top index pushes, animated).
    case insert(index: Int, payload: Int)
    /// Re-insert the child held in cache slot `slot` at `index`.
    case insertCached(slot: Int, index: Int)
    /// Remove the child at `index`.
    case remove(index: Int, animated: Bool)
    /// Replace all children: keep those whose index bit is set in `keep` (indices 0...63), then
    /// add `added` new children with `payload` bytes each.
    case replaceAll(keep: UInt64, added: Int, payload: Int, animated: Bool)
    /// Change the stack's capacity (values below 1 are refused: a no-op).
    case setCapacity(Int)
    /// Cover the stack with another view controller, its view staying in the window.
    case cover(animated: Bool)
    /// Uncover the stack.
    case uncover(animated: Bool)
    /// Hold the child at `index` outside the stack, in the next free cache slot.
    case retain(index: Int)
    /// Drop the child held in cache slot `slot`.
    case release(slot: Int)
    /// Cancel the running push or pop.
    case cancelTransition
  }

  /// The kinds of the stack's operations.
  public enum Kind: String, StressKind {
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
    case cover
    case uncover
    case retain
    case release
    case cancelTransition = "cancel-transition"

    /// The kind's position in `allCases`.
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
      case .cover: 10
      case .uncover: 11
      case .retain: 12
      case .release: 13
      case .cancelTransition: 14
      }
    }
  }

  /// The kind of an operation.
  public static func kind(of operation: Operation) -> Kind {
    switch operation {
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
    case .cover: .cover
    case .uncover: .uncover
    case .retain: .retain
    case .release: .release
    case .cancelTransition: .cancelTransition
    }
  }
}

extension StackDriver.Operation: CustomStringConvertible {
  /// The operation as it reads in a transcript: `push(payload: 0, style: slide, animated: true)`.
  public var description: String {
    switch self {
    case .push(let payload, let style, let animated):
      "push(payload: \(payload), style: \(style.rawValue), animated: \(animated))"
    case .pushCached(let slot, let style, let animated):
      "pushCached(slot: \(slot), style: \(style.rawValue), animated: \(animated))"
    case .pop(let animated): "pop(animated: \(animated))"
    case .popTo(let index, let animated): "popTo(index: \(index), animated: \(animated))"
    case .popToRoot(let animated): "popToRoot(animated: \(animated))"
    case .insert(let index, let payload): "insert(index: \(index), payload: \(payload))"
    case .insertCached(let slot, let index): "insertCached(slot: \(slot), index: \(index))"
    case .remove(let index, let animated): "remove(index: \(index), animated: \(animated))"
    case .replaceAll(let keep, let added, let payload, let animated):
      "replaceAll(keep: 0b\(String(keep, radix: 2)), added: \(added), payload: \(payload), animated: \(animated))"
    case .setCapacity(let capacity): "setCapacity(\(capacity))"
    case .cover(let animated): "cover(animated: \(animated))"
    case .uncover(let animated): "uncover(animated: \(animated))"
    case .retain(let index): "retain(index: \(index))"
    case .release(let slot): "release(slot: \(slot))"
    case .cancelTransition: "cancelTransition"
    }
  }
}
