import Containment
import UIKitContainment

extension AppDriver {
  /// The app's dimensions: what is in front, and which tab is selected.
  static let coverageDimensions = [
    CoverageDimension("front", ["a tab's screen", "a sheet", "full screen"]),
    CoverageDimension("tab", ["first stack", "second stack", "pages"]),
  ]

  /// No state is out of reach.
  static func whyUnreachable(_ state: CoverageState) -> String? { nil }

  /// The app's state now: the front's presentation and the selected tab.
  public func coverageIndex() -> Int {
    onModelThread(self) { $0.coverageIndexOnModelThread() }
  }

  /// ``coverageIndex()`` on the model's thread.
  @MainActor private func coverageIndexOnModelThread() -> Int {
    var frontValue = 0
    if let top = context.window._topPresented?.asUIKitViewController {
      frontValue = top.modalPresentationStyle == .fullScreen ? 2 : 1
    }
    return frontValue * Self.tabCount + min(max(tabs.selectedIndex, 0), Self.tabCount - 1)
  }

  /// C3 for the tab bar, each stack and the pages; A1 for the front screen, once idle.
  ///
  /// A step that made no callback, left the clock as settled or not as it found it and saved
  /// nothing changed nothing these checks read (appearance moves only by callbacks): they are
  /// not made again.
  public func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    let idle = context.clock.isSettled
    let unchanged =
      context.oracle.callbacksThisStep == 0 && checked.idle == idle
      && checked.revision == model.revision
    checked = (idle, model.revision)
    // Mid-transition every check below waits for the clock: none reads a child, or copies a
    // list of them, before it settles.
    guard !unchanged, idle else { return }
    onModelThread(self) { $0.checkShownOnModelThread() }
  }

  /// C3 and A1 once idle, on the model's thread (``checkInvariants(after:in:)``).
  @MainActor private func checkShownOnModelThread() {
    let idle = true  // the checks run once the clock has settled
    context.checkShown(tabs.selectedViewController, among: tabChildren, of: tabs, idle: idle)
    for stack in stacks {
      checkShown(stack.topViewController, among: stack.viewControllers, of: stack, idle: idle)
    }
    checkShown(pager._shownPage, among: pager.children, of: pager, idle: idle)
    guard idle, let screen = front as? AppScreen, screen.appearanceState == .appeared else {
      return
    }
    context.oracle.exercise(.A1)
    if screen.shownRevision != model.revision {
      context.report(
        .A1, screen.id,
        expected: "the front screen shows the app's data as saved (revision \(model.revision))",
        seen:
          "revision \(screen.shownRevision): refreshed only as it appeared, and a sheet's dismissal brings no viewWillAppear since iOS 13"
      )
    }
  }

  /// C3 for a container of UIKit's showing `shown` among `children` (UIKit's arrays read as
  /// they are, not cast to the model's).
  @MainActor private func checkShown(
    _ shown: UIViewController?, among children: [UIViewController], of container: UIViewController,
    idle: Bool
  ) {
    guard idle else { return }
    context.checkShown(among: children, of: container, idle: idle) { $0 === shown }
  }
}
