import ContainmentCore
import Foundation
import Synchronization
import Testing
import UIKitContainment

/// What public iOS code reaches for around its containers and screens, taken as UIKit takes
/// it: a tint read as UIKit's never-`nil` colour, a scroll view zoomed in code and by a
/// performed pinch, two-finger recognizers, background tasks on the run loop's clock, geometry
/// written as text, and the kept settings such code sets.
@Suite struct UIKitFromPublicCode2Tests {
  @Test @MainActor func aTintIsNeverNilAndComesFromTheSuperviewUntilSet() {
    let (outer, inner) = (UIView(), UIView())
    outer.addSubview(inner)
    #expect(inner.tintColor == UIColor.systemBlue, "the system's blue when nothing sets one")
    outer.tintColor = .red
    #expect(inner.tintColor == .red && inner.tintColor.cgColor == UIColor.red.cgColor)
    inner.tintColor = .green
    #expect(inner.tintColor == .green)
    inner.tintColor = nil
    #expect(inner.tintColor == .red, "nil takes the superview's again (null_resettable)")
    inner.removeFromSuperview()
    #expect(inner.tintColor == UIColor.systemBlue)
  }

  /// A photo page: its scroll view zooms its image view.
  @MainActor final class Photo: UIScrollViewDelegate {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let image = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    var zoomsImage = true
    var heard: [String] = []
    init() {
      scroll.addSubview(image)
      scroll.delegate = self
      scroll.maximumZoomScale = 4
    }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomsImage ? image : nil }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
      heard.append("will begin zooming")
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
      heard.append("did zoom \(scrollView.zoomScale)")
    }
    func scrollViewDidEndZooming(
      _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {
      heard.append("did end zooming at \(scale)")
    }
  }

  @Test @MainActor func aScrollViewZoomsTheViewItsDelegateNamesWithinItsLimits() {
    let photo = Photo()
    photo.scroll.setZoomScale(2, animated: true)
    #expect(photo.scroll.zoomScale == 2 && photo.heard == ["did zoom 2.0"])
    #expect(photo.scroll.contentSize == CGSize(width: 600, height: 800))
    #expect(photo.image.transform == CGAffineTransform(scaleX: 2, y: 2))
    photo.scroll.zoomScale = 10
    #expect(photo.scroll.zoomScale == 4, "held to the maximum")
    photo.scroll.zoom(to: CGRect(x: 150, y: 200, width: 100, height: 100), animated: false)
    #expect(photo.scroll.zoomScale == 3)
    #expect(photo.scroll.contentOffset == CGPoint(x: 450, y: 600))
    photo.zoomsImage = false
    photo.scroll.zoomScale = 1
    #expect(photo.scroll.zoomScale == 3, "no view for zooming: nothing changes")
  }

  @Test @MainActor func aPerformedPinchZoomsFromWhereItBegan() {
    let photo = Photo()
    photo.scroll.zoomScale = 2
    photo.heard = []
    let pinch = try! #require(photo.scroll.pinchGestureRecognizer)
    #expect(pinch.view === photo.scroll)
    pinch._pinch(scales: [1, 1.5, 0.25])
    #expect(
      photo.heard == [
        "will begin zooming", "did zoom 2.0", "did zoom 3.0", "did zoom 1.0",
        "did end zooming at 1.0",
      ])
    #expect(!photo.scroll.isZooming && pinch.state == .possible)
    photo.scroll.maximumZoomScale = 1
    #expect(photo.scroll.pinchGestureRecognizer == nil, "no zoom range, no pinch")
  }

  @Test @MainActor func twoFingerGesturesAreReportedAsUIKitReportsThem() {
    let view = UIView()
    var heard: [String] = []
    let rotation = UIRotationGestureRecognizer { heard.append("\($0.state) \($0.rotation)") }
    rotation._rotate(angles: [0.5])
    #expect(heard.isEmpty, "a recognizer on no view recognizes nothing")
    view.addGestureRecognizer(rotation)
    rotation._rotate(angles: [0.5, 1], cancelled: true)
    #expect(heard == ["began 0.5", "changed 1.0", "cancelled 1.0"])
    #expect(rotation.velocity == 0 && rotation.state == .possible, "reset once over")
    heard = []
    rotation.isEnabled = false
    rotation._rotate(angles: [1])
    #expect(heard.isEmpty)
  }

  @Test @MainActor func theHandlersOfBackgroundTasksStillRunningAreCalledWhenTheTimeIsUp() throws {
    let clock = VirtualClock()
    let application = UIApplication()
    var expired: [String] = []
    try clock.withCurrent {
      #expect(application.backgroundTimeRemaining == .greatestFiniteMagnitude)
      application._enterBackground()
      #expect(clock.isIdle, "no task, no deadline on the clock")
      let upload = application.beginBackgroundTask(withName: "upload") { expired.append("upload") }
      var save = UIBackgroundTaskIdentifier.invalid
      save = application.beginBackgroundTask {
        expired.append("save")
        application.endBackgroundTask(save)
      }
      #expect(upload != .invalid && save != upload)
      try clock.advance(by: 10_000)
      #expect(application.backgroundTimeRemaining == 20)
      application.endBackgroundTask(upload)
      try clock.advance(by: 20_000)
      #expect(expired == ["save"], "only the task still running hears it")
      application._enterForeground()
      let late = application.beginBackgroundTask { expired.append("late") }
      application._enterBackground()
      application._enterForeground()
      try clock.advance(by: 30_000)
      #expect(expired == ["save"], "back in the foreground before the deadline: no expiration")
      application.endBackgroundTask(late)
    }
  }

  @Test func geometryIsWrittenAsTextAndReadBackAsUIKitDoes() {
    let rect = CGRect(x: 0, y: 20, width: 320, height: 44.5)
    #expect(NSStringFromCGRect(rect) == "{{0, 20}, {320, 44.5}}")
    #expect(NSCoder.string(for: CGSize(width: 1e6, height: -2)) == "{1e+06, -2}")
    #expect(
      NSStringFromUIEdgeInsets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}"
    )
    #expect(NSStringFromCGAffineTransform(.identity) == "[1, 0, 0, 1, 0, 0]")
    #expect(CGRectFromString(NSStringFromCGRect(rect)) == rect)
    #expect(NSCoder.cgPoint(for: "{3.5, -4}") == CGPoint(x: 3.5, y: -4))
    #expect(CGSizeFromString("{7}") == CGSize(width: 7, height: 0), "a missing number is 0")
    #expect(CGRectFromString("nonsense") == .zero)
  }

  /// A toolbar's delegate places it at the top.
  @MainActor final class TopPlacer: UIToolbarDelegate {
    func position(for bar: any UIBarPositioning) -> UIBarPosition { .top }
  }

  @Test @MainActor func keptSettingsOfPublicCodeReadBack() {
    let search = UISearchController(searchResultsController: nil)
    search.dimsBackgroundDuringPresentation = false
    #expect(!search.obscuresBackgroundDuringPresentation)
    search.searchBar.autocapitalizationType = .none
    search.searchBar.keyboardType = .emailAddress
    #expect(search.searchBar.searchTextField.autocapitalizationType == .none)
    #expect(search.searchBar.searchTextField.keyboardType == .emailAddress)
    let toolbar = UIToolbar()
    #expect(toolbar.barPosition == .bottom)
    let placer = TopPlacer()
    toolbar.delegate = placer
    #expect(toolbar.barPosition == .top)
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 231, height: 31))
    slider.value = 0.5
    let track = slider.trackRect(forBounds: slider.bounds)
    #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).maxX == 231)
    #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5).minX == 100)
    let table = UITableView()
    table.estimatedSectionHeaderHeight = 28
    table.separatorInsetReference = .fromAutomaticInsets
    #expect(table.estimatedSectionHeaderHeight == 28)
    #expect(table.estimatedSectionFooterHeight == UITableView.automaticDimension)
    let image = UIImage(systemName: "star")!.withRenderingMode(.alwaysTemplate)
    #expect(image.withTintColor(.red).renderingMode == .alwaysOriginal)
    let view = UIView()
    #expect(view.contentScaleFactor == UIScreen.main.scale)
    view.contentScaleFactor = 1
    #expect(view.contentScaleFactor == 1)
    let toggle = UISwitch()
    toggle.onImage = image
    #expect(toggle.onImage == image && toggle.offImage == nil)
  }

  @Test("a turn of the shown window posts the interface's orientation change")
  @MainActor func theStatusBarOrientationNotification() {
    let stage = UIKitStage()
    let window = stage.show(stage.run { UIViewController() })
    let application = stage.run { UIApplication.shared }
    let posted = Mutex(0)
    // Observed from this stage's application only: other tests turn windows of their own.
    let token = NotificationCenter.default.addObserver(
      forName: UIApplication.didChangeStatusBarOrientationNotification, object: application,
      queue: nil
    ) { _ in posted.withLock { $0 += 1 } }
    defer { NotificationCenter.default.removeObserver(token) }
    stage.run {
      _ = window._modelWindow.rotate(to: .landscapeLeft)
      window.isHidden = true
    }
    #expect(posted.withLock { $0 } == 1)
  }

  /// A list whose controller overrides what UIKit mirrors from the table's delegate.
  @MainActor final class Highlighting: UITableViewController {
    var heard: [String] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      3
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    { UITableViewCell(style: .default, reuseIdentifier: nil) }
    override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      heard.append("highlight \(indexPath.row)")
    }
    override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      heard.append("unhighlight \(indexPath.row)")
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      heard.append("select \(indexPath.row)")
    }
  }

  @Test @MainActor func aTappedRowIsHighlightedThenSelectedAsInUIKit() {
    let list = Highlighting(style: .plain)
    list.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    list.tableView.layoutIfNeeded()
    list.tableView._tapRow(at: IndexPath(row: 1, section: 0))
    #expect(list.heard == ["highlight 1", "unhighlight 1", "select 1"])
  }

  /// A label whose text can be copied, as public code writes one.
  @MainActor final class CopyableLabel: UILabel {
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
      action == Selector("copy:")
    }
    override func copy(_ sender: Any?) { UIPasteboard.general.string = text }
  }

  /// A screen that pastes.
  @MainActor final class Pasting: UIViewController {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
      action == Selector("paste:") || super.canPerformAction(action, withSender: sender)
    }
  }

  @Test @MainActor func anEditActionGoesToTheFirstResponderInTheChainThatCanPerformIt() {
    let screen = Pasting()
    let label = CopyableLabel()
    label.text = "tea"
    screen.view.addSubview(label)
    #expect(label.target(forAction: "copy:", withSender: nil) as? CopyableLabel === label)
    #expect(label.target(forAction: "paste:", withSender: nil) as? Pasting === screen)
    #expect(label.target(forAction: "cut:", withSender: nil) == nil, "no one in the chain can")
    #expect(!UIView().canPerformAction("copy:", withSender: nil))
    label.copy(nil)
    #expect(UIPasteboard.general.string == "tea")
  }

  @Test @MainActor func anActionsTargetIsTheNearestViewControllerUpTheHierarchyThatPerformsIt() {
    let show = Selector("showViewController:sender:")
    let detail = Selector("showDetailViewController:sender:")
    let list = UIViewController()
    let navigation = UINavigationController(rootViewController: list)
    let split = UISplitViewController()
    split.viewControllers = [navigation, UIViewController()]
    #expect(list.targetViewController(forAction: show, sender: nil) === navigation)
    #expect(list.targetViewController(forAction: detail, sender: nil) === split)
    #expect(UIViewController().targetViewController(forAction: show, sender: nil) == nil)
    #expect(navigation.canPerformAction(show, withSender: nil))
    #expect(!navigation.canPerformAction(detail, withSender: nil))
  }

  @Test @MainActor func aSearchBarStyledTheOlderWayReadsItsLookBack() {
    let bar = UISearchBar()
    let image = UIImage(systemName: "magnifyingglass")
    bar.barStyle = .black
    bar.setBackgroundImage(image, for: .any, barMetrics: .default)
    bar.setSearchFieldBackgroundImage(image, for: .normal)
    bar.setImage(image, for: .clear, state: .highlighted)
    bar.searchFieldBackgroundPositionAdjustment = UIOffset(horizontal: 0, vertical: 2)
    #expect(bar.barStyle == .black)
    #expect(bar.backgroundImage(for: .any, barMetrics: .default) == image)
    #expect(bar.backgroundImage(for: .top, barMetrics: .default) == nil)
    #expect(bar.searchFieldBackgroundImage(for: .normal) == image)
    #expect(bar.image(for: .clear, state: .highlighted) == image)
    #expect(bar.image(for: .clear, state: .normal) == nil)
    #expect(bar.searchFieldBackgroundPositionAdjustment.vertical == 2)
    var heard = 0
    let handler: UIActionHandler = { _ in heard += 1 }
    let button = UIButton(primaryAction: UIAction(handler: handler))
    button.sendActions(for: .primaryActionTriggered)
    #expect(heard == 1)
  }

}
