// swift-tools-version: 6.1
//
// A package of your own with a container of your own, stressed by the whole `stress-harness`
// command line: `swift run card-harness --container cards`.
//
// It depends on ViewCacheStress by path so that it builds against the checkout it sits in;
// scripts/check-example.sh builds it against a tagged copy by version too, as a package of
// yours would:
//
//     .package(url: "https://github.com/OWNER/ViewCacheStress.git", from: "0.7.0")

import PackageDescription

let package = Package(
  name: "CardHarness",
  dependencies: [.package(name: "ViewCacheStress", path: "../..")],
  targets: [
    .target(
      name: "CardKit",
      dependencies: [
        .product(name: "Containment", package: "ViewCacheStress"),
        .product(name: "StressKit", package: "ViewCacheStress"),
      ]),
    .executableTarget(
      name: "card-harness",
      dependencies: ["CardKit", .product(name: "StressHarnessCLI", package: "ViewCacheStress")]),
    .testTarget(
      name: "CardKitTests",
      dependencies: ["CardKit", .product(name: "StressKit", package: "ViewCacheStress")]),
  ]
)
