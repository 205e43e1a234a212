import CLibFuzzer

#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer, when this executable is built with it (`-sanitize=fuzzer`): the engine of
/// `explore`.
///
/// libFuzzer calls back with each input through a C function pointer and ends the process
/// itself when it is done, so what it calls is kept here, process-wide, and what is left to
/// say is said in an `atexit` handler.
enum LibFuzzer {
  /// Whether libFuzzer is linked into this executable.
  static var isLinked: Bool { vcs_libfuzzer_linked() != 0 }

  /// How to build an executable with libFuzzer in it (the linker `lld`: `gold` fails on
  /// libFuzzer's archive with Swift's debugging information).
  static let buildOptions = "-c release -Xswiftc -sanitize=fuzzer -Xswiftc -use-ld=lld"

  /// What each input is given to.
  ///
  /// libFuzzer calls back on the thread that started it, one input at a time; set once
  /// before it starts.
  nonisolated(unsafe) private static var body: ((UnsafeRawBufferPointer) -> Int32)?
  /// What is said when libFuzzer ends the process (on the same thread), taken once.
  nonisolated(unsafe) private static var end: (() -> Void)?

  /// Runs libFuzzer with `arguments` (its flags and corpus folders); does not return.
  ///
  /// libFuzzer calls `input` with each input (0 to go on, -1 to keep it out of the corpus),
  /// then exits, which calls `atEnd` once.
  static func run(
    arguments: [String], input: @escaping (UnsafeRawBufferPointer) -> Int32,
    atEnd: @escaping () -> Void
  ) -> Never {
    body = input
    end = atEnd
    // Swift's backtracer handles the crash signals from the start, and libFuzzer leaves a
    // handler it finds in place: without its own, a container that traps would end the
    // process without the input being saved.
    for crash in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] { signal(crash, SIG_DFL) }
    atexit {
      let atEnd = LibFuzzer.end
      LibFuzzer.end = nil
      atEnd?()
    }
    var strings = ([CommandLine.arguments.first ?? "stress-harness"] + arguments).map {
      strdup($0)
    }
    strings.append(nil)
    var count = Int32(strings.count - 1)
    strings.withUnsafeMutableBufferPointer { buffer in
      var argv = buffer.baseAddress
      _ = vcs_libfuzzer_run(&count, &argv) { data, size in
        LibFuzzer.body?(UnsafeRawBufferPointer(start: data, count: size)) ?? 0
      }
    }
    exit(0)
  }
}

/// The instrumented edges an exploration's inputs reached, together: libFuzzer clears its
/// inline counters before each input, so they are read after each.
struct EdgeCoverage {
  /// The counters, or `nil` in an executable without them.
  private let counters: UnsafeBufferPointer<UInt8>?
  /// One bit per counter, set once its edge was reached.
  private var reached: [UInt64]
  /// The edges reached.
  private(set) var count = 0

  init() {
    var start: UnsafePointer<UInt8>?
    let total = vcs_sancov_counters(&start)
    counters = start.map { UnsafeBufferPointer(start: $0, count: total) }
    reached = Array(repeating: 0, count: (total + 63) / 64)
  }

  /// The edges instrumented, or `nil` without instrumentation.
  var instrumented: Int? { counters.map(\.count).flatMap { $0 == 0 ? nil : $0 } }

  /// Notes the edges the input just run reached (in C, eight counters at a time: most are 0).
  ///
  /// The same loop in Swift, instrumented with the rest of the executable, made 20,000 inputs
  /// of the example's top stack take 8 to 12 s instead of 5.6 s without the scan.
  mutating func note() {
    guard let counters, let base = counters.baseAddress else { return }
    count += reached.withUnsafeMutableBufferPointer { words in
      words.baseAddress.map { vcs_sancov_mark(base, counters.count, $0) } ?? 0
    }
  }
}
