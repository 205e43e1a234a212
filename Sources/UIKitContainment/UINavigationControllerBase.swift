// As `UIViewControllerBase.swift` for view controllers: the members of a navigation
// controller that an app's subclass overrides (hiding its bars), which
// `UINavigationController.swift` has no room for, declared in the class
// `UINavigationController` descends from; its other bar members are
// `UINavigationController+Bars`.

import Foundation

/// The members of ``UINavigationController`` that an app's navigation controller overrides and
/// its own declaration has no room for (UIKit declares them on `UINavigationController`).
///
/// Only ``UINavigationController`` descends from this class; use that.
@preconcurrency @MainActor open class _UINavigationControllerBase: UIViewController {
  /// This navigation controller as the ``UINavigationController`` it is (nothing else descends
  /// from here).
  final var navigation: UINavigationController {
    unsafeDowncast(self, to: UINavigationController.self)
  }

  /// Whether the navigation bar is hidden (set: ``setNavigationBarHidden(_:animated:)``
  /// unanimated, decided).
  open var isNavigationBarHidden: Bool {
    get { navigation.navigationBar.isHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the navigation bar (the model does not animate bars).
  ///
  /// - Parameters:
  ///   - hidden: Whether it is hidden.
  ///   - animated: Ignored.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    navigation.navigationBar.isHidden = hidden
  }

  /// Whether the toolbar is hidden (it is until shown; set: ``setToolbarHidden(_:animated:)``
  /// unanimated, decided).
  open var isToolbarHidden: Bool {
    get { navigation.toolbar.isHidden }
    set { setToolbarHidden(newValue, animated: false) }
  }

  /// Hides or shows the toolbar (the model does not animate bars).
  ///
  /// - Parameters:
  ///   - hidden: Whether it is hidden.
  ///   - animated: Ignored.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    navigation.toolbar.isHidden = hidden
  }
}
