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

let package = Package(
  name: "ArticleContainers",
  dependencies: [.package(name: "ViewCacheStress", path: "../..")],
  targets: [
    .target(
      name: "ArticleKit",
      dependencies: [
        .product(name: "Containment", package: "ViewCacheStress"),
        .product(name: "StressKit", package: "ViewCacheStress"),
      ]),
    .executableTarget(
      name: "article-harness",
      dependencies: ["ArticleKit", .product(name: "StressHarnessCLI", package: "ViewCacheStress")]),
    .testTarget(
      name: "ArticleKitTests",
      dependencies: ["ArticleKit", .product(name: "StressKit", package: "ViewCacheStress")]),
  ]
)
