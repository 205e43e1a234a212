import FadeKitShapes
import StressHarnessCLI

/// `uikit-harness`: the whole `stress-harness` command line, with FadeKit's containers.
@main
enum UIKitHarnessMain {
  static func main() {
    StressHarness.main(containers: .builtIn + fadeKitDrivers)
  }
}
