#if canImport(Glibc)
import Glibc
#endif

/// What identifies a crash, read from what the crashed worker wrote on standard error: the
/// trap's message (`Index out of range`, a precondition's text, or the signal when the runtime
/// printed none) and the innermost frame of the container's own code in Swift's crash report
/// (the first frame with a source file outside the harness: not StressKit, the command line,
/// UIKitContainment — UIKit's exceptions are raised there, for the container's call — the
/// model's own files, or Swift's runtime; inlined frames count, as an optimized build reports them so), without its offset,
/// line or `specialized` mark, so that the same bug crashes with the same signature after
/// unrelated edits and in a debug and a release build alike.
///
/// For example `Index out of range in StackController.plantedNeighbourRead(removing:)`. An
/// optimized build's trap prints no message (`Illegal instruction in …`): a failure is named by
/// the frame alone when there is one (``Violation/crash(step:signature:)``). Without Swift's
/// backtracer (`SWIFT_BACKTRACE=enable=no`, or no symbols), the message alone.
struct CrashSignature: Hashable, CustomStringConvertible {
  var message: String
  var frame: String?
  /// What a worker without Swift's backtracer names the same crash.
  ///
  /// The message the runtime printed, else the signal (an optimized build names its failed
  /// check in the backtrace only); `nil` for a stack overflow, which only the backtrace tells.
  /// Not part of the signature: a shrink compares candidates by it first (see `Worker.shrink`).
  var messageWithoutBacktrace: String?

  static func == (lhs: CrashSignature, rhs: CrashSignature) -> Bool {
    lhs.message == rhs.message && lhs.frame == rhs.frame
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(message)
    hasher.combine(frame)
  }

  /// Source folders of the harness itself, whose frames are not the container's.
  static let harnessFolders = [
    "/Sources/StressKit/", "/Sources/StressHarnessCLI/", "/Sources/stress-harness/",
    "/Sources/ChurnMeter/", "/Sources/UIKitContainment/",
  ]

  init(message: String, frame: String?) {
    self.message = message
    self.frame = frame
  }

