// swift-tools-version: 6.1
//
// The nightly benchmarks, as a package of their own so that `swift test` at the root never
// builds package-benchmark. Run from the repository root:
//
//     swift package --package-path Benchmarks benchmark --target ContainerBenchmarks
//
// (`--target`: the package's other executable, `model-cost`, is no benchmark; without it the
// plugin runs it as one, and it fails.)
//
// See StressKit's article "The nightly" (TheNightly.md) for baselines and thresholds.

import PackageDescription

// A `.package(path:)` dependency is named after its folder, whatever the checkout is called.
let rootPackage = String(
  Context.packageDirectory.split(separator: "/").dropLast().last ?? "viewcachestress"
).lowercased()

let package = Package(
  name: "Benchmarks",
  dependencies: [
    .package(path: "../"),
    .package(
      url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "ContainerBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Containment", package: rootPackage),
        .product(name: "StressKit", package: rootPackage),
      ],
      path: "ContainerBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Apple's recipe on the model and on UIKit's names, one workload, for callgrind
    // (scripts/uikit-cost.sh).
    .executableTarget(
      name: "uikit-cost",
      dependencies: [
        .product(name: "Containment", package: rootPackage),
        .product(name: "UIKitContainment", package: rootPackage),
        .product(name: "StressKit", package: rootPackage),
      ],
      path: "UIKitCost"
    ),
    // The model's own operations with no observer, for callgrind (scripts/model-cost.sh).
    .executableTarget(
      name: "model-cost",
      dependencies: [.product(name: "StressKit", package: rootPackage)],
      path: "ModelCost"
    ),
  ]
)
