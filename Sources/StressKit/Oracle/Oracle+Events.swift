import Containment

extension Oracle {
  /// Checks one event against its view controller's state machine and updates the counters.
  public func lifecycle(_ event: LifecycleEvent) {
    _ = check(event)
  }

  /// ``lifecycle(_:)``, returning the slot of the subject's record for the checks that follow
  /// (looked up once an event); `nil` when the subject is not watched, or has gone.
  @inline(__always)
  func check(_ event: LifecycleEvent) -> Int? {
    if hasEventSink { eventSink?(step, event) }
    callbacksThisStep &+= 1
    if callbacksThisStep == callbacksPerStep &+ 1 { runaway() }
    guard let slot = tracks.slot(of: event.subject) else { return nil }
    let id = event.subject
    switch event.kind {
    case .loadView:
      if tracks[slot: slot].loaded {
        report(.L1, id, expected: "loadView only while the view is not loaded", seen: "loaded")
      }
      tracks[slot: slot].loading = true
    case .viewDidLoad:
      viewDidLoad(slot, id)
    case .viewWillAppear:
      if !tracks[slot: slot].loaded {
        // Shown without a load: a view that came back without loadView/viewDidLoad (C2), or
        // one never loaded at all (L2).
        let cameBack = tracks[slot: slot].everLoaded
        report(
          cameBack ? .C2 : .L2, id,
          expected: cameBack
            ? "the view reloaded through loadView and viewDidLoad before viewWillAppear"
            : "the view loaded before viewWillAppear",
          seen: "no load since it was released")
      }
      move(slot, id, from: .disappeared, or: .disappearing, to: .appearing, "viewWillAppear")
    case .viewDidAppear:
      move(slot, id, from: .appearing, to: .appeared, "viewDidAppear")
    case .viewWillDisappear:
      move(slot, id, from: .appeared, or: .appearing, to: .disappearing, "viewWillDisappear")
    case .viewDidDisappear:
      move(slot, id, from: .disappearing, to: .disappeared, "viewDidDisappear")
    case .viewWillUnload:
      if !tracks[slot: slot].loaded || tracks[slot: slot].unloading {
        report(
          .L3, id, expected: "viewWillUnload once, with the view loaded",
          seen: tracks[slot: slot].unloading ? "a second viewWillUnload" : "no view loaded")
      }
      tracks[slot: slot].unloading = true
    case .viewDidUnload:
      viewDidUnload(slot, id)
    case .viewReleased:
      viewDidUnload(slot, id, silently: true)
    case .didReceiveMemoryWarning:
      _warningDeliveries += 1
      if inMemoryWarning {
        // Only a child that is no member can lose its view to it outside C5 (presented).
        if tracks[slot: slot].member {
          warnedMembers &+= 1
        } else {
          tracks[slot: slot].warnedIn = warningSerial
        }
      }
    case .willMove(let parent):
      willMove(slot, id, to: parent)
    case .didMove(let parent):
      didMove(slot, id, to: parent)
    case .viewWillTransition:
      _sizeDeliveries += 1
      if sizeChangeInTransition, id == subjectID || tracks[slot: slot].member {
        reportBeyondUIKit(
          .C7, id, expected: "no size transition while the container's transition runs",
          seen: "viewWillTransition")
      }
    case .willShow(let child, _):
      willShow(child, by: id)
    case .didShow(let child, _):
      didShow(child, by: id)
    case .deinitialized:
      // Gone for good: its slot serves the view controllers made after it.
      if tracks[slot: slot].pendingMove { pendingMoves -= 1 }
      // Its view goes with it.
      if tracks[slot: slot].counted, tracks[slot: slot].loaded {
        _livePayloadBytes -=
          allocatedSize(tracks[slot: slot].payload) + tracks[slot: slot].viewBytes
        _loadedViews -= 1
      }
      if tracks[slot: slot].member, tracks[slot: slot].loaded { loadedMemberViews -= 1 }
      tracks.remove(id)
      if id == subjectID { subjectState = .disappeared }
      if !openShows.isEmpty { openShows.removeAll { $0.stack == id } }
      settleDueDidShow(of: id)
      if let index = shown.firstIndex(where: { $0.id == id }) { shown.remove(at: index) }
      return nil  // the record and its slot are gone
    case .unbalancedAppearanceTransition:
      report(.L2, id, expected: "balanced appearance calls", seen: "\(event.kind)")
    case .superNotCalled, .viewDidLoadReturned:
      break  // checked where the view controller is at hand (`lifecycle(_:from:)`)
    case .uikitMessage(let message):
      // UIKit survives it, printing this: a transition began inside another or where none
      // can run (C3's participants and its delegate's pairs no longer hold on iOS).
      report(.C3, id, expected: message.expectation, seen: "UIKit: \(message)")
    }
    return slot
  }

