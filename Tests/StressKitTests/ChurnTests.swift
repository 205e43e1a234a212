import ChurnMeter
import Containment
import Foundation
import StressKit
import Testing

extension Trait where Self == ConditionTrait {
  /// Off under `scripts/sanitize.sh`, where a sanitizer's allocator serves the process.
  ///
  /// jemalloc's counters see nothing there. Everywhere else jemalloc must serve the process
  /// (``ChurnTests/meter()`` records an issue otherwise), so these tests cannot pass by being
  /// skipped.
  static var needsJemalloc: Self {
    .disabled(
      if: ProcessInfo.processInfo.environment["VIEWCACHESTRESS_SANITIZER"] != nil,
      "a sanitizer's allocator serves this process, not jemalloc")
  }
}

/// Churn is measured with jemalloc, which this test process links through `ChurnMeter`.
@Suite(.needsJemalloc) struct ChurnTests {
  static func meter() throws -> ChurnMeter {
    switch ChurnMeter.current() {
    case .available(let meter): return meter
    case .unavailable(let reason):
      Issue.record("jemalloc must serve this process: \(reason)")
      throw CancellationError()
    }
  }

  /// The churn of a clean run with `options`, measured as `stress-harness` measures it
  /// (allocations counted); `prepare` runs before the steps, `record` gets each step.
  static func measuredChurn<Driver: StressDriver>(
    _ options: StressOptions<Driver>,
    prepare: (StressRunner<Driver>) throws -> Void = { _ in },
    record: ((StressStep<Driver.Operation>) -> Void)? = nil
  ) throws -> ChurnReport {
    let runner = try StressRunner<Driver>(options: options)
    runner.measureChurn(with: probe(try meter(), countingAllocations: true))
    try prepare(runner)
    runner.run(record: record)
    #expect(runner.finish().isEmpty)
    return try #require(runner.report(elapsedSeconds: 1).churn)
  }

  /// A probe over jemalloc's counters for this thread, as `stress-harness` builds one.
  static func probe(_ meter: ChurnMeter, countingAllocations: Bool) -> AllocationProbe {
    let counters = meter.threadCounters
    return AllocationProbe(
      threadAllocated: counters.allocated, threadDeallocated: counters.deallocated,
      sampleProcess: { exact in
        let stats = meter.globalStats(flushingCache: exact)
        return (stats.resident, stats.allocations)
      },
      threadAllocations: countingAllocations ? meter.threadAllocationCounters()?.allocations : nil,
      threadPeak: countingAllocations ? meter.threadPeakTracker() : nil,
      sizeClass: { ChurnMeter.sizeClass(of: $0) })
  }

  /// Bytes allocated on this thread while `body` runs.
  static func allocated(by meter: ChurnMeter, _ body: () -> Void) -> UInt64 {
    let before = meter.threadAllocatedBytes
    body()
    return meter.threadAllocatedBytes &- before
  }

  @Test(arguments: [1, 1000, 5000, 70_000, 1 << 20])
  func aLoadedViewCostsItsPayloadRoundedToJemallocsSizeClass(payload: Int) throws {
    let meter = try Self.meter()
    let bare = ViewController(id: ViewControllerID(1), viewPayloadBytes: 0)
    let loaded = ViewController(id: ViewControllerID(2), viewPayloadBytes: payload)
    let objectOnly = Self.allocated(by: meter) { _ = bare.view }
    let withPayload = Self.allocated(by: meter) { _ = loaded.view }
    #expect(objectOnly > 0, "a view object is allocated")
    // A view's payload is allocated 16-byte aligned (View.init).
    #expect(withPayload - objectOnly == UInt64(ChurnMeter.sizeClass(of: payload, alignment: 16)))
    #expect(ChurnMeter.sizeClass(of: payload) >= payload)
  }

