/// A span of virtual time in ticks (milliseconds), in the largest two units it reaches:
/// `412 ms`, `3.2 s`, `5 min 3 s`, `2 h 10 min`, `1 d 2 h`.
func duration(ticks: Int64) -> String {
  let ticks = max(0, ticks)
  if ticks < 1000 { return "\(ticks) ms" }
  if ticks < 60_000 {
    let tenths = ticks / 100
    return tenths % 10 == 0 ? "\(tenths / 10) s" : "\(tenths / 10).\(tenths % 10) s"
  }
  let seconds = ticks / 1000
  let units: [(name: String, seconds: Int64)] = [("d", 86_400), ("h", 3600), ("min", 60), ("s", 1)]
  guard let first = units.firstIndex(where: { seconds >= $0.seconds }) else { return "0 s" }
  let (major, majorSize) = units[first]
  let (minor, minorSize) = units[first + 1]
  let minorCount = (seconds % majorSize) / minorSize
  return "\(seconds / majorSize) \(major)" + (minorCount > 0 ? " \(minorCount) \(minor)" : "")
}
