// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// Screens written for UIKit set their text: a paragraph style's spacing and wrapping, a text
// shadow, a font derived from a text style's descriptor, and a label that wraps at a width.
// Each line compiled on iOS before it compiled here (none of these names existed in the layer).

final class ArticleViewController: UIViewController {
  private let headline = UILabel()
  private let byline = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 4
    style.paragraphSpacing = 8
    style.alignment = .justified
    style.lineBreakMode = .byWordWrapping
    style.hyphenationFactor = 1
    let shadow = NSShadow()
    shadow.shadowOffset = CGSize(width: 0, height: 1)
    shadow.shadowBlurRadius = 2
    shadow.shadowColor = UIColor.black.withAlphaComponent(0.3)
    let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1)
    let boldTitle =
      descriptor.withSymbolicTraits(.traitBold).map { UIFont(descriptor: $0, size: 0) }
      ?? UIFont.preferredFont(forTextStyle: .title1)
    headline.attributedText = NSAttributedString(
      string: "A long headline that wraps",
      attributes: [
        .font: boldTitle, .paragraphStyle: style, .shadow: shadow, .kern: 0.5, .expansion: 0.1,
      ])
    headline.numberOfLines = 0
    headline.preferredMaxLayoutWidth = 300
    if let serif = UIFont.systemFont(ofSize: 15).fontDescriptor.withDesign(.serif) {
      byline.font = UIFont(descriptor: serif, size: 0)
    }
    let italic = byline.font.fontDescriptor.withSymbolicTraits(.traitItalic)
    byline.font = italic.map { UIFont(descriptor: $0, size: 15) } ?? byline.font
    byline.frame.size.height = byline.font.lineHeight.rounded(.up)
    let copy = style.mutableCopy() as? NSMutableParagraphStyle
    copy?.alignment = .center
    view.addSubview(headline)
    view.addSubview(byline)
  }
}
