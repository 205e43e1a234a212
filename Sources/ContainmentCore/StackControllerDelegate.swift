/// Hears when a ``StackController`` shows a new top child.
///
/// Both methods have empty default implementations.
public protocol StackControllerDelegate: AnyObject {
  /// The stack is about to show `child` as its top, before `child` gets `viewWillAppear`.
  func stackController(_ stack: StackController, willShow child: ViewController, animated: Bool)

  /// The stack finished showing `child` as its top, after `child` got `viewDidAppear`.
  func stackController(_ stack: StackController, didShow child: ViewController, animated: Bool)
}

extension StackControllerDelegate {
  /// Does nothing.
  public func stackController(
    _ stack: StackController,
    willShow child: ViewController,
    animated: Bool
  ) {}

  /// Does nothing.
  public func stackController(
    _ stack: StackController,
    didShow child: ViewController,
    animated: Bool
  ) {}
}
