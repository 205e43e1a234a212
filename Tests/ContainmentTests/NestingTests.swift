import Containment
import ContainmentTestSupport
import Testing

/// Containers nest: a stack inside a tab container inside a placeholder, with appearance,
/// rotation and memory warnings forwarded through every level, and the visible child's title
/// and navigation items forwarded on request.
@Suite struct NestingTests {
  /// window → placeholder (vc0) → tabs (vc1) → [stack (vc2) → [vc3, vc4, vc5], other (vc6)].
  final class Tree: WindowFixture {
    let placeholder: PlaceholderController
    let tabs: TabController
    let stack: StackController
    let stacked: [RecordingViewController]
    let other: RecordingViewController

    init() throws {
      let clock = VirtualClock()
      let log = LifecycleLog(capacity: 1024)
      func child(_ number: UInt64, _ title: String) -> RecordingViewController {
        let child = RecordingViewController(
          id: ViewControllerID(number), viewPayloadBytes: 64, observer: log)
        child.title = title
        return child
      }
      placeholder = try PlaceholderController(
        clock: clock, id: ViewControllerID(0), title: "placeholder", observer: log)
      tabs = TabController(id: ViewControllerID(1), title: "tabs", observer: log)
      stack = try StackController(
        capacity: 2, clock: clock, id: ViewControllerID(2), title: "stack", observer: log)
      stacked = [child(3, "home"), child(4, "list"), child(5, "detail")]
      other = child(6, "settings")
      for page in stacked { try stack.push(page, animated: false) }
      try tabs.setViewControllers([stack, other])
      try placeholder.setChild(tabs)
      super.init(clock: clock, log: log)
      try window.setRootViewController(placeholder)
    }

    var everyone: [ViewController] { [placeholder, tabs, stack] + stacked + [other] }

    /// Shows the middle child, then covers it again, so that its view is loaded and covered.
    func coverTheMiddleChild() throws {
      try stack.pop(animated: false)
      try stack.push(stacked[2], animated: false)
      _ = drainLog()
    }
  }

  /// Every view controller's appearance callbacks alternate will/did in legal pairs.
  func expectBalanced(_ lines: [String], _ tree: Tree) {
    for controller in tree.everyone {
      let prefix = "\(controller.id) view"
      let calls = lines.filter { $0.hasPrefix(prefix) && $0.contains("ppear(") }
        .map { $0.dropFirst(prefix.count - 4).prefix { $0 != "(" } }
      var state = "disappeared"
      for call in calls {
        switch (state, call) {
        case ("disappeared", "viewWillAppear"), ("disappearing", "viewWillAppear"):
          state = "appearing"
        case ("appearing", "viewDidAppear"): state = "appeared"
        case ("appeared", "viewWillDisappear"), ("appearing", "viewWillDisappear"):
          state = "disappearing"
        case ("disappearing", "viewDidDisappear"): state = "disappeared"
        default: Issue.record("\(controller.id): \(call) while \(state) in \(calls)")
        }
      }
    }
  }

  @Test("appearance reaches every level, down to the stack's top only, balanced both ways")
  func appearanceThroughEveryLevel() throws {
    let tree = try Tree()
    tree.window.makeKeyAndVisible()
    let shown = tree.drainLog()
    for controller: ViewController in [tree.placeholder, tree.tabs, tree.stack, tree.stacked[2]] {
      #expect(controller.appearanceState == .appeared, "\(controller.id)")
    }
    #expect(tree.stacked[0].appearanceState == .disappeared && !tree.stacked[0].isViewLoaded)
    #expect(!tree.other.isViewLoaded)
    // Parents' will before children's will; children's did after parents' did.
    let wills = ["vc0", "vc1", "vc2", "vc5"].map { "\($0) viewWillAppear(animated: false)" }
    for (parent, child) in zip(wills, wills.dropFirst()) {
      #expect(shown.has(parent, before: child), "\(shown)")
    }
    tree.window.hide()
    let hidden = tree.drainLog()
    expectBalanced(shown + hidden, tree)
    #expect(tree.everyone.allSatisfy { $0.appearanceState == .disappeared })
  }

