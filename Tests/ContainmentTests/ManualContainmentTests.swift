import Containment
import ContainmentTestSupport
import Testing

/// Containment written by hand, as Apple's recipe and the seeds' containers write it: only
/// `addChild`, `addSubview`, `removeFromSuperview`, `removeFromParent`, with appearance forwarded
/// automatically when a child's view comes on screen or leaves it (the default
/// `shouldAutomaticallyForwardAppearanceMethods`).
@Suite struct ManualContainmentTests {
  /// A window whose root (`vc0`) is a plain view controller, and a log of everyone's events.
  final class Fixture: WindowFixture {
    let parent: ViewController

    init(parent: ViewController? = nil, shown: Bool = true) throws {
      let log = LifecycleLog(capacity: 256)
      self.parent = parent ?? ViewController(id: ViewControllerID(0), observer: log)
      super.init(log: log)
      try window.setRootViewController(self.parent)
      if shown { show() }
      _ = drainLog()
    }

    /// Apple's three steps to add a child.
    func add(_ child: ViewController, to container: ViewController? = nil) throws {
      let container = container ?? parent
      try container.addChild(child)
      container.view.addSubview(child.view)
      child.didMove(toParent: container)
    }

    /// Apple's three steps to remove a child.
    func remove(_ child: ViewController) {
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
    }
  }

