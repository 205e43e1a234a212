import ContainmentCore
import Foundation
import Testing
import UIKitContainment

/// The UIKit around a pager or a tab strip: a page control and a segmented control tapped as a
/// user taps them, keyframes and snapshots on the clock, haptics, the device, and the settings
/// a view controller keeps for the app.
@Suite struct UIKitControlsAndSettingsTests {
  @Test("a tap on a page control's right half turns to the next page, on its left half back")
  @MainActor func aPageControlTurnsAsTapped() {
    let dots = UIPageControl(frame: CGRect(x: 0, y: 0, width: 120, height: 20))
    dots.numberOfPages = 3
    var told: [Int] = []
    dots.addAction(UIAction { _ in told.append(dots.currentPage) }, for: .valueChanged)
    dots._touchDown(at: CGPoint(x: 100, y: 10))._lift()
    dots._touchDown(at: CGPoint(x: 100, y: 10))._lift()
    dots._touchDown(at: CGPoint(x: 100, y: 10))._lift()  // the last page: nothing changes
    dots._touchDown(at: CGPoint(x: 10, y: 10))._lift()
    #expect(told == [1, 2, 1] && dots.currentPage == 1)
    dots.currentPage = 7
    #expect(dots.currentPage == 2 && told.count == 3, "kept among the pages, code tells no one")
    dots.numberOfPages = 1
    #expect(dots.currentPage == 0)
  }

  @Test("a tapped segment is selected and said once; code's selection says nothing")
  @MainActor func aSegmentedControlSelectsAsTapped() {
    let strip = UISegmentedControl(items: ["Inbox", "Sent", "Drafts"])
    strip.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
    var told: [Int] = []
    strip.addAction(UIAction { _ in told.append(strip.selectedSegmentIndex) }, for: .valueChanged)
    strip._tapSegment(2)
    strip._tapSegment(2)  // already selected: no change
    strip.setEnabled(false, forSegmentAt: 0)
    strip._tapSegment(0)  // disabled: no change
    strip.selectedSegmentIndex = 1
    #expect(told == [2] && strip.selectedSegmentIndex == 1)
    strip.insertSegment(withTitle: "All", at: 0, animated: false)
    #expect(strip.selectedSegmentIndex == 2 && strip.titleForSegment(at: 0) == "All")
    strip.removeSegment(at: 2, animated: false)
    #expect(strip.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(strip.numberOfSegments == 3 && strip.titleForSegment(at: 2) == "Drafts")
    strip.selectedSegmentIndex = 9
    #expect(strip.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test("keyframes run their changes at once and complete on the clock; a snapshot stands apart")
  @MainActor func keyframesAndSnapshots() throws {
    let clock = VirtualClock()
    let card = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    var finished: [Bool] = []
    clock.withCurrent {
      UIView.animateKeyframes(
        withDuration: 0.4, delay: 0.1, options: [.calculationModeCubic],
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.alpha = 0.5 }
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.alpha = 0 }
        },
        completion: { finished.append($0) })
    }
    #expect(card.alpha == 0 && finished.isEmpty && clock.nextDeadline == 500)
    _ = try clock.runUntilIdle()
    #expect(finished == [true])
    var ran = false
    UIView.performWithoutAnimation { ran = true }
    #expect(ran)
    let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
    #expect(snapshot !== card && snapshot.frame == card.frame && snapshot.alpha == 0)
    #expect(snapshot.superview == nil)
  }

  @Test("haptics are counted, the device is a phone, and a view controller keeps its settings")
  @MainActor func hapticsTheDeviceAndKeptSettings() {
    let impact = UIImpactFeedbackGenerator(style: .rigid)
    impact.prepare()
    impact.impactOccurred()
    impact.impactOccurred(intensity: 0.5)
    let selection = UISelectionFeedbackGenerator()
    selection.selectionChanged()
    #expect(impact._played == 2 && selection._played == 1 && impact.style == .rigid)
    #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.systemName == "iOS")
    let screen = UIViewController()
    #expect(screen.modalTransitionStyle == .coverVertical && screen.edgesForExtendedLayout == .all)
    screen.modalTransitionStyle = .crossDissolve
    screen.definesPresentationContext = true
    screen.edgesForExtendedLayout = []
    screen.extendedLayoutIncludesOpaqueBars = true
    #expect(screen.modalTransitionStyle == .crossDissolve && screen.definesPresentationContext)
    #expect(screen.edgesForExtendedLayout == [] && screen.extendedLayoutIncludesOpaqueBars)
    #expect(!screen.providesPresentationContextTransitionStyle)
    #expect(UIView().endEditing(true))
  }
}

/// The views a drawer or a loading screen puts around its content: a frosted background and a
/// spinner, and the key window container code asks for.
@Suite struct UIKitEffectsAndSpinnersTests {
  @Test("a visual effect view keeps its effect and its content in a content view that fills it")
  @MainActor func aVisualEffectViewHoldsItsContent() throws {
    let frost = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    frost.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    let label = UILabel()
    frost.contentView.addSubview(label)
    #expect(frost.subviews == [frost.contentView] && label.superview === frost.contentView)
    #expect(frost.contentView.frame == frost.bounds)
    frost.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    frost.layoutIfNeeded()
    #expect(frost.contentView.frame.size == CGSize(width: 100, height: 50))
    #expect((frost.effect as? UIBlurEffect)?.style == .systemMaterial)
    let vivid = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark))
    #expect(vivid.blurEffect.style == .dark)
  }

  @Test("the blur styles have UIKit's raw values, the system materials' light and dark forms too")
  func blurStylesHaveUIKitsRawValues() {
    typealias Style = UIBlurEffect.Style
    #expect(Style.prominent.rawValue == 5 && Style.systemUltraThinMaterial.rawValue == 6)
    #expect(Style.systemChromeMaterial.rawValue == 10)
    #expect(Style.systemUltraThinMaterialLight.rawValue == 11)
    #expect(Style.systemChromeMaterialLight.rawValue == 15)
    #expect(Style.systemUltraThinMaterialDark.rawValue == 16)
    #expect(Style.systemChromeMaterialDark.rawValue == 20)
  }

  @Test("a spinner shows while it spins and hides when stopped, unless told to stay")
  @MainActor func aSpinnerHidesWhenStopped() {
    let spinner = UIActivityIndicatorView(style: .large)
    #expect(spinner.isHidden && !spinner.isAnimating)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    spinner.stopAnimating()
    #expect(spinner.isHidden && !spinner.isAnimating)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden, "stopped, and told to stay")
  }

  @Test("a window whose face went, kept by something else, is still listed safely")
  @MainActor func aWindowOutlivingItsFace() {
    var model: Window?
    do {
      let window = UIWindow(frame: UIScreen.main.bounds)
      model = window._modelWindow  // kept past its face, as a harness may keep it
    }
    #expect(model?._facade == nil, "the model's window points at no face that is gone")
    let listed = UIApplication.shared.windows.map(\._modelWindow)
    #expect(listed.contains { $0 === model })
  }

  @Test("the key window is the one made key and visible")
  @MainActor func theKeyWindow() {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UIViewController()
    #expect(UIApplication.shared.keyWindow !== window)
    window.makeKeyAndVisible()
    #expect(UIApplication.shared.keyWindow === window)
    window.isHidden = true
    #expect(UIApplication.shared.keyWindow !== window)
  }
}
