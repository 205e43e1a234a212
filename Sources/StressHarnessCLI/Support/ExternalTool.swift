import Foundation
import StressKit

/// The programs the harness runs after a run: `jeprof` for a heap profile, `llvm-profdata`
/// and `llvm-cov` for source coverage, `swift-demangle` to name Swift's symbols.
enum ExternalTool {
  /// The path of `tool` on the `PATH`, if it is there.
  static func find(_ tool: String) -> String? {
    let path = ProcessEnvironment.variables["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(tool)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// The path of `tool` in the Swift toolchain on the `PATH` (beside `swift`'s real path),
  /// else on the `PATH`.
  ///
  /// LLVM's tools read what their own LLVM writes: a system `llvm-profdata` older than the
  /// toolchain's cannot read the counters the Swift compiler's instrumentation writes.
  static func findInToolchain(_ tool: String) -> String? {
    for driver in ["swift", "swiftc"] {
      guard let found = find(driver), let real = realpath(found, nil) else { continue }
      defer { free(real) }
      let folder = String(cString: real).split(separator: "/", omittingEmptySubsequences: false)
        .dropLast().joined(separator: "/")
      let candidate = folder + "/" + tool
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return find(tool)
  }

  /// How a tool ended: its exit status (or -1 when it could not be started or was killed),
  /// its standard output, and the first line of its standard error.
  struct Ended {
    var status: Int32
    var output: Data
    var errorLine: String

    /// Whether it exited with status 0.
    var succeeded: Bool { status == 0 }
  }

  /// Runs `tool` with `arguments` and `input` and waits for it.
  ///
  /// Its input and outputs go through files in the temporary folder, so that neither side
  /// waits on a full pipe.
  static func run(_ tool: String, _ arguments: [String], input: String? = nil) -> Ended {
    let stem = Worker.scratchStem("tool-\(UInt32.random(in: 0...UInt32.max))")
    let (inputPath, outputPath, errorPath) = (stem + ".in", stem + ".out", stem + ".err")
    defer {
      unlink(inputPath)
      unlink(outputPath)
      unlink(errorPath)
    }
    let failed = Ended(status: -1, output: Data(), errorLine: "")
    guard (try? ScratchFolder.create(Array((input ?? "").utf8), at: inputPath)) != nil else {
      return failed
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, inputPath, O_RDONLY, 0)
    let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, outputPath, flags, 0o600)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errorPath, flags, 0o600)
    let argv = ([tool] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, tool, &actions, nil, argv, environ) == 0 else { return failed }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let errorText = FileManager.default.contents(atPath: errorPath).map {
      String(decoding: $0, as: UTF8.self)
    }
    return Ended(
      status: status & 0x7f == 0 ? (status >> 8) & 0xff : -1,
      output: FileManager.default.contents(atPath: outputPath) ?? Data(),
      errorLine: errorText?.split(whereSeparator: \.isNewline).first.map(String.init) ?? "")
  }

  /// What `tool` writes to standard output given `arguments` and `input`, or `nil` if it fails.
  static func output(of tool: String, _ arguments: [String], input: String? = nil) -> String? {
    let ended = run(tool, arguments, input: input)
    return ended.succeeded ? String(decoding: ended.output, as: UTF8.self) : nil
  }

  /// Swift names of the mangled `symbols`, through `swift-demangle --simplified` when the
  /// toolchain is on the `PATH` (none otherwise: the symbols stay mangled).
  static func demangled(_ symbols: Set<String>) -> [String: String] {
    let mangled = symbols.filter { HeapProfile.module(of: $0) != nil }.sorted()
    guard !mangled.isEmpty, let tool = findInToolchain("swift-demangle"),
      let text = output(of: tool, ["--simplified"], input: mangled.joined(separator: "\n") + "\n")
    else { return [:] }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count >= mangled.count else { return [:] }
    return Dictionary(
      uniqueKeysWithValues: zip(mangled, lines.prefix(mangled.count).map(String.init)))
  }
}
