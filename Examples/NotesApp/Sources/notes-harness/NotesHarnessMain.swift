import NotesHarness
import StressHarnessCLI

/// `notes-harness`: the whole `stress-harness` command line, with the notes app too.
@main
enum NotesHarnessMain {
  static func main() {
    StressHarness.main(containers: .builtIn + [NotesDriver.self])
  }
}
