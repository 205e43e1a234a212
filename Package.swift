// swift-tools-version: 6.1
//
// ViewCacheStress: a UIKit-free model of the view-controller containment contract, and the
// tools that stress it.
//
// This package recognizes the conditional compilation flags listed below. To enable them,
// uncomment the corresponding lines or define them from the package manager command line:
//
//     swift test -Xswiftc -DSTRESS_INTERNAL_CHECKS
//
// `scripts/run-full-tests.sh` runs the suite with them.

import PackageDescription

// The model's core is compiled in Swift 5 mode: the callbacks a subclass overrides are
// `@preconcurrency @MainActor`, as UIKit's are, and the core calls them from the thread that
// runs the model (see `ViewController+Isolation.swift`). Swift 6 mode would refuse those calls,
// or put a run-time check in every main-actor closure the core hands the standard library;
// UIKit's own Objective-C has neither. UIKit's face (below) is in Swift 5 mode too, for the same
// check; every other target is in Swift 6 mode.
let modelCore: [SwiftSetting] = [.swiftLanguageMode(.v5)]

// UIKit's face: its classes and delegate protocols are `@MainActor`, as UIKit's are, and Swift 6
// mode would put a run-time check of the main actor in every closure their code hands another
// module (a `contains(where:)` in a view's layout: about 700 instructions each; measured, the app
// profile 4,003 instructions a step instead of 2,991). It is compiled in Swift 5 mode with Swift
// 6's checking otherwise: complete concurrency checking (a finding is a warning there, and the
// build allows none) and Swift 6's other features.
let uikitFace: [SwiftSetting] = [
  .swiftLanguageMode(.v5),
  .enableUpcomingFeature("StrictConcurrency"),
  .enableUpcomingFeature("GlobalConcurrency"),
  .enableUpcomingFeature("InferSendableFromCaptures"),
  .enableUpcomingFeature("IsolatedDefaultValues"),
  .enableUpcomingFeature("DisableOutwardActorInference"),
  .enableUpcomingFeature("GlobalActorIsolatedTypesUsability"),
  .enableUpcomingFeature("ImplicitOpenExistentials"),
  .enableUpcomingFeature("ConciseMagicFile"),
  .enableUpcomingFeature("ForwardTrailingClosures"),
  .enableUpcomingFeature("BareSlashRegexLiterals"),
]

var defines: [SwiftSetting] = [
  // Enables full structural checks of containers at the end of every mutating operation
  // (`_checkInvariants()`). Each check is O(depth), so it invalidates the documented
  // complexity of the operations; use it in tests only.
  //  .define("STRESS_INTERNAL_CHECKS"),
]

let argumentParser: Package.Dependency = .package(
  url: "https://github.com/apple/swift-argument-parser.git",
  from: "1.6.0"
)

// The documentation: `swift package generate-documentation --target StressKit` (DocC
// catalogs under each library's sources; CI builds them with warnings as errors).
let doccPlugin: Package.Dependency = .package(
  url: "https://github.com/swiftlang/swift-docc-plugin",
  from: "1.4.0"
)

