import Containment
import UIKitContainment

/// What every shape of container says of itself: its name, how to make it, its planted bugs
/// and its contract.
///
/// A shape is a type of one's own (an enum without cases reads best) conforming to one of
/// ``ContentShape``, ``ListShape`` or ``StackShape``; its driver (``ContentShapeDriver``,
/// ``ListShapeDriver``, ``StackShapeDriver``) brings the workload, the checks, the shrinker and
/// the command line. The container is written for UIKit (`UIViewController`, through
/// `UIKitContainment`); the children the workload makes are `UIViewController`s whose views
/// carry its payloads.
public protocol ContainerShape: SendableMetatype {
  /// The container's class.
  associatedtype Container: UIViewController
  /// Its planted bugs (the mistakes its code can be made to make), none by default.
  associatedtype Bug: StressBug = NoBug

  /// The container's name, as `--container` takes it.
  static var name: String { get }

  /// Makes the container with the mistakes `plantedBugs` plant.
  ///
  /// It is made while the run names the view controllers made (the first of class
  /// `Container` is the container under test), so make it of that class itself.
  @MainActor static func makeContainer(plantedBugs: Set<Bug>) -> Container

  /// The contract the container is held to unless a run names another: today's iOS
  /// (``Contract/ios``) by default.
  static var contract: Contract { get }

  /// Whether `container` keeps `child` on purpose while it is not its child (both sides of a
  /// flip, a cache of pages): the leak check (C9) holds it as the container's then. `false`
  /// by default.
  @MainActor static func holds(_ child: UIViewController, in container: Container) -> Bool

  /// Why no run can reach `state`, or `nil` when one can: the coverage report leaves such
  /// states out of what a run must reach (``StressDriverInfo/whyUnreachable``). A container
  /// that changes its content at once, with no animation, is never mid-transition:
  ///
  /// ```swift
  /// import StressKit
  ///
  /// func whyUnreachable(_ state: CoverageState) -> String? {
  ///   state["phase"] == "mid-transition" ? "it changes its content at once, unanimated" : nil
  /// }
  /// ```
  ///
  /// Every state is reachable by default.
  static func whyUnreachable(_ state: CoverageState) -> String?

  /// The dimensions of the container's own state that the coverage report counts, after the
  /// runner's phase and the driver's own (a list's length, a stack's depth, whether a content
  /// is shown): whether its menu is shown, whether a change waits for an animation's end, an
  /// empty cache. None by default.
  ///
  /// ```swift
  /// import StressKit
  ///
  /// let coverageDimensions = [CoverageDimension("waiting", ["nothing waiting", "a content waiting"])]
  /// ```
  static var coverageDimensions: [CoverageDimension] { get }

  /// The container's state over ``coverageDimensions`` now: the index of each dimension's
  /// value, the first dimension the most significant (for one dimension, its value's index;
  /// for two of two values each, `first * 2 + second`). Read after every step that changed
  /// something, so O(1). 0 by default.
  ///
  /// A fade that keeps a content asked for mid-fade until the fade's end:
  ///
  /// ```swift
  /// import StressKit
  ///
  /// func coverageIndex(waiting: Bool) -> Int {  // coverageIndex(of: fade) gives this
  ///   waiting ? 1 : 0
  /// }
  /// ```
  @MainActor static func coverageIndex(of container: Container) -> Int

  /// The gestures a user makes on the container (a drawer's pan, a pager's swipe): the
  /// driver puts a finger down where one starts, moves it, lifts or cancels it, each a step
  /// among the others (``ShapeGesture``). None by default: a shape without gestures draws no
  /// touch, and its runs are what they were.
  static var gestures: [ShapeGesture<Container>] { get }

  /// The kinds of screen the workload makes as the container's new children: the team's own
  /// view controllers (``StressScreen``), drawn by weight, in place of the harness's plain
  /// child. None by default.
  ///
  /// ```swift
  /// import StressKit
  /// import UIKitContainment
  ///
  /// final class ListViewController: UIViewController {}
  /// final class EditorViewController: UIViewController {}
  ///
  /// let screens = [
  ///   StressScreen("list", weight: 3) { ListViewController() },
  ///   StressScreen("editor") { EditorViewController() },
  /// ]
  /// ```
  static var screens: [StressScreen] { get }

  /// The children `container` shows beside the one its driver follows (a drawer's open menu
  /// beside its content, a split view's primary beside its detail): idle and on screen, they
  /// must have appeared too (C3). None by default.
  @MainActor static func alsoShown(in container: Container) -> [UIViewController]

  /// The runner's loop for this shape. Harness plumbing: keep the default implementation
  /// (each shape protocol's), specialized where the shape's conformance is declared: the
  /// driver is generic over the shape, and the runner's loop unspecialized over it costs most
  /// of a step. The runner and its steps come as they are (`StressRunner<Driver>`, the steps
  /// or `nil`, the record or `nil`): a shape's driver type cannot be named here.
  static func _loop(
    _ runner: AnyObject, replaying steps: Any?, record: Any?, progress: (Int) -> Bool)
}

extension ContainerShape {
  /// Today's iOS.
  public static var contract: Contract { .ios }
  /// None.
  @MainActor public static func holds(_ child: UIViewController, in container: Container) -> Bool {
    false
  }
  /// None: every state is reachable.
  public static func whyUnreachable(_ state: CoverageState) -> String? { nil }
  /// None.
  public static var coverageDimensions: [CoverageDimension] { [] }
  /// 0.
  @MainActor public static func coverageIndex(of container: Container) -> Int { 0 }
  /// None.
  public static var gestures: [ShapeGesture<Container>] { [] }