  @Test("adding a child on screen gives it viewWillAppear and viewDidAppear between the moves")
  func addOnScreen() throws {
    let fixture = try Fixture()
    let child = fixture.child(1)
    try fixture.add(child)
    #expect(
      fixture.drainLog() == [
        "vc1 willMove(toParent: vc0)", "vc1 loadView", "vc1 viewDidLoad",
        "vc1 viewWillAppear(animated: false)", "vc1 viewDidAppear(animated: false)",
        "vc1 didMove(toParent: vc0)",
      ])
    #expect(child.appearanceState == .appeared)
    #expect(child.calls.contains("viewDidAppear(false)"), "the override ran")
  }

  @Test("a child added off screen appears once, with its parent, when the window is shown")
  func addOffScreenThenShow() throws {
    let fixture = try Fixture(shown: false)
    let child = fixture.child(1)
    try fixture.add(child)
    #expect(
      fixture.drainLog() == [
        "vc1 willMove(toParent: vc0)", "vc1 loadView", "vc1 viewDidLoad",
        "vc1 didMove(toParent: vc0)",
      ])
    #expect(child.appearanceState == .disappeared)
    fixture.window.makeKeyAndVisible()
    #expect(
      fixture.drainLog() == [
        "vc0 viewWillAppear(animated: false)", "vc1 viewWillAppear(animated: false)",
        "vc0 viewDidAppear(animated: false)", "vc1 viewDidAppear(animated: false)",
      ])
    fixture.window.hide()
    fixture.window.makeKeyAndVisible()
    #expect(fixture.drainLog().filter { $0.hasPrefix("vc1 ") }.count == 4, "once each way")
    #expect(fixture.unbalanced.isEmpty)
  }

  @Test("removing a child on screen gives it viewWillDisappear and viewDidDisappear")
  func removeOnScreen() throws {
    let fixture = try Fixture()
    let child = fixture.child(1)
    try fixture.add(child)
    #expect(
      fixture.logged { fixture.remove(child) } == [
        "vc1 willMove(toParent: nil)", "vc1 viewWillDisappear(animated: false)",
        "vc1 viewDidDisappear(animated: false)", "vc1 didMove(toParent: nil)",
      ])
    #expect(child.appearanceState == .disappeared)
    #expect(child.isViewLoaded, "removal keeps the view (C5)")
  }

  @Test("removing a child off screen moves it without appearance callbacks")
  func removeOffScreen() throws {
    let fixture = try Fixture()
    let child = fixture.child(1)
    try fixture.add(child)
    fixture.window.hide()
    #expect(
      fixture.logged { fixture.remove(child) } == [
        "vc1 willMove(toParent: nil)", "vc1 didMove(toParent: nil)",
      ])
    #expect(fixture.unbalanced.isEmpty)
  }

  @Test("nested parents: only the outermost view controller hears it, and forwards it down")
  func nestedParents() throws {
    let fixture = try Fixture()
    let middle = ViewController(id: ViewControllerID(1), observer: fixture.log)
    let inner = fixture.child(2)
    try fixture.add(inner, to: middle)  // middle is not on screen: nothing appears
    #expect(!fixture.drainLog().contains { $0.contains("Appear") })
    try fixture.add(middle)
    #expect(
      fixture.drainLog() == [
        "vc1 willMove(toParent: vc0)", "vc1 viewWillAppear(animated: false)",
        "vc2 viewWillAppear(animated: false)", "vc1 viewDidAppear(animated: false)",
        "vc2 viewDidAppear(animated: false)", "vc1 didMove(toParent: vc0)",
      ])
    fixture.remove(middle)
    #expect(
      fixture.drainLog() == [
        "vc1 willMove(toParent: nil)", "vc1 viewWillDisappear(animated: false)",
        "vc2 viewWillDisappear(animated: false)", "vc1 viewDidDisappear(animated: false)",
        "vc2 viewDidDisappear(animated: false)", "vc1 didMove(toParent: nil)",
      ])
    #expect(inner.parent === middle, "the inner child stays in the middle one")
    #expect(fixture.unbalanced.isEmpty)
  }

  /// Adds its child's view in `viewWillAppear`, as containers that build lazily do.
  final class AddsInWillAppear: ViewController {
    var pending: ViewController?
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      guard let child = pending else { return }
      pending = nil
      try? addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
    }
  }

  @Test("a child added during its parent's viewWillAppear appears once, with the parent")
  func addDuringParentsAppearance() throws {
    let log = LifecycleLog()
    let parent = AddsInWillAppear(id: ViewControllerID(0), observer: log)
    let child = RecordingViewController(id: ViewControllerID(1), observer: log)
    parent.pending = child
    let fixture = try Fixture(parent: parent, shown: false)
    #expect(log.lines == ["vc0 loadView", "vc0 viewDidLoad"], "the root loads at assignment")
    log.removeAll()
    fixture.window.makeKeyAndVisible()
    #expect(
      log.lines == [
        "vc0 viewWillAppear(animated: false)", "vc1 willMove(toParent: vc0)", "vc1 loadView",
        "vc1 viewDidLoad", "vc1 viewWillAppear(animated: false)", "vc1 didMove(toParent: vc0)",
        "vc0 viewDidAppear(animated: false)", "vc1 viewDidAppear(animated: false)",
      ])
    #expect(child.appearanceState == .appeared)
  }

  @Test("a container that begins the appearance itself is not given it twice")
  func beginAppearanceTransitionIsHonoured() throws {
    let fixture = try Fixture()
    let child = fixture.child(1)
    try fixture.parent.addChild(child)
    child.beginAppearanceTransition(true, animated: true)
    fixture.parent.view.addSubview(child.view)
    child.endAppearanceTransition()
    child.didMove(toParent: fixture.parent)
    child.willMove(toParent: nil)
    child.beginAppearanceTransition(false, animated: true)
    child.view.removeFromSuperview()
    child.endAppearanceTransition()
    child.removeFromParent()
    #expect(
      fixture.drainLog() == [
        "vc1 willMove(toParent: vc0)", "vc1 loadView", "vc1 viewDidLoad",
        "vc1 viewWillAppear(animated: true)", "vc1 viewDidAppear(animated: true)",
        "vc1 didMove(toParent: vc0)", "vc1 willMove(toParent: nil)",
        "vc1 viewWillDisappear(animated: true)", "vc1 viewDidDisappear(animated: true)",
        "vc1 didMove(toParent: nil)",
      ])
  }

  /// Forwards by hand: its children hear nothing from the view hierarchy.
  final class ForwardsByHand: ViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
  }

  @Test("a parent that forwards by hand opts its children out")
  func optingOut() throws {
    let log = LifecycleLog()
    let fixture = try Fixture(parent: ForwardsByHand(id: ViewControllerID(0), observer: log))
    let child = RecordingViewController(id: ViewControllerID(1), observer: log)
    log.removeAll()
    try fixture.add(child)
    fixture.remove(child)
    #expect(!log.lines.contains { $0.contains("Appear") || $0.contains("Disappear") })
  }

  @Test("moving a view within the screen, or adding a child's view twice, changes nothing")
  func movesOnScreen() throws {
    let fixture = try Fixture()
    let child = fixture.child(1)
    try fixture.add(child)
    let holder = View()
    fixture.parent.view.addSubview(holder)
    _ = fixture.drainLog()
    holder.addSubview(child.view)
    fixture.parent.view.addSubview(child.view)
    fixture.parent.view.insertSubview(child.view, at: 0)
    #expect(fixture.drainLog().isEmpty)
    holder.removeFromSuperview()
    #expect(fixture.drainLog().isEmpty, "the child's view is not in the holder any more")
  }

  @Test("a free view controller's view added by hand hears nothing: its window drives roots")
  func parentlessViewIsNotForwarded() throws {
    let fixture = try Fixture()
    let loose = fixture.child(1)
    fixture.parent.view.addSubview(loose.view)
    #expect(loose.appearanceState == .disappeared)
    #expect(!fixture.drainLog().contains { $0.contains("Appear") })
  }
}

