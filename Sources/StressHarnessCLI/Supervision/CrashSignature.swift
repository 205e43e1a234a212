#if canImport(Glibc)
import Glibc
#endif

/// What identifies a crash, read from what the crashed worker wrote on standard error: the
/// trap's message (`Index out of range`, a precondition's text, or the signal when the runtime
/// printed none) and the innermost frame of the container's own code in Swift's crash report
/// (the first frame with a source file outside the harness: not StressKit, the command line,
/// UIKitContainment — UIKit's exceptions are raised there, for the container's call — or Swift's
/// runtime), without its offset or line, so that the same bug crashes with the same
/// signature after unrelated edits.
///
/// For example `Index out of range in StackController.plantedNeighbourRead(removing:)`. Without
/// Swift's backtracer (`SWIFT_BACKTRACE=enable=no`, or no symbols), the message alone.
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

  private static func innermostFrame(in lines: [Substring]) -> String? {
    guard let crashed = lines.firstIndex(where: { $0.hasSuffix(" crashed:") }) else { return nil }
    for line in lines[(crashed + 1)...] {
      if line.hasPrefix("Thread ") || line.hasPrefix("Registers") { break }
      guard let at = line.ranges(of: " at /").last else { continue }
      let path = line[at.upperBound...]
      if path.contains("<compiler-generated>") { continue }
      if harnessFolders.contains(where: { ("/" + path).contains($0) }) { continue }
      let head = line[..<at.lowerBound]
      guard let inImage = head.ranges(of: " in ").last,
        let address = head.firstRange(of: #/0x[0-9a-fA-F]+ /#)
      else { continue }
      var function = String(head[address.upperBound..<inImage.lowerBound])
      if let offset = function.firstRange(of: #/ \+ \d+$/#) {
        function.removeSubrange(offset)
      }
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
