// Trait changes registered for, as iOS 17 screens write them (`registerForTraitChanges(_:
// handler:)`, which replaces `traitCollectionDidChange(_:)`): a view controller or a view
// registers a handler for some traits, and is called with itself and its previous traits when
// one of them changes, where the model tells `traitCollectionDidChange(_:)` (in its view's next
// layout), just after it (decided: UIKit documents no order between the two). A trait of the
// app's own (a `UITraitDefinition` of its own) never changes in the model: the model's trait
// collections carry none.

/// UIKit's `UITraitDefinition` (iOS 17): a trait a trait collection carries, and its value.
public protocol UITraitDefinition {
  /// The type of its value.
  associatedtype Value
  /// Its value where nothing sets it.
  static var defaultValue: Value { get }
  /// Its identifier, unique in the app.
  static var identifier: String { get }
  /// Its name, for debugging.
  static var name: String { get }
  /// Whether a change of it changes how colours resolve.
  static var affectsColorAppearance: Bool { get }
  /// Where a trait collection of the model holds it (`nil`: none does).
  static var _keyPath: KeyPath<UITraitCollection, Value>? { get }
  /// Whether it differs between `first` and `second` (the layer's question).
  static func _differs(_ first: UITraitCollection, _ second: UITraitCollection) -> Bool
}

extension UITraitDefinition {
  /// The type's full name.
  public static var identifier: String { String(reflecting: Self.self) }
  /// The type's name.
  public static var name: String { String(describing: Self.self) }
  /// `false`: a change of it changes no colour.
  public static var affectsColorAppearance: Bool { false }
  /// `nil`: an app's own trait is held by no trait collection of the model's.
  public static var _keyPath: KeyPath<UITraitCollection, Value>? { nil }
  /// `false`: an app's own trait never changes in the model.
  public static func _differs(_ first: UITraitCollection, _ second: UITraitCollection) -> Bool {
    false
  }
}

extension UITraitDefinition where Value: Equatable {
  /// Whether the values at `_keyPath` differ (never, without one).
  public static func _differs(_ first: UITraitCollection, _ second: UITraitCollection) -> Bool {
    guard let keyPath = _keyPath else { return false }
    return first[keyPath: keyPath] != second[keyPath: keyPath]
  }
}

/// UIKit's `UITrait` (iOS 17): a trait's definition, as registrations name it.
public typealias UITrait = any UITraitDefinition.Type

/// UIKit's `UITraitUserInterfaceStyle`: light or dark.
public struct UITraitUserInterfaceStyle: UITraitDefinition {
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceStyle.unspecified
  /// `true`: colours resolve by style.
  public static var affectsColorAppearance: Bool { true }
  /// Held at `\.userInterfaceStyle`.
  public static var _keyPath: KeyPath<UITraitCollection, Value>? { \.userInterfaceStyle }
}

/// UIKit's `UITraitHorizontalSizeClass`.
public struct UITraitHorizontalSizeClass: UITraitDefinition {
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceSizeClass.unspecified
  /// Held at `\.horizontalSizeClass`.
  public static var _keyPath: KeyPath<UITraitCollection, Value>? { \.horizontalSizeClass }
}

/// UIKit's `UITraitVerticalSizeClass`.
public struct UITraitVerticalSizeClass: UITraitDefinition {
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceSizeClass.unspecified
  /// Held at `\.verticalSizeClass`.
  public static var _keyPath: KeyPath<UITraitCollection, Value>? { \.verticalSizeClass }
}

/// UIKit's `UITraitUserInterfaceIdiom`.
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceIdiom.unspecified
  /// Held at `\.userInterfaceIdiom`.
  public static var _keyPath: KeyPath<UITraitCollection, Value>? { \.userInterfaceIdiom }
}

/// UIKit's `UITraitDisplayScale`.
public struct UITraitDisplayScale: UITraitDefinition {
  /// Not known.
  public static let defaultValue: CGFloat = 0
  /// Held at `\.displayScale`.
  public static var _keyPath: KeyPath<UITraitCollection, Value>? { \.displayScale }
}

