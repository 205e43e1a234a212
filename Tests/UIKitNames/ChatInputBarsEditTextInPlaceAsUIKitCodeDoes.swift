// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// A chat's input bar as libraries write one: a text view of its own TextKit container that
// pastes photos as attachments into its text storage and sizes itself by its layout manager,
// a stack view of buttons decoded from a nib as UIKit's stack view is (not failably), a bar
// that tells its layout its intrinsic size changed, and titles built from an empty attributed
// string.

final class ChatTextView: UITextView {
  var placeholder = "Aa"
  var images: [UIImage] = []

  override init(frame: CGRect, textContainer: NSTextContainer?) {
    super.init(frame: frame, textContainer: textContainer)
    textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
  }

  convenience init() {
    self.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override var scrollIndicatorInsets: UIEdgeInsets {
    didSet { verticalScrollIndicatorInsets.right = 0 }
  }

  func paste(_ image: UIImage) {
    let attachment = NSTextAttachment()
    attachment.image = image
    let width = frame.width - 2 * (textContainerInset.left + textContainerInset.right)
    attachment.bounds = CGRect(x: 0, y: 0, width: width, height: width * 0.75)
    let pasted = NSMutableAttributedString(string: "\n")
    pasted.append(NSAttributedString(attachment: attachment))
    pasted.addAttributes(
      [.font: font ?? UIFont.preferredFont(forTextStyle: .body)],
      range: NSRange(location: 0, length: pasted.length))
    textStorage.beginEditing()
    textStorage.replaceCharacters(in: selectedRange, with: pasted)
    textStorage.endEditing()
    selectedRange = NSRange(location: selectedRange.location + pasted.length, length: 0)
  }

  func collectImages() {
    images = []
    let range = NSRange(location: 0, length: attributedText.length)
    attributedText.enumerateAttribute(.attachment, in: range, options: []) { value, _, _ in
      if let attachment = value as? NSTextAttachment, let image = attachment.image {
        images.append(image)
      }
    }
    layoutManager.invalidateLayout(forCharacterRange: range, actualCharacterRange: nil)
  }

  var contentHeight: CGFloat {
    layoutManager.ensureLayout(for: textContainer)
    return layoutManager.usedRect(for: textContainer).height + textContainerInset.top
      + textContainerInset.bottom
  }
}

final class InputStackView: UIStackView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    axis = .horizontal
    spacing = 8
  }

  required init(coder: NSCoder) {
    super.init(coder: coder)
  }
}

final class InputBar: UIView {
  let textView = ChatTextView()
  let buttons = InputStackView(frame: .zero)
  var maxHeight: CGFloat = 120

  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: min(textView.contentHeight, maxHeight))
  }

  override func invalidateIntrinsicContentSize() {
    super.invalidateIntrinsicContentSize()
    textView.isScrollEnabled = textView.contentHeight > maxHeight
  }

  func sendTitle() -> NSAttributedString {
    let title = NSMutableAttributedString()
    title.append(NSAttributedString(string: "Send", attributes: [.foregroundColor: UIColor.blue]))
    return title
  }
}
