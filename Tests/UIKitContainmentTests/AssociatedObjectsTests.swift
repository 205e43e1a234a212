import Testing
import UIKitContainment

nonisolated(unsafe) private var badgeKey: UInt8 = 0
nonisolated(unsafe) private var delegateKey: UInt8 = 0

/// Associated objects as UIKit code keeps a view's or a view controller's extra state.
///
/// Serialized: the table is the process's, and a test that fills it looks for the objects gone
/// (another test's among them).
@Suite(.serialized) struct AssociatedObjectsTests {
  /// How many of a test's tracked values are alive.
  final class Census {
    var alive = 0
  }

  /// A value that counts itself alive in its test's census.
  final class Tracked {
    let census: Census
    init(_ census: Census) {
      self.census = census
      census.alive += 1
    }
    deinit { census.alive -= 1 }
  }

  /// An object of the app's own, not the layer's.
  final class Model {}

  @Test @MainActor func aValueIsKeptByObjectAndKeyReplacedAndRemoved() {
    let view = UIView()
    let other = UIView()
    #expect(objc_getAssociatedObject(view, &badgeKey) == nil)
    objc_setAssociatedObject(view, &badgeKey, "3", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    objc_setAssociatedObject(view, &delegateKey, 7, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    #expect(objc_getAssociatedObject(view, &badgeKey) as? String == "3")
    #expect(objc_getAssociatedObject(view, &delegateKey) as? Int == 7)
    #expect(objc_getAssociatedObject(other, &badgeKey) == nil)
    objc_setAssociatedObject(view, &badgeKey, "4", .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(view, &badgeKey) as? String == "4")
    objc_setAssociatedObject(view, &badgeKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    #expect(objc_getAssociatedObject(view, &badgeKey) == nil)
    objc_removeAssociatedObjects(view)
    #expect(objc_getAssociatedObject(view, &delegateKey) == nil)
  }

  @Test @MainActor func aViewsValuesGoWithIt() {
    let census = Census()
    do {
      let view = UIView()
      let controller = UIViewController()
      objc_setAssociatedObject(
        view, &badgeKey, Tracked(census), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      objc_setAssociatedObject(controller, &badgeKey, Tracked(census), .OBJC_ASSOCIATION_RETAIN)
      #expect(census.alive == 2)
      withExtendedLifetime((view, controller)) {}
    }
    #expect(census.alive == 0)
  }

  @Test func anAssignedValueIsNotKept() {
    let model = Model()
    var value: Tracked? = Tracked(Census())
    objc_setAssociatedObject(model, &delegateKey, value as Any, .OBJC_ASSOCIATION_ASSIGN)
    #expect(objc_getAssociatedObject(model, &delegateKey) as? Tracked === value)
    value = nil
    #expect(objc_getAssociatedObject(model, &delegateKey) == nil)
  }

  /// An object of the app's own has no `deinit` of the layer's: its values go once the table
  /// finds it gone, and a later object is never given them.
  @Test func anAppObjectsValuesGoOnceItIsFoundGone() {
    let census = Census()
    for _ in 0..<300 {
      let model = Model()
      objc_setAssociatedObject(
        model, &badgeKey, Tracked(census), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      let fresh = Model()
      #expect(objc_getAssociatedObject(fresh, &badgeKey) == nil)
      withExtendedLifetime(model) {}
    }
    // The table doubles before it looks: what is left is at most its last stretch.
    #expect(census.alive < 300)
  }
}