/// UIKit's `UITraitLayoutDirection` (left to right throughout the model).
public struct UITraitLayoutDirection: UITraitDefinition {
  /// Left to right.
  public static let defaultValue = UITraitEnvironmentLayoutDirection.leftToRight
  /// Held at `\.layoutDirection`.
  public static var _keyPath: KeyPath<UITraitCollection, Value>? { \.layoutDirection }
}

/// UIKit's `UITraitPreferredContentSizeCategory` (the user's text size: large throughout the
/// model).
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
  /// Large.
  public static let defaultValue = UIContentSizeCategory.large
  /// Held at `\.preferredContentSizeCategory`.
  public static var _keyPath: KeyPath<UITraitCollection, Value>? { \.preferredContentSizeCategory }
}

extension UITraitCollection {
  /// The system's traits that change how colours resolve (iOS 17).
  public static var systemTraitsAffectingColorAppearance: [UITrait] {
    [UITraitUserInterfaceStyle.self]
  }

  /// The system's traits that change which image of an asset is chosen (iOS 17).
  public static var systemTraitsAffectingImageLookup: [UITrait] {
    [
      UITraitUserInterfaceStyle.self, UITraitDisplayScale.self, UITraitHorizontalSizeClass.self,
      UITraitVerticalSizeClass.self, UITraitUserInterfaceIdiom.self,
    ]
  }
}

/// UIKit's `UITraitChangeRegistration` (iOS 17): what a registration returns, to unregister.
@preconcurrency @MainActor public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: its traits and its handler.
@MainActor final class TraitChangeRegistration: UITraitChangeRegistration {
  let traits: [UITrait]
  let handler: (AnyObject, UITraitCollection) -> Void

  init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
    (self.traits, self.handler) = (traits, handler)
  }
}

/// The registrations of an object, in order.
@MainActor final class TraitChangeRegistrations {
  var list: [TraitChangeRegistration] = []
}

/// The key of an object's registrations among its associated values.
nonisolated(unsafe) private var registrationsKey: UInt8 = 0

/// UIKit's `UITraitChangeObservable` (iOS 17): a view controller or a view that registers
/// handlers for changes of some traits.
///
/// ```swift
/// final class Palette: UIView {
///   var redrawn = 0
///   func watch() {
///     registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
///       (self: Palette, _: UITraitCollection) in self.redrawn += 1
///     }
///   }
/// }
/// let palette = Palette()
/// palette.watch()
/// precondition(palette.redrawn == 0)
/// ```
@preconcurrency @MainActor public protocol UITraitChangeObservable: AnyObject {}

extension UITraitChangeObservable where Self: UITraitEnvironment {
  /// Calls `handler` with this object and its previous traits each time one of `traits`
  /// changes.
  ///
  /// - Parameters:
  ///   - traits: The traits it follows.
  ///   - handler: Called with this object (as the type its first parameter names) and its
  ///     traits before the change.
  /// - Returns: The registration, to unregister it.
  @discardableResult
  public func registerForTraitChanges<Environment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration(traits: traits) { object, previous in
      if let typed = object as? Environment { handler(typed, previous) }
    }
    registrations(making: true)?.list.append(registration)
    TraitObservers.observerMade()
    return registration
  }

  /// Removes `registration`: its handler is called no more.
  ///
  /// - Parameter registration: A registration of this object's.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    registrations(making: false)?.list.removeAll { $0 === registration }
  }

  /// Calls the handlers of the registrations whose traits differ between `previous` and
  /// `current`, in the order they were made.
  func tellTraitRegistrations(from previous: UITraitCollection, to current: UITraitCollection) {
    guard let registrations = registrations(making: false) else { return }
    for registration in registrations.list
    where registration.traits.contains(where: { $0._differs(previous, current) }) {
      registration.handler(self, previous)
    }
  }

  private func registrations(making: Bool) -> TraitChangeRegistrations? {
    guard making else {
      return objc_getAssociatedObject(self, &registrationsKey) as? TraitChangeRegistrations
    }
    return associatedObject(of: self, &registrationsKey) { TraitChangeRegistrations() }
  }
}

extension UIViewController: UITraitChangeObservable {}
extension UIView: UITraitChangeObservable {}
