/// A misuse of the containment API, reported instead of trapping.
///
/// Every mutating container operation validates its arguments before it changes anything, so an
/// operation that throws leaves the container as it was. The ``description`` is a one-line message
/// meant for people.
public enum ContainmentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A capacity below 1 was requested.
  case invalidCapacity(Int)
  /// An index was outside the valid range (`validRange` is empty when no index is valid).
  case indexOutOfRange(index: Int, validRange: Range<Int>)
  /// The child already has a parent; remove it from that parent first.
  case alreadyHasParent(child: ViewControllerID, parent: ViewControllerID)
  /// A view controller was asked to contain itself or one of its ancestors.
  case containmentCycle(child: ViewControllerID, parent: ViewControllerID)
  /// The same view controller appears twice in a list of children.
  case duplicateChild(ViewControllerID)
  /// The view controller is not a child of this container.
  case notAChild(ViewControllerID)
  /// Popping would remove the root; only ``StackController/remove(at:animated:)`` or
  /// ``StackController/setViewControllers(_:style:animated:)`` may empty a stack.
  case cannotPopRoot
  /// The container has no children.
  case empty
  /// A transition is running; the operation was refused and changed nothing.
  ///
  /// Advance the clock or call ``StackController/finishTransition()`` first.
  case transitionInProgress
  /// ``StackController/cancelTransition()`` was called with no push or pop running.
  case notCancellable
  /// `transition(from:to:duration:options:animations:completion:)` was given
  /// view controllers that are not both children of the receiver (UIKit raises: "Children view
  /// controllers … must have a common parent view controller").
  case noCommonParent(from: ViewControllerID, to: ViewControllerID, parent: ViewControllerID)
  /// The view controller a transition starts from has no view in a view hierarchy.
  case viewNotInHierarchy(ViewControllerID)
  /// The view controller a transition goes to has its view in a view hierarchy already (the
  /// two view controllers of a transition may not be the same).
  case viewAlreadyInHierarchy(ViewControllerID)
  /// The view controller takes part in a transition between children that has not ended.
  case childInTransition(ViewControllerID)

  /// The one-line message shown to people.
  public var description: String {
    switch self {
    case .invalidCapacity(let value):
      return "capacity must be at least 1, got \(value)"
    case .indexOutOfRange(let index, let range):
      if range.isEmpty { return "index \(index) is out of range: the container has no valid index" }
      return "index \(index) is out of range \(range.lowerBound)...\(range.upperBound - 1)"
    case .alreadyHasParent(let child, let parent):
      return "\(child) already has a parent (\(parent)); remove it from its parent first"
    case .containmentCycle(let child, let parent):
      return "\(parent) cannot contain \(child): \(child) is \(parent) or one of its ancestors"
    case .duplicateChild(let child):
      return "\(child) appears more than once in the list of children"
    case .notAChild(let child):
      return "\(child) is not a child of this container"
    case .cannotPopRoot:
      return "cannot pop the root view controller"
    case .empty:
      return "the container has no children"
    case .transitionInProgress:
      return "a transition is in progress; finish it before changing the container"
    case .notCancellable:
      return "no push or pop is running that could be cancelled"
    case .noCommonParent(let from, let to, let parent):
      return "\(from) and \(to) must both be children of \(parent) to transition between them"
    case .viewNotInHierarchy(let child):
      return
        "the view of \(child) is not in a view hierarchy: a transition starts from a shown child"
    case .viewAlreadyInHierarchy(let child):
      return "the view of \(child) is in a view hierarchy already: a transition adds it"
    case .childInTransition(let child):
      return "\(child) takes part in a transition that has not ended"
    }
  }
}
