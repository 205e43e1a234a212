// UIKit's names for the two orientation types, declared here rather than in `UIKitContainment`
// for one reason: `UIKitContainment` re-exports this module through them alone
// (`@_exported import typealias ContainmentCore.UIInterfaceOrientationMask`). Code that imports
// `UIKitContainment` then sees UIKit's names and none of the model's (`StackController`,
// `VirtualClock`, `ViewController` are not found), while the members UIKit's classes inherit
// from the model's (`removeFromSuperview()`, `viewWillAppear(_:)`, `AnimationOptions`'
// `.curveEaseInOut`) stay visible under `MemberImportVisibility`, which counts a module imported
// by any import of it, scoped or not.

/// The orientations a view controller supports: UIKit's name for ``InterfaceOrientationMask``.
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
/// An orientation of the interface: UIKit's name for ``InterfaceOrientation``.
public typealias UIInterfaceOrientation = InterfaceOrientation
/// UIKit's responder class, `UIResponder`: UIKit's name for ``Responder``.
public typealias UIResponder = Responder
