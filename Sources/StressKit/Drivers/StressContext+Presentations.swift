import Containment
import UIKitContainment

extension Contract {
  /// Whether a page or form sheet (UIKit's `.pageSheet`, `.formSheet` and the default
  /// `.automatic`) takes its presenter off screen at this level: on iOS 12 and earlier, on a
  /// phone (``ios5``, ``coconutKit``); since iOS 13 a sheet leaves it on screen (``ios``).
  ///
  /// The oracle's own statement of the rule, apart from the one `UIKitContainment` presents by:
  /// a slip there shows as a presenter in the wrong state.
  var sheetsCoverTheirPresenter: Bool { self != .ios }

  /// Whether a presentation in `style` takes its presenter off screen at this level: `nil` for
  /// a style whose answer depends on more than the style (a custom presentation's controller, a
  /// popover's adaptation, the presentation context), which is not checked.
  func covers(with style: UIModalPresentationStyle) -> Bool? {
    switch style {
    case .fullScreen: true
    case .pageSheet, .formSheet, .automatic: sheetsCoverTheirPresenter
    case .overFullScreen, .overCurrentContext: false
    case .currentContext, .custom, .popover, .none: nil
    }
  }
}

extension StressContext {
  /// C3 for what the window presents, once no transition runs and the window is visible (the
  /// runner asks after each change of the window's presentations or visibility): each
  /// presented view controller of UIKit's has appeared unless the one it presents covers it,
  /// and its presenter has disappeared under a covering style (full screen; a sheet before
  /// iOS 13) and appeared under any other, as the run's contract says
  /// (``Contract/covers(with:)``).
  ///
  /// Only the presenter the presentation names is taken off screen: a root under a sheet that
  /// presented full screen stays as the sheet left it (the model's decision, see
  /// `Window+Presentation.swift`).
  /// Nothing is checked while the window is hidden, a presentation runs, or nothing is
  /// presented (the end of the presentation or the window's return asks again).
  func checkPresentations() {
    guard window.isVisible, !window.isPresentationRunning, window._hasPresented else { return }
    onModelThread(self) { $0.checkPresentationsOnModelThread() }
  }

  /// ``checkPresentations()`` on the model's thread.
  @MainActor private func checkPresentationsOnModelThread() {
    // By index, not a copy of the list; the presenter as the window holds it (the root, else
    // the presentation under): UIKit presents from the outermost ancestor, one at a time.
    let count = window._presentedCount
    for index in 0..<count {
      guard let controller = window._presented(at: index).asUIKitViewController else { continue }
      if index == count - 1, controller._appearanceState != .appeared {
        report(controller, in: .appeared, because: "presented on top")
      }
      guard let covers = contract.covers(with: controller.modalPresentationStyle),
        let presenter = index == 0 ? window.rootViewController : window._presented(at: index - 1)
      else { continue }
      oracle.exercise(.C3)
      let expected: AppearanceState = covers ? .disappeared : .appeared
      if presenter.appearanceState != expected {
        let style = describe(controller.modalPresentationStyle)
        report(
          presenter, in: expected,
          because: "presenter of \(controller._id): \(style) (contract \(contract))")
      }
    }
  }

  /// Reports C3: `controller` is not in `state`.
  private func report(
    _ controller: ViewController, in state: AppearanceState, because reason: String
  ) {
    report(
      .C3, controller.id, expected: "\(state) (\(reason))", seen: "\(controller.appearanceState)")
  }

  /// A style as the report names it.
  private func describe(_ style: UIModalPresentationStyle) -> String {
    switch style {
    case .fullScreen: "a full-screen presentation covers it"
    case .pageSheet, .formSheet, .automatic:
      contract.sheetsCoverTheirPresenter
        ? "a sheet covers it before iOS 13" : "a sheet leaves it on screen since iOS 13"
    default: "a presentation over it leaves it on screen"
    }
  }
}
