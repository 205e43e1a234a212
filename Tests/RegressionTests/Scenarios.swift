import Containment
import StressKit

/// A canonical scenario of the containment contract: a short sequence of operations on a stack
/// in a shown window, whose transcript is kept as a golden log in `Golden/NAME.log`.
///
/// `follows` cites the documented UIKit or CoconutKit behaviour the expected callback order
/// follows; it is written at the top of the golden log as comments.
struct Scenario: Sendable, CustomStringConvertible {
  var name: String
  /// The contract rules the scenario pins down (test names and messages carry them).
  var rules: [Rule]
  var summary: String
  var follows: [String]
  var capacity = StackController.defaultCapacity
  var operations: [StressStep<StackStress.Operation>]

  var description: String { name }

  var options: StressOptions<StackStress> {
    StressOptions(
      seed: 0, steps: max(1, operations.count),
      configuration: StackStress.Configuration(capacity: capacity))
  }

  var header: [String] {
    ["\(name): \(summary)", "Rules: " + rules.map(\.rawValue).joined(separator: ", "), ""]
      + follows + ["", "Operations are defined in Tests/RegressionTests/Scenarios.swift."]
  }
}

/// A stack on screen with `count` children, pushed without animation (the root without a
/// transition style), so that the scenario starts from there.
private func shown(_ count: Int) -> [StressStep<StackStress.Operation>] {
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
      "UIKit, didReceiveMemoryWarning(): sent to every view controller; before iOS 6 the",
      "  default implementation released the view when it was not in a window, then sent",
      "  viewDidUnload. A covered child whose view is still in the window keeps it.",
      "CoconutKit, HLSContainerStack.releaseViews: releases the views of children below the",
      "  top and forwards viewDidUnload; a released child is reloaded before it is shown again.",
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
      "UIKit, viewDidUnload (iOS 5): sent after the view is released; a child shown again",
      "  reloads (loadView, viewDidLoad) before viewWillAppear.",
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
extension StressStep where Operation == StackStress.Operation {
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
