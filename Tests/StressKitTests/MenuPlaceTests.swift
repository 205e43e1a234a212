import Containment
import Testing

@testable import StressKit

/// C3's menu half: a tab or menu container's shown menu is its view's top view (over the
/// selected child), a hidden menu is in no view; the audit finds either out of place, at the
/// last step for the last audit.
@Suite struct MenuPlaceTests {
  /// A shown container of `Driver` with its menu shown, `breakIt` applied to its container
  /// after the step, and the violations of the run's end.
  func violations<Driver: StressDriver>(
    _: Driver.Type, menu: (Driver) -> any SelectingContainer,
    breakIt: (any SelectingContainer) -> Void
  ) throws -> [Violation] where Driver.Operation == TabDriver.Operation {
    let runner = try StressRunner<Driver>(options: StressOptions(seed: 1, steps: 2))
    #expect(try runner.apply(.container(.menu(shown: true))))
    breakIt(menu(try #require(runner.driver)))
    return runner.finish()
  }

  @Test("a view laid over the shown menu is C3 at the last audit", arguments: ["tabs", "menu"])
  func aViewOverTheMenuIsFound(container: String) throws {
    let cover: (any SelectingContainer) -> Void = { $0.view.addSubview(View()) }
    let found =
      container == "tabs"
      ? try violations(TabDriver.self, menu: { $0.tabs }, breakIt: cover)
      : try violations(MenuDriver.self, menu: { $0.menu }, breakIt: cover)
    let first = try #require(found.first)
    #expect(first.rule == .C3 && first.seen == "a view over the menu" && first.step == 0)
  }

  @Test("a hidden menu left in a view is C3; a menu in its place passes")
  func aHiddenMenuInAViewIsFound() throws {
    let left = try violations(
      TabDriver.self, menu: { $0.tabs },
      breakIt: { tabs in
        let menuView = (tabs as? TabController)?.menuView
        tabs.hideMenu()
        if let menuView { tabs.view.addSubview(menuView) }
      })
    #expect(left.first?.rule == .C3 && left.first?.seen == "its view still in a view")
    #expect(try violations(TabDriver.self, menu: { $0.tabs }, breakIt: { _ in }).isEmpty)
    #expect(try violations(MenuDriver.self, menu: { $0.menu }, breakIt: { _ in }).isEmpty)
  }
}
