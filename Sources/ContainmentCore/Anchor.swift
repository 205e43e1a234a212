/// A stand-in that only its target keeps, for weak references to the target.
///
/// A weak reference to an anchor ends when the target goes (the anchor goes with it), as one to
/// the target would, without making every retain of the target take Swift's slow path: an
/// object once weakly referenced keeps its reference counts in a side table. For objects
/// retained on every step (a window, a screen), a weak reference is held to their anchor.
package final class Anchor<Target: AnyObject> {
  /// The target: valid for as long as the anchor is alive, which its target keeps it.
  package unowned(unsafe) let target: Target

  /// The anchor of `target`, which `target` must keep, and nothing else strongly.
  package init(_ target: Target) { self.target = target }
}