  /// A step past ``callbacksPerStep``: a `hang`, and the runaway hook.
  private func runaway() {
    report(
      .hang, nil, expected: "every step to end within \(callbacksPerStep) lifecycle callbacks",
      seen: "step \(step) still calling back (callbacks calling each other for ever?)")
    onRunaway?()
  }

  private func viewDidLoad(_ slot: Int, _ id: ViewControllerID) {
    exercise(.L1)
    if !tracks[slot: slot].loading {
      report(.L1, id, expected: "viewDidLoad right after loadView", seen: "viewDidLoad alone")
    }
    tracks[slot: slot].loading = false
    tracks[slot: slot].loaded = true
    let cameBack = tracks[slot: slot].everLoaded
    tracks[slot: slot].everLoaded = true
    if tracks[slot: slot].member {
      loadedMemberViews += 1
      // C6 for every child of the container, whether its loads are counted or not.
      let state = subjectState
      exercise(.C6)
      if state != .appeared, state != .appearing {
        reportBeyondUIKit(
          .C6, id, expected: "no child view loaded while the container is off screen",
          seen: "\(state) container")
      }
    }
    guard tracks[slot: slot].counted else { return }
    loads += 1
    _loadedPayloadBytes &+= UInt64(tracks[slot: slot].payload)
    if let column = payloadColumn {
      column.start[column.row.pointee &* column.stride] &+= UInt64(tracks[slot: slot].payload)
    }
    _livePayloadBytes += allocatedSize(tracks[slot: slot].payload) + tracks[slot: slot].viewBytes
    _loadedViews += 1
    if _livePayloadBytes > mostLivePayloadBytes { mostLivePayloadBytes = _livePayloadBytes }
    if cameBack {
      reloads += 1
      exercise(.C2)
    }
    if tracks[slot: slot].member { _loadedMembers += 1 }
  }

  /// A view released: after `viewWillUnload` (iOS 5, a container's cache), or `silently`, with
  /// no callback (`viewReleased`: UIKit's `view = nil`).
  private func viewDidUnload(_ slot: Int, _ id: ViewControllerID, silently: Bool = false) {
    let track = tracks[slot: slot]
    var seen: String { silently ? "viewReleased" : "viewDidUnload" }
    exercise(.L3)
    if !track.loaded {
      report(.L3, id, expected: "\(seen) after a loaded view", seen: "no view loaded")
    } else if silently, track.unloading {
      report(.L3, id, expected: "viewDidUnload after viewWillUnload", seen: seen)
    } else if !silently, !track.unloading {
      report(
        .L3, id, expected: "viewWillUnload before the view is released", seen: "viewDidUnload alone"
      )
    }
    tracks[slot: slot].unloading = false
    if track.state != .disappeared {
      report(
        inMemoryWarning && track.member ? .C4 : .L3, id,
        expected: "only a disappeared view released", seen: "released while \(track.state)")
    } else if inMemoryWarning, spared.contains(id) {
      // Disappeared but in the window: the top of a covered stack. (Off screen, or covered
      // before it was ever shown, the top's view is out of the window and may go.)
      report(
        .C4, id, expected: "the top child's view kept through a memory warning",
        seen: seen)
    }
    if track.isChild, !track.member, !(inMemoryWarning && track.warnedIn == warningSerial) {
      report(.C5, id, expected: "a removed child to keep its view", seen: seen)
    } else if track.isChild, track.leaving {
      // UIKit releases a leaving child's view off screen like any other; CoconutKit keeps the
      // views of a transition's participants.
      reportBeyondUIKit(
        .C5, id, expected: "a leaving child to keep its view until it has left",
        seen: seen)
    }
    tracks[slot: slot].loaded = false
    if track.member {
      if track.loaded { loadedMemberViews -= 1 }
      if !inMemoryWarning { unloadedOutsideWarnings.append(id) }
    }
    guard track.counted else { return }
    unloads += 1
    if track.loaded {
      _livePayloadBytes -= allocatedSize(track.payload) + track.viewBytes
      _loadedViews -= 1
    }
    if track.member, track.loaded { _loadedMembers -= 1 }
  }

