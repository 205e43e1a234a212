// One callback under two names, as UIKit's Objective-C method answers to both its Swift 4.1
// name and its Swift 4.2 one: a Swift 4 file overrides `willMove(toParentViewController:)`, a
// newer one `willMove(toParent:)`, and on iOS both overrides are the one method UIKit calls.
//
// Swift alone gives each name a method of its own, and this module (Swift 5 mode) cannot call
// the obsoleted one. So a module in Swift 4 mode, `UIKitContainmentSwift41` (part of the
// `UIKitContainment` product), declares `UIViewController`'s conformance to
// `_UIKitSwift41Callbacks`, whose requirements the old names witness; the layer finds that
// conformance once and calls the old names through it. Each name's base implementation hands
// the call to the other name's overrides, once (`Swift41Entries` marks which name the call
// came in by), and the second base does the work:
//
//     willMove(toParent:)                         willMove(toParentViewController:)
//     newer overrides → base ─ old names ──────→ Swift 4 overrides → base → the callback
//
// and the other way round for a call by the old name. Without the Swift 4 module linked the
// new names do the work themselves, and Swift 4 overrides are reached only by calls under
// their own names.

import Synchronization

/// The callbacks under their Swift 4.1 names, for the layer to call; not for an app's code.
///
/// `UIViewController` conforms in `UIKitContainmentSwift41`, compiled in Swift 4 mode, where
/// those names are UIKit's.
@preconcurrency @MainActor public protocol _UIKitSwift41Callbacks: AnyObject {
  /// `willMove(toParentViewController:)`.
  ///
  /// - Parameter parent: The new parent, or `nil`.
  func willMove(toParentViewController parent: UIViewController?)
  /// `didMove(toParentViewController:)`.
  ///
  /// - Parameter parent: The parent, or `nil`.
  func didMove(toParentViewController parent: UIViewController?)
  /// `childViewControllerForStatusBarStyle`.
  var childViewControllerForStatusBarStyle: UIViewController? { get }
  /// `childViewControllerForStatusBarHidden`.
  var childViewControllerForStatusBarHidden: UIViewController? { get }
  /// Six classes never made, of the conforming module: two that override nothing, then four
  /// each overriding one of the four above, in their order — where a class's method table
  /// holds each (`OverrideSlots`; probes of one module, as an optimizer treats a module's
  /// classes alike).
  static var _swift41Probes: [AnyClass] { get }
}

/// The four callbacks with a Swift 4.1 name, in the order of `_UIKitSwift41Callbacks`'s
/// requirements and of its probes.
enum Swift41Callback: Int {
  case willMove, didMove, style, hidden

  /// The marks of a call under way by the new name and by the old one.
  var entries: (new: Swift41Entries, old: Swift41Entries) {
    let shift = UInt8(2 * rawValue)
    return (Swift41Entries(rawValue: 1 << shift), Swift41Entries(rawValue: 2 << shift))
  }
}

/// Which callbacks are under way by which name, on one view controller (two bits a callback:
/// ``Swift41Callback/entries``).
struct Swift41Entries: OptionSet {
  let rawValue: UInt8
}

/// Whether ``Swift41Callbacks`` looked its conformance up: set once, with release ordering,
/// after what it found is written (several runs' threads may ask first at once).
private let swift41LookedUp = Atomic(false)
/// Lets one thread look the conformance up.
private let swift41LookUpLock = Mutex(())

/// The old names, called through the conformance of `UIKitContainmentSwift41` when it is
/// linked: the conforming type is looked up once, and each call opens it (no closure to
/// retain on the way: a callback costs a witness call more).
@MainActor enum Swift41Callbacks {
  /// The conforming type, once looked up (constant starts: no lazy global on the way); written
  /// once, under the lock, before ``swift41LookedUp``.
  nonisolated(unsafe) private static var found: (any _UIKitSwift41Callbacks.Type)?
  /// Where each old name's implementation is in a class's method table, and `UIViewController`'s
  /// own there; an index of -1 where it could not be read.
  nonisolated(unsafe) private static var slots: (Slot, Slot, Slot, Slot) = (
    .unread, .unread, .unread, .unread
  )

  struct Slot {
    let index: Int
    let base: UInt
    static let unread = Slot(index: -1, base: 0)

    /// Whether `type` has an implementation of its own there (or may).
    @inline(__always) func overridden(in type: AnyClass) -> Bool {
      index < 0 || OverrideSlots.word(type, index) != base
    }
  }

  /// Looks the conformance up, once in the process.
  @inline(__always) private static func lookUpOnce() {
    if !swift41LookedUp.load(ordering: .acquiring) { swift41LookUpLock.withLock { _ in lookUp() } }
  }

  private static func lookUp() {
    guard !swift41LookedUp.load(ordering: .acquiring) else { return }
    defer { swift41LookedUp.store(true, ordering: .releasing) }
    guard let type = UIViewController.self as? any _UIKitSwift41Callbacks.Type else { return }
    found = type
    let probes = type._swift41Probes
    guard probes.count == 6 else { return }
    let read = probes[2...].map { probe -> Slot in
      let slots = OverrideSlots(
        base: UIViewController.self, plain: (probes[0], probes[1]), overriding: [probe])
      guard let (index, base) = slots.words?.first else { return .unread }
      return Slot(index: index, base: base)
    }
    slots = (read[0], read[1], read[2], read[3])
  }

