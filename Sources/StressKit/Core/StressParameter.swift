/// A number in a container's ``StressDriver/Configuration`` that the command line sets:
/// `--NAME N` for one run, `--NAME LOW...HIGH` for the axis `sweep` varies.
///
/// A driver declares its parameters in ``StressDriverInfo/parameters``; the command line makes
/// their options, their help and their checks from the declaration, for a plug-in's driver as
/// for the built-in ones:
///
/// ```swift
/// struct DeckConfiguration: StressConfiguration {
///   var deckSize = 3
///   var description: String { "deck size \(deckSize)" }
/// }
///
/// let deckSize = StressParameter<DeckConfiguration>(
///   name: "deck-size", help: "Cards dealt at the start.", validRange: 1...52,
///   sweepRange: 1...8, keyPath: \.deckSize)
/// ```
///
/// `Configuration` is left unconstrained here (``defaultValue`` needs a
/// ``StressConfiguration``): a constraint would make the runtime look the conformance up when
/// a worker first touches the type, a scan of every conformance in the process.
public struct StressParameter<Configuration>: Sendable {
  /// The option's name without its dashes (`capacity`, `radius`): lowercase letters, digits
  /// and inner hyphens.
  public let name: String
  /// One sentence for `--help`: what the parameter is.
  public let help: String
  /// The values it may take, in a run and in a sweep.
  public let validRange: ClosedRange<Int>
  /// The values `sweep` tries when the command line gives none.
  public let sweepRange: ClosedRange<Int>
  /// The values a run draws over the parameter's magnitudes, if any: with magnitudes on, a
  /// run not given the parameter takes one of these now and then (one run in
  /// ``Magnitudes/bigParameterOneIn``, by its seed; see
  /// ``StressOptions/drawingParameters(except:)``), written into its configuration.
  public let largeValues: ClosedRange<Int>?
  /// Where it is in the configuration.
  public let keyPath: any WritableKeyPath<Configuration, Int> & Sendable

  /// The most values one sweep covers: each is a whole run.
  public static var largestSweep: Int { 64 }

  /// Creates a parameter.
  ///
  /// - Parameters:
  ///   - name: The option's name without its dashes.
  ///   - help: One sentence for `--help`.
  ///   - validRange: The values it may take.
  ///   - sweepRange: The values `sweep` tries by default, within `validRange`.
  ///   - largeValues: The values a run draws over the parameter's magnitudes now and then,
  ///     within `validRange` (`nil`: none).
  ///   - keyPath: Where it is in the configuration.
  public init(
    name: String, help: String, validRange: ClosedRange<Int>, sweepRange: ClosedRange<Int>,
    largeValues: ClosedRange<Int>? = nil,
    keyPath: any WritableKeyPath<Configuration, Int> & Sendable
  ) {
    self.name = name
    self.help = help
    self.validRange = validRange
    self.sweepRange = sweepRange
    self.largeValues = largeValues
    self.keyPath = keyPath
  }

  /// Checks one value: the error names the parameter, `capacity must be in 1...1048576, got 0`.
  ///
  /// - Throws: ``HarnessError/usage(_:)`` for a value outside ``validRange``.
  public func check(_ value: Int) throws(HarnessError) {
    guard validRange.contains(value) else {
      throw .usage(
        "\(name) must be in \(validRange.lowerBound)...\(validRange.upperBound), got \(value)")
    }
  }

  /// Reads and checks one value written as text (`run`'s `--NAME N`).
  ///
  /// - Throws: ``HarnessError/usage(_:)`` for text that is not a whole number in
  ///   ``validRange``.
  public func value(from text: String) throws(HarnessError) -> Int {
    guard let value = Int(text) else {
      throw .usage("\(name) must be a whole number, got '\(HarnessError.echoed(text))'")
    }
    try check(value)
    return value
  }

  /// Reads and checks the values of a sweep written as text, `LOW...HIGH`.
  ///
  /// - Throws: ``HarnessError/usage(_:)`` for text that is not two whole numbers in
  ///   ``validRange`` in order, or a range of more than ``largestSweep`` values.
  public func sweepValues(from text: String) throws(HarnessError) -> ClosedRange<Int> {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let valid = validRange
    guard parts.count == 4, parts[1].isEmpty, parts[2].isEmpty, let low = Int(parts[0]),
      let high = Int(parts[3]), valid.contains(low), low <= high, valid.contains(high)
    else {
      throw .usage(
        "\(name) must be LOW...HIGH with \(valid.lowerBound) ≤ LOW ≤ HIGH ≤ \(valid.upperBound), got '\(HarnessError.echoed(text))'"
      )
    }
    guard Self.isSweepable(low...high) else {
      throw .usage(
        "\(name) sweeps at most \(Self.largestSweep) values, got '\(HarnessError.echoed(text))'"
      )
    }
    return low...high
  }

  /// What is wrong with the declaration, if anything: a name the command line cannot take,
  /// or a sweep outside the valid values or wider than ``largestSweep``.
  public var problem: String? {
    let allowed = name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
    guard allowed, let first = name.unicodeScalars.first, ("a"..."z").contains(first),
      name.last != "-"
    else {
      return "parameter '\(name)' needs a name of lowercase letters, digits and inner hyphens"
    }
    guard validRange.contains(sweepRange.lowerBound), validRange.contains(sweepRange.upperBound)
    else {
      return "parameter '\(name)' sweeps \(sweepRange) by default, outside its values \(validRange)"
    }
    guard Self.isSweepable(sweepRange) else {
      return
        "parameter '\(name)' sweeps \(sweepRange) by default, more than \(Self.largestSweep) values"
    }
    if let large = largeValues,
      !validRange.contains(large.lowerBound) || !validRange.contains(large.upperBound)
    {
      return
        "parameter '\(name)' draws \(large) over its magnitudes, outside its values \(validRange)"
    }
    return nil
  }

  /// Whether `range` has at most ``largestSweep`` values (without overflowing on a wide one).
  static func isSweepable(_ range: ClosedRange<Int>) -> Bool {
    let (width, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
    return !overflow && width < largestSweep
  }
}

extension StressParameter where Configuration: StressConfiguration {
  /// Its value in the default configuration (`run`'s default).
  public var defaultValue: Int { Configuration()[keyPath: keyPath] }
}
