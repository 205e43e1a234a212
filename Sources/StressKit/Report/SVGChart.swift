/// The pieces the charts share: a plot area, round ticks, labelled axes, escaped text.
///
/// Small on purpose: no charting library serves Swift on Linux, and a chart of a few lines and
/// bands needs little more than a linear scale and tick labels.
struct SVGChart {
  let width: Double
  let height: Double
  /// The plot area.
  let left: Double
  let top: Double
  let plotWidth: Double
  let plotHeight: Double
  /// The document's elements so far.
  private(set) var elements: [String] = []

  init(width: Double, height: Double, left: Double, right: Double, top: Double, bottom: Double) {
    self.width = width
    self.height = height
    self.left = left
    self.top = top
    plotWidth = width - left - right
    plotHeight = height - top - bottom
  }

  var bottom: Double { top + plotHeight }
  var right: Double { left + plotWidth }

  /// The x of `value` on a scale from `low` to `high`.
  func x(_ value: Double, _ low: Double, _ high: Double) -> Double {
    left + (high > low ? (value - low) / (high - low) : 0) * plotWidth
  }

  /// The y of `value` on a scale from `low` (0 unless said) to `high`.
  func y(_ value: Double, _ high: Double, low: Double = 0) -> Double {
    bottom - (high > low ? max(0, value - low) / (high - low) : 0) * plotHeight
  }

  mutating func add(_ element: String) { elements.append(element) }

  mutating func text(
    _ text: String, x: Double, y: Double, anchor: String = "start", className: String? = nil,
    rotate: Bool = false
  ) {
    let transform = rotate ? " transform=\"rotate(-90 \(Self.number(x)) \(Self.number(y)))\"" : ""
    let classes = className.map { " class=\"\($0)\"" } ?? ""
    add(
      "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" text-anchor=\"\(anchor)\"\(classes)\(transform)>\(Self.escape(text))</text>"
    )
  }

  mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, className: String) {
    add(
      "<line x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y2))\" class=\"\(className)\"/>"
    )
  }

  /// A line through `points`, in `stroke` when given (else the class's colour).
  mutating func polyline(_ points: [(Double, Double)], className: String, stroke: String? = nil) {
    let text = points.map { "\(Self.number($0.0)),\(Self.number($0.1))" }.joined(separator: " ")
    let color = stroke.map { " stroke=\"\($0)\"" } ?? ""
    add("<polyline class=\"\(className)\"\(color) points=\"\(text)\"/>")
  }

  /// The x axis: ticks at round values from `low` to `high`, labelled, and its title.
  mutating func xAxis(low: Double, high: Double, title: String, label: (Double) -> String) {
    line(left, bottom, right, bottom, className: "axis")
    for tick in Self.ticks(low: low, high: high) {
      let position = x(tick, low, high)
      line(position, bottom, position, bottom + 5, className: "axis")
      text(label(tick), x: position, y: bottom + 18, anchor: "middle")
    }
    text(title, x: left + plotWidth / 2, y: bottom + 36, anchor: "middle", className: "title")
  }

  /// A y axis on the left or the right from `low` (0 unless said) to `high`, with round ticks
  /// (`ticks`, or round numbers), grid lines on the left one, and its title along it.
  mutating func yAxis(
    low: Double = 0, high: Double, onRight: Bool, title: String, className: String,
    ticks: [Double]? = nil, label: (Double) -> String
  ) {
    let edge = onRight ? right : left
    line(edge, top, edge, bottom, className: "axis")
    for tick in ticks ?? Self.ticks(low: low, high: high) {
      let position = y(tick, high, low: low)
      if !onRight, tick > low { line(left, position, right, position, className: "grid") }
      line(edge, position, edge + (onRight ? 5 : -5), position, className: "axis")
      text(
        label(tick), x: edge + (onRight ? 8 : -8), y: position + 4,
        anchor: onRight ? "start" : "end", className: className)
    }
    let titleX = onRight ? right + 62 : left - 78
    text(
      title, x: titleX, y: top + plotHeight / 2, anchor: "middle", className: className,
      rotate: true)
  }

  /// The document.
  func svg(style: String) -> String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))">
    <style>
    text { font: 12px sans-serif; fill: #222; }
    text.title { font-weight: bold; }
    .axis { stroke: #444; stroke-width: 1; }
    .grid { stroke: #ddd; stroke-width: 1; }
    \(style)
    </style>
    <rect width="100%" height="100%" fill="white"/>
    \(elements.joined(separator: "\n"))
    </svg>

    """
  }

  /// About five round values from `low` to `high` (steps of 1, 2 or 5 times a power of ten).
  static func ticks(
    low: Double, high: Double, count: Int = 5, wholeNumbers: Bool = false
  ) -> [Double] {
    guard high > low else { return [low] }
    // A count (views, steps) has no tick between whole numbers.
    let rough = max(wholeNumbers ? 1 : 0, (high - low) / Double(count))
    var power = 1.0
    while power * 10 <= rough { power *= 10 }
    while power > rough, power > 1e-9 { power /= 10 }
    let step = [1.0, 2.0, 5.0, 10.0].map { $0 * power }.first { $0 >= rough } ?? power * 10
    var ticks: [Double] = []
    var tick = (low / step).rounded(.up) * step
    while tick <= high + step * 1e-9 {
      ticks.append(tick)
      tick += step
    }
    return ticks
  }

  /// Round byte counts from 0 to `high`: round numbers of the unit `high` is written in (8, 16,
  /// 24 KiB rather than 9.8, 19.5, 29.3 KiB).
  static func byteTicks(low: Double = 0, high: Double) -> [Double] {
    var unit = 1.0
    while high / unit >= 1024, unit < 1024 * 1024 * 1024 { unit *= 1024 }
    return ticks(low: low / unit, high: high / unit).map { $0 * unit }.filter { $0 >= low }
  }

  /// A byte count for an axis: `0`, `512 B`, `32 KiB`, `1.5 MiB`.
  static func bytesLabel(_ value: Double) -> String {
    guard value > 0 else { return "0" }
    let text = bytes(UInt64(value))
    // `512.0 KiB` reads `512 KiB`.
    guard let dot = text.firstIndex(of: "."), text[dot...].hasPrefix(".0 ") else { return text }
    return String(text[..<dot]) + String(text[text.index(dot, offsetBy: 2)...])
  }

  /// A count for an axis: `950`, `50k`, `1.5M`.
  static func countLabel(_ value: Double) -> String {
    switch value {
    case ..<1_000: "\(Int(value))"
    case ..<1_000_000: trimmed(value / 1_000) + "k"
    default: trimmed(value / 1_000_000) + "M"
    }
  }

  private static func trimmed(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value))" : "\((value * 10).rounded() / 10)"
  }

  static func number(_ value: Double) -> String {
    String((value * 10).rounded() / 10)
  }

  /// `text` for an SVG document's text or attribute values.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
