import ArticleKit
import StressHarnessCLI

/// `article-harness`: the whole `stress-harness` command line, with the articles' containers.
@main
enum ArticleHarnessMain {
  static func main() {
    StressHarness.main(
      containers: .builtIn + [SwipeDriver.self, DropDownDriver.self, ContentDriver.self])
  }
}
