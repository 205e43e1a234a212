/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size.
  public static let zero = Size(width: 0, height: 0)

  /// A phone-sized screen in portrait orientation (390 × 844).
  public static let phonePortrait = Size(width: 390, height: 844)

  /// The same size with width and height exchanged, as a rotation by 90° gives.
  public var transposed: Size { Size(width: height, height: width) }

  /// `WIDTHxHEIGHT`, for example `390x844`.
  public var description: String { "\(Self.format(width))x\(Self.format(height))" }

  private static func format(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}

/// A point in a view's coordinate space.
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = Point(x: 0, y: 0)
}

/// A rectangle: an origin and a size.
public struct Rect: Hashable, Sendable {
  /// The top-left corner.
  public var origin: Point
  /// The extent.
  public var size: Size

  /// Creates a rectangle.
  public init(origin: Point = .zero, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(size: .zero)
}

/// The orientation of the interface on screen.
public enum InterfaceOrientation: String, CaseIterable, Sendable, CustomStringConvertible {
  /// Upright portrait.
  case portrait
  /// Portrait, upside down.
  case portraitUpsideDown
  /// Landscape, the home button on the left (the device turned right).
  case landscapeLeft
  /// Landscape, the home button on the right (the device turned left).
  case landscapeRight

  /// Whether the orientation is one of the two landscape ones.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// Whether the orientation is one of the two portrait ones.
  public var isPortrait: Bool { !isLandscape }

  /// The mask that contains only this orientation.
  public var mask: InterfaceOrientationMask {
    switch self {
    case .portrait: .portrait
    case .portraitUpsideDown: .portraitUpsideDown
    case .landscapeLeft: .landscapeLeft
    case .landscapeRight: .landscapeRight
    }
  }

  /// The orientation's name.
  public var description: String { rawValue }
}

/// A set of interface orientations, as a view controller's supported orientations.
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt8

  /// Creates a set from its bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Upright portrait.
  public static let portrait = InterfaceOrientationMask(rawValue: 1 << 0)
  /// Portrait, upside down.
  public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 1)
  /// Landscape, the home button on the left.
  public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 2)
  /// Landscape, the home button on the right.
  public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
  /// Both landscape orientations.
  public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// Every orientation but upside-down portrait (UIKit's default on phones).
  public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]
  /// Every orientation.
  public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
}
