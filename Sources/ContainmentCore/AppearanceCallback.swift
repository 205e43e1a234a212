/// One of the four appearance callbacks a view controller's subclass overrides, each of which
/// must call `super`'s same callback: how ``LifecycleEvent/Kind/superNotCalled(in:reached:)``
/// names what an override did.
public enum AppearanceCallback: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// `viewWillAppear(_:)`.
  case viewWillAppear = 1
  /// `viewDidAppear(_:)`.
  case viewDidAppear
  /// `viewWillDisappear(_:)`.
  case viewWillDisappear
  /// `viewDidDisappear(_:)`.
  case viewDidDisappear

  /// Its name in Swift, as UIKit declares it: `viewWillAppear(_:)`.
  public var description: String { "\(methodName)" }

  /// Its name in Swift, as UIKit declares it, without building a string.
  public var methodName: StaticString {
    switch self {
    case .viewWillAppear: "viewWillAppear(_:)"
    case .viewDidAppear: "viewDidAppear(_:)"
    case .viewWillDisappear: "viewWillDisappear(_:)"
    case .viewDidDisappear: "viewDidDisappear(_:)"
    }
  }
}
