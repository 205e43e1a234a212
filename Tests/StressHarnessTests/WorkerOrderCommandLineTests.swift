import Foundation
import Testing

/// The worker's hand-over: `stress-harness _worker ORDER` runs what its order says, without the
/// user's command line, and refuses an order it cannot read with the internal-fault status.
extension CommandLineTests {
  /// An order for one seed of `container`, as a supervisor writes it.
  static func order(
    version: Int = 1, container: String = "stack", result: String, failures: String,
    steps: Int = 300
  ) -> String {
    #"""
    {"envelope":{"format":"stress-harness-worker-order","version":\#(version),"container":"\#(container)",
    "context":{"supervisor":\#(ProcessInfo.processInfo.processIdentifier),"sendsStatus":false,"stepTimeout":10}},
    "task":{"run":{"_0":{"recorded":{"seed":7,"steps":\#(steps),"auditInterval":1024,"plantedBugs":[],
    "profile":"default","swarm":false,"configuration":{"capacity":2}},"countsCoverage":true,
    "pressure":[],"measuresChurn":false,"churnDetail":false,"failures":"\#(failures)","shrinks":true,
    "shrinkSeconds":60,"stepTimeout":10,"showsShrinking":false},"result":"\#(result)"}}}
    """#
  }

  @Test func aWorkerRunsItsOrderAndWritesItsResult() throws {
    let folder = try Self.scratch()
    let orderFile = folder.appendingPathComponent("order.json")
    let result = folder.appendingPathComponent("result.json")
    try Self.order(result: result.path, failures: folder.path).write(
      to: orderFile, atomically: true, encoding: .utf8)
    let outcome = try run(["_worker", orderFile.path])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(!FileManager.default.fileExists(atPath: orderFile.path), "the order, read, is removed")
    let written = try JSONSerialization.jsonObject(with: Data(contentsOf: result)) as? [String: Any]
    let report = try #require(written?["report"] as? [String: Any])
    #expect(report["steps"] as? Int == 300)
    let options = try #require(report["options"] as? [String: Any])
    #expect(options["seed"] as? Int == 7)
  }

  @Test func aWorkerRefusesAnOrderOfAnotherVersionWithStatus70() throws {
    let folder = try Self.scratch()
    let orderFile = folder.appendingPathComponent("order.json")
    let cases: [(String, String)] = [
      (
        Self.order(version: 2, result: folder.path + "/r.json", failures: folder.path),
        "Error: the worker's order is version 2 of stress-harness-worker-order; this worker reads version 1\n"
      ),
      (
        Self.order(container: "carousel", result: folder.path + "/r.json", failures: folder.path),
        "Error: the worker's order is for the container 'carousel', which this executable does not drive\n"
      ),
      ("{}", "Error: the worker's order is no stress-harness-worker-order\n"),
    ]
    for (text, error) in cases {
      try text.write(to: orderFile, atomically: true, encoding: .utf8)
      let outcome = try run(["_worker", orderFile.path])
      #expect(outcome.status == 70)
      #expect(outcome.stderr == error)
      #expect(!FileManager.default.fileExists(atPath: folder.path + "/r.json"))
    }
    let missing = try run(["_worker", folder.path + "/none.json"])
    #expect(missing.status == 70)
    #expect(missing.stderr == "Error: cannot read the worker's order \(folder.path)/none.json\n")
  }
}
