import Containment

/// A view controller that supports only some orientations, and can refuse to rotate at all.
public final class OrientationLimitedViewController: ViewController {
  private let supported: InterfaceOrientationMask

  /// Whether it currently allows rotation.
  public var allowsRotation = true

  /// Creates one supporting `supported`.
  public init(
    id: ViewControllerID,
    supported: InterfaceOrientationMask,
    observer: (any LifecycleObserver)? = nil
  ) {
    self.supported = supported
    super.init(id: id, title: "limited", observer: observer)
  }

  override public var supportedInterfaceOrientations: InterfaceOrientationMask { supported }
  override public var shouldAutorotate: Bool { allowsRotation }
}
