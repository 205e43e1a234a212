/// A value kept within bounds that pull each other along, as a slider's and a stepper's are:
/// a minimum above the maximum raises it, a maximum below the minimum lowers it, and the value
/// follows.
struct BoundedValue<Value: Comparable> {
  private(set) var value: Value
  private(set) var minimum: Value
  private(set) var maximum: Value

  init(_ value: Value, in bounds: ClosedRange<Value>) {
    (self.value, minimum, maximum) = (value, bounds.lowerBound, bounds.upperBound)
  }

  /// Sets the value, within the bounds.
  mutating func set(_ newValue: Value) { value = min(max(newValue, minimum), maximum) }

  /// Sets the minimum, raising the maximum to it if below.
  mutating func setMinimum(_ newValue: Value) {
    minimum = newValue
    maximum = max(maximum, newValue)
    set(value)
  }

  /// Sets the maximum, lowering the minimum to it if above.
  mutating func setMaximum(_ newValue: Value) {
    maximum = newValue
    minimum = min(minimum, newValue)
    set(value)
  }
}
