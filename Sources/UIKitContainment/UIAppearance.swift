import Foundation

// UIKit's appearance proxies: `UINavigationBar.appearance().tintColor = .white` styles every
// navigation bar of the app, as app delegates and root view controllers do at launch. The
// model draws nothing, so a proxy keeps what is set on it and applies none of it: one proxy a
// class (and list of containers) in each application, an object of that class never shown,
// made with its `init?(coder:)` (UIKit's proxy is an object of its own, which Swift cannot
// make answer to a class's members). A class of the app's own whose `init?(coder:)` fails or
// traps (`fatalError("init(coder:) has not been implemented")`) has no proxy: asking for one
// ends the run, as it would on that initializer.

/// A class whose instances other views' appearances may be specified within (UIKit's
/// `UIAppearanceContainer`): views and view controllers.
@preconcurrency @MainActor public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

extension UIView {
  /// The proxy that styles every view of this class (UIKit's `UIAppearance`): what is set on it
  /// is kept, and applied to no view (the model draws nothing).
  ///
  /// ```swift
  /// UINavigationBar.appearance().tintColor = .white
  /// precondition(UINavigationBar.appearance().tintColor == .white)
  /// ```
  ///
  /// - Returns: The class's proxy in the current application.
  public static func appearance() -> Self { AppearanceProxies.proxy(of: self, within: []) }

  /// The proxy that styles the views of this class inside instances of `containerTypes`,
  /// innermost first; kept, as ``appearance()``'s.
  ///
  /// - Parameter containerTypes: The classes of the containers, innermost first.
  /// - Returns: The proxy.
  public static func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self {
    AppearanceProxies.proxy(of: self, within: containerTypes)
  }
}

extension UIBarItem {
  /// The proxy that styles every bar item of this class; kept, as a view's.
  ///
  /// - Returns: The class's proxy in the current application.
  public static func appearance() -> Self { AppearanceProxies.proxy(of: self, within: []) }

  /// The proxy that styles the bar items of this class inside instances of `containerTypes`.
  ///
  /// - Parameter containerTypes: The classes of the containers, innermost first.
  /// - Returns: The proxy.
  public static func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self {
    AppearanceProxies.proxy(of: self, within: containerTypes)
  }
}

/// A class that can be made from a coder, as views and bar items are.
@MainActor protocol MadeFromCoder: AnyObject { init?(coder: NSCoder) }
extension UIView: MadeFromCoder {}
extension UIBarItem: MadeFromCoder {}

/// The proxies, kept by the current application.
@MainActor enum AppearanceProxies {
  static func proxy<Styled: MadeFromCoder>(
    of type: Styled.Type, within containers: [any UIAppearanceContainer.Type]
  ) -> Styled {
    let key = ([type as AnyClass] + containers.map { $0 as AnyClass })
      .map { String(reflecting: $0) }.joined(separator: " in ")
    let application = UIApplication.shared
    if let made = application.appearanceProxies[key] {
      return unsafeDowncast(made, to: Styled.self)
    }
    guard let made = type.init(coder: NSCoder()) else {
      fatalError("\(String(reflecting: type)).appearance(): its init?(coder:) made no proxy")
    }
    application.appearanceProxies[key] = made
    return made
  }
}
