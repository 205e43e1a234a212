public import Foundation

/// Core Foundation's array as Core Graphics takes one (`[color1, color2] as CFArray`): on Linux,
/// where Core Foundation's types are not Swift's, Foundation's `NSArray`.
public typealias CFArray = NSArray
/// Core Foundation's string, as a colour space's name: on Linux, Swift's `String`.
public typealias CFString = String

/// A colour space (Core Graphics' `CGColorSpace`): its model and how many components a colour
/// in it has, all the model needs, as it paints nothing.
///
/// ```swift
/// let gray = CGColorSpaceCreateDeviceGray()
/// let shade = CGGradient(
///   colorSpace: gray, colorComponents: [0.2, 1, 0.8, 0.4], locations: [0, 1], count: 2)
/// precondition(gray.numberOfComponents == 1 && shade?.numberOfColors == 2)
/// precondition(CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb)
/// ```
public final class CGColorSpace: @unchecked Sendable {
  /// The space's model.
  public let model: CGColorSpaceModel
  /// Its name, for a named space.
  public let name: CFString?

  init(model: CGColorSpaceModel, name: CFString?) { (self.model, self.name) = (model, name) }

  /// The space named `name` (one of the names below), or `nil` for a name it does not know.
  ///
  /// - Parameter name: The space's name.
  public convenience init?(name: CFString) {
    switch name {
    case Self.genericGrayGamma2_2, Self.linearGray, Self.extendedGray:
      self.init(model: .monochrome, name: name)
    case Self.sRGB, Self.displayP3, Self.extendedSRGB, Self.linearSRGB, Self.genericRGBLinear,
      Self.extendedLinearSRGB:
      self.init(model: .rgb, name: name)
    case Self.genericCMYK: self.init(model: .cmyk, name: name)
    default: return nil
    }
  }

  /// How many components a colour in it has, alpha aside.
  public var numberOfComponents: Int {
    switch model {
    case .monochrome: 1
    case .rgb, .lab: 3
    case .cmyk: 4
    default: 0
    }
  }

  /// sRGB.
  public static let sRGB: CFString = "kCGColorSpaceSRGB"
  /// Display P3.
  public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
  /// sRGB with values beyond 0 to 1.
  public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
  /// Linear sRGB.
  public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
  /// Extended linear sRGB.
  public static let extendedLinearSRGB: CFString = "kCGColorSpaceExtendedLinearSRGB"
  /// Generic linear RGB.
  public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Grey of gamma 2.2.
  public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
  /// Linear grey.
  public static let linearGray: CFString = "kCGColorSpaceLinearGray"
  /// Extended grey.
  public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
  /// Generic CMYK.
  public static let genericCMYK: CFString = "kCGColorSpaceGenericCMYK"
}

/// The model of a colour space (Core Graphics' `CGColorSpaceModel`).
public enum CGColorSpaceModel: Int32, Sendable {
  case unknown = -1
  case monochrome, rgb, cmyk, lab, deviceN, indexed, pattern
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case XYZ
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The device's RGB colour space.
///
/// - Returns: An RGB space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(model: .rgb, name: nil) }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The device's grey colour space.
///
/// - Returns: A grey space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
  CGColorSpace(model: .monochrome, name: nil)
}

/// A gradient's colours and where each sits from 0 to 1 (Core Graphics' `CGGradient`), kept to be
/// drawn (``CGContext/drawLinearGradient(_:start:end:options:)``).
public final class CGGradient: @unchecked Sendable {
  /// How many colours it has.
  public let numberOfColors: Int
  /// Where each colour sits, from 0 to 1 (evenly spread when none were given).
  public let locations: [CGFloat]

  /// A gradient of `colors` (an array of `CGColor`) at `locations` (evenly spread when `nil`),
  /// or `nil` for no colours.
  ///
  /// - Parameters:
  ///   - space: Their colour space.
  ///   - colors: The colours, as an array of `CGColor`.
  ///   - locations: Where each sits, from 0 to 1, or `nil`.
  public init?(
    colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?
  ) {
    let count = colors.count
    guard count > 0 else { return nil }
    numberOfColors = count
    self.locations = Self.spread(count, locations)
  }

