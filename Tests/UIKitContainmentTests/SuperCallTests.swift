import ContainmentCore
import Testing
import UIKitContainment

/// A screen that forgets `super.viewWillAppear(_:)`.
private final class ForgetfulScreen: UIViewController {
  override func viewWillAppear(_ animated: Bool) {}
}

/// A screen whose `viewDidDisappear(_:)` calls `super.viewWillDisappear(_:)` (a copy-paste slip).
private final class MixedUpScreen: UIViewController {
  override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
  override func viewDidDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
}

/// A screen that calls `super` in each of its four overrides.
private final class CarefulScreen: UIViewController {
  override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
  override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
  override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
  override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}

/// A team's navigation controller whose `viewDidAppear(_:)` forgets `super` (UIKit's own,
/// which calls it, is not checked).
private final class ForgetfulNavigation: UINavigationController {
  override func viewDidAppear(_ animated: Bool) {}
}

/// L2 as the team's overrides see it: an appearance callback's override calls `super`'s same
/// callback (UIKit's reference: "If you override this method, you must call super").
@Suite struct SuperCallTests {
  /// The `superNotCalled` lines `screen` logs through an appearance and a disappearance.
  @MainActor private func superLines(of make: () -> UIViewController) -> [String] {
    let stage = UIKitStage()
    var lines: [String] = []
    stage.run {
      let screen = make()
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = screen
      stage.log.removeAll()
      window.makeKeyAndVisible()
      window.isHidden = true
      lines = stage.log.lines.filter { $0.contains("superNotCalled") }
      window.rootViewController = nil
    }
    return lines
  }

  @Test("an override that forgets super is reported, naming the callback")
  @MainActor func aForgottenSuperIsReported() {
    #expect(
      superLines { ForgetfulScreen() } == [
        "vc0 superNotCalled(in: viewWillAppear(_:), reached: nil)"
      ])
  }

  @Test("an override that calls another callback's super is reported, naming both")
  @MainActor func theWrongSuperIsReported() {
    #expect(
      superLines { MixedUpScreen() } == [
        "vc0 superNotCalled(in: viewDidDisappear(_:), reached: viewWillDisappear(_:))"
      ])
  }

  @Test("a subclass of UIKit's container is the team's code, and is checked; UIKit's is not")
  @MainActor func aSubclassOfUIKitsContainerIsChecked() {
    let lines = superLines { ForgetfulNavigation(rootViewController: CarefulScreen()) }
    #expect(
      lines.count == 1 && lines[0].hasSuffix("superNotCalled(in: viewDidAppear(_:), reached: nil)"),
      "\(lines)")
    #expect(superLines { UINavigationController(rootViewController: CarefulScreen()) }.isEmpty)
  }

  @Test("overrides that call super, and no overrides, report nothing")
  @MainActor func carefulOverridesReportNothing() {
    #expect(superLines { CarefulScreen() }.isEmpty)
    #expect(superLines { UIViewController() }.isEmpty)
  }
}
