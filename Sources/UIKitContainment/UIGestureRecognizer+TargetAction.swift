// A gesture recognizer's target–action in the selector form (UIKit's `addTarget(_:action:)`).

extension UIGestureRecognizer {
  /// Adds `target`'s `action`, sent as the state changes.
  ///
  /// It is sent after the recognizer's closures (`addHandler(_:)`, decided) and the selectors
  /// added before it, once however often the pair is added; the target is not retained.
  ///
  /// - Parameters:
  ///   - target: The receiver.
  ///   - action: Its selector.
  public func addTarget(_ target: Any, action: Selector) {
    let object = target as AnyObject
    guard !selectorTargets.contains(where: { matches($0, object, action) }) else { return }
    selectorTargets.append((WeakTarget(target), action))
  }

  /// Removes `target`'s `action` (any target's with `target` `nil`, any action of it with
  /// `action` `nil`).
  ///
  /// - Parameters:
  ///   - target: The receiver, or `nil` for all.
  ///   - action: Its selector, or `nil` for all.
  public func removeTarget(_ target: Any?, action: Selector?) {
    let object = target.map { $0 as AnyObject }
    selectorTargets.removeAll { matches($0, object, action) }
  }

  /// Whether `entry` is the selector action of `object` (any with `nil`) and `action` (any
  /// with `nil`).
  private func matches(
    _ entry: (target: WeakTarget, action: Selector), _ object: AnyObject?, _ action: Selector?
  ) -> Bool {
    (object == nil || entry.target.object === object) && (action == nil || entry.action == action)
  }
}
