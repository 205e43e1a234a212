import Containment
import UIKitContainment

/// The context names the view controllers a container makes itself, the UIKit way
/// (`UIViewController()`): made while it is current (the runner makes it current for all it
/// does), each is watched by the oracle under an identifier of the run's, with the run's
/// release policy.
extension StressContext: ViewControllerRegistry {
  /// The registration of a view controller of class `type` being made now: the container
  /// under test's (``containerID``) when it is the first of the class ``makeContainer(_:)``
  /// makes, a child's of the workload's when one is being made, else a fresh identifier the
  /// oracle watches as a possible child of the container.
  public func registerViewController(of type: ViewController.Type) -> ViewControllerRegistration {
    if let pending = pendingRegistration {
      pendingRegistration = nil
      return pending
    }
    if let screen = pendingScreen, screen.screenClass == ObjectIdentifier(type) {
      pendingScreen = nil
      return screen.registration
    }
    if containerClass == ObjectIdentifier(type) {
      containerClass = nil
      return ViewControllerRegistration(id: containerID, observer: observer, policy: releasePolicy)
    }
    return ViewControllerRegistration(
      id: makeID(isChild: true), observer: observer(forMadeByTheApp: type),
      policy: releasePolicy)
  }

  /// Makes the container under test the UIKit way: the first view controller of class
  /// `Container` that `make` makes takes ``containerID`` (the view controllers its stored
  /// properties hold are made before it, and take identifiers after).
  ///
  /// ```swift
  /// // In a driver's init(context:configuration:plantedBugs:):
  /// // container = try context.makeContainer { FadeViewController() }
  /// ```
  ///
  /// - Parameter make: Makes the container.
  /// - Returns: The container.
  /// - Throws: What `make` throws, or ``HarnessError/usage(_:)`` when the container is not of
  ///   class `Container` itself (a subclass's instance takes no identifier of the container's).
  public func makeContainer<Container: ViewController>(_ make: () throws -> Container) throws
    -> Container
  {
    containerClass = ObjectIdentifier(Container.self)
    defer { containerClass = nil }
    let container = try withCurrent { try make() }
    guard container.id == containerID else {
      throw HarnessError.usage(
        "the container must be made as a \(Container.self) itself, not a \(type(of: container)), "
          + "to take the container's identifier")
    }
    return container
  }

  /// Runs `body` with the run's clock and this registry current: what the runner does for all
  /// it runs.
  ///
  /// - Parameter body: The work.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  public func withCurrent<Result, Failure: Error>(_ body: () throws(Failure) -> Result)
    throws(Failure) -> Result
  {
    try clock.withCurrent { () throws(Failure) -> Result in
      try (self as any ViewControllerRegistry).withCurrent { () throws(Failure) -> Result in
        try application._withCurrent(body)
      }
    }
  }

  /// Gives every view controller of the tree under `root` the run's release policy.
  func giveReleasePolicy(toTreeUnder root: ViewController) {
    root.releasePolicy = releasePolicy
    for child in root.children { giveReleasePolicy(toTreeUnder: child) }
  }
}