  @Test func pushingAndPoppingACachedChildAllocatesNothingInSteadyState() throws {
    let meter = try Self.meter()
    let clock = VirtualClock()
    let log = LifecycleLog(capacity: 256)
    let stack = try StackController(
      root: ViewController(id: ViewControllerID(1), viewPayloadBytes: 1024, observer: log),
      capacity: 3, clock: clock, id: ViewControllerID(0), observer: log)
    let window = Window()
    try window.setRootViewController(stack)
    window.makeKeyAndVisible()
    let cached = ViewController(id: ViewControllerID(2), viewPayloadBytes: 1024, observer: log)
    func cycle(animated: Bool) throws {
      try stack.push(cached, style: .slide, animated: animated)
      try clock.runUntilIdle()
      try stack.pop(animated: animated)
      try clock.runUntilIdle()
      log.removeAll()
    }
    for _ in 0..<100 { try cycle(animated: true) }  // warm-up: arrays reach their size
    var failure: (any Error)?
    let bytes = Self.allocated(by: meter) {
      do {
        for _ in 0..<1_000 {
          try cycle(animated: false)
          try cycle(animated: true)
        }
      } catch {
        failure = error
      }
    }
    #expect(failure == nil)
    #if DEBUG
    // Unoptimized, the standard library's generic paths run unspecialized: every
    // `Collection.last`, `firstIndex(where:)` and `Array.insert(_:at:)` the stack and its views
    // call allocates a 40-byte coroutine frame for the element (found with valgrind's DHAT).
    // The optimized build allocates nothing; .ci/run checks it with `swift test -c release`.
    withKnownIssue("debug builds allocate in unspecialized generic collection code") {
      #expect(bytes == 0, "4,000 pushes and pops of a cached child allocated \(bytes) bytes")
    }
    #else
    #expect(bytes == 0, "4,000 pushes and pops of a cached child allocated \(bytes) bytes")
    #endif
    #expect(cached.viewLoadCount == 1, "its view stayed loaded")
  }

  @Test func aMeasuredRunAttributesBytesByKindAndSamplesATimeline() throws {
    let meter = try Self.meter()
    let runner = try StressRunner<StackDriver>(
      options: StressOptions(seed: 4, steps: 12_800, payloadBytes: 4096))
    runner.measureChurn(with: ChurnTests.probe(meter, countingAllocations: false))
    runner.run()
    #expect(runner.finish().isEmpty)
    let churn = try #require(runner.report(elapsedSeconds: 1).churn)
    #expect(churn.byKind.map(\.count).reduce(0, +) == 12_800)
    #expect(churn.timeline.count == 128 + 1)
    #expect(churn.timeline.allSatisfy { $0.residentBytes > 0 })
    #expect(churn.allocations > 0)
    #expect(churn.peakLiveBytes > 0)
    let push = try #require(churn.byKind.first { $0.kind == "push" })
    // Every payload the model loaded really went through jemalloc during the run.
    let payloads = churn.byKind.map(\.expectedPayloadBytes).reduce(0, +)
    #expect(payloads == UInt64(runner.oracle.loads) * 4096)
    #expect(churn.allocatedBytes >= UInt64(runner.oracle.loads * ChurnMeter.sizeClass(of: 4096)))
    #expect(push.allocatedBytes >= push.expectedPayloadBytes)
  }

  /// A crash or hang in the pre-runs leaves their steps in the journal (the command line's
  /// `CrashCommandLineTests` shows it); once they end, the journal holds the run's alone.
  @Test("the warm-up and calibration runs journal into the run's journal, rewound after them")
  func thePreRunsAreJournaledAndRewound() throws {
    let meter = try Self.meter()
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("pre-run-\(UUID().uuidString).jsonl").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let options = StressOptions<StackDriver>(seed: 6, steps: 3_000)
    let runner = try StressRunner<StackDriver>(options: options)
    var seen: [StressStep<StackDriver.Operation>] = []
    do {
      let journal = try TraceJournal(path: path, options: options)
      runner.journal = journal
      runner.measureChurn(with: Self.probe(meter, countingAllocations: false))
      journal.flush()
      #expect(try StressTrace<StackDriver>(contentsOf: path).steps.isEmpty, "rewound")
      runner.run(record: { seen.append($0) })
      journal.flush()
    }
    #expect(runner.finish().isEmpty)
    let steps = try StressTrace<StackDriver>(contentsOf: path).steps
    #expect(steps.count == 3_000)
    let same = steps == seen
    #expect(same, "the journal holds the run's steps")
  }
}

