/// Bugs that can be planted in a ``StackController`` to prove that the stress harness's oracle
/// catches each kind of contract breach.
///
/// Package-internal: only the harness and its tests use it.
package struct StackFaults: OptionSet, Hashable, Sendable, CaseIterable {
  package let rawValue: UInt16

  package init(rawValue: UInt16) { self.rawValue = rawValue }

  /// C1: keeps one view more than the capacity.
  package static let capacityOffByOne = StackFaults(rawValue: 1 << 0)
  /// C4/L3: a memory warning also releases the top child's view.
  package static let memoryWarningUnloadsTop = StackFaults(rawValue: 1 << 1)
  /// L1/C2: a child coming back gets a fresh view without `loadView` / `viewDidLoad`.
  package static let reloadWithoutViewDidLoad = StackFaults(rawValue: 1 << 2)
  /// C5: removing or popping a child releases its view.
  package static let removalReleasesView = StackFaults(rawValue: 1 << 3)
  /// L2: a transition interrupted by the stack's disappearance ends its appearing child twice.
  package static let unbalancedAfterInterruption = StackFaults(rawValue: 1 << 4)
  /// C9: a popped child and the stack keep each other alive.
  package static let leakRetainCycle = StackFaults(rawValue: 1 << 5)

  package static let allCases: [StackFaults] = [
    .capacityOffByOne, .memoryWarningUnloadsTop, .reloadWithoutViewDidLoad,
    .removalReleasesView, .unbalancedAfterInterruption, .leakRetainCycle,
  ]
}

/// The planted bugs' hooks: the only places the stack's code reads ``StackController/faults``.
extension StackController {
  /// `reloadWithoutViewDidLoad`: a child coming back gets a fresh view behind its back.
  func plantedSilentReload(of child: ViewController) {
    guard faults.contains(.reloadWithoutViewDidLoad), !child.isViewLoaded, child.viewLoadCount > 0
    else { return }
    child.view = View(payloadByteCount: child.viewPayloadBytes)
  }

  /// `removalReleasesView`: a child leaving the stack loses its view.
  func plantedRelease(of child: ViewController) {
    if faults.contains(.removalReleasesView) { child.unloadView() }
  }

  /// `leakRetainCycle`: a popped child and the stack keep each other alive.
  func plantedRetainCycle(with child: ViewController) {
    guard faults.contains(.leakRetainCycle) else { return }
    child._faultRetainedObject = self
    faultRetained.append(child)
  }

  /// `capacityOffByOne`: how many views are kept beyond the capacity.
  var plantedExtraViews: Int { faults.contains(.capacityOffByOne) ? 1 : 0 }

  /// `memoryWarningUnloadsTop`: a memory warning releases the top's view too.
  func plantedUnload(ofTop top: ViewController?) {
    guard faults.contains(.memoryWarningUnloadsTop), let top, !isParticipant(top) else { return }
    top._forceUnloadView()
  }

  /// `unbalancedAfterInterruption`: an interrupted transition ends its appearing child twice.
  func plantedSecondEnd(of transition: RunningTransition) {
    guard faults.contains(.unbalancedAfterInterruption), appearanceState != .appeared else {
      return
    }
    transition.appearing?.endAppearanceTransition()
  }
}
