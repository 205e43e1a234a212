/// A step or operation that writes its own trace line, so that journaling a run (`--trace`)
/// costs a few hundred instructions a step rather than a pass through `Encodable`'s generic
/// machinery.
///
/// What it writes must be what its `Encodable` conformance gives: the journal writes the line
/// with this when it can and with `Encodable` otherwise, and a trace holds both. The built-in
/// drivers' operations conform, and a test compares the two on every driver's generated steps;
/// a driver of your own may conform the same way (keys may be set in any order: the line sorts
/// them, as the trace format does).
///
/// ```swift
/// enum Toggle: Codable, TraceLineWritable {
///   case flip(animated: Bool)
///
///   func writeTraceLine(into line: TraceLineObject) {
///     switch self {
///     case .flip(let animated): line.object("flip").set("animated", animated)
///     }
///   }
/// }
/// ```
public protocol TraceLineWritable {
  /// Writes the value's fields into `line`, the JSON object of its trace line.
  func writeTraceLine(into line: TraceLineObject)
}

/// A JSON object of a trace line being written, straight into the journal's buffer.
///
/// Set its keys in the order the trace format sorts them (by their bytes: `"animated"` before
/// `"op"` before `"payload"`), and finish a nested object before the next key of its parent.
/// A line that breaks either rule, sets a key twice or holds a string needing an escape (a
/// quote, a backslash, a control or non-ASCII character) is written through the value's
/// `Encodable` conformance instead: slower, never wrong.
public struct TraceLineObject {
  /// Unretained: an object lives only while its writer writes a line (an `unowned(unsafe)`
  /// reference would be retained at each read, twice a key).
  let writerRef: Unmanaged<TraceLineWriter>
  let serial: Int

  init(writer: Unmanaged<TraceLineWriter>, serial: Int) {
    self.writerRef = writer
    self.serial = serial
  }

  /// Runs `body` with the writer, without a retain.
  @inline(__always)
  private func with<Result>(_ body: (TraceLineWriter) -> Result) -> Result {
    writerRef._withUnsafeGuaranteedRef(body)
  }

  /// Sets `key` to an integer.
  public func set(_ key: StaticString, _ value: some BinaryInteger) {
    with { writer in
      guard writer.key(key, in: serial) else { return }
      writer.integer(value)
    }
  }

  /// Sets `key` to a boolean.
  public func set(_ key: StaticString, _ value: Bool) {
    with { writer in
      guard writer.key(key, in: serial) else { return }
      writer.literal(value ? "true" : "false")
    }
  }

  /// Sets `key` to a string.
  public func set(_ key: StaticString, _ value: String) {
    with { writer in
      guard writer.key(key, in: serial) else { return }
      writer.string(value)
    }
  }

  /// Sets `key` to the object `value` writes.
  public func set(_ key: StaticString, _ value: some TraceLineWritable) {
    value.writeTraceLine(into: object(key))
  }

  /// Sets `key` to an object and returns it, to be filled (nothing set: `{}`).
  @discardableResult
  public func object(_ key: StaticString) -> TraceLineObject {
    with { writer in
      guard writer.key(key, in: serial) else { return self }
      return TraceLineObject(writer: writerRef, serial: writer.open(isArray: false))
    }
  }

  /// Sets `key` to an array of the objects `values` write.
  public func set<Values: Sequence>(_ key: StaticString, _ values: Values)
  where Values.Element: TraceLineWritable {
    guard let array = with({ $0.key(key, in: serial) ? $0.open(isArray: true) : nil }) else {
      return
    }
    for value in values {
      guard let element = with({ $0.element(in: array) ? $0.open(isArray: false) : nil }) else {
        return
      }
      value.writeTraceLine(into: TraceLineObject(writer: writerRef, serial: element))
    }
  }
}