/// Built-in containers (forwarding by hand) inside the hand-written one (forwarding
/// automatically), and the other way round: every appearance reaches each view controller once.
@Suite struct MixedForwardingTests {
  @Test("a stack and a tab container inside the menu: no call twice, the shown ones appeared")
  func builtInsInsideTheMenu() throws {
    let log = LifecycleLog(capacity: 1024)
    let clock = VirtualClock()
    let window = Window()
    let menu = MenuController(id: ViewControllerID(0), observer: log)
    let stack = try StackController(clock: clock, id: ViewControllerID(1), observer: log)
    let tabs = TabController(id: ViewControllerID(2), observer: log)
    let pages = (3...6).map { ViewController(id: ViewControllerID(UInt64($0)), observer: log) }
    try stack.push(pages[0], animated: false)
    try stack.push(pages[1], animated: false)
    try tabs.setViewControllers([pages[2], pages[3]])
    try menu.setViewControllers([stack, tabs])
    try window.setRootViewController(menu)
    window.makeKeyAndVisible()
    #expect(pages[1].appearanceState == .appeared && pages[0].appearanceState == .disappeared)
    try menu.select(at: 1)
    #expect(stack.appearanceState == .disappeared && pages[1].appearanceState == .disappeared)
    #expect(pages[2].appearanceState == .appeared)
    try tabs.select(at: 1)
    try menu.select(at: 0)
    #expect(pages[1].appearanceState == .appeared && pages[3].appearanceState == .disappeared)
    try stack.pop(animated: true)
    try clock.runUntilIdle()
    #expect(pages[0].appearanceState == .appeared)
    window.hide()
    window.simulateMemoryWarning()
    window.makeKeyAndVisible()
    #expect(pages[0].appearanceState == .appeared && pages[0].isViewLoaded)
    #expect(menu.children.allSatisfy { $0 === stack || $0.appearanceState == .disappeared })
    let unbalanced = log.lines.filter { $0.contains("unbalanced") }
    #expect(unbalanced.isEmpty, "\(unbalanced)")
    for page in pages {
      let kinds = log.events(of: page.id)
      let wills = kinds.filter {
        $0 == .viewWillAppear(animated: false) || $0 == .viewWillAppear(animated: true)
      }
      let dids = kinds.filter {
        $0 == .viewDidAppear(animated: false) || $0 == .viewDidAppear(animated: true)
      }
      #expect(wills.count == dids.count, "\(page.id): \(kinds)")
    }
  }

  @Test("the menu inside a stack: pushed over and popped back, its child follows once")
  func theMenuInsideAStack() throws {
    let log = LifecycleLog(capacity: 512)
    let clock = VirtualClock()
    let window = Window()
    let stack = try StackController(clock: clock, id: ViewControllerID(0), observer: log)
    let menu = MenuController(id: ViewControllerID(1), observer: log)
    let shown = ViewController(id: ViewControllerID(2), observer: log)
    let cover = ViewController(id: ViewControllerID(3), observer: log)
    try menu.setViewControllers([shown])
    try stack.push(menu, animated: false)
    try window.setRootViewController(stack)
    window.makeKeyAndVisible()
    #expect(shown.appearanceState == .appeared)
    log.removeAll()
    try stack.push(cover, animated: true)
    try clock.runUntilIdle()
    try stack.pop(animated: true)
    try clock.runUntilIdle()
    #expect(
      log.events(of: shown.id) == [
        .viewWillDisappear(animated: true), .viewDidDisappear(animated: true),
        .viewWillAppear(animated: true), .viewDidAppear(animated: true),
      ])
    #expect(!log.lines.contains { $0.contains("unbalanced") })
  }
}
