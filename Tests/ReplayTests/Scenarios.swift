import Containment
import StressKit

/// A canonical scenario of the containment contract: a short sequence of operations on a
/// container in a shown window (a stack unless said otherwise), whose transcript is kept as a
/// golden log in `Golden/NAME.log`.
///
/// `follows` cites the documented UIKit or CoconutKit behaviour the expected callback order
/// follows; it is written at the top of the golden log as comments.
struct Scenario: Sendable, CustomStringConvertible {
  /// What a replay writes down: the transcript's text and the rules it broke.
  struct Replay {
    var text: String
    var violations: [String]
  }

  var name: String
  /// The contract rules the scenario pins down (test names and messages carry them).
  var rules: [Rule]
  var summary: String
  var follows: [String]
  /// Replays the scenario with the given planted bugs.
  var replay: @Sendable (_ plantedBugs: [String]) throws -> Replay

  var description: String { name }

  /// A scenario of the stack (capacity `capacity`).
  init(
    name: String, rules: [Rule], summary: String, follows: [String],
    capacity: Int = StackController.defaultCapacity,
    operations: [StressStep<StackDriver.Operation>]
  ) {
    self.init(
      name: name, rules: rules, summary: summary, follows: follows, of: StackDriver.self,
      configuration: StackDriver.Configuration(capacity: capacity), operations: operations)
  }

  /// A scenario of any driver.
  init<Driver: StressDriver>(
    name: String, rules: [Rule], summary: String, follows: [String], of _: Driver.Type,
    configuration: Driver.Configuration, operations: [StressStep<Driver.Operation>]
  ) {
    let replayer = DriverReplayer<Driver>(configuration: configuration, operations: operations)
    self.init(name: name, rules: rules, summary: summary, follows: follows, replay: replayer.replay)
  }

  /// A scenario written by hand: `replay` writes its own text.
  init(
    name: String, rules: [Rule], summary: String, follows: [String],
    replay: @escaping @Sendable ([String]) throws -> Replay
  ) {
    self.name = name
    self.rules = rules
    self.summary = summary
    self.follows = follows
    self.replay = replay
  }

  var header: [String] {
    ["\(name): \(summary)", "Rules: " + rules.map(\.rawValue).joined(separator: ", "), ""]
      + follows + ["", "Operations are defined in Tests/ReplayTests/Scenarios.swift."]
  }
}

/// A stack on screen with `count` children, pushed without animation (the root without a
/// transition style), so that the scenario starts from there.
private func shown(_ count: Int) -> [StressStep<StackDriver.Operation>] {
  [.push(payload: 0, style: .none, animated: false)]
    + Array(repeating: .push(payload: 0, style: .slide, animated: false), count: count - 1)
}

// Transitions last `TransitionStyle.duration` ticks (250 to 400): `half` lands inside one,
// `rest` after its end.
private let half = 100
private let rest = 400

extension Scenario {
  /// The canonical scenarios, each with its golden log.
  static let all: [Scenario] = [
    pushPop(animated: false), pushPop(animated: true), pushBeforeVisible, memoryWarningCovered,
    memoryWarningMidTransition, cancelledPush, cancelledPop, interruptedPush, capacityShrinkAndGrow,
    pushPastCapacity, tabSelection, menuByHand, windowRootAtAssignment,
    removeAndReinsertCached, rotationDuringAndAfterTransition,
  ]