  /// An appearance callback, allowed from `state` or `other`, takes its subject to `next`.
  private func move(
    _ slot: Int, _ id: ViewControllerID, from state: AppearanceState,
    or other: AppearanceState? = nil, to next: AppearanceState, _ callback: String
  ) {
    let current = tracks[slot: slot].state
    exercise(.L2)
    if current != state, current != other {
      let allowed = [state] + (other.map { [$0] } ?? [])
      report(.L2, id, expected: "\(callback) only from \(allowed)", seen: "\(current)")
    }
    if tracks[slot: slot].isChild {
      let wasMoving = current != .disappeared
      let isMoving = next != .disappeared
      if wasMoving != isMoving { movingChildren += isMoving ? 1 : -1 }
    }
    tracks[slot: slot].state = next
    if id == subjectID { subjectState = next }
  }

  private func willMove(_ slot: Int, _ id: ViewControllerID, to parent: ViewControllerID?) {
    exercise(.L4)
    if tracks[slot: slot].pendingMove {
      report(
        .L4, id, expected: Self.endOfMove(leaving: tracks[slot: slot].leaving) + " first",
        seen: parent == nil ? "willMove(toParent: nil) again" : "willMove(toParent:) again")
    }
    if !tracks[slot: slot].pendingMove { pendingMoves += 1 }
    tracks[slot: slot].pendingMove = true
    // Which way the move goes, for the message of a move that never ends.
    tracks[slot: slot].leaving = parent == nil
    guard tracks[slot: slot].isChild else { return }
    if let parent {
      if tracks[slot: slot].member, parent == subjectID {
        report(
          .L4, id, expected: "one parent at a time", seen: "willMove(toParent: \(parent)) again")
      }
      if parent == subjectID, !tracks[slot: slot].member {
        tracks[slot: slot].member = true
        _memberCount += 1
        _joinedInStep &+= 1
        if tracks[slot: slot].loaded {
          if tracks[slot: slot].counted { _loadedMembers += 1 }
          loadedMemberViews += 1
        }
      }
    }
  }

  /// What ends a move, said by which way it goes.
  ///
  /// A child leaving is removed (`removeFromParent()` sends its `didMove(toParent: nil)`); a
  /// child arriving is told by its new parent. Forgetting one or the other are two different
  /// slips of a container, so two different messages and failure names.
  static func endOfMove(leaving: Bool) -> String {
    leaving
      ? "removeFromParent() (its didMove(toParent: nil)) after willMove(toParent: nil)"
      : "didMove(toParent:) from the new parent after addChild(_:)"
  }

  private func didMove(_ slot: Int, _ id: ViewControllerID, to parent: ViewControllerID?) {
    if !tracks[slot: slot].pendingMove {
      // Said as the calls were made: a removal's are `willMove(toParent: nil)` and
      // `didMove(toParent: nil)`.
      let (will, did) =
        parent == nil
        ? ("willMove(toParent: nil)", "didMove(toParent: nil)")
        : ("willMove(toParent:)", "didMove(toParent:)")
      report(.L4, id, expected: "\(will) before \(did)", seen: "\(did) alone")
    }
    if tracks[slot: slot].pendingMove { pendingMoves -= 1 }
    tracks[slot: slot].pendingMove = false
    tracks[slot: slot].leaving = false
    if let parent,
      tracks[slot: slot].state == .appearing || tracks[slot: slot].state == .disappearing,
      tracks[parent]?.state == .appeared
    {
      // Apple, didMove(toParent:): "after the transition to the new controller is complete";
      // a child still moving under a parent that stands on screen is in its own transition.
      report(
        .L4, id, expected: "didMove(toParent:) once the child's transition is over",
        seen: "didMove while \(tracks[slot: slot].state)")
    }
    guard tracks[slot: slot].isChild, parent == nil, tracks[slot: slot].member else { return }
    if tracks[slot: slot].loaded { exercise(.C5) }  // a child left with its view: kept?
    tracks[slot: slot].member = false
    _memberCount -= 1
    _leftInStep &+= 1
    if tracks[slot: slot].loaded {
      if tracks[slot: slot].counted { _loadedMembers -= 1 }
      loadedMemberViews -= 1
    }
  }
}
