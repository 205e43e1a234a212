import Foundation
import Testing
import UIKitContainment

/// A paragraph's style as attributed text keeps it (the model lays out no glyphs).
@MainActor @Suite struct ParagraphStyleTests {
  @Test("a paragraph style is kept with its text; a mutable one's copy is a snapshot")
  func paragraphStyles() throws {
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    style.lineSpacing = 4
    style.lineBreakMode = .byTruncatingMiddle
    let frozen = try #require(style.copy() as? NSParagraphStyle)
    style.lineSpacing = 9
    #expect(
      frozen.lineSpacing == 4 && frozen.alignment == .center && !(frozen is NSMutableParagraphStyle)
    )
    let again = try #require(frozen.mutableCopy() as? NSMutableParagraphStyle)
    #expect(again.isEqual(frozen) && !again.isEqual(style))
    let caption = NSAttributedString(string: "Hi", attributes: [.paragraphStyle: style])
    let read = caption.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
    #expect(read?.lineSpacing == 9 && read?.lineBreakMode == .byTruncatingMiddle)
    #expect(NSParagraphStyle.default.lineBreakMode == .byWordWrapping)
  }
}