  @Test("switching tabs makes the whole stack disappear, its top child included, and come back")
  func tabSwitchCarriesTheStack() throws {
    let tree = try Tree()
    tree.window.makeKeyAndVisible()
    var lines = tree.drainLog()
    try tree.tabs.select(tree.other)
    #expect(tree.stack.appearanceState == .disappeared)
    #expect(tree.stacked[2].appearanceState == .disappeared)
    #expect(tree.other.appearanceState == .appeared)
    try tree.tabs.select(at: 0)
    #expect(tree.stacked[2].appearanceState == .appeared)
    lines += tree.drainLog()
    #expect(lines.contains("vc5 viewDidDisappear(animated: false)"))
    // A push inside the stack, inside the tab, inside the placeholder, plays its transition.
    try tree.stack.push(
      RecordingViewController(id: ViewControllerID(7), viewPayloadBytes: 0, observer: tree.log),
      style: .slide, animated: true)
    #expect(tree.stack.isTransitioning)
    try tree.clock.runUntilIdle()
    lines += tree.drainLog()
    expectBalanced(lines, tree)
  }

  @Test("a rotation reaches every loaded view controller at every level")
  func rotationThroughEveryLevel() throws {
    let tree = try Tree()
    tree.window.makeKeyAndVisible()
    try tree.coverTheMiddleChild()
    #expect(tree.window.rotate(to: .landscapeLeft))
    let size = tree.window.size
    let reached = tree.drainLog().filter { $0.hasSuffix("viewWillTransition(to: \(size))") }
      .map { String($0.prefix { $0 != " " }) }
    #expect(reached == ["vc0", "vc1", "vc2", "vc4", "vc5"])
    #expect(tree.stacked[2].view.frame.size == size)
    // Mid-push, the stack refuses, and so does the whole tree.
    try tree.stack.pop(animated: true)
    #expect(!tree.window.rotate(to: .portrait))
  }

  @Test("a memory warning reaches every level; covered views go, shown ones stay")
  func memoryWarningThroughEveryLevel() throws {
    let tree = try Tree()
    tree.window.makeKeyAndVisible()
    try tree.coverTheMiddleChild()
    #expect(tree.stacked[1].isViewLoaded, "within the stack's capacity")
    tree.window.simulateMemoryWarning()
    let lines = tree.drainLog()
    for controller in tree.everyone {
      #expect(lines.contains("\(controller.id) didReceiveMemoryWarning"), "\(controller.id)")
    }
    #expect(!tree.stacked[1].isViewLoaded, "the covered child's view is released")
    #expect(tree.stacked[2].isViewLoaded && tree.stack.isViewLoaded && tree.tabs.isViewLoaded)
  }

  @Test("titles and navigation items are forwarded through every level that asks for it")
  func propertyForwarding() throws {
    let tree = try Tree()
    tree.stacked[2].navigationItem = NavigationItem(rightItems: ["Share"])
    #expect(tree.placeholder.displayedTitle == "placeholder", "off unless asked for")
    tree.placeholder.forwardsChildProperties = true
    #expect(tree.placeholder.displayedTitle == "tabs")
    tree.tabs.forwardsChildProperties = true
    tree.stack.forwardsChildProperties = true
    #expect(tree.placeholder.displayedTitle == "detail")
    #expect(tree.placeholder.displayedNavigationItem.rightItems == ["Share"])
    try tree.stack.pop(animated: false)
    #expect(tree.placeholder.displayedTitle == "list", "derived, so it follows the stack's top")
    try tree.tabs.select(tree.other)
    #expect(tree.placeholder.displayedTitle == "settings")
    tree.other.navigationItem.title = "Preferences"
    #expect(tree.placeholder.displayedTitle == "Preferences", "the item's title comes first")
    tree.tabs.forwardsChildProperties = false
    #expect(tree.placeholder.displayedTitle == "tabs")
    #expect(tree.placeholder.propertySource === tree.tabs)
  }
}
