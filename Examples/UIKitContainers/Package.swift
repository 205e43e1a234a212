// swift-tools-version: 6.1
//
// Containers written for UIKit, as an iOS team writes them, stressed as they are: their sources
// (Sources/FadeKit) import UIKit on iOS and UIKitContainment here, and name nothing else.
//
//     swift run uikit-harness run --container fade          (a content that cross-fades)
//     swift run uikit-harness run --container swap          (show(_:) with transition(from:to:…))
//     swift run uikit-harness run --container my-tabs       (a list with a selection)
//     swift run uikit-harness run --container top-stack     (pushes and pops, the top 2 loaded)
//     swift run uikit-harness run --container book-flip --contract ios5
//                                                           (a flip that only iOS 5 breaks)
//     swift run uikit-harness run --container drawer        (a menu pulled from the left edge)
//     swift run uikit-harness run --container pager         (pages swiped in a scroll view)
//     swift run uikit-harness run --container card-swap     (cards dealt by a property animator)
//     swift run uikit-harness run --container fade-through  (a navigation controller's own animator)
//
// Sources/FadeKitShapes gives each container a shape driver in a dozen lines. The package
// depends on ViewCacheStress by path so that it builds against the checkout it sits in;
// scripts/check-example.sh builds it against a tagged copy by version too, as yours would:
//
//     .package(url: "https://github.com/OWNER/ViewCacheStress.git", from: "0.7.0")

import PackageDescription

let package = Package(
  name: "UIKitContainers",
  dependencies: [.package(name: "ViewCacheStress", path: "../..")],
  targets: [
    // The containers, in UIKit's names only: this target would build in an iOS app as it is.
    .target(
      name: "FadeKit",
      dependencies: [.product(name: "UIKitContainment", package: "ViewCacheStress")]),
    // Their shape drivers.
    .target(
      name: "FadeKitShapes",
      dependencies: [
        "FadeKit", .product(name: "StressKit", package: "ViewCacheStress"),
        .product(name: "UIKitContainment", package: "ViewCacheStress"),
      ]),
    .executableTarget(
      name: "uikit-harness",
      dependencies: [
        "FadeKitShapes", .product(name: "StressHarnessCLI", package: "ViewCacheStress"),
      ]),
    .testTarget(
      name: "FadeKitTests",
      dependencies: [
        "FadeKit", "FadeKitShapes", .product(name: "StressKit", package: "ViewCacheStress"),
        .product(name: "UIKitContainment", package: "ViewCacheStress"),
      ]),
  ]
)
