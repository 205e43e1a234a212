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

// A `.package(path:)` dependency is named after its folder, whatever the checkout is called.
let viewCacheStress = String(
  Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "viewcachestress"
).lowercased()

/// `local` targets of this package, then ViewCacheStress's `products`.
func uses(_ local: String..., and products: String...) -> [Target.Dependency] {
  local.map { .target(name: $0) } + products.map { .product(name: $0, package: viewCacheStress) }
}

let package = Package(
  name: "NotesApp",
  dependencies: [.package(path: "../..")],
  targets: [
    // The app's screens, in UIKit's names only: this target would build in an iOS app as it is.
    .target(name: "Notes", dependencies: uses(and: "UIKitContainment")),
    // The user, as the harness plays it.
    .target(
      name: "NotesHarness",
      dependencies: uses("Notes", and: "Containment", "StressKit", "UIKitContainment")),
    .executableTarget(
      name: "notes-harness", dependencies: uses("NotesHarness", and: "StressHarnessCLI")),
    .testTarget(
      name: "NotesTests",
      dependencies: uses("Notes", "NotesHarness", and: "StressKit", "UIKitContainment")),
  ]
)
