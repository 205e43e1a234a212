import Testing
import UIKitContainment

/// What UIKit raises ends the app with UIKit's exception and reason.
@Suite struct UIKitRaiseTests {
  /// What a process that ended in failure wrote to standard error.
  private func standardError(of result: ExitTest.Result?) throws -> String {
    String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
  }

  @Test func aTransitionBetweenViewControllersOfNoCommonParentRaises() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      @MainActor in
      let container = UIViewController()
      let (child, stranger) = (UIViewController(), UIViewController())
      container.addChild(child)
      container.view.addSubview(child.view)
      container.transition(from: child, to: stranger, duration: 0, animations: nil)
    }
    let output = try standardError(of: result)
    #expect(output.contains("'NSInvalidArgumentException'"))
    #expect(output.contains("must have a common parent view controller"))
  }

  @Test func addingAViewToItselfRaises() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      @MainActor in
      let view = UIView()
      view.addSubview(view)
    }
    #expect(try standardError(of: result).contains("Can't add self as subview"))
  }

  @Test func addingAViewToItselfByIndexRaises() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      @MainActor in
      let view = UIView()
      view.insertSubview(view, at: 0)
    }
    #expect(try standardError(of: result).contains("Can't add self as subview"))
  }

  /// Three views in a line (`root` > `middle` > `leaf`, and `sibling` in `leaf`), and `way`
  /// of adding an ancestor to `leaf`.
  @MainActor static func makeCycle(_ way: Int) {
    let (root, middle, leaf) = (UIView(), UIView(), UIView())
    root.addSubview(middle)
    middle.addSubview(leaf)
    let sibling = UIView()
    leaf.addSubview(sibling)
    switch way {
    case 0: leaf.addSubview(root)
    case 1: leaf.insertSubview(root, at: 0)
    case 2: leaf.insertSubview(root, belowSubview: sibling)
    default: leaf.insertSubview(middle, aboveSubview: sibling)
    }
  }

  /// Whether `result` ended with Core Animation's cycle exception.
  private func expectCycleRaised(_ result: ExitTest.Result?) throws {
    let output = try standardError(of: result)
    #expect(output.contains("'CALayerInvalid'"), "\(output)")
    #expect(output.contains("is a part of cycle in its layer tree"), "\(output)")
  }

  @Test(
    "an ancestor added to its descendant raises: added, inserted at an index, below a subview, above one",
    arguments: 0...3)
  func anAncestorAddedToItsDescendantRaises(way: Int) async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      @MainActor [way] in
      Self.makeCycle(way)
    }
    try expectCycleRaised(result)
  }

  @Test @MainActor func aViewAddedToItsSiblingIsNoCycle() {
    let (root, one, other) = (UIView(), UIView(), UIView())
    root.addSubview(one)
    root.addSubview(other)
    one.addSubview(other)
    #expect(other.superview === one && one.superview === root)
    #expect(root.subviews == [one])
  }

  @Test func activatingAConstraintBetweenTwoHierarchiesRaises() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      @MainActor in
      let (one, other) = (UIView(), UIView())
      one.topAnchor.constraint(equalTo: other.topAnchor).isActive = true
    }
    let output = try standardError(of: result)
    #expect(output.contains("'NSGenericException'") && output.contains("no common ancestor"))
  }

  @Test func aChildAsAWindowsRootRaises() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      @MainActor in
      let (parent, child) = (UIViewController(), UIViewController())
      parent.addChild(child)
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = child
    }
    #expect(try standardError(of: result).contains("'UIViewControllerHierarchyInconsistency'"))
  }

  @Test func oneViewGivenToTwoViewControllersRaisesAtTheCall() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      @MainActor in
      let (first, second) = (UIViewController(), UIViewController())
      let shared = UIView()
      first.view = shared
      second.view = shared
    }
    let output = try standardError(of: result)
    #expect(output.contains("'UIViewControllerHierarchyInconsistency'"), "\(output)")
    #expect(
      output.contains("A view can only be associated with at most one view controller at a time!"))
  }

  @Test @MainActor func aViewLetGoMayBeGivenToAnother() {
    let (first, second) = (UIViewController(), UIViewController())
    let shared = UIView()
    first.view = shared
    first.view = nil  // released: no longer first's
    second.view = shared
    #expect(second.view === shared)
    // Given again to its own view controller: no change, no raise.
    second.view = shared
    #expect(second.view === shared)
  }

  @Test(
    "a cell asked for from a registered nib ends the app as UIKit's does for a nib it cannot load")
  func aNibCellRaises() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      @MainActor in
      let table = UITableView()
      table.register(UINib(nibName: "ContactCell", bundle: nil), forCellReuseIdentifier: "contact")
      _ = table.dequeueReusableCell(withIdentifier: "contact")
    }
    let output = try standardError(of: result)
    #expect(output.contains("'NSInternalInconsistencyException'"))
    #expect(
      output.contains("Could not load NIB in bundle: 'NSBundle (loaded)' with name 'ContactCell'"))
  }

  @Test(
    "a collection view cell for an identifier nothing is registered for ends the app as UIKit's does"
  )
  func anUnregisteredItemRaises() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      @MainActor in
      let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      _ = grid.dequeueReusableCell(
        withReuseIdentifier: "photo", for: IndexPath(item: 0, section: 0))
    }
    let output = try standardError(of: result)
    #expect(output.contains("'NSInternalInconsistencyException'"))
    #expect(
      output.contains(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier photo"))
  }

  /// A cell of one's own, registered by its class.
  final class PhotoCell: UICollectionViewCell {}

  @Test(
    "a registered cell subclass, which Swift cannot make from its class here, ends the run naming it"
  )
  func aRegisteredSubclassEndsTheRun() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      @MainActor in
      let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
      _ = grid.dequeueReusableCell(
        withReuseIdentifier: "photo", for: IndexPath(item: 0, section: 0))
    }
    let output = try standardError(of: result)
    #expect(output.contains("cannot make a PhotoCell for 'photo'"))
  }
}