  static func pushPop(animated: Bool) -> Scenario {
    Scenario(
      name: animated ? "push-pop-animated" : "push-pop-not-animated",
      rules: [.L2, .L4, .C3, .C8],
      summary: "push a root and a second child, then pop it, \(animated ? "" : "not ")animated",
      follows: [
        "UIKit, UIViewController.addChild(_:): adding a child calls its willMove(toParent:);",
        "  the container calls didMove(toParent:) once the transition is over.",
        "UIKit, removeFromParent(): the container calls willMove(toParent: nil) first; removal",
        "  calls didMove(toParent: nil).",
        "UIKit, beginAppearanceTransition(_:animated:)/endAppearanceTransition(): a custom",
        "  container brackets each child's appearance change: viewWillAppear / viewWillDisappear",
        "  when the transition starts, viewDidAppear / viewDidDisappear when it ends.",
        "CoconutKit, HLSStackController: pushing gives the covered child viewWillDisappear and",
        "  viewDidDisappear; popping plays the inverse of the transition the child was pushed",
        "  with, and the revealed child gets viewWillAppear and viewDidAppear.",
        "UIKit, UINavigationControllerDelegate, as logged in \"UIViewController Life Cycle\"",
        "  (vastdevblog.vast.com/blog/2012/04/08/uiviewcontroller-life-cycle): will-show comes",
        "  after the old top's viewWillDisappear and the new top's viewWillAppear (the stack's",
        "  delegate follows it); did-show after viewDidAppear.",
      ],
      operations: animated
        ? [
          .push(payload: 0, style: .none, animated: false),
          .push(payload: 0, style: .slide, animated: true), .advance(ticks: half),
          .advance(ticks: rest),
          .pop(animated: true), .advance(ticks: half), .advance(ticks: rest),
        ]
        : [
          .push(payload: 0, style: .none, animated: false),
          .push(payload: 0, style: .slide, animated: false),
          .pop(animated: false),
        ])
  }

  static let pushBeforeVisible = Scenario(
    name: "push-before-visible",
    rules: [.L1, .C6, .C3],
    summary: "children pushed while the window is off screen load nothing until it is shown",
    follows: [
      "CoconutKit, HLSContainerStack: view controllers can be loaded into a container before",
      "  it is displayed, and children's views are instantiated when really needed, not earlier.",
      "CoconutKit, HLSStackController push: called before the stack is displayed, the animation",
      "  is not played (it only sets the animation the later pop reverses).",
      "UIKit, UIViewController.view: the view loads lazily, on first access (loadView, then",
      "  viewDidLoad); only the child that ends up on top is shown, so only it loads and appears.",
    ],
    operations: [
      .hideWindow,
      .push(payload: 0, style: .none, animated: false),
      .push(payload: 0, style: .slide, animated: true),
      .push(payload: 0, style: .crossFade, animated: true),
      .showWindow,
      .pop(animated: true), .advance(ticks: rest),
    ])

  static let memoryWarningCovered = Scenario(
    name: "memory-warning-covered",
    rules: [.L3, .C4, .C2],
    summary: "a memory warning while another view controller covers the stack",
    follows: [
      "UIKit, didReceiveMemoryWarning(): sent to every view controller; on iOS 5 the default",
      "  implementation released the view when it was not in a window, between viewWillUnload",
      "  and viewDidUnload (iOS 6 and later never release views: the model follows iOS 5). A",
      "  covered child whose view is still in the window keeps it.",
      "CoconutKit, UIViewController+HLSExtensions.m unloadViews (github.com/defagos/CoconutKit):",
      "  viewWillUnload, the view set to nil, viewDidUnload; HLSContainerStack releases the",
      "  views of children below the top this way, and a released child is reloaded before it",
      "  is shown again.",
    ],
    capacity: 3,
    operations: shown(3) + [
      .cover(animated: false),
      .memoryWarning(count: 1),
      .uncover(animated: false),
      .pop(animated: false),
    ])

  static let memoryWarningMidTransition = Scenario(
    name: "memory-warning-mid-transition",
    rules: [.C4, .L3, .C1],
    summary: "a memory warning halfway through a push spares both participants",
    follows: [
      "CoconutKit, HLSContainerStack: during insertions capacity + 1 children may be loaded, so",
      "  that no view disappears abruptly; capacity holds when no animation runs.",
      "UIKit, didReceiveMemoryWarning(): views that are on screen are never released; both",
      "  children of a running transition are on screen.",
    ],
    capacity: 3,
    operations: shown(3) + [
      .push(payload: 0, style: .slide, animated: true), .advance(ticks: half),
      .memoryWarning(count: 1),
      .advance(ticks: rest),
    ])

