import CardKit
import StressHarnessCLI

/// `card-harness`: the whole `stress-harness` command line, with the card container too.
@main
enum CardHarnessMain {
  static func main() {
    StressHarness.main(containers: .builtIn + [CardDriver.self])
  }
}
