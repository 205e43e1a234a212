// Darwin's units of time (`<sys/time.h>`, `<dispatch/time.h>`), which `import UIKit` brings on
// iOS and which older code uses to build a dispatch delay:
// `.now() + Double(Int64(0.3 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)`.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Nanoseconds in a second.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Nanoseconds in a microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Microseconds in a second.
public let USEC_PER_SEC: UInt64 = 1_000_000
