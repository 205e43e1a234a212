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
  /// Unowned: an object lives only while its writer writes a line.
  unowned(unsafe) let writer: TraceLineWriter
  let serial: Int

  /// Sets `key` to an integer.
  public func set(_ key: StaticString, _ value: some BinaryInteger) {
    guard writer.key(key, in: serial) else { return }
    writer.integer(value)
  }

  /// Sets `key` to a boolean.
  public func set(_ key: StaticString, _ value: Bool) {
    guard writer.key(key, in: serial) else { return }
    writer.literal(value ? "true" : "false")
  }

  /// Sets `key` to a string.
  public func set(_ key: StaticString, _ value: String) {
    guard writer.key(key, in: serial) else { return }
    writer.string(value)
  }

  /// Sets `key` to the object `value` writes.
  public func set(_ key: StaticString, _ value: some TraceLineWritable) {
    value.writeTraceLine(into: object(key))
  }

  /// Sets `key` to an object and returns it, to be filled (nothing set: `{}`).
  @discardableResult
  public func object(_ key: StaticString) -> TraceLineObject {
    guard writer.key(key, in: serial) else { return self }
    return TraceLineObject(writer: writer, serial: writer.open(isArray: false))
  }

  /// Sets `key` to an array of the objects `values` write.
  public func set<Values: Sequence>(_ key: StaticString, _ values: Values)
  where Values.Element: TraceLineWritable {
    guard writer.key(key, in: serial) else { return }
    let array = writer.open(isArray: true)
    for value in values {
      guard writer.element(in: array) else { return }
      value.writeTraceLine(
        into: TraceLineObject(writer: writer, serial: writer.open(isArray: false)))
    }
  }
}
