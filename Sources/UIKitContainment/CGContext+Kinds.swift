// The kinds a context's calls take (Core Graphics' enumerations), kept as the model paints
// nothing.

/// How a path is painted (Core Graphics' `CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable {
  /// Filled, by the non-zero winding rule.
  case fill
  /// Filled, by the even-odd rule.
  case eoFill
  /// Stroked.
  case stroke
  /// Filled by the non-zero winding rule, then stroked.
  case fillStroke
  /// Filled by the even-odd rule, then stroked.
  case eoFillStroke
}

/// Which points a path holds when it is filled or clipped to (Core Graphics' `CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
  /// The non-zero winding rule.
  case winding
  /// The even-odd rule.
  case evenOdd
}

/// How images drawn scaled are smoothed (Core Graphics' `CGInterpolationQuality`).
public enum CGInterpolationQuality: Int32, Sendable {
  /// The context's default.
  case `default` = 0
  /// Not smoothed.
  case none = 1
  /// Smoothed little.
  case low = 2
  /// Smoothed more.
  case medium = 4
  /// Smoothed most.
  case high = 3
}

/// How what is painted mixes with what is there (Core Graphics' `CGBlendMode`), with Core
/// Graphics' raw values.
public enum CGBlendMode: Int32, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  case hardLight, difference, exclusion, hue, saturation, color, luminosity, clear, copy
  case sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
  case destinationAtop, xor, plusDarker, plusLighter
}
