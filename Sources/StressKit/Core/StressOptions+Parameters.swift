// A run's parameters over their magnitudes: drawn once, before the run, into its configuration,
// so that its trace, its reproducer and its Swift test all say what it ran with.
extension StressOptions {
  /// The options with each of the driver's parameters that has
  /// ``StressParameter/largeValues`` and is not named in `given` drawn for this run's seed.
  ///
  /// One run in ``Magnitudes/bigParameterOneIn`` of its profile's magnitudes (by its seed,
  /// on a stream of its own) takes a value from the parameter's large values, drawn
  /// log-uniformly; every other run keeps the configuration's value. Nothing changes with
  /// ``magnitudes`` off, or for a profile whose magnitudes draw no big parameter. A run's
  /// command line calls this once, before anything is written: a trace's configuration is
  /// what it ran with, and replaying it draws nothing.
  ///
  /// ```swift
  /// let options = StressOptions<PageDriver>(seed: 7, steps: 1000)
  /// let radius = try options.drawingParameters(except: []).configuration.radius
  /// assert(radius == 1 || (16...4096).contains(radius))  // the default, or now and then big
  /// let given = try options.drawingParameters(except: ["radius"]).configuration.radius
  /// assert(given == 1)
  /// ```
  ///
  /// - Parameter given: The names of the parameters the user set (kept as they are).
  /// - Returns: The options, their configuration drawn.
  /// - Throws: ``HarnessError/usage(_:)`` for an unknown profile.
  public func drawingParameters(except given: Set<String>) throws(HarnessError) -> Self {
    let oneIn = try resolvedProfile().magnitudes.bigParameterOneIn
    guard magnitudes, oneIn > 0 else { return self }
    var drawn = self
    for (index, parameter) in Driver.parameters.enumerated() {
      guard let large = parameter.largeValues, !given.contains(parameter.name) else { continue }
      var rng = SplitMix64(seed: seed ^ Self.parameterSalt &+ UInt64(index))
      let value = drawn.configuration[keyPath: parameter.keyPath]
      drawn.configuration[keyPath: parameter.keyPath] = RareDraw(
        oneIn: oneIn, from: large.lowerBound, to: large.upperBound
      ).draw(usual: value...value, using: &rng)
    }
    return drawn
  }

  /// The salt of the parameters' stream (a run's steps draw from its seed unsalted).
  static var parameterSalt: UInt64 { 0x5041_5241_4D00_0000 }
}
