import Testing
import UIKitContainment

/// What UIKit only prints, printed the same way by a view controller no harness watches.
@Suite struct UIKitConsoleTests {
  @Test func unbalancedAppearanceCallsArePrintedAsUIKitPrintsThem() async throws {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      @MainActor in
      let screen = UIViewController()
      screen.beginAppearanceTransition(true, animated: false)
      screen.beginAppearanceTransition(true, animated: false)  // a second begin: unbalanced
      screen.endAppearanceTransition()
      screen.endAppearanceTransition()  // an end without a begin: unbalanced
    }
    let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    let lines = output.split(separator: "\n").filter {
      $0.hasPrefix("Unbalanced calls to begin/end appearance transitions for <UIViewController: vc")
    }
    #expect(lines.count == 2, "\(output)")
  }

  @Test @MainActor func aWatchedViewControllerPrintsNothingAndReportsIt() {
    let stage = UIKitStage()
    let screen = stage.run { UIViewController() }
    let lines = stage.logged {
      screen.endAppearanceTransition()
    }
    #expect(lines.contains { $0.contains("unbalancedAppearanceTransition") }, "\(lines)")
  }
}
