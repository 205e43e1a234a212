import Foundation

/// A run as data: the container's name, the options that rebuild the run and the steps it
/// applied.
///
/// On disk, JSON Lines: a header line naming the container, then one step per line.
///
/// ```
/// {"container":"tabs","format":"viewcachestress-trace","options":{"seed":7,…},"version":3}
/// {"count":1,"op":"memory-warning"}
/// {"select":{"index":1}}
/// ```
///
/// Every older trace still reads: version 1 (the stack's, with no `container` and the
/// capacity among the options) and version 2 (the other containers', with fewer options).
public struct StressTrace<Driver: StressDriver>: Hashable, Sendable {
  /// The options of the run.
  public var options: StressOptions<Driver>
  /// The steps, in order.
  public var steps: [StressStep<Driver.Operation>]
  /// Why the trace is kept: a regression case's description.
  public var note: String?
  /// The rule the trace broke when it was saved as a regression case.
  public var brokenRule: Rule?
  /// The line left out when the trace was read: a journal's last line, cut off by the process
  /// dying while it wrote it (`nil` when every line was read).
  public var cutOffLine: Int?

  /// Creates a trace.
  ///
  /// - Parameters:
  ///   - options: The options of the run.
  ///   - steps: The steps, in order.
  ///   - note: Why the trace is kept, for a regression case.
  ///   - brokenRule: The rule the trace broke when it was saved, for a regression case.
  public init(
    options: StressOptions<Driver>, steps: [StressStep<Driver.Operation>],
    note: String? = nil,
    brokenRule: Rule? = nil
  ) {
    self.options = options
    self.steps = steps
    self.note = note
    self.brokenRule = brokenRule
  }

  /// The header line, without its newline.
  static func headerLine(
    _ options: StressOptions<Driver>, note: String? = nil, rule: Rule? = nil,
    journal: Bool = false
  )
    -> Data
  {
    TraceFile.headerLine(
      TraceFile.Header(
        format: TraceFile.format, version: TraceFile.version, container: Driver.name,
        options: options, note: note,
        rule: rule, journal: journal ? true : nil))
  }

  /// The trace as JSON Lines.
  public func encoded() -> Data {
    TraceFile.encode(header: Self.headerLine(options, note: note, rule: brokenRule), steps)
  }

  /// Writes the trace to `path`, whole or not at all (see `OutputFile`).
  ///
  /// - Throws: ``HarnessError/cannotWrite(_:)``, leaving the path as it was.
  public func write(to path: String) throws(HarnessError) {
    try OutputFile.write(encoded(), to: path)
  }

  /// Parses a trace of this container.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - name: The file's name, for messages.
  ///   - progress: Called every 65,536 lines with the lines read and their number (a status
  ///     line for a trace of millions of steps).
  /// - Throws: ``HarnessError/badTrace(_:)`` naming the first problem: an empty file, a missing
  ///   or foreign header, a format version out of range, a header naming another container,
  ///   invalid options, a line that is not a step (a truncated last line included, except a
  ///   journal's: see ``cutOffLine``), a key the
  ///   step does not have, a fraction where a whole number belongs, or a value outside
  ///   ``TraceBounds``.
  public init(
    decoding data: Data, name: String, progress: ((_ lines: Int, _ of: Int) -> Void)? = nil
  ) throws(HarnessError) {
    let container = try TraceFile.container(in: data, name: name)
    guard container == Driver.name else {
      throw .badTrace("\(name): a trace of the \(container) container, not of \(Driver.name)")
    }
    let (header, steps, cutOffLine):
      (TraceFile.Header<StressOptions<Driver>>, [StressStep<Driver.Operation>], Int?) =
        try TraceFile.decode(
          data, name: name, optionKeys: StressOptions<Driver>.headerKeys,
          validate: { (step) throws(HarnessError) in try step.validate() },
          progress: progress)
    guard let options = header.options else {
      throw .badTrace("\(name): line 1: malformed header (options missing)")
    }
    do {
      try options.validate()
    } catch {
      throw .badTrace("\(name): header options: \(error)")
    }
    guard let generated = header.generated else {
      self.init(options: options, steps: steps, note: header.note, brokenRule: header.rule)
      self.cutOffLine = cutOffLine
      return
    }
    // A generated journal: the run's first steps are those its options generate.
    let bounds = TraceBounds.generatedSteps
    guard bounds.contains(generated), generated <= options.steps else {
      throw .badTrace(
        "\(name): header: generated must be in \(bounds.lowerBound)...\(min(bounds.upperBound, options.steps)), got \(generated)"
      )
    }
    do {
      // A run that stopped in the step after the generated ones: that step too, drawn again.
      let first =
        header.stopped == true
        ? try StressRunner<Driver>.steps(of: options, stoppedAfter: generated)
        : try StressRunner<Driver>.steps(of: options, count: generated)
      self.init(
        options: options, steps: first + steps, note: header.note, brokenRule: header.rule)
      self.cutOffLine = cutOffLine
    } catch {
      throw .badTrace("\(name): header options: \(error)")
    }
  }

  /// Reads and parses the trace at `path`.
  ///
  /// - Throws: ``HarnessError/badTrace(_:)`` if it cannot be read or parsed.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - progress: As for ``init(decoding:name:progress:)``.
  public init(
    contentsOf path: String, progress: ((_ lines: Int, _ of: Int) -> Void)? = nil
  ) throws(HarnessError) {
    try self.init(decoding: TraceFile.read(path), name: path, progress: progress)
  }
}
