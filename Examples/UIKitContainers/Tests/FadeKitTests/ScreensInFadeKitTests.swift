import FadeKit
import StressKit
import Testing
import UIKitContainment

@testable import FadeKitShapes

/// A team's settings screen: nothing wrong with it.
final class SettingsScreen: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
  }
}

/// A team's profile screen whose avatar loader calls back into it through a closure that holds
/// it: once it has left its container, it is never freed.
final class LeakyProfileScreen: UIViewController {
  final class AvatarLoader {
    var completion: (() -> Void)?
  }
  let loader = AvatarLoader()
  override func viewDidLoad() {
    super.viewDidLoad()
    loader.completion = { self.title = "Profile" }
  }
}

/// Settings alone.
enum SettingsOnly: StressScreenSet {
  static let screens = [StressScreen("settings") { SettingsScreen() }]
}

/// Settings, and the profile that holds itself.
enum WithLeakyProfile: StressScreenSet {
  static let screens = [
    StressScreen("settings", weight: 2) { SettingsScreen() },
    StressScreen("profile") { LeakyProfileScreen() },
  ]
}

/// The team's own screens as the children of FadeKit's containers (containers written for
/// UIKit): the top-N stack and the cross-fade run clean with them, and a screen that outlives
/// its use is found, named by its class, with a short reproducer naming the screen.
@Suite struct ScreensInFadeKitTests {
  @Test(arguments: [1, 2, 3] as [UInt64])
  func fadeKitsContainersRunCleanWithTheTeamsScreens(seed: UInt64) throws {
    typealias Stack = WithScreens<StackShapeDriver<TopStack>, SettingsOnly>
    let pushes = try StressRunner<Stack>.steps(of: StressOptions(seed: seed), count: 300)
      .map { "\($0)" }.filter { $0.contains("push(") }
    #expect(!pushes.isEmpty && pushes.allSatisfy { $0.contains("screen(settings)") }, "\(pushes)")
    let stack = try StressSeeds.run(Stack.self, seed: seed, steps: 20_000)
    #expect(stack.operations.contains { $0.kind == "push" && $0.applied > 100 })
    let fade = try StressSeeds.run(
      WithScreens<ContentShapeDriver<Fade>, SettingsOnly>.self, seed: seed, steps: 20_000)
    #expect(fade.operations.contains { $0.kind == "show" && $0.applied > 100 })
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func aScreenThatHoldsItselfIsFoundInTheTopStack(seed: UInt64) throws {
    let failure = try #require(throws: SeedFailure.self) {
      try StressSeeds.run(
        WithScreens<StackShapeDriver<TopStack>, WithLeakyProfile>.self, seed: seed,
        steps: 20_000)
    }
    #expect(failure.violation.rule == .C9, "\(failure)")
    #expect(failure.violation.description.contains("LeakyProfileScreen"), "\(failure)")
    #expect(failure.reproducerLength <= 10, "\(failure)")
    #expect(failure.reproducer.contains(#"{"screen":{"name":"profile"}}"#), "\(failure.reproducer)")
  }
}
