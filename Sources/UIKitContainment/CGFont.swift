/// A font as Core Graphics holds one (`CGFont`), by its name: what code written for UIKit gives
/// a text layer's ``CATextLayer/font``.
///
/// The model sets no text, so a font of any name is made (Core Graphics returns `nil` for a
/// name it cannot find; decided: only an empty name is one).
///
/// ```swift
/// let layer = CATextLayer()
/// let font = UIFont.boldSystemFont(ofSize: 15)
/// layer.font = CGFont(font.fontName as CFString)
/// layer.fontSize = font.pointSize
/// precondition((layer.font as? CGFont)?.postScriptName == font.fontName)
/// ```
public final class CGFont: Hashable, Sendable {
  /// The font's PostScript name.
  public let postScriptName: CFString?
  /// The font's full name: its PostScript name, in the model.
  public var fullName: CFString? { postScriptName }

  /// The font of `name`, or `nil` when it is empty.
  ///
  /// - Parameter name: Its PostScript or full name.
  public init?(_ name: CFString) {
    guard !name.isEmpty else { return nil }
    postScriptName = name
  }

  /// Whether two fonts have the same name.
  public static func == (lhs: CGFont, rhs: CGFont) -> Bool {
    lhs.postScriptName == rhs.postScriptName
  }

  /// Hashes its name.
  public func hash(into hasher: inout Hasher) { hasher.combine(postScriptName) }
}
