/// The drivers StressKit ships, the stack first: what `stress-harness` drives unless an
/// executable registers more.
public enum BuiltInContainers {
  /// Every built-in driver.
  public static var all: [any StressContainer.Type] {
    [
      StackStress.self, PlaceholderStress.self, TabStress.self, PageStress.self, NestedStress.self,
      MenuStress.self,
    ]
  }

  /// The built-in driver called `name`, if any.
  public static func named(_ name: String) -> (any StressContainer.Type)? {
    all.first { $0.name == name }
  }
}
