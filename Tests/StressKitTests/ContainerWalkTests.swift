import Containment
import StressKit
import Testing

/// Seeded random walks of the placeholder, tab and page containers (and of a nest of them)
/// with the harness's oracle watching every lifecycle event: lazy loading (L1), balanced
/// appearance (L2), releases of hidden views only (L3), containment order (L4), and no child
/// view loaded while its container is off screen (C6), plus each container's own invariants
/// after every step.
///
/// This is the oracle's generic half applied to the new containers; driving them from
/// `stress-harness --container` (traces, shrinking) is the next step.
@Suite struct ContainerWalkTests {
  enum Kind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case placeholder, tabs, pages, nested
    var testDescription: String { rawValue }
  }

  /// A walk: a window, a container (identifier 0) and children numbered from 1, every one
  /// observed by the oracle.
  final class Walk {
    let oracle = Oracle(stackID: ViewControllerID(0))
    let clock = VirtualClock()
    let window = Window()
    var rng: SplitMix64
    var made: [ViewController] = []
    var nextNumber: UInt64 = 1
    let kind: Kind
    var placeholder: PlaceholderController?
    var tabs: TabController?
    var pages: PageController?
    var stack: StackController?

    init(kind: Kind, seed: UInt64) throws {
      self.kind = kind
      rng = SplitMix64(seed: seed)
      oracle.register(ViewControllerID(0), isChild: false)
      let root: ViewController
      switch kind {
      case .placeholder:
        let container = try PlaceholderController(
          placeholders: 2, clock: clock, id: ViewControllerID(0), observer: oracle)
        placeholder = container
        root = container
      case .tabs:
        let container = TabController(id: ViewControllerID(0), observer: oracle)
        tabs = container
        root = container
      case .pages:
        let container = try PageController(clock: clock, id: ViewControllerID(0), observer: oracle)
        pages = container
        root = container
      case .nested:
        // placeholder (0) → tabs → [stack, …]; only the placeholder's own children count as
        // members for C6, the others are checked for L1–L4.
        let container = try PlaceholderController(
          clock: clock, id: ViewControllerID(0), observer: oracle)
        let inner = TabController(id: nextID(isChild: false), observer: oracle)
        let innerStack = try StackController(
          clock: clock, id: nextID(isChild: false), observer: oracle)
        try inner.setViewControllers([innerStack, makeChild()])
        try container.setChild(inner)
        placeholder = container
        tabs = inner
        stack = innerStack
        root = container
      }
      try window.setRootViewController(root)
      window.makeKeyAndVisible()
    }

    /// The oracle keeps its records by identifier: they are handed out in order.
    func nextID(isChild: Bool) -> ViewControllerID {
      let id = ViewControllerID(nextNumber)
      nextNumber += 1
      oracle.register(id, isChild: isChild)
      return id
    }

    func makeChild() -> ViewController {
      // Nested, the children belong to the inner containers: the oracle's child rules (C5,
      // C6) speak of the container under test's own children, so they are tracked for
      // L1–L4 only.
      let child = ViewController(
        id: nextID(isChild: kind != .nested), viewPayloadBytes: 32, observer: oracle)
      made.append(child)
      return child
    }

    func pick(_ count: Int) -> Int { Int(rng.next() % UInt64(max(1, count))) }
    func coin() -> Bool { rng.next() & 1 == 0 }
    var style: TransitionStyle { [.none, .slide, .cover, .crossFade][pick(4)] }

    /// A child not in any container (new, or one that left), or `nil`.
    func freeChild() -> ViewController? {
      let free = made.filter { $0.parent == nil }
      return free.isEmpty || coin() ? makeChild() : free[pick(free.count)]
    }

    /// Problems seen by the step itself (a rotation accepted mid-transition).
    var stepProblems: [String] = []
    /// Whether the last step was a memory warning.
    var warned = false

    func step() {
      stepProblems = []
      warned = false
      switch pick(10) {
      case 0:
        window.simulateMemoryWarning()
        warned = true
      case 1:
        let busy = [stack?.isTransitioning, placeholder?.isTransitioning, pages?.isTransitioning]
          .contains(true)
        let before = window.orientation
        window.rotate(to: InterfaceOrientation.allCases[pick(4)])
        if busy, window.orientation != before {
          stepProblems.append("rotated to \(window.orientation) during a transition")
        }
      case 2: clock.advance(by: Int64(pick(300)))
      case 3: if coin() { window.hide() } else { window.makeKeyAndVisible() }
      default: containerStep()
      }
    }

    func containerStep() {
      // Refusals (a transition in progress, an index out of range) are part of the walk.
      switch kind {
      case .placeholder:
        try? placeholder?.setChild(
          coin() ? freeChild() : nil, at: pick(2), style: style, reversed: coin(),
          animated: coin())
      case .tabs: tabStep()
      case .pages: pageStep()
      case .nested:
        switch pick(3) {
        case 0: tabStep()
        case 1:
          if let stack, stack.count > 1, coin() {
            _ = try? stack.pop(animated: coin())
          } else if let child = freeChild() {
            try? stack?.push(child, style: style, animated: coin())
          }
        default: try? placeholder?.setChild(tabs, style: style, animated: coin())
        }
      }
    }

    func tabStep() {
      guard let tabs else { return }
      switch pick(4) {
      case 0:
        var list = tabs.viewControllers.filter { $0 === stack || coin() }
        if coin(), let child = freeChild() { list.insert(child, at: pick(list.count + 1)) }
        try? tabs.setViewControllers(list)
      case 1: if tabs.isMenuShown { tabs.hideMenu() } else { tabs.showMenu() }
      default: try? tabs.select(at: pick(tabs.viewControllers.count + 1))
      }
    }

    func pageStep() {
      guard let pages else { return }
      if pick(5) == 0 {
        var list = pages.pages.filter { _ in pick(4) != 0 }
        for _ in 0..<pick(3) { if let child = freeChild() { list.append(child) } }
        try? pages.setPages(list, current: pick(list.count))
      } else if coin() {
        _ = try? pages.swipeLeft(animated: coin())
      } else {
        _ = try? pages.swipeRight(animated: coin())
      }
    }

    /// The container's own invariants, checked after every step.
    func invariants() -> [String] {
      var problems = stepProblems
      let running = placeholder?.isTransitioning == true || pages?.isTransitioning == true
      if running, window.rootViewController?.appearanceState == .disappeared {
        problems.append("a transition runs in a container off screen")
      }
      if warned, let pages {
        for page in pages.pages where page.isViewLoaded && page !== pages.currentPage {
          if !pages.isTransitioning {
            problems.append("\(page.id) kept its view through a memory warning")
          }
        }
      }
      if let tabs, kind == .tabs {
        for child in tabs.viewControllers where child !== tabs.selectedViewController {
          if child.appearanceState != .disappeared {
            problems.append("unselected \(child.id) is \(child.appearanceState)")
          }
        }
        if tabs.selectedViewController == nil, !tabs.viewControllers.isEmpty {
          problems.append("children but no selection")
        }
      }
      if let pages, !pages.isTransitioning, let current = pages.currentIndex {
        for (index, page) in pages.pages.enumerated() {
          if abs(index - current) > pages.radius, page.isViewLoaded {
            problems.append("page \(index) loaded, \(current) visible")
          }
          if index != current, page.appearanceState != .disappeared {
            problems.append("hidden page \(index) is \(page.appearanceState)")
          }
        }
      }
      if let placeholder, !placeholder.isTransitioning, placeholder.appearanceState == .appeared {
        for index in 0..<placeholder.placeholderCount {
          if let child = try? placeholder.child(at: index), child.appearanceState != .appeared {
            problems.append("placeholder \(index) shows \(child.id) \(child.appearanceState)")
          }
        }
      }
      return problems
    }
  }

  @Test(
    "a seeded walk of each container keeps the lifecycle contract at every step",
    arguments: Kind.allCases, [UInt64(1), 2, 3])
  func walkKeepsTheContract(kind: Kind, seed: UInt64) throws {
    let walk = try Walk(kind: kind, seed: seed)
    for step in 0..<3_000 {
      walk.step()
      let problems = walk.invariants()
      guard walk.oracle.violations.isEmpty, problems.isEmpty else {
        Issue.record(
          "\(kind) seed \(seed) step \(step): \(walk.oracle.violations.map(String.init(describing:)) + problems)"
        )
        return
      }
    }
    #expect(walk.made.count > 10, "the walk made children")
    #expect(walk.made.contains { $0.viewLoadCount > 1 }, "views were released and loaded again")
  }
}
