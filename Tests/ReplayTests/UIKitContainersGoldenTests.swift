import Containment
import Testing
import UIKitContainment

/// UIKit's own containers, callback by callback, written in UIKit's names only: each scenario's
/// transcript is its golden log (`GoldenUIKitContainers/*.log`), headed by what the order rests
/// on and where the model decides.
@Suite struct UIKitContainersGoldenTests {
  /// The container a scenario starts from, `vc0`.
  enum Root: Sendable {
    /// A navigation controller with `vc1` at the bottom of its stack.
    case navigation
    /// A tab bar controller with the tabs `vc1`, `vc2`, the first selected.
    case tabs
    /// A scroll-style page view controller over the pages `vc1`, `vc2`, `vc3`, `vc1` shown.
    case pages
  }

  /// A window whose root is the scenario's container, on screen unless a scenario says
  /// otherwise; a registry names the view controllers in the order they are made, and a clock
  /// is current for everything a scenario does.
  @MainActor final class Stage {
    /// Names the view controllers made while it is current `vc0`, `vc1`… in order.
    final class Registry: ViewControllerRegistry {
      let log: GoldenRecorder
      let policy: ViewReleasePolicy
      private var next: UInt64 = 0
      init(log: GoldenRecorder, policy: ViewReleasePolicy) {
        (self.log, self.policy) = (log, policy)
      }
      func registerViewController(of type: ViewController.Type) -> ViewControllerRegistration {
        defer { next += 1 }
        return ViewControllerRegistration(id: ViewControllerID(next), observer: log, policy: policy)
      }
    }