  /// What the cancellation scenarios follow, and what no public source settles.
  static let cancellationSources = [
    "UIKit, cancelled interactive pop, as logged in \"The Inconsistent Order of View",
    "  Transition Events\" (wangling.me/2014/02/the-inconsistent-order-of-view-transition-",
    "  events.html): the pop gives the popped child viewWillDisappear and the revealed one",
    "  viewWillAppear; once cancelled, the revealed child gets viewWillDisappear and",
    "  viewDidDisappear, then the popped one viewWillAppear and viewDidAppear. The model",
    "  calls nothing at the cancellation and all four when the play-back ends.",
    "UIKit, UINavigationControllerDelegate: a cancelled interactive transition sends no",
    "  will-show or did-show (the stack's delegate hears nothing either).",
    "Not settled by any public source: the popped child's containment calls after a cancel.",
    "  The model sends didMove(toParent: stack) at the end, balancing the willMove(toParent:",
    "  nil) of the pop. UIKit has no interactive push; a cancelled push is the model's mirror",
    "  of a cancelled pop (willMove(toParent: stack), then didMove(toParent: nil)).",
  ]

  static let cancelledPush = Scenario(
    name: "cancelled-push",
    rules: [.L2, .L4, .C3],
    summary: "a push cancelled halfway, as an interactive transition is",
    follows: cancellationSources,
    operations: shown(1) + [
      .push(payload: 0, style: .slide, animated: true), .advance(ticks: half),
      .cancelTransition,
      .advance(ticks: rest),
    ])

  static let cancelledPop = Scenario(
    name: "cancelled-pop",
    rules: [.L2, .L4, .C3],
    summary: "a pop cancelled halfway, as releasing an interactive pop gesture early does",
    follows: cancellationSources,
    operations: shown(2) + [
      .pop(animated: true), .advance(ticks: half),
      .cancelTransition,
      .advance(ticks: rest),
    ])

  static let interruptedPush = Scenario(
    name: "interrupted-push",
    rules: [.L2, .C3, .C6],
    summary: "the window leaves the screen halfway through a push, then comes back",
    follows: [
      "UIKit, endAppearanceTransition(): a container whose own view disappears ends its",
      "  children's running appearance transitions before forwarding its viewWillDisappear, so",
      "  every viewWillAppear is matched by a viewDidAppear before the disappearance starts.",
      "CoconutKit, HLSContainerStack: lifecycle events are forwarded only when coherent with",
      "  the child's current phase; an animation interrupted by the container's disappearance",
      "  is finished at once.",
    ],
    operations: shown(1) + [
      .push(payload: 0, style: .slide, animated: true), .advance(ticks: half),
      .hideWindow,
      .showWindow,
    ])

  static let capacityShrinkAndGrow = Scenario(
    name: "capacity-shrink-grow",
    rules: [.C1, .C2],
    summary: "shrinking the capacity unloads the views below the new top N; growing loads none",
    follows: [
      "CoconutKit, HLSStackController: at most capacity top children's views are loaded",
      "  (default 2); the views below are unloaded to save memory. Raising the capacity keeps",
      "  more views once loaded, but views still load only when needed (lazily).",
      "UIKit, viewWillUnload / viewDidUnload (iOS 5): sent before and after the view is",
      "  released; a child shown again reloads (loadView, viewDidLoad) before viewWillAppear.",
      "A capacity change releases at once the views that fall below the top N (but a running",
      "  transition's participants, which keep theirs until it ends).",
    ],
    capacity: 3,
    operations: shown(3) + [
      .setCapacity(1),
      .setCapacity(4),
      .pop(animated: false),
      .push(payload: 0, style: .slide, animated: true), .advance(ticks: half),
      .setCapacity(1),
      .advance(ticks: rest),
    ])

  static let pushPastCapacity = Scenario(
    name: "push-past-capacity",
    rules: [.C1, .L3],
    summary: "an animated push moves a child below the top N: its view goes when the push starts",
    follows: [
      "CoconutKit, HLSContainerStack.m (github.com/defagos/CoconutKit) until commit 1feefc5d",
      "  (2012-11-09): \"now that the animation is over\", the view of the child at depth",
      "  capacity was released (releaseViews: viewWillUnload, the view set to nil,",
      "  viewDidUnload), at the end of the push. Since that commit it is only taken out of the",
      "  view hierarchy (\"the view is NOT unloaded\"; a later memory warning may release it on",
      "  iOS 4 and 5, and iOS 6 never does): the capacity bounds the hierarchy, not memory.",
      "The model's choice (\"The model\", \"Decisions worth knowing\"): the view is released when the",
      "  push starts. It is covered by a participant and out of the window then, so L3 allows",
      "  it, and a top-N cache that is meant to bound memory frees it at once; the participants",
      "  keep theirs until the push ends (at most N + 1 views loaded meanwhile).",
    ],
    operations: shown(2) + [
      .push(payload: 0, style: .slide, animated: true), .advance(ticks: half),
      .advance(ticks: rest),
    ])

