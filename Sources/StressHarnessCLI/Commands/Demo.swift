import ArgumentParser
import Containment
import StressKit

extension StressHarness {
  struct Demo: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(
        abstract: "Walk a top-N stack through pushes, a memory warning and pops; print its log.",
        usage: "\(commandName) demo [<options>]"
      )
    }

    /// 3 rather than the stack's default 2, so that a covered view is cached and the memory
    /// warning in mid-transition has one to release.
    @Option(
      parsing: .unconditional, help: "How many top children keep their views loaded (1...1048576).")
    var capacity: Int = 3

    @Option(parsing: .unconditional, help: "How many children to push above the root (1...64).")
    var depth: Int = 4

    @Option(parsing: .unconditional, help: "Payload bytes of each child's view (0...67108864).")
    var payloadBytes: Int = 64 * 1024

    @Flag(inversion: .prefixedNo, help: "Animate the transitions (they take virtual time).")
    var animated = true

    func validate() throws {
      try check(capacity, in: TraceBounds.capacity, option: "--capacity")
      try check(depth, in: 1...64, option: "--depth")
      try checkPayloadBytes(payloadBytes)
    }

    func run() throws {
      let script = DemoScript(
        capacity: capacity,
        depth: depth,
        payloadBytes: payloadBytes,
        animated: animated
      )
      // The log is collected, then written, so that a failed write ends the command.
      var log: [String] = []
      let report = try script.run { log.append($0) }
      for line in log { try printOutput(line) }
      try printOutput("")
      try printOutput(report)
    }
  }
}
