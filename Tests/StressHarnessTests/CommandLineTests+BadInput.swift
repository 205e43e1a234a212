import Foundation
import Testing

/// Bad input to the built binary: options out of range, malformed or hostile traces, and
/// payloads past the bound of a run, each a one-line error and a documented exit status.
extension CommandLineTests {
  @Test(arguments: [
    (["--capacity", "0"], "Error: --capacity must be in 1...1048576, got 0"),
    (["--capacity=-3"], "Error: --capacity must be in 1...1048576, got -3"),
    (
      ["--capacity", "9223372036854775807"],
      "Error: --capacity must be in 1...1048576, got 9223372036854775807"
    ),
    (["--steps", "0"], "Error: --steps must be at least 1, got 0"),
    (
      ["--profile", "nope"],
      "Error: unknown profile 'nope' for the stack container; choose one of default, memory-storm, deep-stack, transitions, churn"
    ),
    (
      ["--plant-bug", "nope"],
      "Error: unknown planted bug 'nope' for the stack container; choose one of capacity-off-by-one, memory-warning-unloads-top,"
    ),
    (["--jobs", "0"], "Error: --jobs must be in 1...256, got 0"),
    (["--step-timeout", "0"], "Error: --step-timeout must be in 0.1...3600 seconds, got 0.0"),
    (["--step-timeout", "nan"], "Error: --step-timeout must be in 0.1...3600 seconds, got nan"),
    (["--events-per-step", "0"], "Error: --events-per-step must be in 1...100000000, got 0"),
    (
      ["--events-per-step", "100000001"],
      "Error: --events-per-step must be in 1...100000000, got 100000001"
    ),
    (["--events-per-step=-5"], "Error: --events-per-step must be in 1...100000000, got -5"),
    (
      ["--callbacks-per-step", "0"], "Error: --callbacks-per-step must be in 1...1000000000, got 0"
    ),
    (["--payload-bytes=-1"], "Error: --payload-bytes must be in 0...67108864, got -1"),
    (
      ["--duration", "0"],
      "Error: --duration must be a number of seconds more than 0 and at most 2592000 (30 days), got 0.0"
    ),
    // Values that once crashed after passing validation, or were taken for missing ones.
    (
      ["--duration", "inf"],
      "Error: --duration must be a number of seconds more than 0 and at most 2592000 (30 days), got inf"
    ),
    (
      ["--duration", "1e16"],
      "Error: --duration must be a number of seconds more than 0 and at most 2592000 (30 days), got 1e+16"
    ),
    (["--steps", "-5"], "Error: --steps must be at least 1, got -5"),
    (
      ["--seed", "-1"],
      "Error: The value '-1' is invalid for '--seed <seed>': --seed must be a whole number in 0...18446744073709551615, got '-1'"
    ),
    // The parser quotes a value whole: a terminal's escape in it is written out.
    (
      ["--seed", "\u{1B}[2J"],
      "Error: The value '\\u{1B}[2J' is invalid for '--seed <seed>': --seed must be a whole number in 0...18446744073709551615, got '\\u{1B}[2J'"
    ),
    (["demo", "--depth", "-1"], "Error: --depth must be in 1...64, got -1"),
    (
      ["demo", "--capacity", "9223372036854775807"],
      "Error: --capacity must be in 1...1048576, got 9223372036854775807"
    ),
    (
      ["help", "frobnicate"],
      "Error: unknown help topic 'frobnicate'; topics are run, replay, shrink, sweep, merge, profiles, demo"
    ),
    (["help", "run", "x"], "Error: unknown help topic 'x'; it has no subcommands"),
    (
      ["sweep", "--capacity", "1....3"],
      "Error: --capacity must be LOW...HIGH with 1 ≤ LOW ≤ HIGH ≤ 1048576, got '1....3'"
    ),
    (["--steps", "5", "--duration", "1"], "Error: --steps and --duration cannot be used together"),
    (["--bogus"], "Error: Unknown option '--bogus'"),
    (
      ["sweep", "--capacity", "1...65"], "Error: --capacity sweeps at most 64 values, got '1...65'"
    ),
    (["--capacity"], "Error: --capacity needs a value"),
    (["sweep", "--container", "tabs"], "Error: the tabs container has no parameter to sweep"),
    (
      ["--pressure", "random:2"],
      "Error: The value 'random:2' is invalid for '--pressure <source>': pressure rate '2' must be a number in (0, 1]"
    ),
    (["--plot", "x.svg", "--jobs", "2"], "Error: --plot draws one run; use it with --jobs 1"),
    (
      ["sweep", "--capacity", "0...3"],
      "Error: --capacity must be LOW...HIGH with 1 ≤ LOW ≤ HIGH ≤ 1048576, got '0...3'"
    ),
    (
      ["sweep", "--capacity", "4"],
      "Error: --capacity must be LOW...HIGH with 1 ≤ LOW ≤ HIGH ≤ 1048576, got '4'"
    ),
    (["demo", "--depth", "65"], "Error: --depth must be in 1...64, got 65"),
    (
      ["--contract", "ios7"],
      "Error: The value 'ios7' is invalid for '--contract <level>'. Please provide one of 'ios', 'ios5' or 'coconutkit'."
    ),
  ])
  func badOptionsExitWithAUsageError(arguments: [String], message: String) throws {
    let outcome = try run(arguments)
    #expect(outcome.status == 64)
    let firstLine = outcome.stderr.split(separator: "\n").first.map(String.init) ?? ""
    #expect(firstLine.hasPrefix(message), "\(firstLine)")
    #expect(outcome.stdout.isEmpty)
  }

