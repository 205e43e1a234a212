#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The journal every supervised run keeps when no `--trace` is given: a trace whose header says
/// how many steps the run has applied, which its options generate again.
///
/// Recording each step (``TraceJournal``) costs about three times a step; a run's steps are a
/// function of its options, so this journal writes its header once and then only the count,
/// in place, every few thousand steps: nothing per step. A run killed at any moment (`SIGKILL`,
/// a power cut) leaves a trace that `replay` and `shrink` read, its steps those the run had
/// applied at the last count. A clean end removes it. (A run under a live-bytes pressure
/// budget, whose warnings depend on the allocator, keeps its steps instead.)
///
/// ```swift
/// let journal = try GeneratedJournal(path: "/tmp/run.jsonl", options: options)
/// journal.note(steps: 4096)
/// journal.remove()
/// ```
package final class GeneratedJournal {
  /// Where it is.
  package let path: String
  let descriptor: Int32
  /// Where the count's digits start in the file.
  let countOffset: off_t
  /// Where the `stopped` field's `false` starts in the file.
  let stoppedOffset: off_t

  /// Creates the journal at `path` for a run with `options`, at 0 steps: a new file, mode
  /// 0600, never an existing one nor through a link (`O_EXCL | O_NOFOLLOW`).
  ///
  /// - Throws: ``HarnessError/cannotWrite(_:)`` naming the path (one that exists included).
  package init<Driver: StressDriver>(path: String, options: StressOptions<Driver>)
    throws(HarnessError)
  {
    let header = TraceFile.headerLine(
      TraceFile.Header(
        format: TraceFile.format, version: TraceFile.version, container: Driver.name,
        options: options, note: nil, rule: nil, generated: 0, stopped: false))
    let key = Array(#""generated":0"#.utf8)
    let bytes = [UInt8](header)
    guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: key) }) else {
      throw .cannotWrite("\(path): cannot place the step count in the header")
    }
    // The count's field: spaces, then the digits, right-aligned (JSON allows the spaces).
    let digitsAt = start + key.count - 1
    var line = Array(bytes[..<digitsAt])
    line += InPlaceCount.field(0)
    line += Array(bytes[(digitsAt + 1)...]) + [0x0A]
    let stoppedKey = Array(#""stopped":false"#.utf8)
    guard let stopped = line.indices.first(where: { line[$0...].starts(with: stoppedKey) }) else {
      throw .cannotWrite("\(path): cannot place the stop in the header")
    }
    // A scratch file: never an existing one, never through a link.
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw .cannotWrite("\(path): \(String(cString: strerror(errno)))")
    }
    let written = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == line.count else {
      close(descriptor)
      unlink(path)
      throw .cannotWrite("\(path): cannot write the journal")
    }
    self.path = path
    self.descriptor = descriptor
    countOffset = off_t(digitsAt)
    stoppedOffset = off_t(stopped + stoppedKey.count - 5)
  }

  deinit {
    StopRecord.forget(descriptor)
    close(descriptor)
  }

  /// Records that the run has applied `steps` steps (written in place, no allocation).
  package func note(steps: Int) {
    InPlaceCount.write(
      min(steps, TraceBounds.generatedSteps.upperBound), to: descriptor, at: countOffset)
  }

  /// Removes the journal (a clean end).
  package func remove() {
    StopRecord.forget(descriptor)
    unlink(path)
  }
}
