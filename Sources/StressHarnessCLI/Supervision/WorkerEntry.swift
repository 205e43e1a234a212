import ArgumentParser
import Foundation
import StressKit

/// The worker's side: `stress-harness _worker ORDER` reads its ``WorkerOrder`` (and removes the
/// file) and carries it out, without the argument parser or the user's command line.
///
/// It dies with its supervisor, takes `SIGINT` and `SIGHUP` as a request to stop (its
/// watchdog ends it with `SIGTERM`), sends its status as records when asked, watches its steps for a hang, then runs
/// its task: a seed (``RunPlan``), whose result it writes for the supervisor, or a replay
/// (``ReplayPlan``), whose exit status says how it went.
enum WorkerEntry {
  /// Carries out the order named by `arguments`; the exit status (70 for an order it cannot
  /// read).
  static func run(_ arguments: ArraySlice<String>, registry: ContainerRegistry) -> Int32 {
    do throws(HarnessError) {
      guard arguments.count == 1, let path = arguments.first else {
        throw .internalFault("\(WorkerOrder.command) takes one argument: its order file")
      }
      guard let data = FileManager.default.contents(atPath: path) else {
        throw .internalFault("cannot read the worker's order \(path)")
      }
      // Read once: the order is the worker's to remove, so that none is left behind when its
      // supervisor ends without cleaning up (a second Ctrl-C, a SIGKILL).
      unlink(path)
      let (tree, container) = try WorkerOrder.parse(data)
      guard let entry = registry.entry(named: container) else {
        throw .internalFault(
          "the worker's order is for the container '\(container)', which this executable does not drive"
        )
      }
      return try carryOut(entry.driver, order: tree)
    } catch {
      return StressHarness.report(error)
    }
  }

  /// Decodes the order for `Driver`, sets the worker up, and runs its task.
  private static func carryOut<Driver: StressDriver>(
    _: Driver.Type, order tree: JSONTree
  ) throws(HarnessError) -> Int32 {
    let order: WorkerOrder.Order<Driver>
    do {
      order = try JSONTree.decode(WorkerOrder.Order<Driver>.self, from: tree)
    } catch {
      throw .internalFault("the worker's order cannot be read: \(error)")
    }
    let context = order.envelope.context
    ProcessRole.current = .worker(context)
    Worker.follow(supervisor: context.supervisor)
    Interruption.install(worker: true)
    // In a process group of its own, it is not the terminal's foreground: writing to it (its
    // standard output) must not stop it.
    signal(SIGTTOU, SIG_IGN)
    StatusLine.shared = StatusLine(mode: context.sendsStatus ? .records : .off)
    StatusLine.startShowingProgress()
    Worker.startWatchdog(timeout: context.stepTimeout)
    do {
      switch order.task {
      case .run(let plan, let result):
        try write(plan.runOne(showProgress: context.sendsStatus), to: result)
      case .replay(let plan):
        try plan.replay(Driver.self)
      }
      return ExitStatus.success
    } catch let error as HarnessError {
      return StressHarness.report(error)
    } catch let code as ExitCode {
      return code.rawValue
    } catch {
      return StressHarness.report(.internalFault("\(error)"))
    }
  }

  /// Writes a run's outcome where the supervisor reads it.
  private static func write(_ outcome: RunOutcome, to path: String) throws(HarnessError) {
    let value = Worker.Result(
      report: outcome.report, writeFailure: outcome.writeFailure?.description)
    guard let data = try? JSONEncoder().encode(value) else {
      throw .internalFault("cannot encode the worker's result")
    }
    try OutputFile.write(data, to: path)
  }
}
