import Containment

/// The kinds of screen a run makes as its new children, named by a type so that every runner
/// of a driver (a run, its shrinking, a replay, a kept case in the team's `swift test`) makes
/// the same ones: what ``WithScreens`` takes.
///
/// ```swift
/// import StressKit
/// import UIKitContainment
///
/// final class InboxViewController: UIViewController {}
/// final class MessageViewController: UIViewController {}
///
/// enum MailScreens: StressScreenSet {
///   static let screens = [
///     StressScreen("inbox") { InboxViewController() },
///     StressScreen("message", weight: 3) { MessageViewController() },
///   ]
/// }
/// ```
public protocol StressScreenSet {
  /// The kinds, each with its name and weight.
  static var screens: [StressScreen] { get }
  /// The set's name, after the container's in the driver's (`stack-with-MailScreens`): the
  /// type's name by default.
  static var name: String { get }
}

extension StressScreenSet {
  /// The type's name.
  public static var name: String { String(describing: Self.self) }
}

/// Any driver whose new children are the team's own screens: a built-in container (the
/// top-N stack, the tabs, the pages…) or one of the team's, driven as it is, each child its
/// workload makes being one of `Screens` by weight instead of the harness's plain child.
///
/// The driver's operations, profiles, contract and checks are `Base`'s; its name is `Base`'s
/// with the set's (`stack-with-MailScreens`), so that its traces and kept cases, which name the
/// screens (`{"screen":{"name":"message"}}`), replay under it (a plain run of `Base` stops at
/// the first screen, naming it). A shape may list its screens
/// itself (``ContainerShape/screens``) and need no wrapper; wrapped, the wrapper's stand.
///
/// ```swift
/// import StressKit
/// import UIKitContainment
///
/// final class InboxViewController: UIViewController {}
///
/// enum InboxOnly: StressScreenSet {
///   static let screens = [StressScreen("inbox") { InboxViewController() }]
/// }
///
/// // CoconutKit's top-N stack with the team's inbox screens as its children.
/// let runner = try StressRunner<WithScreens<StackDriver, InboxOnly>>(
///   options: StressOptions(seed: 1, steps: 500))
/// runner.run()
/// print(runner.finish().first.map(String.init(describing:)) ?? "clean")
/// ```
public final class WithScreens<Base: StressDriver, Screens: StressScreenSet>: StressDriver {
  /// `Base`'s operations.
  public typealias Operation = Base.Operation
  /// `Base`'s bugs.
  public typealias Bug = Base.Bug
  /// `Base`'s parameters.
  public typealias Configuration = Base.Configuration

  /// The driver the run drives.
  public let base: Base

  /// `Base`'s declaration under its own name, and A1 among its own rules when a screen has an
  /// invariant.
  public static var info: StressDriverInfo<WithScreens> {
    var info = StressDriverInfo<WithScreens>(Base.info)
    info.name = "\(Base.info.name)-with-\(Screens.name)"
    info.ownRules.formUnion(StressScreen.ownRules(of: Screens.screens))
    return info
  }

  /// Builds `Base` with ``StressScreenSet/screens`` as the run's kinds of child.
  ///
  /// - Throws: ``HarnessError/usage(_:)`` when the kinds cannot be a run's (a name twice, a
  ///   weight below 1), or what `Base`'s initializer throws.
  public init(context: StressContext, configuration: Configuration, plantedBugs: Set<Bug>) throws {
    try context.adoptScreens(Screens.screens, of: Screens.self)
    base = try Base(context: context, configuration: configuration, plantedBugs: plantedBugs)
    context.screens = Screens.screens  // over those a shape of its own names
  }

  /// `Base`'s.
  public var root: ViewController { base.root }
  /// `Base`'s.
  public var subject: ViewController { base.subject }
  /// `Base`'s.
  public var isTransitioning: Bool { base.isTransitioning }
  /// `Base`'s.
  public var currentConfiguration: Configuration? { base.currentConfiguration }

  /// `Base`'s.
  public func nextOperation(
    of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64
  ) -> Operation {
    base.nextOperation(of: kind, profile: profile, using: &rng)
  }
  /// `Base`'s.
  public func apply(_ operation: Operation) -> Bool { base.apply(operation) }
  /// `Base`'s.
  public func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    base.checkInvariants(after: step, in: context)
    if context.checksScreens, !base.isTransitioning {
      context.checkScreenInvariants(under: base.root)
    }
  }
  /// `Base`'s.
  public func audit(in context: StressContext) { base.audit(in: context) }
  /// `Base`'s.
  public func coverageIndex() -> Int { base.coverageIndex() }
  /// `Base`'s.
  public func memoryWarningWillArrive(in context: StressContext) {
    base.memoryWarningWillArrive(in: context)
  }
  /// `Base`'s.
  public func whyKept(_ child: ViewControllerID) -> String? { base.whyKept(child) }
  /// `Base`'s.
  public func tearDown() { base.tearDown() }
  /// `Base`'s.
  public func holds(_ viewController: ViewController) -> Bool { base.holds(viewController) }
  /// `Base`'s.
  public func plantedLeakUndo() -> () -> Void { base.plantedLeakUndo() }
  /// `Base`'s.
  public func transcriptState(naming: (ViewControllerID) -> String, in context: StressContext)
    -> String
  {
    base.transcriptState(naming: naming, in: context)
  }
}

extension StressDriverInfo {
  /// `other`'s declaration for a driver of the same operations and parameters.
  init<Other: StressDriver>(_ other: StressDriverInfo<Other>)
  where Other.Operation == Driver.Operation, Other.Configuration == Driver.Configuration {
    self.init(
      name: other.name, profiles: other.profiles, parameters: other.parameters,
      contract: other.contract, ownRules: other.ownRules,
      inapplicableRules: other.inapplicableRules, coverageDimensions: other.coverageDimensions,
      whyUnreachable: other.whyUnreachable, swarmSpares: other.swarmSpares,
      configurationKinds: other.configurationKinds, fixedNames: other.fixedNames)
  }
}
