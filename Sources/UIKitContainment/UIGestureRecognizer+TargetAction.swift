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
    guard !selectorTargets.contains(where: { $0.is(object, action) }) else { return }
    selectorTargets.append(SelectorAction(target, action))
  }

  /// Removes `target`'s `action` (any target's with `target` `nil`, any action of it with
  /// `action` `nil`).
  ///
  /// - Parameters:
  ///   - target: The receiver, or `nil` for all.
  ///   - action: Its selector, or `nil` for all.
  public func removeTarget(_ target: Any?, action: Selector?) {
    let object = target.map { $0 as AnyObject }
    selectorTargets.removeAll { $0.matches(object, action) }
  }
}
