import Testing
import UIKitContainment

/// Fonts made from descriptors, as screens derive a bold, an italic or a rounded font from a
/// text style's.
@MainActor @Suite struct UIFontDescriptorTests {
  @Test("a descriptor's traits and design make the font; its size is the caller's or its own")
  func descriptorsMakeFonts() throws {
    let body = UIFont.preferredFont(forTextStyle: .body)
    let descriptor = try #require(
      body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
    let font = UIFont(descriptor: descriptor, size: 0)
    #expect(
      font.pointSize == 17 && font.fontDescriptor.symbolicTraits == [.traitBold, .traitItalic])
    #expect(font != body && UIFont(descriptor: body.fontDescriptor, size: 0) == body)
    #expect(UIFont(descriptor: descriptor, size: 30).pointSize == 30)
    #expect(UIFont.boldSystemFont(ofSize: 12).fontDescriptor.symbolicTraits == .traitBold)
    #expect(UIFont.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits == .traitItalic)
    #expect(UIFont.systemFont(ofSize: 12, weight: .medium).fontDescriptor.symbolicTraits.isEmpty)
    let rounded = try #require(UIFont.systemFont(ofSize: 20).fontDescriptor.withDesign(.rounded))
    #expect(UIFont(descriptor: rounded, size: 0).pointSize == 20)
    #expect(UIFontDescriptor(name: "Georgia", size: 12).withDesign(.serif) == nil)
    let named = UIFontDescriptor(fontAttributes: [.name: "Avenir", .size: 14])
    #expect(UIFont(descriptor: named, size: 0).fontName == "Avenir")
    #expect(named.addingAttributes([.size: 18]).pointSize == 18)
    #expect(
      UIFont.preferredFont(forTextStyle: .headline).withSize(20).fontDescriptor.object(
        forKey: .textStyle) as? String == UIFont.TextStyle.headline.rawValue)
    #expect(
      body.lineHeight > body.pointSize && body.descender < 0 && body.capHeight < body.ascender)
  }
  @Test("the system's standard font sizes are iOS's")
  func standardSizes() {
    #expect(UIFont.systemFontSize == 14 && UIFont.smallSystemFontSize == 12)
    #expect(UIFont.labelFontSize == 17 && UIFont.buttonFontSize == 18)
    #expect(UIFont.systemFont(ofSize: UIFont.labelFontSize).pointSize == 17)
  }
}
