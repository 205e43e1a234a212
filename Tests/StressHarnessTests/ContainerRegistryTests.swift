import StressHarnessCLI
import StressKit
import Testing

/// The registry an executable gives ``StressHarness/main(containers:)``.
@Suite struct ContainerRegistryTests {
  @Test func theBuiltInRegistryDrivesEveryContainerTheStackFirst() {
    #expect(
      ContainerRegistry.builtIn.names == [
        "stack", "placeholder", "tabs", "pages", "nested", "menu", "app", "navigation",
      ])
    #expect(ContainerRegistry.builtIn.problem == nil)
    #expect(ContainerRegistry.builtIn.entry(named: "pages")?.driver == PageDriver.self)
    #expect(ContainerRegistry.builtIn.entry(named: "drawer") == nil)
  }

  @Test func aBrokenRegistryIsNamed() {
    #expect(ContainerRegistry([]).problem == "no container is registered")
    let twice = ContainerRegistry.builtIn + [TabDriver.self]
    #expect(twice.names.last == "tabs")
    #expect(twice.problem == "two containers are registered as 'tabs'")
  }
}