@Suite(.needsJemalloc) struct ChurnDetailTests {
  @Test("the thread's peak of live bytes is exact, inside a burst of allocations freed at once")
  func threadPeakIsExact() throws {
    let meter = try ChurnTests.meter()
    let peak = try #require(meter.threadPeakTracker())
    func live() -> Int64 {
      Int64(bitPattern: meter.threadAllocatedBytes &- meter.threadDeallocatedBytes)
    }
    peak.reset()
    let before = live()
    // 1 MiB, then 64 KiB more while it is held, all freed: the live bytes go back to `before`.
    let big = UnsafeMutableRawPointer.allocate(byteCount: 1 << 20, alignment: 16)
    let small = UnsafeMutableRawPointer.allocate(byteCount: 64 << 10, alignment: 16)
    small.deallocate()
    big.deallocate()
    #expect(live() == before)
    #expect(peak.read() - before == Int64((1 << 20) + (64 << 10)))
    peak.reset()
    let (afterReset, liveNow) = (peak.read(), live())
    #expect(afterReset == liveNow, "a reset starts from the live bytes now")
  }

  @Test("the per-thread allocation count is exact and blind to other threads")
  func threadAllocationCountsAreExact() throws {
    let meter = try ChurnTests.meter()
    let counters = try #require(meter.threadAllocationCounters())
    // Another thread allocates all along.
    let noise = Thread {
      for _ in 0..<200_000 {
        let block = UnsafeMutableRawPointer.allocate(byteCount: 48, alignment: 16)
        block.deallocate()
      }
    }
    noise.start()
    func allocateAndFree(_ count: Int) -> (allocations: UInt64, frees: UInt64) {
      let allocationsBefore = counters.allocations.pointee
      let freesBefore = counters.frees.pointee
      for size in 1...count {
        let block = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        block.deallocate()
      }
      return (
        counters.allocations.pointee - allocationsBefore, counters.frees.pointee - freesBefore
      )
    }
    _ = allocateAndFree(10)  // what starting the thread left to free here goes first
    let counted = allocateAndFree(1_000)
    #expect(counted.allocations == 1_000)
    #expect(counted.frees == 1_000)
  }

  /// Every C allocation function is counted once a call, on the calling thread.
  ///
  /// Each hands the call on to jemalloc (whose byte counter sees the block): the counting
  /// leaves the allocator in place. A block `realloc` moves is an allocation and a free; one it
  /// keeps, neither.
  @Test("each C allocation function counts its call and hands it on to jemalloc")
  func everyAllocationFunctionIsCountedAndHandedOn() throws {
    let meter = try ChurnTests.meter()
    let counters = try #require(meter.threadAllocationCounters())
    func counted(
      _ name: String, allocations: UInt64 = 1, frees: UInt64 = 1, atLeast bytes: UInt64,
      _ body: () -> Void
    ) {
      let before = (counters.allocations.pointee, counters.frees.pointee)
      let allocated = meter.threadAllocatedBytes
      body()
      let after = (counters.allocations.pointee, counters.frees.pointee, meter.threadAllocatedBytes)
      #expect(after.0 - before.0 == allocations, "\(name): allocations")
      #expect(after.1 - before.1 == frees, "\(name): frees")
      #expect(after.2 - allocated >= bytes, "\(name): jemalloc served it")
    }
    counted("malloc", atLeast: 100) { free(escaping(malloc(100))) }
    counted("calloc", atLeast: 300) { free(escaping(calloc(3, 100))) }
    var status: Int32 = -1
    counted("posix_memalign", atLeast: 100) {
      var block: UnsafeMutableRawPointer?
      status = posix_memalign(&block, 64, 100)
      free(escaping(block))
    }
    #expect(status == 0)
    counted("aligned_alloc", atLeast: 128) { free(escaping(aligned_alloc(64, 128))) }
    counted("valloc", atLeast: 100) { free(escaping(valloc(100))) }
    counted("realloc of nothing", atLeast: 100) { free(escaping(realloc(nil, 100))) }
    counted("free of nothing", allocations: 0, frees: 0, atLeast: 0) { free(nil) }
    // Grown far beyond its size class, a block moves; shrunk within its class, it stays.
    let small = try #require(malloc(16))
    var moved = false
    counted("realloc that moves", frees: 2, atLeast: 1 << 20) {  // the old block, then the new
      let grown = realloc(small, 1 << 20)
      moved = grown != small
      free(escaping(grown))
    }
    #expect(moved)
    let block = try #require(malloc(4096))
    var kept: UnsafeMutableRawPointer?
    counted("realloc in place", allocations: 0, frees: 0, atLeast: 0) {
      kept = realloc(block, 4000)
    }
    #expect(kept == block)
    free(kept)
  }

