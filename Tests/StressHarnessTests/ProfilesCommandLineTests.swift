import Foundation
import StressHarnessCLI
import Testing

/// `stress-harness profiles --json`: what the registered drivers declare, the container list
/// scripts and the nightly read instead of keeping their own.
extension CommandLineTests {
  @Test func profilesAsJSONListEveryDriverWithItsParametersAndBugs() throws {
    let outcome = try run(["profiles", "--json"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let document = try jsonDocument(
      outcome.stdout, format: "viewcachestress-containers", version: 1)
    let containers = try #require(document["containers"] as? [[String: Any]])
    #expect(containers.compactMap { $0["name"] as? String } == ContainerRegistry.builtIn.names)
    let stack = try #require(containers.first)
    let parameters = try #require(stack["parameters"] as? [[String: Any]])
    #expect(parameters.count == 1)
    #expect(parameters.first?["name"] as? String == "capacity")
    #expect(parameters.first?["validRange"] as? [Int] == [1, 1_048_576])
    #expect(parameters.first?["sweepRange"] as? [Int] == [1, 8])
    #expect(parameters.first?["defaultValue"] as? Int == 2)
    #expect((stack["bugs"] as? [String])?.contains("capacity-off-by-one") == true)
    let profiles = try #require(stack["profiles"] as? [[String: Any]])
    #expect(profiles.first?["name"] as? String == "default")
    let tabs = try #require(containers.first { $0["name"] as? String == "tabs" })
    #expect((tabs["parameters"] as? [Any])?.isEmpty == true)

    let pages = try run(["profiles", "--json", "--container", "pages"])
    let one = try jsonObject(pages.stdout)
    let only = try #require(one["containers"] as? [[String: Any]])
    #expect(only.compactMap { $0["name"] as? String } == ["pages"])
  }
}

extension CommandLineTests {
  @Test("profiles says what each profile draws over orders of magnitude, the pages' own rate too")
  func profilesListTheMagnitudes() throws {
    let outcome = try run(["profiles"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let lines = outcome.stdout.split(separator: "\n")
    let magnitudes = lines.filter { $0.hasPrefix("  big payloads ") }
    #expect(magnitudes.count == lines.filter { !$0.hasPrefix(" ") }.count, "one a profile")
    #expect(
      magnitudes.first
        == "  big payloads 1 child in 32, 4096...4194304 bytes; dives 1 batch in 128, 64...2048 children; list dives 1 list in 8192, 272...1024; parameters 1 in 8, 256...4096; bursts 1 in 4096, 16...1024 warnings; time steps 1 in 256, 1000...172800000 ticks; nesting none; deep views 1 in 32, 15...30 views"
    )
    let pages = try #require(lines.firstIndex { $0.hasPrefix("pages default:") })
    #expect(
      lines[pages + 3].contains("list dives 1 list in 4096, 272...1024;"), "\(lines[pages + 3])")
    let placeholder = try #require(lines.firstIndex { $0.hasPrefix("placeholder default:") })
    #expect(
      lines[placeholder + 3].hasSuffix("nesting 20...100 views; deep views 1 in 32, 15...30 views"),
      "\(lines[placeholder + 3])")
  }
}
