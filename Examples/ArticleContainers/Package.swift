// swift-tools-version: 6.1
//
// The design documents' containers, written as their articles write them, each a container of
// one's own under the whole `stress-harness` command line:
//
//     swift run article-harness run --container swipe      (Cocoanetics, transition(from:to:…))
//     swift run article-harness run --container drop-down  (codepath, View.animate)
//     swift run article-harness run --container content    (Apple's display/hideContentController)
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
  name: "ArticleContainers",
  dependencies: [.package(path: "../..")],
  targets: [
    .target(name: "ArticleKit", dependencies: uses(and: "Containment", "StressKit")),
    .executableTarget(
      name: "article-harness", dependencies: uses("ArticleKit", and: "StressHarnessCLI")),
    .testTarget(name: "ArticleKitTests", dependencies: uses("ArticleKit", and: "StressKit")),
  ]
)
