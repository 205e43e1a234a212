import Foundation
import Testing

/// `Examples/UIKitContainers` holds containers written for UIKit, as they are: each source
/// begins with the import switch and names no type of the model's, only UIKit's (its tests and
/// `scripts/check-example.sh`, in CI, build it and run it under the harness).
@Suite struct UIKitExampleTests {
  static let folder = Documentation.root.appendingPathComponent(
    "Examples/UIKitContainers/Sources/FadeKit")

  /// The model's types, by the names UIKit code would never use.
  static let modelTypes = [
    "ViewController", "View", "Window", "Rect", "Size", "Point", "VirtualClock",
    "StackController", "PlaceholderController", "TabController", "PageController",
    "MenuController", "ContainmentError", "LifecycleEvent", "LifecycleObserver",
    "ViewControllerID", "ViewReleasePolicy", "InterfaceOrientation",
  ]

  static func sources() throws -> [(name: String, text: String)] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
      .map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
  }

  /// `text` without its comments.
  static func code(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
      .joined(separator: "\n")
  }

  @Test func eachContainerSourceBeginsWithTheImportSwitchAndNamesOnlyUIKit() throws {
    let sources = try Self.sources()
    #expect(sources.count >= 4, "the example's containers were read")
    for (name, text) in sources {
      #expect(
        text.hasPrefix(
          "#if canImport(UIKit)\nimport UIKit\n#else\nimport UIKitContainment\n#endif\n"),
        "\(name) does not begin with the import switch")
      let code = Self.code(text)
      for type in Self.modelTypes {
        #expect(
          code.range(of: #"\b\#(type)\b"#, options: .regularExpression) == nil,
          "\(name) names the model's \(type)")
      }
    }
  }

  @Test func theCheckCatchesASourceThatNamesTheModel() {
    let slip = "let window = Window()\nlet frame = CGRect.zero\n// a View in a comment"
    let named = Self.modelTypes.filter {
      Self.code(slip).range(of: #"\b\#($0)\b"#, options: .regularExpression) != nil
    }
    #expect(named == ["Window"])
  }
}