  static let removeAndReinsertCached = Scenario(
    name: "remove-reinsert-cached",
    rules: [.C5, .L4, .C2],
    summary: "a child removed from below the top keeps its view and comes back with it",
    follows: [
      "UIKit, removeFromParent(): removal ends the parent relationship (willMove(toParent:",
      "  nil), didMove(toParent: nil)) but does not release the child's view; its owner keeps it.",
      "CoconutKit, HLSStackController: children can be inserted and removed anywhere in the",
      "  stack; an inserted child below the top is not shown, so it gets no appearance calls.",
    ],
    operations: shown(3) + [
      .retain(index: 1),
      .remove(index: 1, animated: false),
      .insertCached(slot: 0, index: 1),
      .pop(animated: false),
    ])

  static let rotationDuringAndAfterTransition = Scenario(
    name: "rotation-during-after-transition",
    rules: [.C7, .L2],
    summary: "a rotation is refused while a push runs and forwarded once it is over",
    follows: [
      "UIKit, shouldAutorotate: containers refuse to rotate while a transition animates",
      "  (UINavigationController does not rotate mid-push).",
      "UIKit, viewWillTransition(to:with:): a container forwards the size change to its",
      "  children.",
      "CoconutKit, HLSContainerStack: rotation events are forwarded to the children; it",
      "  refuses to rotate while an animation runs.",
    ],
    operations: shown(2) + [
      .push(payload: 0, style: .slide, animated: true), .advance(ticks: half),
      .rotate(.landscapeLeft),
      .advance(ticks: rest),
      .rotate(.landscapeLeft),
    ])
}

/// The stack's operations as steps, so that scenarios read as lists of operations.
extension StressStep where Operation == StackDriver.Operation {
  static func push(payload: Int, style: TransitionStyle, animated: Bool) -> Self {
    .container(.push(payload: payload, style: style, animated: animated))
  }
  static func pop(animated: Bool) -> Self { .container(.pop(animated: animated)) }
  static func remove(index: Int, animated: Bool) -> Self {
    .container(.remove(index: index, animated: animated))
  }
  static func insertCached(slot: Int, index: Int) -> Self {
    .container(.insertCached(slot: slot, index: index))
  }
  static func retain(index: Int) -> Self { .container(.retain(index: index)) }
  static func setCapacity(_ capacity: Int) -> Self { .container(.setCapacity(capacity)) }
  static func cover(animated: Bool) -> Self { .container(.cover(animated: animated)) }
  static func uncover(animated: Bool) -> Self { .container(.uncover(animated: animated)) }
  static var cancelTransition: Self { .container(.cancelTransition) }
}

/// Replays a driver's operations: a value, so that the scenario's closure captures no metatype.
private struct DriverReplayer<Driver: StressDriver>: Sendable {
  let configuration: Driver.Configuration
  let operations: [StressStep<Driver.Operation>]

  @Sendable func replay(plantedBugs: [String]) throws -> Scenario.Replay {
    var options = StressOptions<Driver>(
      seed: 0, steps: max(1, operations.count), configuration: configuration)
    options.plantedBugs = plantedBugs
    let transcript = try Transcript(options: options, steps: operations)
    return Scenario.Replay(
      text: transcript.text, violations: transcript.violations.map(String.init(describing:)))
  }
}

// MARK: Containers other than the stack

extension Scenario {
  static let tabSelection = Scenario(
    name: "tab-selection",
    rules: [.L2, .L4, .C3],
    summary:
      "a tab container (two children, the first shown) selects the second, then gets a new list",
    follows: [
      "UIKit, UITabBarController, as logged in \"UITabBarViewController-控制器加载(3)\"",
      "  (pgzxc.github.io/posts/efa3afd7.html): switching tabs loads the new tab and calls its",
      "  viewWillAppear, then the old tab's viewWillDisappear and viewDidDisappear, then the new",
      "  tab's viewDidAppear. The tab container follows it.",
      "STKMenuViewController -setViewControllers: (github.com/stablekernel/MenuController,",
      "  MenuController/STKMenuViewController.m): each child added gets didMoveToParent: at",
      "  once, before the next is added. UIKit documents no order for its own containers; the",
      "  tab container pairs each arrival's willMove and didMove the same way, and removes the",
      "  children that leave once the selection has moved.",
    ],
    of: TabDriver.self, configuration: NoConfiguration(),
    operations: [
      .container(.select(index: 1)),
      .container(.setChildren(keep: 0b10, add: .new(payload: 0), at: 0)),
      .container(.select(index: 0)),
    ])

