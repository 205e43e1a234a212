import Containment

/// A contract rule the demo saw broken.
struct DemoViolation: Error, CustomStringConvertible {
  var description: String
}

/// The scripted demo: a stack in a window, pushes, a memory warning in mid-transition, pops.
///
/// After every step it checks what the demo can see of the contract: no unbalanced appearance
/// call (L2), at most `capacity` loaded views in the stack when idle and one more during a
/// transition (C1), the top child appeared when idle (C3). A violation ends the run with an error.
struct DemoScript {
  var capacity: Int
  var depth: Int
  var payloadBytes: Int
  var animated: Bool

  func run(write: @escaping (String) -> Void) throws -> String {
    let cast = (0...UInt64(depth + 1)).map { number in
      "\(ViewControllerID(number)) \(number == 0 ? "stack" : number == 1 ? "root" : "child\(number - 1)")"
    }
    write("== cast: \(cast.joined(separator: ", "))")
    let clock = VirtualClock()
    let observer = PrintingObserver(clock: clock, write: write)
    func make(_ number: UInt64, _ title: String) -> ViewController {
      let child = ViewController(
        id: ViewControllerID(number),
        title: title,
        viewPayloadBytes: payloadBytes,
        observer: observer
      )
      observer.titles[child.id] = title
      return child
    }

    let stack = try StackController(
      capacity: capacity,
      clock: clock,
      id: ViewControllerID(0),
      title: "stack",
      observer: observer
    )
    observer.titles[stack.id] = "stack"
    let root = make(1, "root")
    try stack.push(root, style: .none, animated: false)
    let window = Window()
    try window.setRootViewController(stack)

    write("== window becomes visible (capacity \(capacity))")
    window.makeKeyAndVisible()

    var children: [ViewController] = [root]
    var maxLoaded = 0
    func check(_ step: String) throws {
      let loaded = stack.viewControllers.filter(\.isViewLoaded).count
      maxLoaded = max(maxLoaded, loaded)
      let allowed = stack.isTransitioning ? capacity + 1 : capacity
      if loaded > allowed {
        throw DemoViolation(
          description: "C1 after \(step): \(loaded) views loaded, capacity \(capacity)")
      }
      if let event = observer.unbalanced.first {
        throw DemoViolation(description: "L2 after \(step): \(event)")
      }
      if !stack.isTransitioning, let top = stack.topViewController, top.appearanceState != .appeared
      {
        throw DemoViolation(
          description: "C3 after \(step): top \(top.id) is \(top.appearanceState)")
      }
    }
    try check("appearing")
    let styles: [TransitionStyle] = [.slide, .cover, .crossFade]
    for level in 1...depth {
      let child = make(UInt64(level + 1), "child\(level)")
      children.append(child)
      let style = styles[(level - 1) % styles.count]
      write("== push child\(level) (\(style))")
      try stack.push(child, style: style, animated: animated)
      try check("push")
      if level == depth, let end = stack.transitionEndsAt {
        try clock.advance(to: (clock.now + end) / 2)
        write("== memory warning in mid-transition")
        window.simulateMemoryWarning()
        try check("memory warning")
      }
      try clock.runUntilIdle()
      try check("push end")
    }

    write("== memory warning, idle")
    window.simulateMemoryWarning()
    try check("memory warning")

    write("== pop to root")
    while stack.count > 1 {
      try stack.pop(animated: animated)
      try check("pop")
      try clock.runUntilIdle()
      try check("pop end")
    }

    let loaded = children.filter(\.isViewLoaded).count
    let reloads = children.map { max(0, $0.viewLoadCount - 1) }.reduce(0, +)
    return """
      events: \(observer.count), virtual time: \(clock.now) ticks
      children: \(children.count), loaded now: \(loaded), reloads: \(reloads), \
      most views loaded in the stack: \(maxLoaded) (capacity \(capacity))
      contract checks (L2, C1, C3): passed
      """
  }
}
