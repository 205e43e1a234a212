#if canImport(Glibc)
import Glibc
#endif

/// What identifies a crash, read from what the crashed worker wrote on standard error: the
/// trap's message (`Index out of range`, a precondition's text, or the signal when the runtime
/// printed none) and the innermost frame of the container's own code in Swift's crash report
/// (the first frame with a source file outside the harness: not StressKit, the command line,
/// UIKitContainment — UIKit's exceptions are raised there, for the container's call — or Swift's
/// runtime; inlined frames count, as an optimized build reports them so), without its offset,
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
  init(standardError text: String, signal: Int32) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    message = Self.message(in: lines) ?? Self.name(of: signal)
    frame = Self.innermostFrame(in: lines)
  }

  var description: String { frame.map { "\(message) in \($0)" } ?? message }

  private static func message(in lines: [Substring]) -> String? {
    for marker in ["Fatal error: ", "Precondition failed: ", "Assertion failed: "] {
      if let line = lines.first(where: { $0.contains(marker) }),
        let range = line.firstRange(of: marker)
      {
        let text = trimmed(line[range.upperBound...])
        return text.isEmpty ? String(marker.dropLast(2)) : text
      }
    }
    for marker in ["Fatal error", "Precondition failed", "Assertion failed"] {
      if lines.contains(where: { $0.hasSuffix(marker) }) { return marker }
    }
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

  /// The innermost frame of the crashed thread that is the container's own code.
  ///
  /// Not in a shared library (the Swift runtime, libc), not the standard library's (inlined or
  /// not), not a failed check's pseudo-frame, and not at a source file of the harness. A debug
  /// and a release build name the same one, inlined frames included, so that a failure has one
  /// name whichever build found it.
  private static func innermostFrame(in lines: [Substring]) -> String? {
    guard let crashed = lines.firstIndex(where: { $0.hasSuffix(" crashed:") }) else { return nil }
    for line in lines[(crashed + 1)...] {
      if line.hasPrefix("Thread ") || line.hasPrefix("Registers") { break }
      // `  N [tags] 0xADDRESS FUNCTION [+ OFFSET] in IMAGE [at PATH:LINE:COLUMN]`
      guard let address = line.firstRange(of: #/0x[0-9a-fA-F]+ /#) else { continue }
      var rest = line[address.upperBound...]
      if let at = rest.ranges(of: " at ").last {
        let path = rest[at.upperBound...]
        if !path.contains("<compiler-generated>"),
          harnessFolders.contains(where: { ("/" + path).contains($0) })
        {
          continue
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
      return function
    }
    return nil
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