  @Test(arguments: [
    ("", "empty trace file"),
    ("{\"format\":\"other\",\"version\":1}\n", "line 1 is not a viewcachestress-trace header"),
    (
      "{\"format\":\"viewcachestress-trace\",\"version\":4,\"options\":{}}\n",
      "trace format version 4 is newer than this harness reads (3)"
    ),
    (
      Self.header
        + "{\"op\":\"push\",\"payload\":1,\"style\":\"slide\",\"animated\":true}\n{\"op\":\"po",
      "line 3 is truncated or not an operation: The given data was not valid JSON."
    ),
    (
      Self.header + "{\"op\":\"fly\"}\n",
      "line 2 is not an operation: key 'op': unknown step 'fly'; shared steps are [\"memory-warning\", \"rotate\", \"resize\", \"advance\", \"hide-window\", \"show-window\"]"
    ),
    // Each class of value that once trapped or ran for ever, refused before it is acted on.
    (
      Self.header.replacingOccurrences(
        of: "\"auditInterval\":1024", with: "\"auditInterval\":9223372036854775806"),
      "header options: audit interval must be in 1...1099511627776, got 9223372036854775806"
    ),
    (
      Self.header.replacingOccurrences(of: "\"version\":1", with: "\"version\":0"),
      "line 1: trace format version 0 is below 1"
    ),
    // A misspelt key in the header was ignored: the trace replayed with default options.
    (
      Self.header.replacingOccurrences(of: "\"options\"", with: "\"optoins\""),
      "line 1: unknown key 'optoins' in the header (it has container, format, generated, journal, note, options, rule, stopped, version)"
    ),
    // So were misspelt options and configuration fields (the nightly's fuzzer found these).
    (
      Self.header.replacingOccurrences(of: "\"swarm\"", with: "\"swram\""),
      "line 1: unknown key 'swram' (the options have 'auditInterval', 'callbacksPerStep', 'capacity', 'configuration', 'contract', 'eventsPerStep', 'fixedCapacity', 'fixedConfiguration', 'magnitudes', 'payloadBytes', 'plantedBugs', 'profile', 'seed', 'steps', 'swarm')"
    ),
    (
      #"{"container":"pages","format":"viewcachestress-trace","options":{"configuration":{"radius":1,"raduis":4},"seed":1,"steps":1},"version":3}"#
        + "\n",
      "line 1: unknown key 'raduis' ('configuration' has 'radius')"
    ),
    (
      Self.header.replacingOccurrences(of: "\"seed\":1", with: "\"seed\":1.5"),
      "line 1: key 'seed': 1.5 is not a whole number"
    ),
    (
      Self.header.replacingOccurrences(of: "\"profile\":\"default\"", with: "\"profile\":3"),
      "line 1: malformed header: key 'profile': Expected to decode String but found number instead."
    ),
    (
      Self.header + #"{"animated":true,"op":"push","payload":-1,"style":"slide"}"# + "\n",
      "line 2: key 'payload': -1 is outside 0...67108864"
    ),
    (
      Self.header + #"{"index":0,"op":"insert","payload":4294967296}"# + "\n",
      "line 2: key 'payload': 4294967296 is outside 0...67108864"
    ),
    (
      Self.header + #"{"op":"advance","ticks":9223372036854775807}"# + "\n",
      "line 2: key 'ticks': 9223372036854775807 is outside 0...68719476736"
    ),
    (
      Self.header + #"{"capacity":9223372036854775807,"op":"set-capacity"}"# + "\n",
      "line 2: key 'capacity': 9223372036854775807 is outside 1...1048576"
    ),
    (
      Self.header + #"{"count":9223372036854775807,"op":"memory-warning"}"# + "\n",
      "line 2: key 'count': 9223372036854775807 is outside 1...1048576"
    ),
    (
      Self.header + #"{"height":600,"op":"resize","width":-1}"# + "\n",
      "line 2: key 'width': -1 is outside 1...100000"
    ),
    (
      Self.header + #"{"added":65537,"animated":false,"keep":0,"op":"replace-all","payload":0}"#
        + "\n",
      "line 2: key 'added': 65537 is outside 0...65536"
    ),
    (
      Self.header + #"{"animated":true,"op":"push","paylod":1,"payload":1,"style":"slide"}"# + "\n",
      "line 2: unknown key 'paylod' (this step has 'animated', 'op', 'payload', 'style')"
    ),
    // A number too large for any whole number was "not valid JSON", or another key's error.
    (
      Self.header + #"{"count":99999999999999999999,"op":"memory-warning"}"# + "\n",
      "line 2 is not an operation: key 'count': 99999999999999999999 is too large for a whole number (at most 18446744073709551615)"
    ),
    (
      Self.header + #"{"animated":true,"op":"push","payload":99999999999999999999,"style":"slide"}"#
        + "\n",
      "line 2 is not an operation: key 'payload': 99999999999999999999 is too large for a whole number (at most 18446744073709551615)"
    ),
    (
      Self.header.replacingOccurrences(of: "\"seed\":1", with: "\"seed\":99999999999999999999"),
      "line 1: key 'seed': 99999999999999999999 is too large for a whole number (at most 18446744073709551615)"
    ),
    (
      Self.header + #"{"animated":true,"op":"push","payload":1.0,"style":"slide"}"# + "\n",
      "line 2: key 'payload': 1.0 is not a whole number"
    ),
    (
      Self.header + #"{"animated":true,"op":"push","payload":1.5,"style":"slide"}"# + "\n",
      "line 2 is not an operation: key 'payload': 1.5 is not a whole number"
    ),
    (
      Self.header + #"{"animated":true,"op":"push","style":"slide"}"# + "\n",
      "line 2 is not an operation: key 'payload' is missing"
    ),
    // Every value in bounds, but together more payload than a run may hold: the run stops at
    // the step that would go past 256 MiB, having allocated no more.
    (
      Self.header.replacingOccurrences(of: "\"capacity\":2", with: "\"capacity\":64")
        + String(
          repeating: #"{"animated":false,"op":"push","payload":67108864,"style":"slide"}"# + "\n",
          count: 6),
      "step 4: the views alive would hold more than 256.0 MiB of payload, the most a run may hold"
    ),
  ])
  func badTracesExitWithABadDataError(contents: String, problem: String) throws {
    try expectBadTrace(contents, problem: problem)
  }

