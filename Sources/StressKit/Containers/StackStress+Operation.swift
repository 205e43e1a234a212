import Containment

extension StackStress {
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

extension StressStep where Operation == StackStress.Operation {
  /// The step a ``WorkloadOperation`` of a version 1 stack trace is.
  public init(_ operation: WorkloadOperation) {
    switch operation {
    case .push(let payload, let style, let animated):
      self = .container(.push(payload: payload, style: style, animated: animated))
    case .pushCached(let slot, let style, let animated):
      self = .container(.pushCached(slot: slot, style: style, animated: animated))
    case .pop(let animated): self = .container(.pop(animated: animated))
    case .popTo(let index, let animated):
      self = .container(.popTo(index: index, animated: animated))
    case .popToRoot(let animated): self = .container(.popToRoot(animated: animated))
    case .insert(let index, let payload): self = .container(.insert(index: index, payload: payload))
    case .insertCached(let slot, let index):
      self = .container(.insertCached(slot: slot, index: index))
    case .remove(let index, let animated):
      self = .container(.remove(index: index, animated: animated))
    case .replaceAll(let keep, let added, let payload, let animated):
      self = .container(.replaceAll(keep: keep, added: added, payload: payload, animated: animated))
    case .setCapacity(let capacity): self = .container(.setCapacity(capacity))
    case .memoryWarning(let count): self = .memoryWarning(count: count)
    case .rotate(let orientation): self = .rotate(orientation)
    case .resize(let width, let height): self = .resize(width: width, height: height)
    case .cover(let animated): self = .container(.cover(animated: animated))
    case .uncover(let animated): self = .container(.uncover(animated: animated))
    case .hideWindow: self = .hideWindow
    case .showWindow: self = .showWindow
    case .retain(let index): self = .container(.retain(index: index))
    case .release(let slot): self = .container(.release(slot: slot))
    case .advance(let ticks): self = .advance(ticks: ticks)
    case .cancelTransition: self = .container(.cancelTransition)
    }
  }
}

extension WorkloadOperation {
  /// The version 1 form of a stack operation.
  init(_ operation: StackStress.Operation) {
    switch operation {
    case .push(let payload, let style, let animated):
      self = .push(payload: payload, style: style, animated: animated)
    case .pushCached(let slot, let style, let animated):
      self = .pushCached(slot: slot, style: style, animated: animated)
    case .pop(let animated): self = .pop(animated: animated)
    case .popTo(let index, let animated): self = .popTo(index: index, animated: animated)
    case .popToRoot(let animated): self = .popToRoot(animated: animated)
    case .insert(let index, let payload): self = .insert(index: index, payload: payload)
    case .insertCached(let slot, let index): self = .insertCached(slot: slot, index: index)
    case .remove(let index, let animated): self = .remove(index: index, animated: animated)
    case .replaceAll(let keep, let added, let payload, let animated):
      self = .replaceAll(keep: keep, added: added, payload: payload, animated: animated)
    case .setCapacity(let capacity): self = .setCapacity(capacity)
    case .cover(let animated): self = .cover(animated: animated)
    case .uncover(let animated): self = .uncover(animated: animated)
    case .retain(let index): self = .retain(index: index)
    case .release(let slot): self = .release(slot: slot)
    case .cancelTransition: self = .cancelTransition
    }
  }
}

extension StackStress.Operation: Codable, CustomStringConvertible {
  /// Decodes an operation from its trace line, as version 1 traces write it
  /// (`{"animated":true,"op":"push","payload":1024,"style":"slide"}`).
  public init(from decoder: any Decoder) throws {
    guard case .container(let operation) = StressStep(try WorkloadOperation(from: decoder)) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "a shared step, not a stack operation"))
    }
    self = operation
  }

  /// Encodes the operation as its trace line.
  public func encode(to encoder: any Encoder) throws {
    try WorkloadOperation(self).encode(to: encoder)
  }

  /// The operation as it reads in a transcript: `push(payload: 0, style: slide, animated: true)`.
  public var description: String { WorkloadOperation(self).description }
}
