import Foundation
import Testing

/// The README's first dependency line resolves from a plain clone of the repository, which
/// carries no release tags: a package of one's own that copies it, and names the products as
/// the README does, resolves against a tagless clone.
@Suite(
  .scratchFolders,
  .disabled(
    if: ProcessInfo.processInfo.environment["VIEWCACHESTRESS_SANITIZER"] != nil,
    "resolves a package of its own with the toolchain"))
struct DependencyLineTests {
  /// The README's first `.package(url: …)` line and the package name its first
  /// `.product(name:package:)` gives.
  static func readmeLines() throws -> (dependency: String, package: String) {
    let readme = try Documentation.text(of: Documentation.root.appendingPathComponent("README.md"))
    let dependency = try #require(
      readme.split(separator: "\n").first { $0.contains(".package(url: ") })
    let product = try #require(
      readme.firstMatch(of: /\.product\(name: "[^"]+", package: "([^"]+)"\)/))
    return (dependency.trimmingCharacters(in: .whitespaces), String(product.output.1))
  }

  @Test("the README's first dependency line resolves against a clone with no tags")
  func theFirstLineResolvesWithoutTags() throws {
    let (line, package) = try Self.readmeLines()
    #expect(!line.contains("from:"), "a version needs tags a plain clone lacks: \(line)")
    let scratch = try CommandLineTests.scratch()
    // The repository as a plain clone has it: its branches, no tags, named as published.
    let remote = scratch.appendingPathComponent("remote/ViewCacheStress.git")
    let cloned = try CommandLineTests.execute(
      "/usr/bin/env",
      ["git", "clone", "--quiet", "--bare", "--no-tags", Documentation.root.path, remote.path],
      in: scratch, environment: ProcessInfo.processInfo.environment)
    try #require(cloned.status == 0, "\(cloned.output)")
    let tags = try CommandLineTests.execute(
      "/usr/bin/env", ["git", "--git-dir", remote.path, "tag"], in: scratch,
      environment: ProcessInfo.processInfo.environment)
    try #require(tags.output.isEmpty, "the clone has tags: \(tags.output)")

    let url = try #require(line.firstMatch(of: /url: "([^"]+)"/)).output.1
    let dependency = line.replacingOccurrences(of: String(url), with: "file://\(remote.path)")
      .trimmingCharacters(in: CharacterSet(charactersIn: ","))
    let app = scratch.appendingPathComponent("app")
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
    try "import StressKit\n".write(
      to: app.appendingPathComponent("Sources/App/App.swift"), atomically: true, encoding: .utf8)
    try """
    // swift-tools-version: 6.1
    import PackageDescription

    let package = Package(
      name: "App",
      dependencies: [\(dependency)],
      targets: [
        .target(name: "App", dependencies: [.product(name: "StressKit", package: "\(package)")])
      ]
    )
    """.write(
      to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    // Everything the package manager keeps goes in the scratch folder.
    var environment = ProcessInfo.processInfo.environment.filter {
      ["PATH", "HOME", "LANG"].contains($0.key)
    }
    environment["TMPDIR"] = scratch.path
    let resolved = try CommandLineTests.execute(
      "/usr/bin/env",
      [
        "swift", "package", "--scratch-path", scratch.appendingPathComponent("build").path,
        "--cache-path", scratch.appendingPathComponent("cache").path,
        "--config-path", scratch.appendingPathComponent("config").path,
        "--security-path", scratch.appendingPathComponent("security").path, "resolve",
      ], in: app, environment: environment)
    #expect(resolved.status == 0, "\(dependency): \(resolved.output)")
  }
}
