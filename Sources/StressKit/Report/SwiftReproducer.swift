import Foundation

/// A failing trace written as a Swift Testing test: the program that reproduces the failure,
/// as Hypothesis prints one.
///
/// The test builds the run through the public API (``StressOptions``, ``StressRunner``),
/// applies the trace's steps one by one and expects no violation: it fails with the violated
/// rule while the bug is there, and passes once it is fixed. Drop it into a test target that
/// depends on `StressKit` and the modules that define the driver and its shape: it imports them
/// `@testable` (a team's drivers and shapes are often internal), as a debug `swift test`
/// builds them.
///
/// Operations of a type that is ``SwiftExpressible`` read as code
/// (`.container(.pop(animated: true))`); others are written as their trace lines, decoded when
/// the test runs. A trace whose failure is a crash or a hang becomes an exit test, so that the
/// test process survives it: it passes when the steps run to the end without a violation.
///
/// ```swift
/// let trace = StressTrace<StackDriver>(
///   options: StressOptions(seed: 7), steps: [.memoryWarning(count: 1)])
/// let source = SwiftReproducer(trace, name: "stackSeed7").source
/// print(source)  // import StressKit … @Test func stackSeed7() throws { … }
/// ```
public struct SwiftReproducer<Driver: StressDriver> {
  /// The trace the test replays.
  public var trace: StressTrace<Driver>
  /// The test function's name (any text: it is turned into a Swift identifier).
  public var name: String
  /// The violation the trace caused when it was written, for the test's comment.
  public var violation: Violation?
  /// Where the trace came from, for the test's comment.
  public var origin: String?

  /// Creates a reproducer.
  ///
  /// - Parameters:
  ///   - trace: The trace to replay.
  ///   - name: The test's name; letters and digits are kept, the rest starts a new word.
  ///   - violation: The violation the trace caused, named in the test's comment.
  ///   - origin: Where the trace came from (its path), named in the test's comment.
  public init(
    _ trace: StressTrace<Driver>, name: String, violation: Violation? = nil,
    origin: String? = nil
  ) {
    self.trace = trace
    self.name = name
    self.violation = violation
    self.origin = origin
  }

