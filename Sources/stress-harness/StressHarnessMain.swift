import StressHarnessCLI

/// `stress-harness`: the command line over the built-in containers.
@main
enum StressHarnessMain {
  static func main() {
    StressHarness.main(containers: .builtIn)
  }
}
