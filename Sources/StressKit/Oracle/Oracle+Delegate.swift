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
    if let index = openShows.firstIndex(where: { $0.stack == stack }) {
      openShows[index].child = child
    } else {
      openShows.append(OpenShow(stack: stack, child: child))
    }
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
    openShows.remove(at: index)
    if let slot = tracks.slot(of: child), tracks[slot: slot].state != .appeared {
      report(
        .C3, child,
        expected: "didShow only for a transition that completed, after the child's viewDidAppear",
        seen: "didShow while \(tracks[slot: slot].state)")
    }
  }
}
