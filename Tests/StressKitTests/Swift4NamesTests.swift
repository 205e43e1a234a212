import StressKit
import Testing
import UIKitContainment
import UIKitSwift4Corpus

/// A content container written in Swift 4.1's names, driven as a shape.
enum Swift4Crossfade: ContentShape {
  static let name = "swift4-crossfade"
  static func makeContainer(plantedBugs: Set<Bug>) -> CrossfadeContainerViewController {
    let container = CrossfadeContainerViewController()
    container.forgetsRemoveFromParent = plantedBugs.contains(.forgetsRemoveFromParent)
    return container
  }
  @MainActor static func show(
    _ content: UIViewController?, in container: CrossfadeContainerViewController
  ) {
    container.show(content)
  }
  @MainActor static func content(of container: CrossfadeContainerViewController)
    -> UIViewController?
  {
    container.current
  }
  enum Bug: String, StressBug {
    case forgetsRemoveFromParent = "forgets-remove-from-parent"
  }
}

/// A segmented container written in Swift 4.1's names, driven as a shape.
enum Swift4Segments: ListShape {
  static let name = "swift4-segments"
  static func makeContainer(plantedBugs: Set<Bug>) -> SegmentsContainerViewController {
    let container = SegmentsContainerViewController()
    container.keepsRemovedSegments = plantedBugs.contains(.keepsRemovedSegments)
    return container
  }
  static func setChildren(
    _ children: [UIViewController], in container: SegmentsContainerViewController
  ) {
    container.setSegments(children)
  }
  static func select(_ index: Int, in container: SegmentsContainerViewController) {
    container.select(at: index)
  }
  @MainActor static func selection(of container: SegmentsContainerViewController)
    -> UIViewController?
  {
    container.selected
  }
  static func whyUnreachable(_ state: CoverageState) -> String? {
    state["phase"] == "mid-transition" ? "the segments select at once" : nil
  }
  enum Bug: String, StressBug {
    case keepsRemovedSegments = "keeps-removed-segments"
  }
}

/// Code written for Swift 4.1's UIKit compiles in Swift 4 mode against the layer's obsoleted
/// names (`Tests/UIKitSwift4Corpus`), runs as it runs on iOS, and its slips are found.
@Suite struct Swift4NamesTests {
  @Test("Swift 4.1's constants, functions and notifications give what their new names give")
  @MainActor func oldConstantsAreTheNewOnes() {
    #expect(
      Swift4Constants.supplementaryKinds == [
        UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
      ])
    #expect(
      Swift4Constants.fittingSizes == [
        UIView.layoutFittingCompressedSize, UIView.layoutFittingExpandedSize,
      ])
    #expect(Swift4Constants.noIntrinsicMetric == UIView.noIntrinsicMetric)
    #expect(UIView().intrinsicContentSize.width == UIView.noIntrinsicMetric)
    #expect(Swift4Constants.decelerationRates == [.normal, .fast])
    #expect(Swift4Constants.settingsURLString == UIApplication.openSettingsURLString)
    #expect(Swift4Constants.pageOptionKeys == [.interPageSpacing, .spineLocation])
    let (insets, rect) = Swift4Constants.insets(of: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(insets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(rect == CGRect(x: 12, y: 21, width: 94, height: 46))
    #expect(
      Swift4Constants.notificationNames == [
        UIApplication.didReceiveMemoryWarningNotification,
        UIApplication.didEnterBackgroundNotification,
        UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
        UIApplication.willResignActiveNotification, UIContentSizeCategory.didChangeNotification,
        UITextView.textDidChangeNotification,
      ])
    #expect(Swift4Constants.spinnerStyle.rawValue == 1)
  }

  @Test("the old names reach the model: a child added, moved and removed under them")
  @MainActor func theOldNamesReachTheModel() {
    let container = CrossfadeContainerViewController()
    let (first, second) = (UIViewController(), UIViewController())
    container.show(first)
    #expect(container.contents == [first] && first.parent === container)
    container.show(nil)
    #expect(container.contents.isEmpty && first.parent == nil)
    container.show(second)
    #expect(container.children == [second])
  }

  @Test(
    "containers in Swift 4.1's names run clean under today's iOS", arguments: [1, 2] as [UInt64])
  func theyRunClean(seed: UInt64) throws {
    for report in [
      try StressSeeds.run(ContentShapeDriver<Swift4Crossfade>.self, seed: seed, steps: 5_000),
      try StressSeeds.run(ListShapeDriver<Swift4Segments>.self, seed: seed, steps: 5_000),
    ] {
      #expect(report.operations.contains { $0.applied > 200 }, "\(report.text)")
    }
  }

  /// The failure `bug` planted in `Driver` gives on `seed`.
  @MainActor static func failure<Driver: StressDriver>(_: Driver.Type, bug: String, seed: UInt64)
    throws
    -> SeedFailure
  {
    try #require(throws: SeedFailure.self, "\(bug) went unseen") {
      try StressSeeds.run(Driver.self, seed: seed, steps: 50_000, plantedBugs: [bug])
    }
  }

  @Test(
    "a slip written in Swift 4.1's names is found with a reproducer of at most 10 operations",
    arguments: [1, 2, 3] as [UInt64])
  @MainActor func theirSlipsAreFound(seed: UInt64) throws {
    // The old child never removed: the move it began never ends (L4).
    let crossfade = try Self.failure(
      ContentShapeDriver<Swift4Crossfade>.self, bug: "forgets-remove-from-parent", seed: seed)
    // A dropped segment's view left on screen (C3).
    let segments = try Self.failure(
      ListShapeDriver<Swift4Segments>.self, bug: "keeps-removed-segments", seed: seed)
    for (failure, rule) in [(crossfade, Rule.L4), (segments, .C3)] {
      #expect(failure.violation.rule == rule && failure.reproducerLength <= 10, "\(failure)")
    }
  }
}
