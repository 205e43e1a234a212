// swift-tools-version: 6.1
//
// An app of the common kind, written for UIKit, stressed screen by screen: a tab bar of two
// navigation stacks — notes (a list pushing a detail, which presents an editor) and settings
// (which presents a paged onboarding) — whose sources (Sources/Notes) import UIKit on iOS and
// UIKitContainment here, and name nothing else.
//
//     swift run notes-harness run --container notes                  (the app as written: clean)
//     swift run notes-harness run --container notes --plant-bug timer-retains-screen
//     swift run notes-harness run --container notes --plant-bug adds-header-twice --contract ios5
//
// Sources/NotesHarness is the app's driver: the user's taps and swipes on the front screen,
// as a UI test writes them. The package depends on ViewCacheStress by path so that it builds
// against the checkout it sits in; scripts/check-example.sh builds it against a tagged copy by
// version too, as yours would:
//
//     .package(url: "https://github.com/OWNER/ViewCacheStress.git", from: "0.7.0")

import PackageDescription

let package = Package(
  name: "NotesApp",
  dependencies: [.package(name: "ViewCacheStress", path: "../..")],
  targets: [
    // The app's screens, in UIKit's names only: this target would build in an iOS app as it is.
    .target(
      name: "Notes", dependencies: [.product(name: "UIKitContainment", package: "ViewCacheStress")]),
    // The user, as the harness plays it.
    .target(
      name: "NotesHarness",
      dependencies: [
        "Notes", .product(name: "Containment", package: "ViewCacheStress"),
        .product(name: "StressKit", package: "ViewCacheStress"),
        .product(name: "UIKitContainment", package: "ViewCacheStress"),
      ]),
    .executableTarget(
      name: "notes-harness",
      dependencies: [
        "NotesHarness", .product(name: "StressHarnessCLI", package: "ViewCacheStress"),
      ]),
    .testTarget(
      name: "NotesTests",
      dependencies: [
        "Notes", "NotesHarness", .product(name: "StressKit", package: "ViewCacheStress"),
        .product(name: "UIKitContainment", package: "ViewCacheStress"),
      ]),
  ]
)
