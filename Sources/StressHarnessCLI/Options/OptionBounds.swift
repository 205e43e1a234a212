import ArgumentParser

/// Checks a bounded option's value, in the one wording every command uses for a value out of
/// its bounds: `--jobs must be in 1...256, got 300`.
///
/// - Parameters:
///   - value: The value given (`nil`: not given, nothing to check).
///   - bounds: The values it may take.
///   - option: The option's spelling (`--jobs`).
///   - unit: Said after the bounds (` seconds`).
/// - Throws: `ValidationError` (exit status 64) naming the option, its bounds and the value.
func check<Value: Comparable>(
  _ value: Value?, in bounds: ClosedRange<Value>, option: String, unit: String = ""
) throws {
  guard let value, !bounds.contains(value) else { return }
  throw ValidationError(
    "\(option) must be in \(boundText(bounds.lowerBound))...\(boundText(bounds.upperBound))\(unit), got \(value)"
  )
}

/// A bound as the help text writes it: `86400`, not `86400.0`.
private func boundText<Value>(_ value: Value) -> String {
  if let number = value as? Double, number == number.rounded(), abs(number) < 1e15 {
    return "\(Int(number))"
  }
  return "\(value)"
}
