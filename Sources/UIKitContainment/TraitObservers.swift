import Synchronization

// Whether any class made so far hears trait changes: the trait callbacks
// (`UIViewController+TraitChanges`) are told only once a view controller or a view whose class
// overrides one of them exists in the application (a harness's run has its own). A tree where
// nobody overrides them (the harness's own screens, UIKit's containers) pays nothing for them,
// as a step of the app profile must not.
//
// Swift on Linux cannot ask whether a class overrides a method, as the Objective-C runtime
// answers on iOS; the layer reads the implementation in the class's method table, at the place
// it finds by comparing two probe classes that differ only by that override. If that place
// cannot be found (another compiler laid the tables out otherwise), every class is taken to
// hear the changes: the callbacks are told to everyone, slower and as faithful.

/// Whether any application of the process has had one who hears trait changes.
private let observerEverMade = Atomic(false)

/// The trait callbacks' overrides, found in the classes' method tables.
@MainActor enum TraitObservers {
  /// Whether the trait changes are to be told: someone made in the current application hears
  /// them.
  static var anyone: Bool {
    // Most processes never make one: a load, before the application is looked up.
    observerEverMade.load(ordering: .relaxed) && UIApplication.shared.traitObserverMade
  }

  /// Notes a view controller of `type` made: a few loads from its metadata.
  @inline(__always) static func made(_ type: UIViewController.Type) {
    if controllerSlots.overridden(in: type) { observerMade() }
  }

  /// Notes a view of `type` made.
  @inline(__always) static func made(_ type: UIView.Type) {
    if viewSlots.overridden(in: type) { observerMade() }
  }

  /// Notes that the current application has one who hears trait changes.
  private static func observerMade() {
    observerEverMade.store(true, ordering: .relaxed)
    UIApplication.shared.traitObserverMade = true
  }

  /// Whether `type` overrides `traitCollectionDidChange(_:)` or `willTransition(to:with:)`.
  static func controllerHears(_ type: UIViewController.Type) -> Bool {
    controllerSlots.overridden(in: type)
  }

  /// Whether `type` overrides `traitCollectionDidChange(_:)`.
  static func viewHears(_ type: UIView.Type) -> Bool { viewSlots.overridden(in: type) }

  private static let controllerSlots = Slots(
    base: UIViewController.self, plain: (PlainController.self, OtherPlainController.self),
    overriding: [TraitHearingController.self, TransitionHearingController.self])
  private static let viewSlots = Slots(
    base: UIView.self, plain: (PlainView.self, OtherPlainView.self),
    overriding: [TraitHearingView.self])

  /// Where in a class's metadata the implementations of some methods are, and the base
  /// class's implementations there.
  struct Slots: @unchecked Sendable {
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
    private static func word(_ type: AnyClass, _ index: Int) -> UInt {
      unsafeBitCast(type, to: UnsafePointer<UInt>.self)[index]
    }
  }
}

extension UIViewController {
  /// Whether the class overrides `traitCollectionDidChange(_:)` or `willTransition(to:with:)`,
  /// as the layer reads its method table (`true` when it cannot tell): the harness's question.
  public static var _overridesTraitCallbacks: Bool { TraitObservers.controllerHears(self) }
}

extension UIView {
  /// Whether the class overrides `traitCollectionDidChange(_:)`, as the layer reads its method
  /// table (`true` when it cannot tell): the harness's question.
  public static var _overridesTraitCallbacks: Bool { TraitObservers.viewHears(self) }
}

// The probes: classes never made, read for where their method tables differ.

private final class PlainController: UIViewController {}

private final class OtherPlainController: UIViewController {}

private final class TraitHearingController: UIViewController {
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

private final class TransitionHearingController: UIViewController {
  override func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}
}

private final class PlainView: UIView {}

private final class OtherPlainView: UIView {}

private final class TraitHearingView: UIView {
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