  static let menuByHand = Scenario(
    name: "menu-by-hand",
    rules: [.L2, .L4, .C3, .C6],
    summary:
      "a menu container written by hand selects, gets a new list, and goes off screen and back",
    follows: [
      "Apple, \"Implementing a Container View Controller\" (View Controller Programming Guide",
      "  for iOS): addChild, add the child's view to the hierarchy, didMove(toParent:); to",
      "  remove, willMove(toParent: nil), removeFromSuperview, removeFromParent. With",
      "  shouldAutomaticallyForwardAppearanceMethods true (the default), a child's view",
      "  entering the window gives it viewWillAppear and viewDidAppear, leaving it",
      "  viewWillDisappear and viewDidDisappear.",
      "STKMenuViewController (github.com/stablekernel/MenuController,",
      "  MenuController/STKMenuViewController.m): -setSelectedViewController: takes the old",
      "  view out, then adds the new one (the old child disappears whole first);",
      "  -setViewControllers: removes every old child and adds every new one, each with its",
      "  didMoveToParentViewController: at once, then selects the first. The model's menu",
      "  installs the selected view when it appears rather than in -viewDidLoad (C6).",
    ],
    of: MenuDriver.self, configuration: NoConfiguration(),
    operations: [
      .container(.select(index: 1)),
      .container(.setChildren(keep: 0b10, add: .new(payload: 0), at: 0)),
      .hideWindow,
      .container(.select(index: 1)),
      .showWindow,
    ])

  static let windowRootAtAssignment = Scenario(
    name: "window-root-at-assignment",
    rules: [.L1, .L2],
    summary: "a root assigned to a hidden window loads its view at once and appears when shown",
    follows: [
      "Apple, UIWindow.rootViewController: \"assigning a view controller to this property",
      "  (either programmatically or using Interface Builder) installs the view controller's",
      "  view as the content view of the window\": the root's view loads at assignment.",
      "Apple, UIWindow.makeKeyAndVisible(): shows the window; its root appears then.",
      "The model's hidden window takes its root's view out (\"The model\", \"Decisions worth",
      "  knowing\"), so a view a memory warning released meanwhile is loaded again on show.",
    ],
    replay: { _ in windowRootReplay() })

  /// The window scenario, written by hand: the window is what the other scenarios' runner
  /// sets up before their first step.
  private static func windowRootReplay() -> Replay {
    let log = LifecycleLog()
    let window = Window()
    let root = ViewController(id: ViewControllerID(1), observer: log)
    let names = [ViewControllerID(1): "root"]
    var lines: [String] = []
    var unbalanced: [String] = []
    func step(_ name: String, _ body: () throws -> Void) rethrows {
      log.removeAll()
      try body()
      for event in log.events {
        if case .unbalancedAppearanceTransition = event.kind { unbalanced.append("\(event)") }
      }
      lines.append(name)
      lines += log.events.map {
        "  \(names[$0.subject] ?? "\($0.subject)") \($0.kind.description { names[$0] ?? "\($0)" })"
      }
      lines.append("  = root \(root.appearanceState), \(root.isViewLoaded ? "loaded" : "no view")")
    }
    try? step("setRootViewController(root)") { try window.setRootViewController(root) }
    step("makeKeyAndVisible") { window.makeKeyAndVisible() }
    step("hide") { window.hide() }
    step("simulateMemoryWarning") { window.simulateMemoryWarning() }
    step("makeKeyAndVisible") { window.makeKeyAndVisible() }
    lines.append(unbalanced.isEmpty ? "no violations" : "violations: \(unbalanced)")
    return Replay(
      text: lines.joined(separator: "\n") + "\n", violations: unbalanced)
  }
}