let package = Package(
  name: "ViewCacheStress",
  // `Atomic` (Synchronization) in Containment and the harness needs these; Linux needs none.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Containment", targets: ["Containment"]),
    // UIKit's names, signatures and semantics for containment code, on the same model: a
    // container written for UIKit compiles with `import UIKitContainment` for `import UIKit`.
    .library(name: "UIKitContainment", targets: ["UIKitContainment", "UIKitContainmentSwift41"]),
    .library(name: "StressKit", targets: ["StressKit"]),
    .library(name: "ChurnMeter", targets: ["ChurnMeter"]),
    // The whole command line, for an executable of your own that registers your containers.
    .library(name: "StressHarnessCLI", targets: ["StressHarnessCLI"]),
    .executable(name: "stress-harness", targets: ["stress-harness"]),
  ],
  dependencies: [argumentParser, doccPlugin],
  targets: [
    // Debian's libjemalloc-dev (installed by scripts/setup.sh), for allocation churn metering.
    .systemLibrary(
      name: "CJemalloc",
      pkgConfig: "jemalloc",
      providers: [.apt(["libjemalloc-dev"]), .brew(["jemalloc"])]
    ),
    // The model: view controllers, views, a window, the containers, virtual time. Its members
    // whose names UIKit gives other types (`view`, `children`, `frame`…) are each face's.
    .target(
      name: "ContainmentCore",
      dependencies: ["CMainActorChecks"],
      swiftSettings: defines + modelCore
    ),
    // The model under its own names (`import Containment`): the core, and the members each
    // face names its own way.
    .target(
      name: "Containment",
      dependencies: ["ContainmentCore"],
      swiftSettings: defines
    ),
    // UIKit's face of the model: UIViewController, UIView, UIWindow, animations, autoresizing,
    // the constraints that pin a view, UIKit's exceptions as crashes.
    .target(
      name: "UIKitContainment",
      dependencies: ["ContainmentCore", "CMainActorChecks"],
      swiftSettings: defines + uikitFace
    ),
    // UIKit's callbacks under their Swift 4.1 names, as the layer calls them: compiled in Swift
    // 4 mode, where those names are UIKit's (`UIViewController+Swift41Callbacks.swift`).
    .target(
      name: "UIKitContainmentSwift41",
      dependencies: ["UIKitContainment"],
      swiftSettings: defines + [.swiftLanguageMode(.v4)]
    ),
    // The thread that runs a model passes Swift's main-actor checks, as iOS's main thread
    // does: `MainActor.assumeIsolated` in a screen's timer or observer block (Swift's
    // `swift_task_checkIsolated_hook`).
    .target(name: "CMainActorChecks"),
    .target(
      name: "ChurnMeter",
      dependencies: ["CJemalloc", "CAllocationCounter"],
      swiftSettings: defines
    ),
    // Per-thread allocation counts: C's allocation functions and C++'s operator new and delete,
    // defined here, count each call in thread-local counters and hand it on to jemalloc.
    .target(name: "CAllocationCounter"),
    .target(
      name: "StressKit",
      dependencies: [
        "Containment", "UIKitContainment", "UIKitContainmentSwift41", "CProcessSupport",
      ],
      swiftSettings: defines
    ),
    // One C call Swift cannot make (prctl is variadic): a worker dies with its supervisor; and
    // the constructor that makes a program started again by StressRegressions replay one kept
    // case before its main function.
    .target(name: "CProcessSupport"),
    // libFuzzer's driver, when the executable is built with `-sanitize=fuzzer` (a weak
    // reference: without it the same sources build, and `explore` says what it needs).
    .target(name: "CLibFuzzer"),
    // LLVM's profile runtime, when the executable is built with code coverage (weak references
    // again: `run --source-coverage` says what it needs without it).
    .target(name: "CSourceCoverage"),
    .target(
      name: "StressHarnessCLI",
      dependencies: [
        "Containment",
        "StressKit",
        "ChurnMeter",
        "CProcessSupport",
        "CLibFuzzer",
        "CSourceCoverage",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: defines
    ),
    .executableTarget(
      name: "stress-harness",
      dependencies: ["StressHarnessCLI"],
      swiftSettings: defines
    ),
    .target(
      name: "ContainmentTestSupport",
      dependencies: ["Containment"],
      path: "Tests/ContainmentTestSupport",
      swiftSettings: defines
    ),
    // Containers written for Swift 4.1's UIKit (`addChildViewController`,
    // `didMove(toParentViewController:)`, `UIViewAnimationOptions`…), compiled in Swift 4 mode
    // against the layer's obsoleted names, as they compiled against iOS 11's SDK.
    .target(
      name: "UIKitSwift4Corpus",
      dependencies: ["UIKitContainment", "UIKitContainmentSwift41"],
      path: "Tests/UIKitSwift4Corpus",
      swiftSettings: defines + [.swiftLanguageMode(.v4)]
    ),
    .testTarget(
      name: "ContainmentTests",
      dependencies: ["Containment", "ContainmentTestSupport", "StressKit"],
      swiftSettings: defines
    ),
    .testTarget(
      name: "UIKitContainmentTests",
      dependencies: ["UIKitContainment", "ContainmentCore", "Containment", "UIKitSwift4Corpus"],
      swiftSettings: defines
    ),
    .testTarget(
      name: "StressKitTests",
      dependencies: [
        "StressKit", "Containment", "UIKitContainment", "ChurnMeter", "UIKitSwift4Corpus",
      ],
      swiftSettings: defines
    ),
    .testTarget(
      name: "ReplayTests",
      dependencies: ["StressKit", "Containment", "UIKitContainment"],
      resources: [
        .copy("Golden"), .copy("GoldenUIKit"), .copy("GoldenUIKitContainers"),
        .copy("Fuzz/Crashers"),
      ],
      swiftSettings: defines
    ),
    .testTarget(
      name: "StressHarnessTests",
      dependencies: ["stress-harness", "StressHarnessCLI", "StressKit", "UIKitContainment"],
      swiftSettings: defines
    ),
  ]
)

// --- Settings shared by every Swift target ----------------------------------------------------
for target in package.targets where target.type != .system {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("MemberImportVisibility"))
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  target.swiftSettings = settings
}
