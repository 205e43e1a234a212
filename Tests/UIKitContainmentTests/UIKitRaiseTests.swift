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
      let view = UIView()
      view.addSubview(view)
    }
    #expect(try standardError(of: result).contains("Can't add self as subview"))
  }

  @Test func activatingAConstraintBetweenTwoHierarchiesRaises() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let (one, other) = (UIView(), UIView())
      one.topAnchor.constraint(equalTo: other.topAnchor).isActive = true
    }
    let output = try standardError(of: result)
    #expect(output.contains("'NSGenericException'") && output.contains("no common ancestor"))
  }

  @Test func aChildAsAWindowsRootRaises() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let (parent, child) = (UIViewController(), UIViewController())
      parent.addChild(child)
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = child
    }
    #expect(try standardError(of: result).contains("'UIViewControllerHierarchyInconsistency'"))
  }

  @Test func oneViewGivenToTwoViewControllersRaisesAtTheCall() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
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

  @Test func aViewLetGoMayBeGivenToAnother() {
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
}