  /// None: the harness's plain children.
  public static var screens: [StressScreen] { [] }
  /// None: the container shows one child at a time.
  @MainActor public static func alsoShown(in container: Container) -> [UIViewController] { [] }
}

/// What every shape driver shares: the container under test, made the UIKit way, the children
/// of UIKit's it takes, and the members of `StressDriver` that the shape decides (its part of
/// the driver's info: name, contract, coverage; what it holds).
///
/// ``ContentShapeDriver``, ``ListShapeDriver`` and ``StackShapeDriver`` are its subclasses; a
/// container of no common shape has a `StressDriver` of its own.
public class ShapeDriverBase<Shape: ContainerShape> {
  /// What the harness gives the container.
  let context: StressContext
  /// The container under test.
  let container: Shape.Container

  /// How many states the shape's own ``ContainerShape/coverageDimensions`` have.
  let shapeStates: Int

  /// The finger on the container, while one is down (``ContainerShape/gestures``).
  var finger = ShapeFinger()

  init(context: StressContext, plantedBugs: Set<Shape.Bug>) throws {
    self.context = context
    context.makesUIKitChildren = true
    // Those of a wrapper (``WithScreens``) stand when the shape names none.
    if !Shape.screens.isEmpty { try context.adoptScreens(Shape.screens, of: Shape.self) }
    container = try context.makeContainer {
      onModelThread(plantedBugs) { Shape.makeContainer(plantedBugs: $0) }
    }
    shapeStates = CoverageState.count(of: Shape.coverageDimensions)
  }

  /// The state over the driver's dimension (its value `driverValue`) and then the shape's.
  ///
  /// A shape's index out of its dimensions' range is a mistake in the shape: the run stops,
  /// naming it, rather than count a state that does not exist.
  func coverageIndex(driverValue: Int) -> Int {
    let own = onModelThread(container) { Shape.coverageIndex(of: $0) }
    precondition(
      (0..<shapeStates).contains(own),
      "\(Shape.self).coverageIndex(of:) gave \(own), outside the \(shapeStates) states of its coverageDimensions"
    )
    return driverValue &* shapeStates &+ own
  }

  /// The driver's declaration, the shape's parts of it from the shape: its name, its
  /// contract, its coverage dimensions after the driver's `dimension`, the states it rules out.
  static func info<Driver: StressDriver>(
    profiles: [StressProfile<Driver.Kind>], dimension: CoverageDimension
  ) -> StressDriverInfo<Driver> {
    StressDriverInfo(
      name: Shape.name, profiles: profiles, contract: Shape.contract,
      ownRules: StressScreen.ownRules(of: Shape.screens),
      coverageDimensions: [dimension] + Shape.coverageDimensions,
      whyUnreachable: { Shape.whyUnreachable($0) })
  }

  /// The container.
  public var root: ViewController { container }

  /// While the container's animations run (its deadlines on the clock), or a transition of
  /// UIKit's waits on a gesture (the clock held: a swipe's finger down; or the container's
  /// `transitionCoordinator`, as UIKit code asks).
  public var isTransitioning: Bool {
    !context.clock.isSettled || onModelThread(container) { $0.transitionCoordinator != nil }
  }

  /// What the container keeps on purpose (``ContainerShape/holds(_:in:)``).
  public func holds(_ viewController: ViewController) -> Bool {
    guard let child = viewController as? UIViewController else { return false }
    return onModelThread(child, container) { Shape.holds($0, in: $1) }
  }

  /// The child `choice` names, as a `UIViewController` (the workload's are).
  func child(_ choice: ChildChoice) -> UIViewController? {
    context.child(for: choice) as? UIViewController
  }

  /// C3 once no animation runs: `shown` and those the shape shows beside it
  /// (``ContainerShape/alsoShown(in:)``) shown, the container's other children not.
  func checkShown(_ shown: @autoclosure () -> UIViewController?) {
    // Mid-transition C3 says nothing: nothing is read (neither the children nor what the
    // shape shows beside), which is most steps of an animated container.
    guard !isTransitioning else { return }
    if context.checksScreens { context.checkScreenInvariants(under: container) }
    let shown = shown()
    let beside = onModelThread(container) { Shape.alsoShown(in: $0) }
    guard !beside.isEmpty else {
      return context.checkShown(shown, among: container._currentChildren, of: container, idle: true)
    }
    context.checkShown(among: container._currentChildren, of: container, idle: true) {
      child in child === shown || beside.contains { $0 === child }
    }
  }
}

/// The runner's loop for a shape's driver, `Driver`, from what
/// ``ContainerShape/_loop(_:replaying:record:progress:)`` is given: the driver's own loop
/// passes them typed as `Driver`'s, so the casts hold; they are made once a run, not a step.
@inlinable
public func _shapeLoop<Driver: StressDriver>(
  _: Driver.Type, _ runner: AnyObject, replaying steps: Any?, record: Any?,
  progress: (Int) -> Bool
) {
  typealias Step = StressStep<Driver.Operation>
  var replayed: [Step]?
  if let steps {
    guard let typed = steps as? [Step] else { preconditionFailure("steps of another driver") }
    replayed = typed
  }
  var recording: ((Step) -> Void)?
  if let record {
    guard let typed = record as? (Step) -> Void else {
      preconditionFailure("a record of another driver's steps")
    }
    recording = typed
  }
  unsafeDowncast(runner, to: StressRunner<Driver>.self)._loop(
    replaying: replayed, record: recording, progress: progress)
}
