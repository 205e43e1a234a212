import StressKit
import Testing
import UIKitContainment

/// A screen whose `viewDidLoad` builds rows: 64 strings of its own at each load.
final class RowBuildingScreen: UIViewController {
  var rows: [String] = []
  override func viewDidLoad() {
    super.viewDidLoad()
    rows = (0..<64).map { "row \($0) of a screen that builds its rows" }
  }
}

/// A screen whose overrides allocate nothing of their own.
final class QuietScreen: UIViewController {}

/// The two kinds side by side.
enum BuildingAndQuiet: StressScreenSet {
  static let screens = [
    StressScreen("rows") { RowBuildingScreen() }, StressScreen("quiet") { QuietScreen() },
  ]
}

/// A class the app's own code makes, named as a kind of the run's is.
final class Badge: UIViewController {}

/// A screen that makes a badge as it is made (a stored property: the app's, not a screen).
final class BadgeHost: UIViewController {
  let badge = Badge()
}

/// A screen of the kind named like the class.
final class PlainScreen: UIViewController {}

/// A kind named `Badge` beside the app's class `Badge`, which the first host makes before the
/// first screen of that kind is drawn.
enum KindNamedLikeAClass: StressScreenSet {
  static let screens = [
    StressScreen("host", weight: 50) { BadgeHost() },
    StressScreen("Badge", weight: 1) { PlainScreen() },
  ]
}

/// What each kind's own code allocates, where the run measures churn: the bytes its overrides
/// allocate, each span without the spans nested in it.
@Suite struct ScreenChurnTests {
  @Test("a screen's own allocations are its kind's, a quiet screen's are near none")
  func eachKindsOwnCode() throws {
    let meter = try ChurnTests.meter()
    let runner = try StressRunner<WithScreens<TabDriver, BuildingAndQuiet>>(
      options: StressOptions(seed: 1, steps: 2_000))
    runner.measureChurn(with: ChurnTests.probe(meter, countingAllocations: true))
    runner.run()
    #expect(runner.finish().isEmpty)
    let screens = try #require(runner.report(elapsedSeconds: 1).screens)
    let rows = try #require(screens.first { $0.kind == "rows" })
    let quiet = try #require(screens.first { $0.kind == "quiet" })
    let rowsBytes = try #require(rows.codeBytes)
    let quietBytes = try #require(quiet.codeBytes)
    // 64 strings of 40 bytes and their array at each load: dozens of loads in the run.
    #expect(rows.made > 20 && rowsBytes >= 20 * 64 * 40, "\(rows)")
    #expect((rows.codeAllocations ?? 0) >= 20 * 64, "\(rows)")
    #expect(quietBytes * 10 < rowsBytes, "\(quiet) against \(rows)")
  }

  @Test("a kind named like a class the app makes keeps counts of its own")
  func kindAndClassOfOneName() throws {
    let report = try StressSeeds.run(
      WithScreens<TabDriver, KindNamedLikeAClass>.self, seed: 1, steps: 3_000)
    let rows = (report.screens ?? []).filter { $0.kind == "Badge" }
    #expect(Set(rows.map(\.className)) == ["Badge", "PlainScreen"], "\(rows)")
    let kind = try #require(rows.first { $0.className == "PlainScreen" })
    let host = try #require(report.screens?.first { $0.kind == "host" })
    #expect(kind.made > 0 && kind.made < host.made, "\(kind) against \(host)")
  }

  @Test("a run that measures no churn reports none per kind")
  func noChurnNoFigures() throws {
    let report = try StressSeeds.run(
      WithScreens<TabDriver, BuildingAndQuiet>.self, seed: 1, steps: 300)
    #expect(report.screens?.allSatisfy { $0.codeBytes == nil && $0.codeAllocations == nil } == true)
  }
}
