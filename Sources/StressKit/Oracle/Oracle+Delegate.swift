import Containment

extension Oracle {
  /// A stack's will-show that has not had its did-show yet.
  struct OpenShow {
    var stack: ViewControllerID
    var child: ViewControllerID
  }

  /// C3's delegate half: the stack announces the child it is about to show after the child's
  /// `viewWillAppear`, as UIKit's navigation delegate hears `willShow`.
  ///
  /// A will-show replaces the stack's open one: a transition that was cancelled, or an
  /// appearance that was cut short, never gets its did-show.
  func willShow(_ child: ViewControllerID, by stack: ViewControllerID) {
    exercise(.C3)
    if let slot = tracks.slot(of: child), tracks[slot: slot].state != .appearing {
      report(
        .C3, child, expected: "willShow after the child's viewWillAppear",
        seen: "willShow while \(tracks[slot: slot].state)")
    }
    if dueDidShow?.stack == stack { reportMissingDidShow() }
    if let index = openShows.firstIndex(where: { $0.stack == stack }) {
      openShows[index].child = child
    } else {
      openShows.append(OpenShow(stack: stack, child: child))
    }
  }

  /// C3's delegate half to the end: the child of a stack's open will-show appeared, in that
  /// stack, so the stack's did-show is due, in the same call.
  ///
  /// The due did-show (``dueDidShow``, one at a time: a stack's did-show follows its child's
  /// `viewDidAppear` at once) counts in `unsettled` until it comes, so that the check after the
  /// step (``checkSettled(clockIdle:)``) finds one that never came, at no cost to the steps
  /// without a will-show open. A child that appears in another container (taken out of the
  /// stack since) owes the stack nothing.
  func noteDidShowDue(of child: ViewControllerID, _ viewController: ViewController) {
    guard let show = openShows.first(where: { $0.child == child }),
      viewController.parent?.id == show.stack
    else { return }
    if dueDidShow != nil { reportMissingDidShow() }  // another child appeared first
    dueDidShow = show
    unsettled += 1
  }

  /// Settles the due did-show of `stack` (of any stack when `nil`).
  ///
  /// It no longer counts in `unsettled`. Returns it, or `nil` when none was due from that stack.
  @discardableResult @inline(__always)
  func settleDueDidShow(of stack: ViewControllerID? = nil) -> OpenShow? {
    guard let due = dueDidShow, stack == nil || due.stack == stack else { return nil }
    dueDidShow = nil
    unsettled -= 1
    return due
  }

  /// Reports the due did-show that never came, and closes its will-show.
  func reportMissingDidShow() {
    guard let show = settleDueDidShow() else { return }
    openShows.removeAll { $0.stack == show.stack }
    report(
      .C3, show.child, expected: "didShow once the child the stack's willShow announced appeared",
      seen: "willShow alone, the child appeared")
  }

  /// C3's delegate half: a did-show only after the stack's will-show of the same child, and
  /// only for a transition that completed (the child appeared, after its `viewDidAppear`).
  func didShow(_ child: ViewControllerID, by stack: ViewControllerID) {
    exercise(.C3)
    let index = openShows.firstIndex { $0.stack == stack }
    guard let index, openShows[index].child == child else {
      report(
        .C3, child, expected: "didShow after the stack's willShow of the same child",
        seen: index.map { "the open willShow is of \(openShows[$0].child)" } ?? "no willShow open")
      return
    }
    settleDueDidShow(of: stack)
    openShows.remove(at: index)
    if let slot = tracks.slot(of: child), tracks[slot: slot].state != .appeared {
      report(
        .C3, child,
        expected: "didShow only for a transition that completed, after the child's viewDidAppear",
        seen: "didShow while \(tracks[slot: slot].state)")
    }
  }
}
