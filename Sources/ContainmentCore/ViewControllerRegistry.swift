/// Where view controllers made without an identifier get one, an observer and a release
/// policy.
///
/// Code written the UIKit way makes its view controllers itself (`UIViewController()`,
/// `MyController(nibName: nil, bundle: nil)`) with nothing to name or watch them. A harness that
/// watches every view controller of a run makes a registry current for all it runs
/// (``ViewControllerRegistry/withCurrent(_:)``); each view controller made then asks it for a
/// ``ViewControllerRegistration``. Without one current, such a view controller takes a fresh
/// process-wide identifier (``ViewControllerID/next()``), no observer, and its class's policy.
///
/// ```swift
/// final class Registry: ViewControllerRegistry {
///   var next: UInt64 = 0
///   func registerViewController(of type: ViewController.Type) -> ViewControllerRegistration {
///     defer { next += 1 }
///     return ViewControllerRegistration(id: ViewControllerID(next), observer: nil, policy: .iOS6)
///   }
/// }
/// let registry = Registry()
/// let made = registry.withCurrent {
///   ViewController.currentRegistry?.registerViewController(of: ViewController.self)
/// }
/// precondition(made?.id == ViewControllerID(0))
/// ```
public protocol ViewControllerRegistry: AnyObject {
  /// The identity, observer and policy of a view controller of class `type` being made now.
  ///
  /// A view controller's stored properties are made before it, so a container whose
  /// properties hold view controllers registers after them: the class tells the container
  /// from what it made.
  func registerViewController(of type: ViewController.Type) -> ViewControllerRegistration
}

/// What a ``ViewControllerRegistry`` gives a view controller made while it is current.
public struct ViewControllerRegistration {
  /// The identifier its lifecycle events carry.
  public var id: ViewControllerID
  /// The observer of its lifecycle events, if any.
  public var observer: (any LifecycleObserver)?
  /// Whether memory warnings release its view.
  public var policy: ViewReleasePolicy

  /// A registration.
  public init(id: ViewControllerID, observer: (any LifecycleObserver)?, policy: ViewReleasePolicy) {
    self.id = id
    self.observer = observer
    self.policy = policy
  }
}

/// The registry current on a thread, in a box: the thread's slot holds the box, so that reading
/// the registry back costs no dynamic cast (a cast from `AnyObject` to the protocol cost some
/// 400 instructions, and a view controller made the UIKit way reads it as it is made).
private final class CurrentRegistry {
  let registry: any ViewControllerRegistry
  init(_ registry: any ViewControllerRegistry) { self.registry = registry }
}

/// The thread-specific slot of the current registry.
private let registrySlot = ThreadSlot<CurrentRegistry>()

extension ViewController {
  /// The registry current on this thread, if any (``ViewControllerRegistry/withCurrent(_:)``).
  @usableFromInline package static var _currentRegistry: (any ViewControllerRegistry)? {
    registrySlot.current?.registry
  }
}

extension ViewControllerRegistry {
  /// Runs `body` with this registry current on this thread, then makes the previous one current
  /// again.
  ///
  /// - Parameter body: The work whose new view controllers this registry names.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  @discardableResult
  public func withCurrent<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    // Already current (a harness makes each child inside its run's): no box to make.
    if let current = registrySlot.current, current.registry === self { return try body() }
    // The box lives while `with` runs: it is its argument.
    return try registrySlot.with(CurrentRegistry(self), body)
  }
}
