import Foundation

/// What a trace's header says before the container that wrote it is known: its container.
public enum TraceHeader {
  /// The container the header of the trace at `path` names (`stack` for a version 1 trace).
  ///
  /// - Returns: The container's name.
  /// - Throws: ``HarnessError/badTrace(_:)`` for a file that cannot be read or is not a trace.
  public static func container(ofTraceAt path: String) throws(HarnessError) -> String {
    try container(in: TraceFile.read(path), name: path)
  }

  /// The container a trace's header names (`stack` for a version 1 trace).
  ///
  /// - Parameters:
  ///   - data: The trace file's bytes.
  ///   - name: The file's name, for messages.
  /// - Returns: The container's name.
  /// - Throws: ``HarnessError/badTrace(_:)`` for a file that is not a trace.
  public static func container(in data: Data, name: String) throws(HarnessError) -> String {
    try TraceFile.container(in: data, name: name)
  }
}
