import Testing
import UIKitContainment

/// Auto Layout's visual format language: the constraints it makes place views as UIKit's do,
/// and a format UIKit cannot parse ends the app with UIKit's exception.
@Suite struct VisualFormatTests {
  /// A container of 390 × 844 points and `count` subviews that follow constraints.
  @MainActor static func stage(_ count: Int) -> (UIView, [UIView]) {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let views = (0..<count).map { _ in UIView() }
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
    }
    return (container, views)
  }

  @Test @MainActor func edgesSpacesAndSizesPlaceAView() {
    let (container, views) = Self.stage(1)
    defer { withExtendedLifetime(container) {} }
    let made =
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-(inset)-[v]-(inset)-|", metrics: ["inset": 10],
        views: ["v": views[0]])
      + NSLayoutConstraint.constraints(
        withVisualFormat: "V:|-[v(==100)]", metrics: nil, views: ["v": views[0]])
    #expect(made.count == 4)
    NSLayoutConstraint.activate(made)
    #expect(views[0].frame == CGRect(x: 10, y: 20, width: 370, height: 100))
  }

  @Test @MainActor func aViewWithoutSpacesFillsItsSuperview() {
    let (container, views) = Self.stage(1)
    defer { withExtendedLifetime(container) {} }
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|[v]|", metrics: nil, views: ["v": views[0]])
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|[v]|", metrics: nil, views: ["v": views[0]]))
    #expect(views[0].frame == CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  /// Two views in a row: the second follows the first at the space given, and `==` another
  /// view's name makes a size equal to that view's.
  @Test @MainActor func viewsInARowRelateToOneAnother() throws {
    let (container, views) = Self.stage(2)
    defer { withExtendedLifetime(container) {} }
    let made = NSLayoutConstraint.constraints(
      withVisualFormat: "[a(>=50@750)]-12-[b(==a)]", options: [.alignAllCenterY], metrics: nil,
      views: ["a": views[0], "b": views[1]])
    // a's width, b after a, b's width as a's, then the alignment.
    #expect(made.count == 4)
    let width = try #require(made.first)
    #expect(width.firstAttribute == .width && width.relation == .greaterThanOrEqual)
    #expect(width.constant == 50 && width.priority == UILayoutPriority(750))
    let after = made[1]
    #expect(after.firstItem === views[1] && after.firstAttribute == .leading)
    #expect(after.secondItem === views[0] && after.secondAttribute == .trailing)
    #expect(after.constant == 12)
    #expect(made[2].secondItem === views[0] && made[2].secondAttribute == .width)
    #expect(made[3].firstAttribute == .centerY && made[3].firstItem === views[1])
  }

  @Test @MainActor func theStandardSpaceIsEightBetweenViewsAndTwentyFromAnEdge() {
    let (container, views) = Self.stage(2)
    defer { withExtendedLifetime(container) {} }
    let made = NSLayoutConstraint.constraints(
      withVisualFormat: "|-[a]-[b]-|", metrics: nil, views: ["a": views[0], "b": views[1]])
    #expect(made.map(\.constant) == [20, 8, 20])
  }

  /// What the app prints as it ends on `format`, its one view named `name` (nil: a view with no
  /// superview), in a process of its own.
  static func ending(on format: String, naming name: String?) async throws -> String {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      @MainActor [format, name] in
      let (container, views) = VisualFormatTests.stage(1)
      defer { withExtendedLifetime(container) {} }
      _ = NSLayoutConstraint.constraints(
        withVisualFormat: format, metrics: nil,
        views: [name ?? "v": name == nil ? UIView() : views[0]])
    }
    return String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
  }

  @Test func aNameMissingFromTheViewsEndsTheAppAsUIKitDoes() async throws {
    let output = try await Self.ending(on: "H:|[content]|", naming: "v")
    #expect(output.contains("'NSInvalidArgumentException'"))
    #expect(output.contains("Unable to parse constraint format"))
    #expect(output.contains("content is not a key in the views dictionary."))
  }

  @Test func anEdgeOfAViewWithoutASuperviewEndsTheApp() async throws {
    let output = try await Self.ending(on: "H:|[v]", naming: nil)
    #expect(output.contains("because the related view doesn't have a superview"))
  }

  @Test func aFormatThatDoesNotParseEndsTheApp() async throws {
    let output = try await Self.ending(on: "H:|-(10-[v]|", naming: "v")
    #expect(output.contains("Unable to parse constraint format") && output.contains("H:|-(10-[v]|"))
  }
}
