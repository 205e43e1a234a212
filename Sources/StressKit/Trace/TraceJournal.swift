import Foundation

/// Journals a run as it goes: the header, then each step on its own line, written through to
/// the file before the step is applied, so that a crash leaves a replayable trace.
public final class TraceJournal {
  private let handle: FileHandle
  private let encoder = TraceFile.encoder()
  /// Where the journal is written.
  public let path: String

  /// Creates (or truncates) the file and writes a container trace's header; refuses a path
  /// that is not a regular file (see ``OutputPath``).
  ///
  /// - Throws: ``HarnessError/cannotWrite(_:)``.
  public convenience init<Container: StressContainer>(
    path: String, options: StressOptions<Container>
  ) throws(HarnessError) {
    try self.init(path: path, header: StressTrace<Container>.headerLine(options))
  }

  init(path: String, header: Data) throws(HarnessError) {
    self.path = path
    try OutputPath.check(path)
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else {
      throw .cannotWrite("cannot create trace file \(path)")
    }
    self.handle = handle
    var line = header
    line.append(0x0A)
    handle.write(line)
  }

  deinit {
    try? handle.close()
  }

  /// Appends one step.
  public func record(_ step: some Encodable) {
    guard var line = try? encoder.encode(step) else { return }
    line.append(0x0A)
    handle.write(line)
  }
}