  /// Values a trace names, echoed in its error.
  static let echoedValues: [(String, String)] = [
    // An unsigned field given a negative number was "not valid JSON", naming no key.
    (
      Self.header.replacingOccurrences(of: "\"seed\":1", with: "\"seed\":-1"),
      "line 1: key 'seed': -1 is below 0"
    ),
    // What the file names is echoed on one line, at most 80 characters: a 5 MB name filled
    // the terminal, a newline in it split the error, a terminal's escape recoloured it.
    (
      Self.header + #"{"op":"fly\n"# + String(repeating: "x", count: 5_000) + "\"}\n",
      "line 2 is not an operation: key 'op': unknown step 'fly\\n"
        + String(repeating: "x", count: 76)
        + "…'; shared steps are [\"memory-warning\", \"rotate\", \"resize\", \"advance\", \"hide-window\", \"show-window\"]"
    ),
    (
      Self.header.replacingOccurrences(
        of: "\"profile\":\"default\"", with: #""profile":"\u001b[31mred""#),
      "header options: unknown profile '\\u{1B}[31mred' for the stack container; choose one of default, memory-storm, deep-stack, transitions, churn"
    ),
    (
      Self.header.replacingOccurrences(of: "\"swarm\"", with: #""s\u2028"# + "w\""),
      "line 1: unknown key 's\\u{2028}w' (the options have 'auditInterval', 'callbacksPerStep', 'capacity', 'configuration', 'contract', 'eventsPerStep', 'fixedCapacity', 'fixedConfiguration', 'magnitudes', 'payloadBytes', 'plantedBugs', 'profile', 'seed', 'steps', 'swarm')"
    ),
  ]

  @Test(arguments: echoedValues)
  func echoedValuesStayOnOneShortLine(contents: String, problem: String) throws {
    try expectBadTrace(contents, problem: problem)
  }

  private func expectBadTrace(_ contents: String, problem: String) throws {
    let folder = try Self.scratch()
    try Data(contents.utf8).write(to: folder.appendingPathComponent("t.jsonl"))
    for command in ["replay", "shrink"] {
      let outcome = try run([command, "t.jsonl"], in: folder)
      #expect(outcome.status == 65, "\(command)")
      #expect(outcome.stderr == "Error: t.jsonl: \(problem)\n", "\(command)")
      #expect(outcome.stdout.isEmpty, "\(command)")
    }
  }

  @Test("a trace that is not a regular file is refused at once, saying what it is")
  func tracesThatAreNotFiles() throws {
    let folder = try Self.scratch()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("dir"), withIntermediateDirectories: false)
    #expect(mkfifo(folder.appendingPathComponent("pipe").path, 0o644) == 0)
    for (path, problem) in [
      ("dir", "dir is a folder, not a trace file"),
      // A pipe was "empty", `/dev/stdin` "cannot be read": a trace is read twice.
      ("pipe", "pipe is a FIFO, not a trace file (save the trace to a file first)"),
      (
        "/dev/null",
        "/dev/null is a character device, not a trace file (save the trace to a file first)"
      ),
      ("gone.jsonl", "cannot read trace file gone.jsonl: No such file or directory"),
    ] {
      for command in ["replay", "shrink"] {
        let outcome = try run([command, path], in: folder)
        #expect(outcome.status == 65, "\(command) \(path)")
        #expect(outcome.stderr == "Error: \(problem)\n", "\(command) \(path)")
      }
    }
  }

  @Test("replay and shrink refuse a step timeout out of range before reading the trace")
  func replayAndShrinkRefuseABadStepTimeout() throws {
    for command in ["replay", "shrink"] {
      for value in ["0", "3601", "-1", "nan"] {
        let outcome = try run([command, "missing.jsonl", "--step-timeout", value])
        #expect(outcome.status == 64, "\(command) \(value)")
        #expect(
          outcome.stderr.hasPrefix("Error: --step-timeout must be in 0.1...3600 seconds, got "),
          "\(command) \(value): \(outcome.stderr)")
      }
    }
  }

