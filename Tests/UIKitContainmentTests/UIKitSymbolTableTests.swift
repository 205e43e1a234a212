import Foundation
import Testing

/// Every type the layer declares in UIKit's names is in its symbol table (`UIKitSymbols.md`),
/// with what it follows and what the model does.
@Suite struct UIKitSymbolTableTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/UIKitContainment")

  /// The names of the public types declared at the start of a line of `source`, the
  /// harness's (`_`) aside.
  static func declaredTypes(in source: String) -> [String] {
    source.split(separator: "\n").compactMap { line in
      guard
        let match = line.wholeMatch(
          of:
            /(?:@\w+(?:\([^)]*\))? )*(?:open|public) (?:final )?(?:class|struct|enum|protocol|typealias) ([A-Za-z_]\w*).*/
        )
      else { return nil }
      let name = String(match.1)
      return name.hasPrefix("_") ? nil : name
    }
  }

  @Test func everyTypeOfTheLayerIsInTheSymbolTable() throws {
    let table = try String(
      contentsOf: Self.sources.appendingPathComponent("UIKitContainment.docc/UIKitSymbols.md"),
      encoding: .utf8)
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
      .filter { $0.hasSuffix(".swift") }
    var declared: [String] = []
    for file in files {
      let source = try String(
        contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
      declared += Self.declaredTypes(in: source)
    }
    #expect(declared.count > 40, "the layer's types were found")
    let missing = declared.filter { !table.contains("`\($0)") }
    #expect(missing.isEmpty, "not in UIKitSymbols.md: \(missing.sorted())")
  }

  @Test func theCheckFindsATypeLeftOut() {
    let source = """
      /// A doc.
      open class UIRefreshControl: UIControl {}
      public struct _Hidden {}
      @preconcurrency @MainActor open class UIScene {}
      @available(iOS, deprecated: 13.0) public final class UIStoryboardUnwindSegueSource {}
      """
    #expect(
      Self.declaredTypes(in: source) == [
        "UIRefreshControl", "UIScene", "UIStoryboardUnwindSegueSource",
      ])
  }
}