  /// A gradient of `count` colours given by their components in `space` (alpha last), at
  /// `locations` (evenly spread when `nil`), or `nil` for no colours.
  ///
  /// - Parameters:
  ///   - space: The colour space.
  ///   - components: Each colour's components, one after the other.
  ///   - locations: Where each sits, from 0 to 1, or `nil`.
  ///   - count: How many colours.
  public init?(
    colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
    locations: UnsafePointer<CGFloat>?, count: Int
  ) {
    guard count > 0 else { return nil }
    numberOfColors = count
    self.locations = Self.spread(count, locations)
  }

  /// `count` locations read from `given`, or spread evenly from 0 to 1.
  private static func spread(_ count: Int, _ given: UnsafePointer<CGFloat>?) -> [CGFloat] {
    if let given { return (0..<count).map { given[$0] } }
    return count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
  }
}

/// Whether a gradient also fills before its start and past its end.
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
  /// The options' bits.
  public let rawValue: UInt32
  /// Options from their bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Fill before the start with the first colour.
  public static let drawsBeforeStartLocation = Self(rawValue: 1 << 0)
  /// Fill past the end with the last colour.
  public static let drawsAfterEndLocation = Self(rawValue: 1 << 1)
}

extension CGContext {
  /// Paints `gradient` along the line from `start` to `end` (counted as one painting).
  ///
  /// - Parameters:
  ///   - gradient: The gradient.
  ///   - startPoint: Where its first colour is.
  ///   - endPoint: Where its last colour is.
  ///   - options: Whether to fill before and after.
  public func drawLinearGradient(
    _ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
    options: CGGradientDrawingOptions
  ) { paint() }

  /// Paints `gradient` between two circles (counted as one painting).
  ///
  /// - Parameters:
  ///   - gradient: The gradient.
  ///   - startCenter: The first circle's centre.
  ///   - startRadius: Its radius.
  ///   - endCenter: The last circle's centre.
  ///   - endRadius: Its radius.
  ///   - options: Whether to fill before and after.
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
    endRadius: CGFloat, options: CGGradientDrawingOptions
  ) { paint() }

  /// Replaces the path with the outline a stroke of it would paint: the model keeps the path
  /// itself (its clip to it is its bounding box either way).
  public func replacePathWithStrokedPath() {}

  /// Sets the clip back to the whole context.
  public func resetClip() {
    state.clip = CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height))
  }

  /// Begins a group of paintings composited together, as a saved state.
  ///
  /// - Parameter auxiliaryInfo: Ignored (`nil` in code).
  public func beginTransparencyLayer(auxiliaryInfo: [AnyHashable: Any]?) { saveGState() }

  /// Begins a group of paintings within `rect`, composited together, as a saved state.
  ///
  /// - Parameters:
  ///   - rect: Its bounds.
  ///   - auxiliaryInfo: Ignored.
  public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [AnyHashable: Any]?) {
    saveGState()
  }

  /// Ends the group and paints it (counted as one painting).
  public func endTransparencyLayer() {
    restoreGState()
    paint()
  }

  /// Sets the colour space of fill colours (kept by no one: the model's colours are RGB or
  /// grey by their count).
  ///
  /// - Parameter space: The colour space.
  public func setFillColorSpace(_ space: CGColorSpace) {}

  /// Sets the colour space of stroke colours (see ``setFillColorSpace(_:)``).
  ///
  /// - Parameter space: The colour space.
  public func setStrokeColorSpace(_ space: CGColorSpace) {}
}

extension CGColor {
  /// A colour of `components` in `space` (alpha last): grey for one colour component and RGB for
  /// three; `nil` for any other space.
  ///
  /// - Parameters:
  ///   - space: The colour space.
  ///   - components: Its components, alpha last.
  public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
    switch space.numberOfComponents {
    case 1: self.init(gray: components[0], alpha: components[1])
    case 3:
      self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
    default: return nil
    }
  }

  /// Its colour space: grey or RGB by its components.
  public var colorSpace: CGColorSpace? {
    numberOfComponents == 2 ? CGColorSpaceCreateDeviceGray() : CGColorSpaceCreateDeviceRGB()
  }
}
