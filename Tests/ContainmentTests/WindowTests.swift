import Containment
import ContainmentTestSupport
import Testing

@Suite struct WindowTests {
  /// A root loaded, shown and hidden.
  static let shownThenHidden = [
    "vc1 loadView", "vc1 viewDidLoad", "vc1 viewWillAppear(animated: false)",
    "vc1 viewDidAppear(animated: false)", "vc1 viewWillDisappear(animated: false)",
    "vc1 viewDidDisappear(animated: false)",
  ]

  @Test("a nested window holds its root's view that many views deep and shows it as before")
  func nestingPutsTheRootDeepAndChangesNothingElse() throws {
    let log = LifecycleLog()
    let window = Window()
    window.nest(levels: 30)
    let root = ViewController(id: ViewControllerID(1), observer: log)
    try window.setRootViewController(root)
    window.nest(levels: 5)  // too late: a root is set
    var depth = 0
    var view = try #require(root.view.superview)
    while view !== window.rootView, let up = view.superview {
      depth += 1
      view = up
    }
    #expect(depth == 30 && view === window.rootView)
    window.makeKeyAndVisible()
    #expect(root.view.window === window && root.view.isOnScreen)
    window.hide()
    #expect(root.viewIfLoaded?.window == nil)
    #expect(log.lines == Self.shownThenHidden)
  }

  @Test func becomingVisibleShowsTheRootOnceAndHidingTakesItOff() throws {
    let log = LifecycleLog()
    let window = Window()
    let root = ViewController(id: ViewControllerID(1), observer: log)
    try window.setRootViewController(root)
    #expect(root.view.window === window, "assigning installs the root's view, hidden or not")
    #expect(root.appearanceState == .disappeared, "but it appears only with the window")
    window.makeKeyAndVisible()
    window.makeKeyAndVisible()
    #expect(root.view.window === window)
    #expect(root.view.frame.size == window.size)
    window.hide()
    #expect(root.viewIfLoaded?.window == nil)
    #expect(log.lines == Self.shownThenHidden)
  }

  @Test func assigningTheRootInstallsItsViewAndShowingReinstallsAReleasedOne() throws {
    let log = LifecycleLog()
    let window = Window()
    let first = ViewController(id: ViewControllerID(1), observer: log)
    let second = ViewController(id: ViewControllerID(2), observer: log)
    try window.setRootViewController(first)
    try window.setRootViewController(second)
    #expect(log.lines == ["vc1 loadView", "vc1 viewDidLoad", "vc2 loadView", "vc2 viewDidLoad"])
    #expect(first.viewIfLoaded?.window == nil && window.rootView.subviews.count == 1)
    window.makeKeyAndVisible()
    window.hide()
    window.simulateMemoryWarning()
    #expect(!second.isViewLoaded, "a hidden window keeps no view (the model's choice)")
    log.removeAll()
    window.makeKeyAndVisible()
    #expect(
      log.lines == [
        "vc2 loadView", "vc2 viewDidLoad", "vc2 viewWillAppear(animated: false)",
        "vc2 viewDidAppear(animated: false)",
      ])
    #expect(second.view.window === window)
  }

  @Test func replacingTheRootWhileVisibleSwapsAppearance() throws {
    let window = Window()
    let first = ViewController(id: ViewControllerID(1))
    let second = ViewController(id: ViewControllerID(2))
    try window.setRootViewController(first)
    window.makeKeyAndVisible()
    try window.setRootViewController(second)
    #expect(first.appearanceState == .disappeared)
    #expect(first.viewIfLoaded?.window == nil)
    #expect(second.appearanceState == .appeared)
    #expect(window.rootView.subviews.count == 1)
  }

  @Test func aChildCannotBecomeTheRoot() throws {
    let window = Window()
    let parent = ViewController(id: ViewControllerID(1))
    let child = ViewController(id: ViewControllerID(2))
    try parent.addChild(child)
    #expect(throws: ContainmentError.alreadyHasParent(child: child.id, parent: parent.id)) {
      try window.setRootViewController(child)
    }
    #expect(window.rootViewController == nil)
  }

  @Test func rotationFollowsTheRootsSupportedOrientationsAndTransposesTheSize() throws {
    let window = Window(size: Size(width: 100, height: 200))
    let root = OrientationLimitedViewController(
      id: ViewControllerID(1), supported: .allButUpsideDown)
    try window.setRootViewController(root)
    window.makeKeyAndVisible()
    #expect(!window.rotate(to: .portraitUpsideDown))
    #expect(window.rotate(to: .landscapeLeft))
    #expect(window.size == Size(width: 200, height: 100))
    #expect(root.view.frame.size == window.size)
    #expect(window.rotate(to: .landscapeRight))
    #expect(window.size == Size(width: 200, height: 100), "landscape to landscape keeps the size")
    root.allowsRotation = false
    #expect(!window.rotate(to: .portrait))
    #expect(!window.resize(to: Size(width: 10, height: 10)))
    #expect(window.orientation == .landscapeRight)
  }
}
