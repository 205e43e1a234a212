#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A count in a trace's header that is written again in place as a run goes: a fixed-width
/// field, right-aligned after spaces (which JSON allows), so that a new value never moves the
/// bytes after it.
enum InPlaceCount {
  /// The field's width: room for any `Int`.
  static let width = 20

  /// Writes `value` (clamped to `0...`) at `offset` of `descriptor`, without an allocation.
  static func write(_ value: Int, to descriptor: Int32, at offset: off_t) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: width) { field in
      field.initialize(repeating: 0x20)
      var value = max(0, value)
      var at = width - 1
      repeat {
        field[at] = UInt8(0x30 + value % 10)
        value /= 10
        at -= 1
      } while value > 0 && at >= 0
      _ = pwrite(descriptor, field.baseAddress, width, offset)
    }
  }

  /// The `value` as the field's text: spaces, then the digits.
  static func field(_ value: Int) -> [UInt8] {
    let digits = String(value)
    return Array((String(repeating: " ", count: max(0, width - digits.utf8.count)) + digits).utf8)
  }
}
