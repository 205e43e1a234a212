import Synchronization

// Whether any class made so far hears trait changes: the trait callbacks
// (`UIViewController+TraitChanges`) are told only once a view controller or a view whose class
// overrides one of them exists in the application (a harness's run has its own). A tree where
// nobody overrides them (the harness's own screens, UIKit's containers) pays nothing for them,
// as a step of the app profile must not.
// Whether a class overrides them is read from its method table (`OverrideSlots`); if the
// place cannot be found, every class is taken to hear the changes: the callbacks are told to
// everyone, slower and as faithful.

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

  /// Notes that the current application has one who hears trait changes (a class that
  /// overrides a callback, or a registration for trait changes).
  static func observerMade() {
    observerEverMade.store(true, ordering: .relaxed)
    UIApplication.shared.traitObserverMade = true
  }

  /// Whether `type` overrides `traitCollectionDidChange(_:)` or `willTransition(to:with:)`.
  static func controllerHears(_ type: UIViewController.Type) -> Bool {
    controllerSlots.overridden(in: type)
  }

  /// Whether `type` overrides `traitCollectionDidChange(_:)`.
  static func viewHears(_ type: UIView.Type) -> Bool { viewSlots.overridden(in: type) }

  private static let controllerSlots = OverrideSlots(
    controllers: [TraitHearingController.self, TransitionHearingController.self])
  private static let viewSlots = OverrideSlots(views: [TraitHearingView.self])
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

// The probes: classes never made, each overriding one callback (`OverrideSlots`).

private final class TraitHearingController: UIViewController {
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

private final class TransitionHearingController: UIViewController {
  override func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}
}

private final class TraitHearingView: UIView {
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