  /// The test function's name: `name` as a lower camel case Swift identifier.
  public var identifier: String {
    let words = name.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) })
    var identifier = words.enumerated().map { index, word in
      index == 0
        ? word.prefix(1).lowercased() + word.dropFirst()
        : word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
    if identifier.first.map({ !$0.isLetter }) ?? true { identifier = "reproducer" + identifier }
    return identifier
  }

  /// Whether the failure is one only another process survives (a crash or a hang): the test is
  /// then an exit test.
  var runsInItsOwnProcess: Bool {
    guard let rule = violation?.rule ?? trace.brokenRule else { return false }
    return rule == .crash || rule == .hang
  }

  /// The test's source: a file of its own.
  public var source: String {
    let typeName = String(reflecting: Driver.self)
    // The driver's module and its generic arguments' (a shape's, for `ListShapeDriver<Tabs>`),
    // `@testable`: a team's shapes and drivers are often internal to their module.
    let ownModules = Self.modules(in: typeName).filter { $0 != "StressKit" }
    // Containment too: the shared steps name its types' members (`.rotate(.landscapeLeft)`,
    // a push's `.slide`), which a package that turns on `MemberImportVisibility` sees only
    // from a module it imports.
    var imports = ["Containment", "StressKit", "Testing"]
    // Operations that cannot write themselves are decoded from their trace lines.
    let decodesSteps =
      !(Driver.Operation.self is any SwiftExpressible.Type)
      && trace.steps.contains { $0.operation != nil }
    let decodesConfiguration =
      !(Driver.Configuration.self is any SwiftExpressible.Type)
      && trace.options.configuration != Driver.Configuration()
    if decodesSteps || decodesConfiguration || runsInItsOwnProcess {
      imports.append("Foundation")
    }

    var lines: [String] = []
    // Written, not edited: a team's formatter leaves its long trace lines as they are.
    lines.append("// swift-format-ignore-file")
    lines.append("//")
    lines.append("// A reproducer written by stress-harness: it replays a failing trace of the")
    lines.append("// \(Driver.name) container and fails while the bug is there.")
    lines.append("//")
    if let origin { lines.append("// Trace: \(origin)") }
    lines.append("// Found with: \(found)")
    if let violation { lines.append("// Violation: \(violation)") }
    lines.append("")
    lines += Set(imports).sorted().map { "import \($0)" }
    if !ownModules.isEmpty {
      lines.append("")
      lines += ownModules.sorted().map { "@testable import \($0)" }
    }
    lines.append("")
    let title =
      "\(Driver.name): \(violation.map { "\($0.rule)" } ?? "replay"), seed \(trace.options.seed)"
    if runsInItsOwnProcess {
      lines.append("@Test(\(swiftLiteral(title + ", in a process of its own")))")
      lines.append("func \(identifier)() async {")
      lines.append("  await #expect(processExitsWith: .success) {")
      lines += body(typeName: typeName, indent: "    ", exitTest: true)
      lines.append("  }")
      lines.append("}")
    } else {
      lines.append("@Test(\(swiftLiteral(title)))")
      lines.append("func \(identifier)() throws {")
      lines += body(typeName: typeName, indent: "  ", exitTest: false)
      lines.append("}")
    }
    if decodesSteps {
      lines.append("")
      lines.append("/// A step of the trace, from its line.")
      lines.append(
        "private func step(_ line: String) throws -> StressStep<\(typeName).Operation> {")
      lines.append(
        "  try JSONDecoder().decode(StressStep<\(typeName).Operation>.self, from: Data(line.utf8))")
      lines.append("}")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The modules a fully qualified type name names: the first component of each qualified
  /// name in it (`StressKit.ListShapeDriver<FadeKitShapes.Tabs>` gives `StressKit` and
  /// `FadeKitShapes`), the standard library's left out.
  package static func modules(in typeName: String) -> [String] {
    var modules: [String] = []
    var word = ""
    var startsName = true
    for character in typeName + " " {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
        continue
      }
      if character == ".", startsName, !word.isEmpty, word != "Swift" {
        if !modules.contains(word) { modules.append(word) }
      }
      // A qualified name starts after a delimiter; its later components are not modules.
      startsName = character != "."
      word = ""
    }
    return modules
  }

  /// The run's options, in words.
  private var found: String {
    let options = trace.options
    var parts = ["seed \(options.seed)", "profile \(options.profile)"]
    if !options.configuration.description.isEmpty { parts.append("\(options.configuration)") }
    if options.swarm { parts.append("swarm") }
    if !options.plantedBugs.isEmpty {
      parts.append("planted \(options.plantedBugs.joined(separator: "+"))")
    }
    return parts.joined(separator: ", ")
  }

  /// The test's statements.
  private func body(typeName: String, indent: String, exitTest: Bool) -> [String] {
    let options = trace.options
    let defaults = StressOptions<Driver>()
    var arguments = ["seed: \(options.seed)"]
    if options.auditInterval != defaults.auditInterval {
      arguments.append("auditInterval: \(options.auditInterval)")
    }
    if !options.plantedBugs.isEmpty {
      arguments.append(
        "plantedBugs: [\(options.plantedBugs.map(swiftLiteral).joined(separator: ", "))]")
    }
    if options.profile != defaults.profile {
      arguments.append("profile: \(swiftLiteral(options.profile))")
    }
    if options.swarm { arguments.append("swarm: true") }
    if let payloadBytes = options.payloadBytes { arguments.append("payloadBytes: \(payloadBytes)") }
    if options.fixedConfiguration { arguments.append("fixedConfiguration: true") }
    let tries = exitTest ? "try!" : "try"
    var lines: [String] = []
    let declaration = options.configuration == defaults.configuration ? "let" : "var"
    lines.append(
      "\(declaration) options = StressOptions<\(typeName)>(\(arguments.joined(separator: ", ")))")
    if options.configuration != defaults.configuration {
      if let configuration = options.configuration as? any SwiftExpressible {
        lines.append("options.configuration = \(configuration.swiftExpression)")
      } else {
        let json =
          (try? JSONEncoder().encode(options.configuration)).map {
            String(decoding: $0, as: UTF8.self)
          } ?? "{}"
        lines.append(
          "options.configuration = \(tries) JSONDecoder().decode(\(typeName).Configuration.self, "
            + "from: Data(\(rawLiteral(json)).utf8))")
      }
    }
    lines.append("let runner = \(tries) StressRunner(options: options)")
    if exitTest {
      lines.append("// A step that calls back for ever stops the process as a hang would.")
      lines.append(
        "runner.oracle.onRunaway = { fatalError(\"a step past its callbacks: a hang\") }")
    }
    for step in trace.steps {
      lines.append("\(tries) runner.apply(\(expression(of: step)))")
    }
    lines.append("let violations = runner.finish()")
    if exitTest {
      lines.append("precondition(violations.isEmpty, \"\\(violations)\")")
    } else {
      lines.append(
        "#expect(violations.isEmpty, \"\\(violations.map(\\.description).joined(separator: \"\\n\"))\")"
      )
    }
    return lines.map { indent + $0 }
  }

  /// A step as Swift source: its expression, or its trace line decoded.
  private func expression(of step: StressStep<Driver.Operation>) -> String {
    if let shared = step.sharedSwiftExpression { return shared }
    if let operation = step.operation as? any SwiftExpressible {
      return ".container(\(operation.swiftExpression))"
    }
    let line =
      (try? TraceFile.encoder().encode(step)).map {
        String(decoding: $0, as: UTF8.self)
      } ?? "{}"
    return "step(\(rawLiteral(line)))"
  }
}

/// `text` as a Swift string literal: quoted, its backslashes, quotes and control characters
/// escaped (the reproducers' strings, and the folder `shrink --save-regression` advises).
package func swiftLiteral(_ text: String) -> String {
  var escaped = ""
  for character in text.unicodeScalars {
    switch character {
    case "\\": escaped += "\\\\"
    case "\"": escaped += "\\\""
    case "\n": escaped += "\\n"
    case "\r": escaped += "\\r"
    case "\t": escaped += "\\t"
    default:
      if character.value < 0x20 || character.value == 0x7F {
        escaped += "\\u{\(String(character.value, radix: 16))}"
      } else {
        escaped.unicodeScalars.append(character)
      }
    }
  }
  return "\"\(escaped)\""
}

/// `text` as a raw Swift string literal (`#"…"#`, with as many `#` as it needs).
private func rawLiteral(_ text: String) -> String {
  var hashes = "#"
  while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
  return hashes + "\"" + text + "\"" + hashes
}