    /// The delegate: notes what it hears among the callbacks, and refuses the tabs it is told
    /// to refuse; the pages' data source.
    final class Delegate: UINavigationControllerDelegate, UITabBarControllerDelegate,
      UIPageViewControllerDelegate, UIPageViewControllerDataSource
    {
      var pages: [UIViewController] = []
      func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerBefore viewController: UIViewController
      ) -> UIViewController? {
        pages.firstIndex(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
      }
      func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerAfter viewController: UIViewController
      ) -> UIViewController? {
        pages.firstIndex(of: viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
      }
      func pageViewController(
        _ pageViewController: UIPageViewController,
        willTransitionTo pendingViewControllers: [UIViewController]
      ) { log.note("delegate willTransitionTo \(pendingViewControllers.map(\.id))") }
      func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
      ) {
        log.note(
          "delegate didFinishAnimating \(finished), previous \(previousViewControllers.map(\.id)), completed: \(completed)"
        )
      }
      let log: GoldenRecorder
      var refused: Set<ObjectIdentifier> = []
      init(log: GoldenRecorder) { self.log = log }
      func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
      ) -> Bool {
        let allowed = !refused.contains(ObjectIdentifier(viewController))
        log.note("delegate shouldSelect \(viewController.id): \(allowed)")
        return allowed
      }
      func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
      ) { log.note("delegate didSelect \(viewController.id)") }
      func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
      ) { log.note("delegate willShow \(viewController.id), animated: \(animated)") }
      func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
      ) { log.note("delegate didShow \(viewController.id), animated: \(animated)") }
    }

    let log = GoldenRecorder()
    let registry: Registry
    let delegate: Delegate
    let clock = VirtualClock()
    let window = Window()
    let root: UIViewController

    init(_ kind: Root, onScreen: Bool, policy: ViewReleasePolicy) throws {
      registry = Registry(log: log, policy: policy)
      let delegate = Delegate(log: log)
      self.delegate = delegate
      root = registry.withCurrent {
        switch kind {
        case .navigation:
          let navigation = UINavigationController(nibName: nil, bundle: nil)
          navigation.setViewControllers([UIViewController()], animated: false)
          navigation.delegate = delegate
          return navigation
        case .tabs:
          let tabs = UITabBarController()
          tabs.viewControllers = [UIViewController(), UIViewController()]
          tabs.delegate = delegate
          return tabs
        case .pages:
          let pager = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal)
          delegate.pages = [UIViewController(), UIViewController(), UIViewController()]
          pager.dataSource = delegate
          pager.delegate = delegate
          pager.setViewControllers([delegate.pages[0]], direction: .forward, animated: false)
          return pager
        }
      }
      try window.setRootViewController(root)
      if onScreen { window.makeKeyAndVisible() }
      log.forget()
    }

    /// The root, a navigation controller.
    var navigation: UINavigationController {
      guard let navigation = root as? UINavigationController else {
        preconditionFailure("the scenario's root is no navigation controller")
      }
      return navigation
    }
    /// The root, a tab bar controller.
    var tabs: UITabBarController {
      guard let tabs = root as? UITabBarController else {
        preconditionFailure("the scenario's root is no tab bar controller")
      }
      return tabs
    }

    /// The root, a page view controller.
    var pager: UIPageViewController {
      guard let pager = root as? UIPageViewController else {
        preconditionFailure("the scenario's root is no page view controller")
      }
      return pager
    }

    /// A new view controller.
    func child() -> UIViewController { registry.withCurrent { UIViewController() } }

    /// Pushes `vc2` unanimated, then begins the edge swipe back, noting when the interaction
    /// changes (the interactive pops' first two steps).
    func pushThenSwipe() {
      let new = child()
      step("pushViewController(vc2, animated: false)") {
        navigation.pushViewController(new, animated: false)
      }
      step("the edge swipe begins") {
        log.note("began: \(navigation._beginInteractivePop())")
        navigation.transitionCoordinator?.notifyWhenInteractionChanges { [log] context in
          log.note("interaction changed, cancelled: \(context.isCancelled)")
        }
      }
    }

    /// The root's state, and the presented view controllers' (bottom first) if any.
    private var state: String {
      let presented = window._presented.map {
        "\($0.id) \($0.appearanceState)\($0.viewIfLoaded?.window == nil ? "" : " in the window")"
      }
      return GoldenRecorder.state(of: root, clock: clock)
        + (root.viewIfLoaded?.window == nil ? ", vc0's view out of the window" : "")
        + (presented.isEmpty ? "" : ", presented [\(presented.joined(separator: ", "))]")
    }

    /// One step: its name, the callbacks it made, and the state after it.
    func step(_ name: String, _ body: () throws -> Void) {
      log.step(name, state: state) {
        try registry.withCurrent { try clock.withCurrent { try body() } }
      }
    }
  }

  /// A scenario: its name, what it rests on, and its steps.
  struct Scenario: CustomStringConvertible, Sendable {
    var root = Root.navigation
    let name: String
    let follows: [String]
    var onScreen = true
    var policy = ViewReleasePolicy.iOS6
    let run: @MainActor @Sendable (Stage) throws -> Void
    var description: String { name }
  }

  static let apple = [
    "Apple, UINavigationController: pushViewController(_:animated:) pushes onto the stack and",
    "  updates the display; popViewController(animated:) pops the top and updates the display;",
    "  the delegate's navigationController(_:willShow:animated:) is called just before, and",
    "  navigationController(_:didShow:animated:) just after, the navigation controller",
    "  displays a view controller's view.",
  ]
  static let recordings = [
    "Published recordings of UIKit (vastdevblog, 2012, iOS 5: 'B viewDidLoad, A",
    "  viewWillDisappear, B viewWillAppear, willShowViewController B, A viewDidDisappear, B",
    "  viewDidAppear, didShowViewController B'; arm1.ru, the pushed controller's",
    "  willMoveToParentViewController:, viewDidLoad, viewWillAppear:, the animation,",
    "  viewDidAppear:, didMoveToParentViewController:, and a pop's willMoveToParentViewController:",
    "  nil first, didMoveToParentViewController: nil last).",
  ]
  static let interactive = [
    "Apple, interactivePopGestureRecognizer: the gesture recognizer responsible for popping the",
    "  top view controller off the navigation stack; UIViewControllerTransitionCoordinator's",
    "  notifyWhenInteractionChanges(_:) runs its handler when the interactive part ends. A",
    "  harness begins and ends the swipe with _beginInteractivePop() and",
    "  _endInteractivePop(finishing:); the transition waits for the finger, not the clock.",
  ]
  static let decided = [
    "The model decides: the animation takes 0.35 s (one tick a millisecond); didMove(toParent:)",
    "  comes before the delegate's didShow.",
  ]

  static let scenarios: [Scenario] = [
    Scenario(
      name: "navigation-push-animated", follows: apple + recordings + decided,
      run: { stage in
        let new = stage.child()
        stage.step("pushViewController(vc2, animated: true)") {
          stage.navigation.pushViewController(new, animated: true)
        }
        stage.step("advance(ticks: 349)") { try stage.clock.advance(by: 349) }
        stage.step("advance(ticks: 1)") { try stage.clock.advance(by: 1) }
      }),
    Scenario(
      name: "navigation-pop-animated", follows: apple + recordings + decided,
      run: { stage in
        let new = stage.child()
        stage.step("pushViewController(vc2, animated: false)") {
          stage.navigation.pushViewController(new, animated: false)
        }
        stage.step("popViewController(animated: true)") {
          stage.log.note(
            "popped \(stage.navigation.popViewController(animated: true)?.id.description ?? "nil")")
        }
        stage.step("advance(ticks: 350)") { try stage.clock.advance(by: 350) }
      }),
    Scenario(
      name: "navigation-pop-to-root",
      follows: apple + recordings + decided + [
        "Apple, popToRootViewController(animated:): pops all the view controllers on the stack",
        "  except the root view controller and updates the display; the model: each popped one",
        "  hears willMove(toParent: nil) at the start, top first, and leaves at the end.",
      ],
      run: { stage in
        let (second, third) = (stage.child(), stage.child())
        stage.step("pushViewController(vc2, animated: false)") {
          stage.navigation.pushViewController(second, animated: false)
        }
        stage.step("pushViewController(vc3, animated: false)") {
          stage.navigation.pushViewController(third, animated: false)
        }
        stage.step("popToRootViewController(animated: true)") {
          let popped = stage.navigation.popToRootViewController(animated: true) ?? []
          stage.log.note("popped \(popped.map(\.id.description))")
        }
        stage.step("advance(ticks: 350)") { try stage.clock.advance(by: 350) }
        stage.step("popViewController(animated: true)") {
          stage.log.note(
            "popped \(stage.navigation.popViewController(animated: true)?.id.description ?? "nil")")
        }
      }),
    Scenario(
      name: "navigation-off-screen",
      follows: apple + [
        "UIKit forwards appearance only to view controllers on screen. The model: off screen a",
        "  push or pop changes the stack and the views at once, and the delegate hears nothing;",
        "  coming on screen, the top appears with the navigation controller and the delegate",
        "  hears will-show and did-show around it (vastdevblog's recording of the first display:",
        "  'A viewWillAppear, willShowViewController A, …, A viewDidAppear, didShowViewController",
        "  A').",
      ], onScreen: false,
      run: { stage in
        let new = stage.child()
        stage.step("pushViewController(vc2, animated: true)") {
          stage.navigation.pushViewController(new, animated: true)
        }
        stage.step("makeKeyAndVisible") { stage.window.makeKeyAndVisible() }
        stage.step("popViewController(animated: false)") {
          _ = stage.navigation.popViewController(animated: false)
        }
      }),
    Scenario(
      name: "navigation-nested-push",
      follows: apple + decided + [
        "UIKit, pushing while a push animates, prints 'nested push animation can result in",
        "  corrupted navigation bar'. The model reports it (a violation under a harness) and",
        "  plays the second push from the child coming in; the first push's end tells no",
        "  delegate.",
      ],
      run: { stage in
        let (second, third) = (stage.child(), stage.child())
        stage.step("pushViewController(vc2, animated: true)") {
          stage.navigation.pushViewController(second, animated: true)
        }
        stage.step("pushViewController(vc3, animated: true)") {
          stage.navigation.pushViewController(third, animated: true)
        }
        stage.step("advance(ticks: 350)") { try stage.clock.advance(by: 350) }
      }),
    Scenario(
      name: "navigation-interactive-pop-cancelled",
      follows: apple + interactive + [
        "'The Inconsistent Order of View Transition Events' (wangling.me, 2014), a cancelled",
        "  interactive pop: current viewWillDisappear, new viewWillAppear, new viewWillDisappear,",
        "  new viewDidDisappear, current viewWillAppear, current viewDidAppear: the current",
        "  controller never hears viewDidDisappear. The model: the pop's willMove(toParent: nil)",
        "  is balanced by didMove(toParent:) the navigation controller (no public source settles",
        "  it); the play-back takes 0.35 s; the delegate hears no did-show.",
      ],
      run: { stage in
        stage.pushThenSwipe()
        stage.step("advance(ticks: 1000)") { try stage.clock.advance(by: 1000) }
        stage.step("the finger lifts early") {
          stage.navigation._endInteractivePop(finishing: false)
        }
        stage.step("advance(ticks: 350)") { try stage.clock.advance(by: 350) }
      }),
    Scenario(
      name: "navigation-interactive-pop-finished",
      follows: apple + interactive + [
        "A finished interactive pop gives a pop's order (wangling.me: 'Pushing and popping,",
        "  interactive or not'). The model: the rest of the animation takes 0.35 s.",
      ],
      run: { stage in
        stage.pushThenSwipe()
        stage.step("the finger lifts past half way") {
          stage.navigation._endInteractivePop(finishing: true)
        }
        stage.step("advance(ticks: 350)") { try stage.clock.advance(by: 350) }
      }),
    Scenario(
      name: "navigation-memory-warning-ios5",
      follows: apple + [
        "Apple, didReceiveMemoryWarning() (iOS 5): the default implementation releases the view",
        "  if it is not in a window. A covered child's view is off screen in a navigation",
        "  controller, so iOS 5 released it and loaded it again when a pop brought it back.",
      ], policy: .iOS5,
      run: { stage in
        let new = stage.child()
        stage.step("pushViewController(vc2, animated: false)") {
          stage.navigation.pushViewController(new, animated: false)
        }
        stage.step("simulateMemoryWarning") { stage.window.simulateMemoryWarning() }
        stage.step("popViewController(animated: false)") {
          _ = stage.navigation.popViewController(animated: false)
        }
      }),
  ]

  @Test(
    "each scenario of UIKit's containers replays as its golden log says",
    arguments: scenarios + tabScenarios + presentationScenarios + pageScenarios)
  @MainActor func scenarioMatchesItsGoldenLog(_ scenario: Scenario) throws {
    let stage = try Stage(scenario.root, onScreen: scenario.onScreen, policy: scenario.policy)
    try scenario.run(stage)
    stage.log.expectGolden(scenario.name, in: "GoldenUIKitContainers", follows: scenario.follows)
  }

  @Test("every scenario has a golden log, and every golden log a scenario")
  func everyScenarioHasAGoldenLog() {
    #expect(
      Set(GoldenFile.names(in: "GoldenUIKitContainers", withExtension: "log"))
        == Set(
          (Self.scenarios + Self.tabScenarios + Self.presentationScenarios + Self.pageScenarios)
            .map(\.name)))
  }
}
