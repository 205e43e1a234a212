import Testing

@testable import StressHarnessCLI

/// A failure's files are named in one place (`FailureFiles`): the trace, its reproducer and the
/// reproducer's Swift test, for every path that writes them or reads them.
@Suite struct FailureFilesTests {
  @Test func aFailuresFilesShareTheirStem() {
    let files = FailureFiles(stem: "out/stack-C4-1f3a9c2e")
    #expect(files.trace == "out/stack-C4-1f3a9c2e.jsonl")
    #expect(files.reproducer == "out/stack-C4-1f3a9c2e.min.jsonl")
    #expect(files.swiftTest == "out/stack-C4-1f3a9c2e.min.swift")
    #expect(FailureFiles(reproducer: files.reproducer) == files)
    #expect(FailureFiles(trace: files.trace) == files)
    #expect(FailureFiles.isReproducer("stack-C4-1f3a9c2e.min.jsonl"))
    #expect(!FailureFiles.isReproducer("stack-C4-1f3a9c2e.jsonl"))
  }

  @Test func aTraceOfAnyNameGetsItsReproducerBesideIt() {
    #expect(FailureFiles(trace: "t.jsonl").reproducer == "t.min.jsonl")
    #expect(FailureFiles(trace: "t.min.jsonl").reproducer == "t.min.min.jsonl")
    #expect(FailureFiles(trace: "trace").reproducer == "trace.min.jsonl")
    #expect(FailureFiles.swiftTest(besides: "dir/small.jsonl") == "dir/small.swift")
    #expect(FailureFiles.testName(of: "dir/stack-C4-1f3a9c2e.min.swift") == "stack-C4-1f3a9c2e")
    #expect(FailureFiles.testName(of: "stack-C4-1f3a9c2e.min.jsonl") == "stack-C4-1f3a9c2e")
  }
}
