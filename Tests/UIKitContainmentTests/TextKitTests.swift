import Foundation
import Testing
import UIKitContainment

/// A bar that notes each time its intrinsic size is said to have changed.
private final class NotingBar: UIView {
  var invalidations = 0
  override func invalidateIntrinsicContentSize() {
    invalidations += 1
    super.invalidateIntrinsicContentSize()
  }
}

/// A text view's TextKit objects as a chat's input bar uses them: its text storage is its text,
/// edited in place; its layout manager measures it; attachments are kept in the text.
@MainActor @Suite struct TextKitTests {
  @Test func aTextViewsStorageIsItsText() {
    let container = NSTextContainer(size: CGSize(width: 200, height: 1000))
    let notes = UITextView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 100), textContainer: container)
    #expect(notes.textContainer === container)
    #expect(notes.textStorage.layoutManagers.first === notes.layoutManager)
    #expect(notes.layoutManager.textContainers.first === container)
    notes.text = "Milk"
    notes.textStorage.append(NSAttributedString(string: ", eggs"))
    #expect(notes.text == "Milk, eggs")
    let bold = NSAttributedString(
      string: "Hi", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
    notes.attributedText = bold
    #expect(
      notes.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        == .boldSystemFont(ofSize: 20))
    #expect(notes.selectedRange == NSRange(location: 2, length: 0), "the cursor after the text set")
    notes._type("!")
    #expect(notes.textStorage.string == "Hi!")
    let typed = notes.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
    let last = notes.attributedText.attribute(.font, at: 2, effectiveRange: nil) as? UIFont
    #expect(typed == .boldSystemFont(ofSize: 20) && last == typed, "typing keeps the text's font")
  }

  @Test func theLayoutManagerMeasuresTheText() {
    let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    notes.textContainer.size = CGSize(width: 200, height: 1000)
    let empty = notes.layoutManager.usedRect(for: notes.textContainer)
    notes.text = "One line"
    let one = notes.layoutManager.usedRect(for: notes.textContainer)
    notes.text = "One line\nand another\nand a third"
    let three = notes.layoutManager.usedRect(for: notes.textContainer)
    #expect(empty == .zero && one.height > 0 && three.height > one.height)
    #expect(notes.layoutManager.numberOfGlyphs == notes.textStorage.length)
  }

  @Test func anAttachmentIsOneCharacterOfItsText() {
    let photo = NSTextAttachment()
    photo.image = UIImage()
    let text = NSMutableAttributedString()
    text.append(NSAttributedString(string: "See "))
    text.append(NSAttributedString(attachment: photo))
    #expect(text.length == 5)
    #expect(text.attribute(.attachment, at: 4, effectiveRange: nil) as? NSTextAttachment === photo)
    photo.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
    let bounds = photo.attachmentBounds(
      for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: 4)
    #expect(bounds.size == CGSize(width: 40, height: 30))
  }

  @Test func anInvalidatedIntrinsicSizeReachesTheOverrideAndLaysOutTheSuperview() {
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    let bar = NotingBar()
    stack.addArrangedSubview(bar)
    stack.layoutIfNeeded()
    bar.invalidateIntrinsicContentSize()
    #expect(bar.invalidations == 1)
    #expect(stack.layer.needsLayout(), "its superview lays out again")
  }
}
