// The names the drivers had before 0.6.0, kept so that code and generated reproducers written
// against them still compile (with a warning naming the new one).

/// The protocol's name before 0.6.0.
@available(*, deprecated, renamed: "StressDriver")
public typealias StressContainer = StressDriver

/// The stack's driver's name before 0.6.0.
@available(*, deprecated, renamed: "StackDriver")
public typealias StackStress = StackDriver

/// The placeholder's driver's name before 0.6.0.
@available(*, deprecated, renamed: "PlaceholderDriver")
public typealias PlaceholderStress = PlaceholderDriver

/// The tab container's driver's name before 0.6.0.
@available(*, deprecated, renamed: "TabDriver")
public typealias TabStress = TabDriver

/// The page container's driver's name before 0.6.0.
@available(*, deprecated, renamed: "PageDriver")
public typealias PageStress = PageDriver

/// The nested containers' driver's name before 0.6.0.
@available(*, deprecated, renamed: "NestedDriver")
public typealias NestedStress = NestedDriver

/// The menu's driver's name before 0.6.0.
@available(*, deprecated, renamed: "MenuDriver")
public typealias MenuStress = MenuDriver

/// The built-in drivers' list's name before 0.6.0.
@available(*, deprecated, renamed: "BuiltInDrivers")
public typealias BuiltInContainers = BuiltInDrivers