  /// The block, seen by code the optimizer cannot look into: an optimized build would
  /// otherwise drop a `malloc` whose block only goes to `free`, and count nothing.
  nonisolated(unsafe) private static var lastEscaped: UnsafeMutableRawPointer?
  private func escaping(_ block: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    Self.lastEscaped = block
    return block
  }

  @Test func countingAllocationsAttributesThemToKinds() throws {
    let meter = try ChurnTests.meter()
    let runner = try StressRunner<StackDriver>(options: StressOptions(seed: 6, steps: 2_000))
    runner.measureChurn(with: ChurnTests.probe(meter, countingAllocations: true))
    runner.run()
    runner.finish()
    let churn = try #require(runner.report(elapsedSeconds: 1).churn)
    let counted = churn.byKind.compactMap(\.allocations)
    #expect(counted.count == churn.byKind.count, "every kind has a count")
    let push = try #require(churn.byKind.first { $0.kind == "push" })
    #expect((push.allocations ?? 0) > 0, "pushes create children")
    for kind in churn.byKind {
      // Counts and bytes come from the same windows on the same thread: a kind that allocated
      // bytes made allocations, and one that made none allocated no byte (the test runner's
      // other threads allocating meanwhile count for nothing).
      #expect((kind.allocations ?? 0 > 0) == (kind.allocatedBytes > 0), "\(kind)")
    }
    #expect(churn.allocations == counted.reduce(0, +), "the run's allocations are its operations'")
    #expect((churn.harnessAllocations ?? 0) > 0)
  }
}

/// Churn of the other containers' runs: totals and the peak of live bytes.
@Suite(.needsJemalloc) struct ContainerChurnTests {
  @Test("a container run's churn covers the views it loaded, and its peak is its live set")
  func containerChurnCountsTheLoadedPayloads() throws {
    let meter = try ChurnTests.meter()
    let runner = try StressRunner<PageDriver>(options: StressOptions(seed: 4, steps: 20_000))
    runner.measureChurn(with: ChurnTests.probe(meter, countingAllocations: false))
    runner.run()
    #expect(runner.finish().isEmpty)
    let report = runner.report(elapsedSeconds: 0)
    let churn = try #require(report.churn)
    #expect(runner.oracle.loadedPayloadBytes > 100_000, "pages with payloads were loaded")
    #expect(churn.allocatedBytes >= runner.oracle.loadedPayloadBytes, "every payload is allocated")
    #expect(churn.freedBytes <= churn.allocatedBytes)
    #expect(churn.allocations > report.loads, "at least a view object per load")
    // Live at any time: the pages within the radius, the kept children and their views; far
    // less than all that was loaded, and at least one payload.
    #expect(churn.peakLiveBytes > 1024)
    #expect(churn.peakLiveBytes < Int64(runner.oracle.loadedPayloadBytes / 10))
    #expect(report.text.contains("churn: "))
  }

  @Test("without a probe a container run reports no churn")
  func noProbeNoChurn() throws {
    let runner = try StressRunner<TabDriver>(options: StressOptions(seed: 4, steps: 100))
    runner.run()
    runner.finish()
    #expect(runner.report(elapsedSeconds: 0).churn == nil)
  }
}

/// The model's objects stay in their jemalloc size classes: a deep stack holds 100,000 view
/// controllers, and a field added in the wrong place moves every one of them up a class.
@Suite(.needsJemalloc) struct ObjectSizeTests {
  @Test("a view controller takes 160 bytes and a view 128, as jemalloc allocates them")
  func sizeClasses() throws {
    let meter = try ChurnTests.meter()
    var kept: [AnyObject] = []
    kept.reserveCapacity(2_000)
    let start = meter.threadAllocatedBytes
    for _ in 0..<1_000 { kept.append(ViewController()) }
    let afterViewControllers = meter.threadAllocatedBytes
    for _ in 0..<1_000 { kept.append(View()) }
    let afterViews = meter.threadAllocatedBytes
    #expect((afterViewControllers - start) / 1_000 == 160)
    #expect((afterViews - afterViewControllers) / 1_000 == 128)
    #expect(kept.count == 2_000)
  }
}
