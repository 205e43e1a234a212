// Whether a class overrides a method, read from its method table.
//
// Swift on Linux cannot ask whether a class overrides a method, as the Objective-C runtime
// answers on iOS; the layer reads the implementation in the class's method table, at the place
// it finds by comparing two probe classes that differ only by that override. If that place
// cannot be found (another compiler laid the tables out otherwise), every class is taken to
// override: the callers do the work for everyone, slower and as faithful. The trait callbacks
// (`TraitObservers`), a view's drawing and its layer layout (`ViewOverrides`) are read so.

/// Where in a class's metadata the implementations of some methods are, and the base
/// class's implementations there.
struct OverrideSlots: @unchecked Sendable {
  /// The words' places and the base class's words; `nil` when they could not be found.
  let words: [(index: Int, base: UInt)]?

  init(base: AnyClass, plain: (AnyClass, AnyClass), overriding: [AnyClass]) {
    var found: [(Int, UInt)] = []
    for probe in overriding {
      guard let index = Self.slot(plain: plain, overriding: probe),
        Self.word(base, index) == Self.word(plain.0, index)
      else {
        words = nil
        return
      }
      found.append((index, Self.word(base, index)))
    }
    words = found
  }

  /// Whether `type` has an implementation of its own at any of the places (`true` when the
  /// places are not known).
  func overridden(in type: AnyClass) -> Bool {
    guard let words else { return true }
    for (index, base) in words where Self.word(type, index) != base { return true }
    return false
  }

  /// The one place past the metadata's header where `overriding`, which overrides one method
  /// of the class the two `plain` classes derive from too, differs from them, where the two
  /// do not differ from each other (each class has initializers of its own).
  private static func slot(plain: (AnyClass, AnyClass), overriding: AnyClass) -> Int? {
    let count = wordCount(plain.0)
    guard count == wordCount(plain.1), count == wordCount(overriding), count > header else {
      return nil
    }
    let differing = (header..<count).filter {
      word(plain.0, $0) == word(plain.1, $0) && word(plain.0, $0) != word(overriding, $0)
    }
    return differing.count == 1 ? differing[0] : nil
  }

  /// The words of a class's metadata before its members: its kind, its superclass, its
  /// flags and sizes (two words), its class size and address point, its description and its
  /// ivar destroyer (no Objective-C interoperability on Linux).
  private static let header = 7

  /// How many words a class's metadata has from its address point.
  private static func wordCount(_ type: AnyClass) -> Int {
    let sizes = word(type, 4)
    let classSize = Int(truncatingIfNeeded: sizes & 0xFFFF_FFFF)
    let addressPoint = Int(truncatingIfNeeded: sizes >> 32)
    return (classSize - addressPoint) / MemoryLayout<UInt>.size
  }

  /// The `index`th word of a class's metadata from its address point.
  static func word(_ type: AnyClass, _ index: Int) -> UInt {
    unsafeBitCast(type, to: UnsafePointer<UInt>.self)[index]
  }
}

extension OverrideSlots {
  /// The places of the methods the `probes` (subclasses of `UIViewController`, each
  /// overriding one) override.
  init(controllers probes: [AnyClass]) {
    self.init(
      base: UIViewController.self,
      plain: (PlainProbeController.self, OtherPlainProbeController.self),
      overriding: probes)
  }

  /// The places of the methods the `probes` (subclasses of `UIView`) override.
  init(views probes: [AnyClass]) {
    self.init(
      base: UIView.self, plain: (PlainProbeView.self, OtherPlainProbeView.self), overriding: probes)
  }

  /// The places of the methods the `probes` (subclasses of `UILabel`) override beyond
  /// `UILabel`'s own.
  init(labels probes: [AnyClass]) {
    self.init(
      base: UILabel.self, plain: (PlainProbeLabel.self, OtherPlainProbeLabel.self),
      overriding: probes)
  }
}

// The plain probes: classes never made, each pair alike but for their own initializers.

private final class PlainProbeController: UIViewController {}
private final class OtherPlainProbeController: UIViewController {}
private final class PlainProbeView: UIView {}
private final class OtherPlainProbeView: UIView {}
private final class PlainProbeLabel: UILabel {}
private final class OtherPlainProbeLabel: UILabel {}
