// A control's target–action in the selector form (UIKit's `addTarget(_:action:for:)`): kept in
// the order added with the closure actions, and sent through `sendAction(_:to:for:)`.

import Foundation

/// One action of a control: a closure (`UIAction`) or a target and a selector.
enum ControlAction {
  case closure(UIAction)
  case selector(SelectorAction)

  /// The closure action, if it is one.
  var closure: UIAction? {
    if case .closure(let action) = self { action } else { nil }
  }

  /// The selector action, if it is one.
  var selector: SelectorAction? {
    if case .selector(let action) = self { action } else { nil }
  }
}

/// A target held weakly, as UIKit holds a control's targets: `nil` given is the responder
/// chain; a target gone is no one (its action is sent no more, decided).
struct WeakTarget {
  weak var object: AnyObject?
  /// Whether a target was given (else the responder chain).
  let wasGiven: Bool
  init(_ target: Any?) {
    object = target.map { $0 as AnyObject }
    wasGiven = target != nil
  }
  /// Whether the target given has gone.
  var isGone: Bool { wasGiven && object == nil }
}

/// A target and the selector sent to it: a control's or a recognizer's selector action.
struct SelectorAction {
  let target: WeakTarget
  let action: Selector

  init(_ target: Any?, _ action: Selector) {
    self.target = WeakTarget(target)
    self.action = action
  }

  /// Whether it is `object`'s (`nil`: the responder chain's) `action`, exactly.
  func `is`(_ object: AnyObject?, _ action: Selector) -> Bool {
    target.object === object && self.action == action
  }

  /// Whether it is `object`'s (`nil`: anyone's) `action` (`nil`: any), as a removal picks.
  func matches(_ object: AnyObject?, _ action: Selector?) -> Bool {
    (object == nil || target.object === object) && (action == nil || self.action == action)
  }
}

extension UIControl {
  /// Adds `target`'s `action` for `controlEvents`.
  ///
  /// It is sent in the order added, with the closure actions, through
  /// ``sendAction(_:to:for:)`` (see `UIApplication.sendAction(_:to:from:for:)` for which
  /// selectors the layer can send). The target is not retained; `nil` sends the action up the
  /// responder chain. Adding the same pair again adds its events.
  ///
  /// - Parameters:
  ///   - target: The receiver, or `nil`.
  ///   - action: The selector.
  ///   - controlEvents: The events it is sent for.
  public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    if let index = actions.firstIndex(where: { $0.action.selector?.is(object, action) == true }) {
      actions[index].events.formUnion(controlEvents)
    } else {
      actions.append((.selector(SelectorAction(target, action)), controlEvents))
    }
  }

  /// Removes `target`'s `action` (every action of `target` when `action` is `nil`; every
  /// target's when `target` is `nil`) from `controlEvents`.
  ///
  /// - Parameters:
  ///   - target: The receiver, or `nil` for all.
  ///   - action: The selector, or `nil` for all.
  ///   - controlEvents: The events it is no longer sent for.
  public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    removeActions(for: controlEvents) { $0.selector?.matches(object, action) == true }
  }

  /// The targets of its selector actions (`NSNull` for the responder chain).
  public var allTargets: Set<AnyHashable> {
    var targets: Set<AnyHashable> = []
    for (action, _) in actions {
      guard let held = action.selector?.target, !held.isGone else { continue }
      if let object = held.object {
        targets.insert((object as? AnyHashable) ?? AnyHashable(ObjectIdentifier(object)))
      } else {
        targets.insert(AnyHashable(NSNull()))
      }
    }
    return targets
  }

  /// The events it sends any action for.
  public var allControlEvents: Event {
    actions.reduce(into: []) { $0.formUnion($1.events) }
  }

  /// The names of `target`'s selectors sent for `controlEvent`, or `nil` when there are none.
  ///
  /// - Parameters:
  ///   - target: The receiver (`nil`: the responder chain's actions).
  ///   - controlEvent: The event.
  /// - Returns: The selectors' names.
  public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let object = target.map { $0 as AnyObject }
    let names = actions.compactMap { action, events -> String? in
      guard let selector = action.selector, selector.target.object === object,
        !events.isDisjoint(with: controlEvent)
      else { return nil }
      return selector.action.description
    }
    return names.isEmpty ? nil : names
  }

  /// Takes `controlEvents` from the actions `matches` picks, dropping those left with none.
  func removeActions(for controlEvents: Event, where matches: (ControlAction) -> Bool) {
    for index in actions.indices.reversed() where matches(actions[index].action) {
      actions[index].events.subtract(controlEvents)
      if actions[index].events.isEmpty { actions.remove(at: index) }
    }
  }
}
