import Containment
import Testing

@testable import StressKit

/// What holds a leaked view controller, as C9 names it: strong stored properties only.
@Suite struct StrongReferencesTests {
  /// A child that keeps the one below it (a strong back-pointer, a common leak).
  final class Linked: ViewController {
    var previous: ViewController?
  }

  /// References that hold nothing: none of them may be named.
  final class Watcher: ViewController {
    weak var weakly: ViewController?
    unowned(unsafe) var unsafely: ViewController?
    var weakBoxes: [WeakBox] = []
    var unownedBoxes: [String: UnownedBox] = [:]
    init(id: ViewControllerID, watching target: ViewController) {
      weakly = target
      unsafely = target
      weakBoxes = [WeakBox(value: target)]
      unownedBoxes = ["target": UnownedBox(value: target)]
      super.init(id: id)
    }
  }
  struct WeakBox { weak var value: ViewController? }
  struct UnownedBox { unowned var value: ViewController }

  /// Keeps completion handlers (closures) it never runs.
  final class Deferring: ViewController {
    var completions: [() -> Void] = []
  }

  /// Keeps one handler, a stored property of function type.
  final class Handling: ViewController {
    var handler: () -> Void = {}
  }

  /// A noncopyable value holding a view controller (the runtime does not list it as a field).
  struct Unique: ~Copyable { var held: ViewController }
  final class HoldsUnique: ViewController {
    var unique: Unique
    init(id: ViewControllerID, holding held: ViewController) {
      unique = Unique(held: held)
      super.init(id: id)
    }
  }

  /// A helper that points back at the view controller that owns it.
  final class Helper {
    var owner: ViewController?
  }
  final class Owning: ViewController {
    var helper: Helper?
  }

  /// Adds to `root` a child numbered `number` whose `previous` holds `leaked` strongly.
  static func addBackPointer(
    _ number: UInt64, to leaked: ViewController, under root: ViewController
  )
    throws
  {
    let linked = Linked(id: ViewControllerID(number))
    linked.previous = leaked
    try root.addChild(linked)
  }

  static func name(_ object: AnyObject) -> String {
    (object as? ViewController).map { "\($0.id)" } ?? "\(type(of: object))"
  }

  @Test("a leaked child held by a strong back-pointer names the holder and its property")
  func aBackPointerIsNamed() throws {
    let root = ViewController(id: ViewControllerID(1))
    let leaked = ViewController(id: ViewControllerID(2))
    try Self.addBackPointer(3, to: leaked, under: root)
    let holder = StrongReferences.holder(of: leaked, roots: [root], name: Self.name)
    #expect(holder == "held by vc1._children[0] → vc3.previous → vc2", "\(holder)")
  }

  @Test("weak and unowned references, alone or in structs in collections, are never holders")
  func weakAndUnownedAreNeverNamed() throws {
    let root = ViewController(id: ViewControllerID(1))
    let leaked = ViewController(id: ViewControllerID(2))
    let watcher = Watcher(id: ViewControllerID(3), watching: leaked)
    try root.addChild(watcher)
    let unknown = StrongReferences.holder(of: leaked, roots: [root], name: Self.name)
    #expect(unknown.hasPrefix("held by something the run does not know"), "\(unknown)")
    for property in ["weakly", "unsafely", "weakBoxes", "unownedBoxes"] {
      #expect(!unknown.contains(property), "\(unknown)")
    }
    // With a strong holder too, only the strong one is named.
    try Self.addBackPointer(4, to: leaked, under: root)
    let named = StrongReferences.holder(of: leaked, roots: [root], name: Self.name)
    #expect(named == "held by vc1._children[1] → vc4.previous → vc2", "\(named)")
  }