  /// The slot of the old name of `callback`.
  @inline(__always) private static func slot(_ callback: Swift41Callback) -> Slot {
    switch callback {
    case .willMove: slots.0
    case .didMove: slots.1
    case .style: slots.2
    case .hidden: slots.3
    }
  }

  /// The conforming type when `controller`'s class overrides the old name of `callback`, or may
  /// (its method table unread); else `nil`: the new name's base does the work itself, as the
  /// old name's would.
  @inline(__always) static func overriding(
    _ callback: Swift41Callback, _ controller: UIViewController
  ) -> (any _UIKitSwift41Callbacks.Type)? {
    lookUpOnce()
    guard let found, slot(callback).overridden(in: Swift.type(of: controller)) else { return nil }
    return found
  }

  /// Whether `type` overrides the old name of `callback` (or may).
  static func overriding(_ callback: Swift41Callback, type: UIViewController.Type) -> Bool {
    lookUpOnce()
    return found != nil && slot(callback).overridden(in: type)
  }

  static func willMove<T: _UIKitSwift41Callbacks>(
    _: T.Type, _ controller: UIViewController, _ parent: UIViewController?
  ) {
    unsafeDowncast(controller, to: T.self).willMove(toParentViewController: parent)
  }

  static func didMove<T: _UIKitSwift41Callbacks>(
    _: T.Type, _ controller: UIViewController, _ parent: UIViewController?
  ) {
    unsafeDowncast(controller, to: T.self).didMove(toParentViewController: parent)
  }

  static func child<T: _UIKitSwift41Callbacks>(
    _: T.Type, _ controller: UIViewController, _ child: Swift41Callback
  ) -> UIViewController? {
    let controller = unsafeDowncast(controller, to: T.self)
    return child == .style
      ? controller.childViewControllerForStatusBarStyle
      : controller.childViewControllerForStatusBarHidden
  }
}

extension UIViewController {
  /// `willMove(toParent:)`'s base: the old name's overrides, else the callback.
  func willMoveAsUIKit(_ parent: UIViewController?) {
    guard let type = oldNameFirst(.willMove) else { return reportWillMove(parent) }
    under(Swift41Callback.willMove.entries.new) { Swift41Callbacks.willMove(type, self, parent) }
  }

  /// `willMove(toParentViewController:)`'s base: the new name's overrides, else the callback.
  func swift41WillMove(_ parent: UIViewController?) {
    let (byNew, byOld) = Swift41Callback.willMove.entries
    if swift41Entries.contains(byNew) { return reportWillMove(parent) }
    under(byOld) { willMove(toParent: parent) }
  }

  /// `didMove(toParent:)`'s base: the old name's overrides, else the callback.
  func didMoveAsUIKit(_ parent: UIViewController?) {
    guard let type = oldNameFirst(.didMove) else { return reportDidMove(parent) }
    under(Swift41Callback.didMove.entries.new) { Swift41Callbacks.didMove(type, self, parent) }
  }

  /// `didMove(toParentViewController:)`'s base: the new name's overrides, else the callback.
  func swift41DidMove(_ parent: UIViewController?) {
    let (byNew, byOld) = Swift41Callback.didMove.entries
    if swift41Entries.contains(byNew) { return reportDidMove(parent) }
    under(byOld) { didMove(toParent: parent) }
  }

  /// `childForStatusBarStyle`'s or `childForStatusBarHidden`'s base: the old name's
  /// overrides' answer, else none.
  func childAsUIKit(_ child: Swift41Callback) -> UIViewController? {
    guard let type = oldNameFirst(child) else { return nil }
    return under(child.entries.new) { Swift41Callbacks.child(type, self, child) }
  }

  /// The old name's base: the new name's overrides' answer, else none.
  func swift41Child(_ child: Swift41Callback) -> UIViewController? {
    let (byNew, byOld) = child.entries
    if swift41Entries.contains(byNew) { return nil }
    return under(byOld) { child == .style ? childForStatusBarStyle : childForStatusBarHidden }
  }

  /// The conforming type when a call of `callback` by its new name goes to the old name's
  /// overrides first: the class overrides the old name, and the call did not come by it.
  @inline(__always) private func oldNameFirst(
    _ callback: Swift41Callback
  ) -> (any _UIKitSwift41Callbacks.Type)? {
    swift41Entries.contains(callback.entries.old)
      ? nil : Swift41Callbacks.overriding(callback, self)
  }

  /// Runs `call` marked as under way by `mark`.
  private func under<Result>(_ mark: Swift41Entries, _ call: () -> Result) -> Result {
    swift41Entries.insert(mark)
    defer { swift41Entries.remove(mark) }
    return call()
  }

  /// The callback itself: where it stands, and the model's report.
  private func reportWillMove(_ parent: UIViewController?) {
    move = parent == nil ? .fromParent : .toParent
    super.willMove(toParent: parent)
  }

  /// The callback itself: where it stands, and the model's report.
  private func reportDidMove(_ parent: UIViewController?) {
    move = .none
    super.didMove(toParent: parent)
  }
}

extension UIViewController {
  /// Whether the class overrides a callback under its Swift 4.1 name, as the layer reads its
  /// method table (`true` when it cannot tell; `false` without `UIKitContainmentSwift41`).
  public static var _overridesSwift41Callbacks: Bool {
    [Swift41Callback.willMove, .didMove, .style, .hidden].contains {
      Swift41Callbacks.overriding($0, type: self)
    }
  }
}
