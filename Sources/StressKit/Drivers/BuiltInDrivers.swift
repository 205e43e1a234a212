/// The drivers StressKit ships, the stack first: what `stress-harness` drives unless an
/// executable registers more.
public enum BuiltInDrivers {
  /// Every built-in driver.
  public static var all: [any StressDriver.Type] {
    [
      StackDriver.self, PlaceholderDriver.self, TabDriver.self, PageDriver.self, NestedDriver.self,
      MenuDriver.self, AppDriver.self, NavigationDriver.self,
    ]
  }

  /// The built-in driver called `name`, if any.
  public static func named(_ name: String) -> (any StressDriver.Type)? {
    all.first { $0.name == name }
  }
}