  @Test("a leak through a closure is reported as one, never as a stored property's")
  func aClosureIsReportedAsSuch() {
    let root = Deferring(id: ViewControllerID(1))
    let leaked = ViewController(id: ViewControllerID(2))
    let other = ViewController(id: ViewControllerID(3))
    root.completions.append { [leaked, other] in _ = (leaked.id, other.id) }
    let holder = StrongReferences.holder(of: leaked, roots: [root], name: Self.name)
    #expect(holder.contains("closure") && holder.contains("vc1.completions[0]"), "\(holder)")
    #expect(!holder.hasPrefix("held by vc1"), "\(holder)")
  }

  @Test("a closure whose box of captures holds the leaked object is named as its holder")
  func aClosuresCapturesAreRead() {
    let root = Handling(id: ViewControllerID(1))
    let leaked = ViewController(id: ViewControllerID(2))
    let other = ViewController(id: ViewControllerID(3))
    // Two captures: the context is a box of them, not the object itself.
    root.handler = { [leaked, other] in _ = (leaked.id, other.id) }
    let holder = StrongReferences.holder(of: leaked, roots: [root], name: Self.name)
    #expect(holder == "held by a closure in vc1.handler (its context holds it)", "\(holder)")
    // Another object, which the box does not hold, is not said to be held by it.
    let stranger = ViewController(id: ViewControllerID(4))
    let none = StrongReferences.holder(of: stranger, roots: [root], name: Self.name)
    #expect(!none.contains("its context holds it"), "\(none)")
  }

  @Test("an object whose own closures may hold it is named with the way to them")
  func aCycleThroughAClosureIsPointedAt() {
    let leaked = Deferring(id: ViewControllerID(2))
    let bystander = ViewController(id: ViewControllerID(3))
    leaked.completions.append { [leaked, bystander] in _ = (leaked.id, bystander.id) }
    let holder = StrongReferences.holder(of: leaked, roots: [], name: Self.name)
    #expect(holder.contains("cycle through a closure"), "\(holder)")
    #expect(holder.contains("vc2.completions[0]"), "\(holder)")
    leaked.completions = []  // the test's own cycle, broken
  }

  @Test("an object held only by a cycle through itself is reported with the cycle")
  func aCycleIsNamed() {
    let root = ViewController(id: ViewControllerID(1))
    let leaked = Owning(id: ViewControllerID(2))
    let helper = Helper()
    helper.owner = leaked
    leaked.helper = helper
    let holder = StrongReferences.holder(of: leaked, roots: [root], name: Self.name)
    #expect(holder == "in a cycle: vc2.helper → Helper.owner → vc2", "\(holder)")
    leaked.helper = nil  // the test's own cycle, broken
  }

  @Test("a noncopyable stored property is passed over without a crash or a wrong name")
  func noncopyableValuesAreNotRead() throws {
    let root = ViewController(id: ViewControllerID(1))
    let leaked = ViewController(id: ViewControllerID(2))
    try root.addChild(HoldsUnique(id: ViewControllerID(3), holding: leaked))
    let holder = StrongReferences.holder(of: leaked, roots: [root], name: Self.name)
    #expect(holder.hasPrefix("held by something the run does not know"), "\(holder)")
    // Integers, strings and the like are not mistaken for references either.
    try Self.addBackPointer(4, to: leaked, under: root)
    #expect(
      StrongReferences.holder(of: leaked, roots: [root], name: Self.name)
        == "held by vc1._children[1] → vc4.previous → vc2")
  }

  @Test("a search that reaches its budget says so instead of guessing")
  func aBudgetIsReported() throws {
    let root = ViewController(id: ViewControllerID(1))
    var last: ViewController = root
    for index in 2...40 {
      let next = ViewController(id: ViewControllerID(UInt64(index)))
      try last.addChild(next)
      last = next
    }
    let leaked = ViewController(id: ViewControllerID(100))
    let holder = StrongReferences.holder(
      of: leaked, roots: [root], name: Self.name, objectBudget: 10)
    #expect(holder == "held by something not found within 10 objects", "\(holder)")
  }
}
