import Containment

extension Oracle {
  /// Checks one event against its view controller's state machine and updates the counters.
  public func lifecycle(_ event: LifecycleEvent) {
    eventSink?(step, event)
    let index = Int(event.subject.rawValue)
    guard index < tracks.count else { return }
    let id = event.subject
    switch event.kind {
    case .loadView:
      if tracks[index].loaded {
        report(.L1, id, expected: "loadView only while the view is not loaded", seen: "loaded")
      }
      tracks[index].loading = true
    case .viewDidLoad:
      viewDidLoad(index, id)
    case .viewWillAppear:
      if !tracks[index].loaded {
        // Shown without a load: a view that came back without loadView/viewDidLoad (C2), or
        // one never loaded at all (L2).
        let cameBack = tracks[index].everLoaded
        report(
          cameBack ? .C2 : .L2, id,
          expected: cameBack
            ? "the view reloaded through loadView and viewDidLoad before viewWillAppear"
            : "the view loaded before viewWillAppear",
          seen: "no load since it was released")
      }
      move(index, id, from: [.disappeared, .disappearing], to: .appearing, "viewWillAppear")
    case .viewDidAppear:
      move(index, id, from: [.appearing], to: .appeared, "viewDidAppear")
    case .viewWillDisappear:
      move(index, id, from: [.appeared, .appearing], to: .disappearing, "viewWillDisappear")
    case .viewDidDisappear:
      move(index, id, from: [.disappearing], to: .disappeared, "viewDidDisappear")
    case .viewDidUnload:
      viewDidUnload(index, id)
    case .didReceiveMemoryWarning:
      _warningDeliveries += 1
    case .willMove(let parent):
      willMove(index, id, to: parent)
    case .didMove(let parent):
      didMove(index, id, to: parent)
    case .viewWillTransition:
      if sizeChangeInTransition, index == Int(subjectID.rawValue) || tracks[index].member {
        report(
          .C7, id, expected: "no size transition while the container's transition runs",
          seen: "viewWillTransition")
      }
    case .willShow, .didShow:
      break
    case .deinitialized:
      tracks[index].alive = false
    case .unbalancedAppearanceTransition:
      report(.L2, id, expected: "balanced appearance calls", seen: "\(event.kind)")
    }
  }

  private func viewDidLoad(_ index: Int, _ id: ViewControllerID) {
    if !tracks[index].loading {
      report(.L1, id, expected: "viewDidLoad right after loadView", seen: "viewDidLoad alone")
    }
    tracks[index].loading = false
    tracks[index].loaded = true
    guard tracks[index].counted else { return }
    loads += 1
    _loadedPayloadBytes &+= UInt64(tracks[index].payload)
    if tracks[index].everLoaded { reloads += 1 }
    tracks[index].everLoaded = true
    if tracks[index].member {
      _loadedMembers += 1
      let state = subjectState
      if state != .appeared, state != .appearing {
        report(
          .C6, id, expected: "no child view loaded while the container is off screen",
          seen: "\(state) container")
      }
    }
  }

  private func viewDidUnload(_ index: Int, _ id: ViewControllerID) {
    let track = tracks[index]
    if !track.loaded {
      report(.L3, id, expected: "viewDidUnload after a loaded view", seen: "no view loaded")
    }
    if track.state != .disappeared {
      report(
        inMemoryWarning && track.member ? .C4 : .L3, id,
        expected: "only a disappeared view released", seen: "released while \(track.state)")
    } else if inMemoryWarning, id == spared {
      // Disappeared but in the window: the top of a covered stack. (Off screen, or covered
      // before it was ever shown, the top's view is out of the window and may go.)
      report(
        .C4, id, expected: "the top child's view kept through a memory warning",
        seen: "viewDidUnload")
    }
    if track.isChild, !track.member || track.leaving {
      report(.C5, id, expected: "a removed child to keep its view", seen: "viewDidUnload")
    }
    tracks[index].loaded = false
    guard track.counted else { return }
    unloads += 1
    if track.member, track.loaded { _loadedMembers -= 1 }
  }

  private func move(
    _ index: Int, _ id: ViewControllerID, from allowed: [AppearanceState],
    to next: AppearanceState, _ callback: String
  ) {
    let current = tracks[index].state
    if !allowed.contains(current) {
      report(.L2, id, expected: "\(callback) only from \(allowed)", seen: "\(current)")
    }
    if tracks[index].isChild {
      let wasMoving = current != .disappeared
      let isMoving = next != .disappeared
      if wasMoving != isMoving { movingChildren += isMoving ? 1 : -1 }
    }
    tracks[index].state = next
  }

  private func willMove(_ index: Int, _ id: ViewControllerID, to parent: ViewControllerID?) {
    if tracks[index].pendingMove {
      report(
        .L4, id, expected: "didMove(toParent:) before the next willMove", seen: "willMove twice")
    }
    tracks[index].pendingMove = true
    guard tracks[index].isChild else { return }
    if let parent {
      if tracks[index].member, parent == subjectID {
        report(
          .L4, id, expected: "one parent at a time", seen: "willMove(toParent: \(parent)) again")
      }
      if parent == subjectID, !tracks[index].member {
        tracks[index].member = true
        _memberCount += 1
        if tracks[index].loaded { _loadedMembers += 1 }
      }
    } else {
      tracks[index].leaving = true
    }
  }

  private func didMove(_ index: Int, _ id: ViewControllerID, to parent: ViewControllerID?) {
    if !tracks[index].pendingMove {
      report(.L4, id, expected: "willMove(toParent:) before didMove", seen: "didMove alone")
    }
    tracks[index].pendingMove = false
    tracks[index].leaving = false
    guard tracks[index].isChild, parent == nil, tracks[index].member else { return }
    tracks[index].member = false
    _memberCount -= 1
    if tracks[index].loaded { _loadedMembers -= 1 }
  }
}
