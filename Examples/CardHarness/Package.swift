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

// A `.package(path:)` dependency is named after its folder, whatever the checkout is called.
let viewCacheStress = String(
  Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "viewcachestress"
).lowercased()

/// `local` targets of this package, then ViewCacheStress's `products`.
func uses(_ local: String..., and products: String...) -> [Target.Dependency] {
  local.map { .target(name: $0) } + products.map { .product(name: $0, package: viewCacheStress) }
}

let package = Package(
  name: "CardHarness",
  dependencies: [.package(path: "../..")],
  targets: [
    .target(name: "CardKit", dependencies: uses(and: "Containment", "StressKit")),
    .executableTarget(
      name: "card-harness", dependencies: uses("CardKit", and: "StressHarnessCLI")),
    .testTarget(name: "CardKitTests", dependencies: uses("CardKit", and: "StressKit")),
  ]
)
