// The `hash` of the layer's classes that UIKit compares by value (a colour, a font, an image, a
// trait collection): NSObject's `hash`, which sets and dictionaries use, must agree with their
// `isEqual(_:)`, so each hashes the values its `==` compares.

/// The hash of `values`, combined in order: the `hash` of an `NSObject` compared by value.
///
/// - Parameter values: What the class's `==` compares.
/// - Returns: Their hash, stable within a process.
func valueHash<each Value: Hashable>(_ values: repeat each Value) -> Int {
  var hasher = Hasher()
  repeat hasher.combine(each values)
  return hasher.finalize()
}
