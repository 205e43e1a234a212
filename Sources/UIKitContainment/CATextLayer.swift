public import Foundation

/// A layer of text (Core Animation's `CATextLayer`): its string and how it is set, kept; the
/// model draws no text.
///
/// ```swift
/// let label = CATextLayer()
/// label.string = "Now playing"
/// label.fontSize = 13
/// label.alignmentMode = .center
/// label.truncationMode = .end
/// precondition(label.string as? String == "Now playing" && label.isWrapped == false)
/// ```
open class CATextLayer: CALayer {
  /// The text: a `String` or an `NSAttributedString`.
  open var string: Any? { didSet { setNeedsDisplay() } }
  /// The font: a `UIFont`, a `CGFont` or a font's name (kept).
  open var font: Any?
  /// The size of its font (36 by default, as Core Animation's).
  open var fontSize: CGFloat = 36
  /// The colour of its text (white by default).
  open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)
  /// Whether the text wraps to its bounds.
  open var isWrapped = false
  /// Where text too long for it is cut.
  open var truncationMode = CATextLayerTruncationMode.none
  /// How its lines are aligned.
  open var alignmentMode = CATextLayerAlignmentMode.natural
  /// Whether glyphs are placed on whole pixels (kept).
  open var allowsFontSubpixelQuantization = false
}

/// Where a text layer cuts text too long for it.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  /// The mode's name.
  public let rawValue: String
  /// The mode named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Not cut.
  public static let none = Self(rawValue: "none")
  /// At the start.
  public static let start = Self(rawValue: "start")
  /// At the end.
  public static let end = Self(rawValue: "end")
  /// In the middle.
  public static let middle = Self(rawValue: "middle")
}

/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  /// The mode's name.
  public let rawValue: String
  /// The mode named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// As the script reads.
  public static let natural = Self(rawValue: "natural")
  /// To the left.
  public static let left = Self(rawValue: "left")
  /// To the right.
  public static let right = Self(rawValue: "right")
  /// Centred.
  public static let center = Self(rawValue: "center")
  /// Justified.
  public static let justified = Self(rawValue: "justified")
}

/// A layer whose sublayers keep their own depth in 3D (Core Animation's `CATransformLayer`);
/// the model draws none, so it is a layer whose sublayers are kept as any layer's.
open class CATransformLayer: CALayer {}

/// A layer that draws its sublayers again and again, each copy transformed a step further
/// (Core Animation's `CAReplicatorLayer`): its settings, kept.
///
/// ```swift
/// let dots = CAReplicatorLayer()
/// dots.instanceCount = 3
/// dots.instanceTransform = CATransform3DMakeTranslation(12, 0, 0)
/// dots.instanceDelay = 0.2
/// dots.addSublayer(CALayer())
/// precondition(dots.instanceCount == 3 && dots.sublayers?.count == 1)
/// ```
open class CAReplicatorLayer: CALayer {
  /// How many copies, the original included.
  open var instanceCount = 1
  /// The transform from one copy to the next.
  open var instanceTransform = CATransform3DIdentity
  /// The delay from one copy's animations to the next's, in seconds.
  open var instanceDelay: CFTimeInterval = 0
  /// The colour the first copy is tinted with.
  open var instanceColor: CGColor?
  /// How much each copy's red, green, blue and alpha change from the last.
  open var instanceRedOffset: Float = 0
  /// See ``instanceRedOffset``.
  open var instanceGreenOffset: Float = 0
  /// See ``instanceRedOffset``.
  open var instanceBlueOffset: Float = 0
  /// See ``instanceRedOffset``.
  open var instanceAlphaOffset: Float = 0
  /// Whether the copies keep their depth.
  open var preservesDepth = false
}