  @Test(
    "a container whose leaked views would pass the payload a run may hold is a finding (C9, exit 1, a reproducer), not bad input"
  )
  func leakedPayloadIsAFinding() throws {
    // Before, this run stopped at step 7,949 with exit 64 and no reproducer.
    let folder = try CommandLineTests.scratch()
    let outcome = try run(
      [
        "run", "--seed", "1", "--plant-bug", "leak-retain-cycle", "--payload-bytes", "1048576",
        "--failures", "f",
      ], in: folder)
    #expect(outcome.status == 1, "\(outcome.stderr)")
    #expect(!outcome.stderr.contains("Error:"), "\(outcome.stderr)")
    #expect(outcome.stdout.contains("  C9 at step "), "\(outcome.stdout)")
    let length = outcome.stdout.firstMatch(of: /reproducer \((\d+) operations?\)/).flatMap {
      Int($0.1)
    }
    #expect(length.map { (1...10).contains($0) } == true, "\(outcome.stdout)")
  }

  @Test("a run whose views would hold more payload than a run may is stopped: exit 64")
  func payloadPastTheBoundOfARun() throws {
    for arguments in [
      // Seeds that get there in few loads (each load writes 64 MiB).
      [
        "run", "--seed", "5", "--profile", "churn", "--payload-bytes", "67108864", "--capacity",
        "64",
      ],
      [
        "sweep", "--seed", "8", "--profile", "churn", "--payload-bytes", "67108864",
        "--capacity", "64...64",
      ],
    ] where !Self.underSanitizer || arguments[0] != "sweep" {  // a sweep needs jemalloc
      let outcome = try run(arguments)
      #expect(outcome.status == 64, "\(arguments)")
      // The error's own line: a status line may come before it on a slow machine.
      let error = outcome.stderr.split(separator: "\n").last { $0.hasPrefix("Error: ") }
      #expect(error?.hasPrefix("Error: at step ") == true, "\(arguments): \(outcome.stderr)")
      #expect(
        error?.hasSuffix(
          ", the views alive would hold more than 256.0 MiB of payload, the most a run may hold "
            + "(a smaller --payload-bytes keeps them under it)") == true, "\(arguments)")
    }
  }
}
