@_exported import Foundation

// `Selector`, a method's name as Objective-C's runtime looks it up, which the responder's
// `canPerformAction(_:withSender:)` takes (ContainmentCore/Selector.swift).
@_exported public import struct ContainmentCore.Selector
@_exported public import typealias ContainmentCore.UIInterfaceOrientation
// UIKit's names for containment code, on the model: a container written for UIKit compiles
// here with its import changed:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import UIKitContainment
//     #endif
//
// Foundation comes with it, as it comes with UIKit (CGFloat, CGRect, CGSize, CGPoint,
// TimeInterval, NSCoder, Bundle). The model's core does not: only UIKit's names are found
// (`StackController`, `VirtualClock`, `ViewController` are not), so code that compiles here
// compiles on iOS. The core is re-exported through one UIKit name it declares, which makes its
// members visible (UIKit's classes inherit them) without its top-level names
// (ContainmentCore/UIKitNames.swift).
@_exported public import typealias ContainmentCore.UIInterfaceOrientationMask
// `UIResponder`, the class UIKit's views, view controllers and application descend from, is the
// model's root class of views and view controllers (ContainmentCore/Responder.swift).
@_exported public import typealias ContainmentCore.UIResponder