  /// Reads the signature of a crash by `signal` from the worker's standard error.
  ///
  /// A stack overflow (a fault at the stack pointer, or a backtrace of thousands of frames) is
  /// `Stack overflow`, named by the container's frame that recurs most near the top of the
  /// stack (the first by name of those that recur as often): where the recursion ran out of
  /// stack differs between a run and its replay, its cycle of frames does not.
  init(standardError text: String, signal: Int32) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if Self.isStackOverflow(lines, signal: signal) {
      message = Self.stackOverflow
      let frames = Self.containerFrames(in: lines).prefix(Self.recursionWindow)
      frame = Self.recurring(Array(frames)) ?? frames.first
      return
    }
    message = Self.message(in: lines) ?? Self.name(of: signal)
    frame = Self.containerFrames(in: lines).first
    messageWithoutBacktrace = Self.printedMessage(in: lines) ?? Self.name(of: signal)
  }

  /// What a stack overflow's message says.
  static let stackOverflow = "Stack overflow"
  /// The container frames read from the top of an overflowed stack.
  private static let recursionWindow = 256
  /// The crashed thread's frame count from which a fault is taken for a stack overflow when
  /// the stack pointer is not shown.
  private static let overflowDepth = 10_000

  /// Whether the crash is a stack overflow: a fault (`SIGSEGV`, `SIGBUS`) at an address within
  /// a mebibyte of the stack pointer, or a crashed thread thousands of frames deep.
  static func isStackOverflow(_ lines: [Substring], signal: Int32) -> Bool {
    guard signal == SIGSEGV || signal == SIGBUS else { return false }
    if let fault = address(after: "Program crashed: Bad pointer dereference at ", in: lines),
      let stack = address(after: "rsp ", in: lines) ?? address(after: "sp ", in: lines)
    {
      let distance = fault > stack ? fault - stack : stack - fault
      if distance <= 1 << 20 { return true }
    }
    // `58222 [ra] 0x… main + 138 in …`: the deepest frame's number.
    guard let crashed = lines.firstIndex(where: { $0.hasSuffix(" crashed:") }) else {
      return false
    }
    var deepest = 0
    for line in lines[(crashed + 1)...] {
      if line.hasPrefix("Thread ") || line.hasPrefix("Registers") { break }
      if let number = Int(line.drop { $0 == " " }.prefix { $0.isNumber }) {
        deepest = max(deepest, number)
      }
    }
    return deepest >= overflowDepth
  }

  /// The hexadecimal address after `marker` at the start of a line (after spaces) or after a
  /// banner's text.
  private static func address(after marker: String, in lines: [Substring]) -> UInt64? {
    for line in lines {
      let trimmedLine = line.drop { $0 == " " }
      let rest: Substring
      if trimmedLine.hasPrefix(marker) {
        rest = trimmedLine.dropFirst(marker.count)
      } else if marker.hasPrefix("Program"), let range = line.firstRange(of: marker) {
        rest = line[range.upperBound...]
      } else {
        continue
      }
      let hex = rest.drop { $0 == " " }
      guard hex.hasPrefix("0x") else { continue }
      return UInt64(hex.dropFirst(2).prefix { $0.isHexDigit }, radix: 16)
    }
    return nil
  }

  /// The frame that recurs most in `frames`, the first by name of those that recur as often;
  /// `nil` when none recurs.
  private static func recurring(_ frames: [String]) -> String? {
    var counts: [String: Int] = [:]
    for frame in frames { counts[frame, default: 0] += 1 }
    return counts.filter { $0.value > 1 }
      .min { ($1.value, $0.key) < ($0.value, $1.key) }?.key
  }

  var description: String { frame.map { "\(message) in \($0)" } ?? message }

  /// The message the runtime printed for a trap (`Fatal error: …`), with or without Swift's
  /// backtracer.
  private static func printedMessage(in lines: [Substring]) -> String? {
    for marker in ["Fatal error: ", "Precondition failed: ", "Assertion failed: "] {
      if let line = lines.first(where: { $0.contains(marker) }),
        let range = line.firstRange(of: marker)
      {
        let text = trimmed(line[range.upperBound...])
        return text.isEmpty ? String(marker.dropLast(2)) : text
      }
    }
    for marker in ["Fatal error", "Precondition failed", "Assertion failed"] {
      if lines.contains(where: { $0.hasSuffix(marker) }) { return String(marker) }
    }
    return nil
  }

  private static func message(in lines: [Substring]) -> String? {
    if let printed = printedMessage(in: lines) { return printed }
    // An optimized build's trap prints no message; its backtrace names the check that failed
    // as an inlined frame: `Swift runtime failure: Not enough bits to represent …`.
    if let line = lines.first(where: { $0.contains(runtimeFailure) }),
      let start = line.firstRange(of: runtimeFailure)
    {
      // A frame (`… in IMAGE at PATH`) or the banner (`… at 0x… ***`).
      var rest = line[start.upperBound...]
      if let end = rest.firstRange(of: " at 0x") ?? rest.ranges(of: " in ").last {
        rest = rest[..<end.lowerBound]
      }
      if rest.hasSuffix(" ***") { rest = rest.dropLast(4) }
      return trimmed(rest)
    }
    // `*** Program crashed: Illegal instruction at 0x… ***`
    if let line = lines.first(where: { $0.contains("Program crashed: ") }),
      let start = line.firstRange(of: "Program crashed: ")
    {
      let rest = line[start.upperBound...]
      let end = rest.firstRange(of: " at 0x")?.lowerBound ?? rest.endIndex
      return String(rest[..<end])
    }
    return nil
  }

  /// The name an optimized build's backtrace gives the failed check it inlined.
  private static let runtimeFailure = "Swift runtime failure: "

  /// The standard library's types, whose frames are not the container's: an optimized build
  /// inlines them into the executable, with no source file to tell.
  private static let libraryTypes = [
    "Array", "ArraySlice", "ContiguousArray", "Dictionary", "Set", "String", "Substring",
    "Optional", "Swift", "Range", "ClosedRange", "IndexingIterator", "Int", "Int8", "Int16",
    "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    "UnsafePointer", "UnsafeMutablePointer", "UnsafeBufferPointer", "UnsafeMutableBufferPointer",
  ]

  /// Whether `function` is the standard library's: a member of one of its types, or its
  /// failure reporting.
  private static func isLibrary(_ function: String) -> Bool {
    if function.contains("_assertionFailure") || function.contains("_fatalErrorMessage") {
      return true
    }
    return libraryTypes.contains { function.hasPrefix($0 + ".") || function.hasPrefix($0 + "<") }
  }

  /// The frames of the crashed thread that are the container's own code, innermost first.
  ///
  /// Not in a shared library (the Swift runtime, libc), not the standard library's (inlined or
  /// not), not a failed check's pseudo-frame, not at a source file of the harness nor of the
  /// model the container is written against (a trap inside `NSLayoutConstraint.activate` or
  /// `addChild` is named by the container's call), and, for a frame with no source file, not a
  /// function of UIKit's or the model's types. A debug and a release build name the same
  /// first one, inlined frames included, so that a failure has one name whichever build found
  /// it.
  static func containerFrames(in lines: [Substring]) -> [String] {
    guard let crashed = lines.firstIndex(where: { $0.hasSuffix(" crashed:") }) else { return [] }
    var frames: [String] = []
    for line in lines[(crashed + 1)...] {
      if line.hasPrefix("Thread ") || line.hasPrefix("Registers") { break }
      // `  N [tags] 0xADDRESS FUNCTION [+ OFFSET] in IMAGE [at PATH:LINE:COLUMN]`
      guard let address = line.firstRange(of: #/0x[0-9a-fA-F]+ /#) else { continue }
      var rest = line[address.upperBound...]
      var located = false
      if let at = rest.ranges(of: " at ").last {
        let path = rest[at.upperBound...]
        if !path.contains("<compiler-generated>") {
          if isHarnessOrModel("/" + path) { continue }
          located = true
        }
        rest = rest[..<at.lowerBound]
      }
      guard let inImage = rest.ranges(of: " in ").last else { continue }
      if rest[inImage.upperBound...].contains(".so") { continue }
      var function = String(rest[..<inImage.lowerBound])
      if let offset = function.firstRange(of: #/ \+ \d+$/#) {
        function.removeSubrange(offset)
      }
      // An optimized build's specializations of the same function.
      while function.hasPrefix("specialized ") { function.removeFirst("specialized ".count) }
      if function.hasPrefix(runtimeFailure) { continue }
      if isLibrary(function) { continue }
      if !located, isLayerFunction(function) { continue }
      frames.append(function)
      if frames.count >= recursionWindow { break }
    }
    return frames
  }

  /// The model's own files in `ContainmentCore`, by how their names begin (the rest of its
  /// files are the built-in containers, whose frames name their crashes).
  private static let modelFiles = [
    "View", "Window", "VirtualClock", "Lifecycle", "Lifetime", "Geometry", "Appearance",
    "ThreadSlot", "ContainmentError",
  ]

  /// Whether the source file at `path` is the harness's or the model's.
  static func isHarnessOrModel(_ path: some StringProtocol) -> Bool {
    if harnessFolders.contains(where: { path.contains($0) }) { return true }
    if path.contains("/Sources/Containment/") { return true }
    guard let core = path.firstRange(of: "/Sources/ContainmentCore/") else { return false }
    let file = path[core.upperBound...]
    return modelFiles.contains { file.hasPrefix($0) }
  }

  /// UIKit's types and the model's, whose functions are not the container's when a frame has
  /// no source file to tell.
  private static let layerTypes = [
    "UIView", "UIViewController", "UIWindow", "UIScreen", "NSLayoutConstraint", "NSLayoutAnchor",
    "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSLayoutDimension", "UIColor",
    "UIViewControllerTransitionCoordinator", "View", "ViewController", "Window", "VirtualClock",
  ]

  /// Whether `function` is a member of one of UIKit's types or the model's (`static
  /// NSLayoutConstraint.activate(_:)`, `closure #1 in UIView.addSubview(_:)`), or UIKit's raise.
  private static func isLayerFunction(_ function: String) -> Bool {
    function.split(separator: " ").contains { word in
      word.hasPrefix("UIKitContainment.") || word.hasPrefix("ContainmentCore.")
        || layerTypes.contains { word.hasPrefix($0 + ".") }
    }
  }

  private static func name(of signal: Int32) -> String {
    switch signal {
    case SIGILL: "Illegal instruction"
    case SIGTRAP: "Trace/breakpoint trap"
    case SIGSEGV: "Segmentation fault"
    case SIGBUS: "Bus error"
    case SIGFPE: "Arithmetic exception"
    case SIGABRT: "Aborted"
    default: "signal \(signal)"
    }
  }
}
