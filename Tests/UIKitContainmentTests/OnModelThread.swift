/// Runs `body`, the main actor's code, on this thread without Swift's check: for a test that
/// runs a model on a thread of its own, as a harness runs one.
///
/// Declared in the tests' own (Swift 6) module: a main-actor closure handed to a function of
/// the layer, compiled in Swift 5 mode, starts with Swift's check, which the test's thread does
/// not pass before it runs a model.
func onModelThread<Value, Result>(
  _ value: Value, _ body: @escaping @MainActor (Value) -> Result
) -> Result {
  unsafeBitCast(body, to: ((Value) -> Result).self)(value)
}
