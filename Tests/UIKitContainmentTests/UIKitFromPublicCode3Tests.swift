import Containment
import ContainmentCore
import Foundation
import Synchronization
import Testing
import UIKitContainment

/// More of what public iOS code reaches for, taken as UIKit takes it: the status bar's frame
/// notifications of a rotation, the device's facts, attachments offset from an item's centre,
/// hit-testing a path, a transition that starts on its own until its gesture pauses it, and a
/// view copied through an archive.
@Suite struct UIKitFromPublicCode3Tests {
  @Test("a rotation posts the status bar's will and did changes, each with UIKit's user info")
  @MainActor func theStatusBarNotificationsOfARotation() throws {
    let stage = UIKitStage()
    let window = stage.show(stage.run { UIViewController() })
    let application = stage.run { UIApplication.shared }
    let heard = Mutex<[String]>([])
    let names: [(Notification.Name, String)] = [
      (UIApplication.willChangeStatusBarOrientationNotification, "will orientation"),
      (UIApplication.willChangeStatusBarFrameNotification, "will frame"),
      (UIApplication.didChangeStatusBarOrientationNotification, "did orientation"),
      (UIApplication.didChangeStatusBarFrameNotification, "did frame"),
    ]
    // Observed from this stage's application only: other tests turn windows of their own.
    let tokens = names.map { name, label in
      NotificationCenter.default.addObserver(forName: name, object: application, queue: nil) {
        note in
        let info = note.userInfo ?? [:]
        let orientation = info[UIApplication.statusBarOrientationUserInfoKey] as? NSNumber
        let frame = info[UIApplication.statusBarFrameUserInfoKey] as? NSValue
        let value =
          orientation.map { "\($0.intValue)" } ?? frame.map { "\($0.cgRectValue.height)" } ?? "-"
        heard.withLock { $0.append("\(label) \(value)") }
      }
    }
    defer { for token in tokens { NotificationCenter.default.removeObserver(token) } }
    stage.run {
      _ = window._modelWindow.rotate(to: .landscapeLeft)
      window.isHidden = true
    }
    // The new orientation (landscape left is 4) and frame (none) before, the old ones after.
    #expect(
      heard.withLock { $0 }
        == ["will orientation 4", "will frame 0.0", "did orientation 1", "did frame 47.0"])
  }

  @Test func theDeviceReportsTodaysIOSAndAnUnmonitoredBattery() {
    let device = UIDevice.current
    #expect(device.systemVersion == "18.0" && device.localizedModel == "iPhone")
    #expect(device.identifierForVendor == device.identifierForVendor)
    #expect(device.identifierForVendor != nil && device.isMultitaskingSupported)
    #expect(!device.isBatteryMonitoringEnabled)
    #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
  }

  @Test @MainActor func anAttachmentOffsetFromTheCentreKeepsThatPointsDistance() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let other = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
    let corner = UIAttachmentBehavior(
      item: card, offsetFromCenter: UIOffset(horizontal: 50, vertical: 0),
      attachedToAnchor: CGPoint(x: 100, y: 90))
    #expect(corner.length == 40 && corner.anchorPoint == CGPoint(x: 100, y: 90))
    let edges = UIAttachmentBehavior(
      item: card, offsetFromCenter: UIOffset(horizontal: 50, vertical: 0), attachedTo: other,
      offsetFromCenter: UIOffset(horizontal: -50, vertical: 0))
    #expect(edges.length == 100 && edges.items.count == 2)
    let centres = UIAttachmentBehavior(item: card, attachedTo: other)
    #expect(centres.length == 200)
  }

  @Test func aPathHoldsThePointsItsFillCovers() {
    let ring = CGMutablePath()
    ring.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
    // Both circles turn the same way: the hole is filled by the winding rule only.
    #expect(ring.contains(CGPoint(x: 50, y: 50)))
    #expect(!ring.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
    #expect(ring.contains(CGPoint(x: 12, y: 50), using: .evenOdd))
    // Inside the bounding box, outside the curve.
    #expect(!ring.contains(CGPoint(x: 3, y: 3)))
    // A figure left open is closed as filling closes it.
    let wedge = CGMutablePath()
    wedge.move(to: .zero)
    wedge.addLine(to: CGPoint(x: 100, y: 0))
    wedge.addLine(to: CGPoint(x: 0, y: 100))
    #expect(wedge.contains(CGPoint(x: 20, y: 20)) && !wedge.contains(CGPoint(x: 80, y: 80)))
    #expect(
      wedge.contains(
        CGPoint(x: 220, y: 20), transform: CGAffineTransform(translationX: 200, y: 0)))
    // A dome of one quadratic curve: its top is halfway to its control point.
    let dome = CGMutablePath()
    dome.move(to: CGPoint(x: 0, y: 100))
    dome.addQuadCurve(to: CGPoint(x: 100, y: 100), control: CGPoint(x: 50, y: 0))
    #expect(dome.contains(CGPoint(x: 50, y: 55)) && !dome.contains(CGPoint(x: 50, y: 45)))
    #expect(!dome.contains(CGPoint(x: 10, y: 60)) && dome.contains(CGPoint(x: 10, y: 90)))
    let button = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 20)
    #expect(button.contains(CGPoint(x: 40, y: 20)) && !button.contains(CGPoint(x: 1, y: 1)))
    let cutout = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
    cutout.append(UIBezierPath(rect: CGRect(x: 40, y: 40, width: 20, height: 20)))
    cutout.usesEvenOddFillRule = true
    #expect(!cutout.contains(CGPoint(x: 50, y: 50)) && cutout.contains(CGPoint(x: 10, y: 10)))
  }

  @Test @MainActor func aSliderShowsTheImagesOfItsStateElseItsNormalOnes() {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    let knob = UIImage()
    let pressed = UIImage()
    let track = UIImage()
    slider.setThumbImage(knob, for: .normal)
    slider.setThumbImage(pressed, for: .highlighted)
    slider.setMinimumTrackImage(track, for: .normal)
    #expect(slider.thumbImage(for: .normal) === knob && slider.thumbImage(for: .disabled) === knob)
    #expect(slider.currentThumbImage === knob && slider.currentMinimumTrackImage === track)
    #expect(slider.maximumTrackImage(for: .normal) == nil && slider.currentMaximumTrackImage == nil)
    slider.isHighlighted = true
    #expect(slider.currentThumbImage === pressed && slider.currentMinimumTrackImage === track)
    slider.setMaximumTrackImage(track, for: .highlighted)
    #expect(slider.currentMaximumTrackImage === track)
    #expect(slider.maximumTrackImage(for: .normal) == nil)
  }

  @Test func aTimingCurveGivesItsFourPointsAsCoreAnimationDoes() {
    let back = CAMediaTimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55)
    var points: [[Float]] = []
    for index in 0..<4 {
      var point: [Float] = [9, 9]
      back.getControlPoint(at: index, values: &point)
      points.append(point)
    }
    #expect(points == [[0, 0], [0.68, -0.55], [0.265, 1.55], [1, 1]])
    var untouched: [Float] = [9, 9]
    CAMediaTimingFunction(name: .easeIn).getControlPoint(at: 1, values: &untouched)
    #expect(untouched == [0.42, 0])
    CAMediaTimingFunction(name: .easeIn).getControlPoint(at: 4, values: &untouched)
    #expect(untouched == [0.42, 0])
  }

  @Test @MainActor func keysFontsWindowsAndSeparatorsAsPublicCodeNamesThem() {
    #expect(UIKeyboardHIDUsage.keyboardTab.rawValue == 0x2B)
    #expect(UIKeyboardHIDUsage(rawValue: 0x04) == .keyboardA)
    #expect(UIKeyboardHIDUsage.keyboardUpArrow.rawValue == 0x52)
    #expect(UIKeyboardHIDUsage.keyboard0.rawValue == UIKeyboardHIDUsage.keyboard9.rawValue + 1)
    #expect(UIKeyboardHIDUsage.keyboardRightGUI.rawValue == 0xE7)
    #expect(UIKey().keyCode == .keyboardErrorUndefined)
    #expect(CGFont("" as CFString) == nil)
    let font = CGFont("Helvetica-Bold" as CFString)
    #expect(font?.postScriptName == "Helvetica-Bold" && font == CGFont("Helvetica-Bold"))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(window.screen === UIScreen.main)
    let table = UITableView(frame: .zero, style: .plain)
    let blur = UIBlurEffect(style: .dark)
    table.separatorEffect = blur
    #expect(table.separatorEffect === blur)
  }

  /// A springy list's layout: counts the invalidations its animator makes.
  @MainActor final class SpringyLayout: UICollectionViewFlowLayout {
    var invalidations = 0
    override func invalidateLayout() {
      invalidations += 1
      super.invalidateLayout()
    }
  }

  @Test("an animator of layout attributes finds them and invalidates its layout as it steps")
  @MainActor func anAnimatorOfLayoutAttributes() throws {
    let clock = VirtualClock()
    let layout = SpringyLayout()
    let animator = UIDynamicAnimator(collectionViewLayout: layout)
    let first = IndexPath(item: 0, section: 0)
    let cell = UICollectionViewLayoutAttributes(forCellWith: first)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    let header = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: first)
    try clock.withCurrent {
      let spring = UIAttachmentBehavior(item: cell, attachedToAnchor: cell.center)
      spring.addChildBehavior(UIAttachmentBehavior(item: header, attachedToAnchor: .zero))
      animator.addBehavior(spring)
      #expect(layout.invalidations == 0, "nothing steps in the call")
      try clock.advance(by: 300)
      #expect(layout.invalidations == 3, "one invalidation a step")
      _ = try clock.runUntilIdle()
    }
    #expect(!animator.isRunning && layout.invalidations == 11, "ten steps, then the rest's")
    #expect(animator.referenceView == nil)
    #expect(animator.layoutAttributesForCell(at: first) === cell)
    #expect(animator.layoutAttributesForCell(at: IndexPath(item: 1, section: 0)) == nil)
    #expect(
      animator.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: first) === header)
    #expect(
      animator.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionFooter, at: first) == nil)
    #expect(animator.layoutAttributesForDecorationView(ofKind: "badge", at: first) == nil)
    #expect(animator.items(in: CGRect(x: 100, y: 10, width: 5, height: 5)).first === cell)
  }

  @Test @MainActor func labelsConstraintsAndTextKeepWhatPublicCodeSets() {
    let placeholder = NSLayoutConstraint()
    #expect(placeholder.firstItem == nil && placeholder.firstAttribute == .notAnAttribute)
    #expect(placeholder.multiplier == 1 && placeholder.constant == 0)
    placeholder.isActive = true
    let label = UILabel()
    #expect(label.shadowColor == nil && label.shadowOffset == CGSize(width: 0, height: -1))
    #expect(label.baselineAdjustment == .alignBaselines)
    label.maximumContentSizeCategory = .extraLarge
    #expect(
      label.maximumContentSizeCategory == .extraLarge && label.minimumContentSizeCategory == nil)
    #expect(
      label.appliedContentSizeCategoryLimitsDescription
        == "min: none, max: UICTContentSizeCategoryXL")
    #expect(label.forBaselineLayout() === label)
    let placeholderColor = UIColor()
    #expect(placeholderColor == UIColor(red: 0, green: 0, blue: 0, alpha: 0))
    #expect(UIFont().pointSize == UIFont.systemFontSize && UIFont() == .systemFont(ofSize: 14))
    let font = UIFont.systemFont(ofSize: 17)
    let title = NSAttributedString(string: "Now playing", attributes: [.font: font])
    #expect(title.size() == ("Now playing" as NSString).size(withAttributes: [.font: font]))
    #expect(title.size().width > NSAttributedString(string: "Now").size().width)
  }

  @Test func aRectangleTransformedIsTheBoxOfItsTransformedCorners() {
    let card = CGRect(x: 10, y: 20, width: 100, height: 50)
    let turned = card.applying(CGAffineTransform(rotationAngle: .pi / 2))
    // A quarter turn about the origin: (x, y) goes to (−y, x).
    #expect(abs(turned.minX - -70) < 1e-9 && abs(turned.minY - 10) < 1e-9)
    #expect(abs(turned.width - 50) < 1e-9 && abs(turned.height - 100) < 1e-9)
    let flipped = card.applying(CGAffineTransform(scaleX: -1, y: 1))
    #expect(flipped == CGRect(x: -110, y: 20, width: 100, height: 50))
    #expect(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
  }

  /// A pull-to-refresh footer of the kind public code writes: it observes its scroll view's
  /// offset and size by name, with a context of its own.
  @MainActor final class RefreshFooter: UIView {
    nonisolated(unsafe) static var context = 0
    var heard: [String] = []
    override func observeValue(
      forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
      context: UnsafeMutableRawPointer?
    ) {
      guard context == &Self.context else {
        return super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
      }
      let kind = (change?[.kindKey] as? NSNumber)?.intValue ?? -1
      // Read as Swift's values, as `as? CGPoint` reads them on iOS.
      func text(_ value: Any?) -> String {
        if let point = value as? CGPoint { return "y \(point.y)" }
        if let size = value as? CGSize { return "h \(size.height)" }
        return "-"
      }
      let (new, old) = (text(change?[.newKey]), text(change?[.oldKey]))
      heard.append("\(keyPath ?? "?") \(kind) \(new) \(old)")
    }
  }

  @Test("a view observes its scroll view by name, told each change with what it asked for")
  @MainActor func aViewObservesItsScrollViewByName() {
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    list.contentSize = CGSize(width: 100, height: 500)
    let footer = RefreshFooter()
    list.addObserver(
      footer, forKeyPath: "contentOffset", options: [.initial, .new, .old],
      context: &RefreshFooter.context)
    list.addObserver(
      footer, forKeyPath: "contentSize", options: .new, context: &RefreshFooter.context)
    #expect(footer.heard == ["contentOffset 1 y 0.0 -"], "told at once, with no old value")
    list.contentOffset = CGPoint(x: 0, y: 40)
    list.contentOffset = CGPoint(x: 0, y: 40)  // the same value: nothing to tell
    list.contentSize = CGSize(width: 100, height: 600)
    #expect(
      footer.heard == [
        "contentOffset 1 y 0.0 -", "contentOffset 1 y 40.0 y 0.0", "contentSize 1 h 600.0 -",
      ])
    list.removeObserver(footer, forKeyPath: "contentOffset", context: &RefreshFooter.context)
    list.removeObserver(footer, forKeyPath: "contentSize")
    list.contentOffset = CGPoint(x: 0, y: 80)
    list.contentSize = CGSize(width: 100, height: 700)
    #expect(footer.heard.count == 3, "removed: told nothing more")
    // A key path through a property: the frame's width of a view its view controller observes.
    final class Screen: UIViewController {
      var widths: [CGFloat] = []
      override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
      ) { widths.append((change?[.newKey] as? CGRect)?.width ?? -1) }
    }
    let screen = Screen()
    let banner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    banner.addObserver(screen, forKeyPath: "frame", options: .new, context: nil)
    banner.frame.size.width = 30
    #expect(screen.widths == [30])
    banner.removeObserver(screen, forKeyPath: "frame")
  }

  @Test("removing an observer not added stops the app, as Foundation raises")
  func removingAnObserverNotAddedStopsTheApp() async throws {
    let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let list = UIScrollView(frame: .zero)
        list.removeObserver(UIView(), forKeyPath: "contentOffset")
      }
    }
    let printed = String(decoding: try #require(exit).standardErrorContent, as: UTF8.self)
    #expect(printed.contains("'NSRangeException', reason: 'Cannot remove an observer <UIView>"))
  }

  typealias Scene = UINavigationControllerAnimatorTests.Scene

  /// A pop of a pushed view controller (vc2), animated by the delegate's slide and given an
  /// interaction controller that does not want an interactive start.
  @MainActor func popStartedOnItsOwn()
    -> (Scene, UIViewController, UIPercentDrivenInteractiveTransition)
  {
    let scene = Scene()
    let detail = scene.stage.run { UIViewController() }
    scene.stage.run { scene.navigation.pushViewController(detail, animated: false) }
    let interaction = UIPercentDrivenInteractiveTransition()
    interaction.wantsInteractiveStart = false
    scene.director.interaction = interaction
    scene.stage.run { _ = scene.navigation.popViewController(animated: true) }
    return (scene, detail, interaction)
  }

  @Test("a transition that does not want an interactive start runs to its end on its own")
  @MainActor func aTransitionStartedOnItsOwnRunsToItsEnd() throws {
    let (scene, detail, interaction) = popStartedOnItsOwn()
    #expect(scene.navigation.transitionCoordinator?.isInteractive == false)
    _ = try scene.stage.run { try scene.stage.clock.advance(by: 499) }
    #expect(scene.director.slide.ended.isEmpty && detail.appearanceState == .disappearing)
    _ = try scene.stage.run { try scene.stage.clock.advance(by: 1) }
    #expect(scene.director.slide.ended == [true] && interaction.percentComplete == 1)
    #expect(scene.navigation.viewControllers == [scene.root])
  }

  @Test(
    "a transition started on its own, paused by its gesture, is driven from the part done",
    arguments: [true, false])
  @MainActor func aTransitionStartedOnItsOwnThenPaused(byUpdate: Bool) throws {
    let (scene, detail, interaction) = popStartedOnItsOwn()
    _ = try scene.stage.run { try scene.stage.clock.advance(by: 200) }
    scene.stage.run { byUpdate ? interaction.update(0.3) : interaction.pause() }
    #expect(interaction.percentComplete == (byUpdate ? 0.3 : 0.4))
    #expect(scene.navigation.transitionCoordinator?.isInteractive == true)
    // Its own end, due at 500 ms, no longer comes: the finger holds it.
    _ = try scene.stage.run { try scene.stage.clock.advance(by: 2_000) }
    #expect(scene.director.slide.ended.isEmpty && !scene.stage.clock.isSettled)
    scene.stage.run { interaction.cancel() }
    try scene.stage.settle()
    #expect(scene.director.slide.ended == [false])
    #expect(scene.navigation.viewControllers == [scene.root, detail])
  }

  @Test("a view copied through an archive, as UIKit code copies one")
  @MainActor func aViewCopiedThroughAnArchive() throws {
    let card = ArchivedCard(frame: CGRect(x: 10, y: 20, width: 300, height: 200))
    card.rank = 7
    card.tag = 3
    card.alpha = 0.5
    card.backgroundColor = .red
    card.autoresizingMask = [.flexibleWidth]
    let title = UILabel(frame: CGRect(x: 8, y: 8, width: 100, height: 20))
    title.text = "Ace"
    title.numberOfLines = 2
    card.addSubview(title)
    card.addSubview(UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 100)))
    let data = try NSKeyedArchiver.archivedData(withRootObject: card, requiringSecureCoding: false)
    let copy = try #require(NSKeyedUnarchiver.unarchiveObject(with: data) as? ArchivedCard)
    #expect(copy !== card && copy.rank == 7 && copy.tag == 3 && copy.alpha == 0.5)
    #expect(copy.frame == card.frame && copy.autoresizingMask == [.flexibleWidth])
    #expect(copy.backgroundColor == .red && copy.superview == nil)
    let copiedTitle = try #require(copy.subviews.first as? UILabel)
    #expect(copiedTitle !== title && copiedTitle.text == "Ace" && copiedTitle.numberOfLines == 2)
    #expect(!copiedTitle.isUserInteractionEnabled)
    #expect(copy.subviews.map(\.frame) == card.subviews.map(\.frame))
    // A coder that is not an archive (a storyboard's, in the model) makes an empty view.
    let empty = try #require(UIView(coder: NSCoder()))
    #expect(empty.frame == .zero && empty.subviews.isEmpty)
  }

  @Test @MainActor func aViewControllerCopiedThroughAnArchiveKeepsItsTitle() throws {
    let stage = UIKitStage()
    let copy = try stage.run {
      let screen = UIViewController()
      screen.title = "Inbox"
      screen.restorationIdentifier = "inbox"
      let data = NSKeyedArchiver.archivedData(withRootObject: screen)
      return try #require(NSKeyedUnarchiver.unarchiveObject(with: data) as? UIViewController)
    }
    #expect(copy.title == "Inbox" && copy.restorationIdentifier == "inbox")
    #expect(copy.tabBarItem.title == "Inbox" && !copy.isViewLoaded)
  }
}

/// A card of the app's own that archives a field of its own after `super`'s (top-level: Linux's
/// Foundation archives no nested class).
@MainActor final class ArchivedCard: UIView {
  var rank = 0
  override func encode(with coder: NSCoder) {
    super.encode(with: coder)
    coder.encode(rank, forKey: "rank")
  }
  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) {
    rank = coder.decodeInteger(forKey: "rank")
    super.init(coder: coder)
  }
}
