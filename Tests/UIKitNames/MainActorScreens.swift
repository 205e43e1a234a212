// modes: 5 6
// expect in 6: capture of 'self' with non-Sendable type 'InboxScreen?' in a '@Sendable' closure [#SendableClosureCaptures]
//
// A screen written for today's UIKit in Swift 6: marked `@MainActor`, its overrides change its
// own state and call its own methods (isolated as UIKit's are), it queues work on the main
// queue and in a `Task`, and its timer's block reaches it through a weak reference. Only the
// last line of `startTimers()` is left out (`self` in a `@Sendable` block: see the symbol
// table's "What the layer leaves out").

import UIKitContainment

@MainActor
final class InboxScreen: UIViewController {
  private var rows: [String] = []
  private var refreshes = 0
  private var timer: Timer?
  private var secondTimer: Timer?

  override func viewDidLoad() {
    super.viewDidLoad()
    rows = ["first"]
    render()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    refresh()
    DispatchQueue.main.async { self.render() }
    Task { @MainActor in self.refresh() }
    Task { [weak self] in await self?.load() }
    startTimers()
  }

  override func viewDidDisappear(_ animated: Bool) {
    for running in [timer, secondTimer] { running?.invalidate() }
    (timer, secondTimer) = (nil, nil)
    super.viewDidDisappear(animated)
  }

  override func didReceiveMemoryWarning() {
    rows.removeAll()
    super.didReceiveMemoryWarning()
  }

  override var shouldAutorotate: Bool { rows.isEmpty }

  private func startTimers() {
    nonisolated(unsafe) weak let screen = self
    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
      MainActor.assumeIsolated { screen?.refresh() }
    }
    secondTimer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { [weak self] _ in
      MainActor.assumeIsolated { self?.refresh() }
    }
  }

  private func refresh() { refreshes += 1 }
  private func render() { title = "\(rows.count) rows" }
  private func load() async { rows.append("loaded") }
}

/// Code of the app's that is isolated to the main actor builds its screens there.
@MainActor func makeInbox() -> UINavigationController {
  UINavigationController(rootViewController: InboxScreen())
}
