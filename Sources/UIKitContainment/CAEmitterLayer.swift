public import Foundation

/// A layer that emits particles (Core Animation's `CAEmitterLayer`): where and how, kept; the
/// model emits and draws none.
///
/// ```swift
/// let confetti = CAEmitterLayer()
/// confetti.emitterShape = .line
/// confetti.emitterPosition = CGPoint(x: 160, y: 0)
/// let piece = CAEmitterCell()
/// piece.birthRate = 20
/// piece.lifetime = 4
/// confetti.emitterCells = [piece]
/// precondition(confetti.emitterCells?.first?.birthRate == 20)
/// ```
open class CAEmitterLayer: CALayer {
  /// The kinds of particle it emits.
  open var emitterCells: [CAEmitterCell]?
  /// Where the emitter's centre is.
  open var emitterPosition = CGPoint.zero
  /// Its depth.
  open var emitterZPosition: CGFloat = 0
  /// Its size.
  open var emitterSize = CGSize.zero
  /// Its depth's size.
  open var emitterDepth: CGFloat = 0
  /// Its shape.
  open var emitterShape = CAEmitterLayerEmitterShape.point
  /// Where on its shape particles start.
  open var emitterMode = CAEmitterLayerEmitterMode.volume
  /// How particles are drawn over each other.
  open var renderMode = CAEmitterLayerRenderMode.unordered
  /// A factor of every cell's birth rate.
  open var birthRate: Float = 1
  /// A factor of every cell's lifetime.
  open var lifetime: Float = 1
  /// A factor of every cell's velocity.
  open var velocity: Float = 1
  /// A factor of every cell's scale.
  open var scale: Float = 1
  /// A factor of every cell's spin.
  open var spin: Float = 1
  /// The seed of its randomness.
  open var seed: UInt32 = 0
  /// Whether particles keep their depth.
  open var preservesDepth = false
}

/// One kind of particle an emitter layer emits (Core Animation's `CAEmitterCell`), kept.
@preconcurrency @MainActor open class CAEmitterCell: NSObject {
  /// A cell with the defaults (it emits nothing until given a birth rate).
  public override init() {}
  /// Its name.
  open var name: String?
  /// Whether it emits.
  open var isEnabled = true
  /// Particles a second.
  open var birthRate: Float = 0
  /// How long each particle lives, in seconds, and by how much that varies.
  open var lifetime: Float = 0
  /// See ``lifetime``.
  open var lifetimeRange: Float = 0
  /// Its image: a `CGImage`, its pixels a point, and the part of it drawn.
  open var contents: Any?
  /// See ``contents``.
  open var contentsScale: CGFloat = 1
  /// See ``contents``.
  open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// Its particles' colour, and how much each component varies and changes a second.
  open var color: CGColor?
  /// See ``color``.
  open var redRange: Float = 0
  /// See ``color``.
  open var greenRange: Float = 0
  /// See ``color``.
  open var blueRange: Float = 0
  /// See ``color``.
  open var alphaRange: Float = 0
  /// See ``color``.
  open var redSpeed: Float = 0
  /// See ``color``.
  open var greenSpeed: Float = 0
  /// See ``color``.
  open var blueSpeed: Float = 0
  /// See ``color``.
  open var alphaSpeed: Float = 0
  /// Speed, and by how much it varies.
  open var velocity: CGFloat = 0
  /// See ``velocity``.
  open var velocityRange: CGFloat = 0
  /// Acceleration along each axis.
  open var xAcceleration: CGFloat = 0
  /// See ``xAcceleration``.
  open var yAcceleration: CGFloat = 0
  /// See ``xAcceleration``.
  open var zAcceleration: CGFloat = 0
  /// The direction particles leave in, and the cone around it.
  open var emissionLongitude: CGFloat = 0
  /// See ``emissionLongitude``.
  open var emissionLatitude: CGFloat = 0
  /// See ``emissionLongitude``.
  open var emissionRange: CGFloat = 0
  /// Size, its range and its change a second.
  open var scale: CGFloat = 1
  /// See ``scale``.
  open var scaleRange: CGFloat = 0
  /// See ``scale``.
  open var scaleSpeed: CGFloat = 0
  /// Turning speed, and its range.
  open var spin: CGFloat = 0
  /// See ``spin``.
  open var spinRange: CGFloat = 0
  /// The cells its particles emit in turn.
  open var emitterCells: [CAEmitterCell]?
  /// When it starts and how long it lasts, in its layer's time.
  open var beginTime: CFTimeInterval = 0
  /// See ``beginTime``.
  open var duration: CFTimeInterval = 0
}

/// The shape particles start on.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
  /// The shape's name.
  public let rawValue: String
  /// The shape named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A point.
  public static let point = Self(rawValue: "point")
  /// A line.
  public static let line = Self(rawValue: "line")
  /// A rectangle.
  public static let rectangle = Self(rawValue: "rectangle")
  /// A cuboid.
  public static let cuboid = Self(rawValue: "cuboid")
  /// A circle.
  public static let circle = Self(rawValue: "circle")
  /// A sphere.
  public static let sphere = Self(rawValue: "sphere")
}

/// Where on its shape particles start.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
  /// The mode's name.
  public let rawValue: String
  /// The mode named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// At its points.
  public static let points = Self(rawValue: "points")
  /// On its outline.
  public static let outline = Self(rawValue: "outline")
  /// On its surface.
  public static let surface = Self(rawValue: "surface")
  /// In its volume.
  public static let volume = Self(rawValue: "volume")
}

/// How an emitter's particles are drawn over each other.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
  /// The mode's name.
  public let rawValue: String
  /// The mode named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// In no order.
  public static let unordered = Self(rawValue: "unordered")
  /// Oldest first.
  public static let oldestFirst = Self(rawValue: "oldestFirst")
  /// Oldest last.
  public static let oldestLast = Self(rawValue: "oldestLast")
  /// Back to front.
  public static let backToFront = Self(rawValue: "backToFront")
  /// Added together.
  public static let additive = Self(rawValue: "additive")
}
