public import Foundation

// Views and view controllers in an archive, as `NSKeyedArchiver` writes them: code written for
// UIKit copies a view by archiving it and reading the archive back
// (`NSKeyedUnarchiver.unarchiveObject(with: NSKeyedArchiver.archivedData(withRootObject: view))`),
// and a subclass's `encode(with:)` adds its own state after `super`'s. What the model writes:
//
// - a view: its frame and bounds' origin, `alpha`, `isHidden`, `backgroundColor`, `tag`,
//   `clipsToBounds`, `isOpaque`, `isUserInteractionEnabled`, its autoresizing, and its subviews
//   (archived in turn, so a copy has copies of them); a label also its text, alignment and
//   number of lines;
// - a view controller: its title and restoration identifier.
//
// Its layer, constraints, gesture recognizers, superview and window are not (decided by the
// model; UIKit's archive has more). A coder that is not keyed (a storyboard's, in the model)
// gives an empty view, as before.

extension UIView: @preconcurrency NSCoding {}
extension UIViewController: @preconcurrency NSCoding {}

extension UIView {
  /// Writes what a view keeps (see the file's comment), then what its class adds.
  func encodeView(with coder: NSCoder) {
    guard coder.allowsKeyedCoding else { return }
    let frame = self.frame
    for (key, value) in [
      ("UIFrameX", frame.origin.x), ("UIFrameY", frame.origin.y),
      ("UIFrameWidth", frame.size.width), ("UIFrameHeight", frame.size.height),
      ("UIBoundsX", bounds.origin.x), ("UIBoundsY", bounds.origin.y), ("UIAlpha", alpha),
    ] {
      coder.encode(Double(value), forKey: key)
    }
    coder.encode(isHidden, forKey: "UIHidden")
    coder.encode(tag, forKey: "UITag")
    coder.encode(clipsToBounds, forKey: "UIClipsToBounds")
    coder.encode(isOpaque, forKey: "UIOpaque")
    coder.encode(!isUserInteractionEnabled, forKey: "UIUserInteractionDisabled")
    coder.encode(Int(autoresizingMask.rawValue), forKey: "UIAutoresizingMask")
    coder.encode(
      !translatesAutoresizingMaskIntoConstraints, forKey: "UIAutoresizingMaskDisabled")
    if let color = backgroundColor {
      coder.encode(
        [color.red, color.green, color.blue, color.alpha].map(Double.init),
        forKey: "UIBackgroundColor")
    }
    if !subviews.isEmpty { coder.encode(subviews as NSArray, forKey: "UISubviews") }
    if let label = self as? UILabel {
      coder.encode(label.text, forKey: "UIText")
      coder.encode(label.textAlignment.rawValue, forKey: "UITextAlignment")
      coder.encode(label.numberOfLines, forKey: "UINumberOfLines")
    }
  }

  /// Reads what ``encodeView(with:)`` wrote, when `coder` is a keyed archive that holds it.
  func decodeView(from coder: NSCoder) {
    guard coder.allowsKeyedCoding, coder.containsValue(forKey: "UIFrameWidth") else { return }
    func number(_ key: String) -> CGFloat { CGFloat(coder.decodeDouble(forKey: key)) }
    // Only what is there: Foundation's unarchiver fails the whole archive on a missing key.
    func object(_ key: String) -> Any? {
      coder.containsValue(forKey: key) ? coder.decodeObject(forKey: key) : nil
    }
    frame = CGRect(
      x: number("UIFrameX"), y: number("UIFrameY"), width: number("UIFrameWidth"),
      height: number("UIFrameHeight"))
    bounds.origin = CGPoint(x: number("UIBoundsX"), y: number("UIBoundsY"))
    alpha = number("UIAlpha")
    isHidden = coder.decodeBool(forKey: "UIHidden")
    tag = coder.decodeInteger(forKey: "UITag")
    clipsToBounds = coder.decodeBool(forKey: "UIClipsToBounds")
    isOpaque = coder.decodeBool(forKey: "UIOpaque")
    isUserInteractionEnabled = !coder.decodeBool(forKey: "UIUserInteractionDisabled")
    autoresizingMask = AutoresizingMask(
      rawValue: UInt(clamping: coder.decodeInteger(forKey: "UIAutoresizingMask")))
    translatesAutoresizingMaskIntoConstraints = !coder.decodeBool(
      forKey: "UIAutoresizingMaskDisabled")
    if let rgba = object("UIBackgroundColor") as? [Double], rgba.count == 4 {
      backgroundColor = UIColor(
        red: CGFloat(rgba[0]), green: CGFloat(rgba[1]), blue: CGFloat(rgba[2]),
        alpha: CGFloat(rgba[3]))
    }
    for subview in object("UISubviews") as? [UIView] ?? [] {
      addSubview(subview)
    }
    if let label = self as? UILabel {
      label.text = object("UIText") as? String
      label.textAlignment =
        NSTextAlignment(rawValue: coder.decodeInteger(forKey: "UITextAlignment")) ?? .natural
      label.numberOfLines = coder.decodeInteger(forKey: "UINumberOfLines")
    }
  }
}

extension UIViewController {
  /// Writes what a view controller keeps (see the file's comment).
  func encodeViewController(with coder: NSCoder) {
    guard coder.allowsKeyedCoding else { return }
    coder.encode(title, forKey: "UITitle")
    coder.encode(restorationIdentifier, forKey: "UIRestorationIdentifier")
  }

  /// Reads what ``encodeViewController(with:)`` wrote, when `coder` is a keyed archive.
  func decodeViewController(from coder: NSCoder) {
    guard coder.allowsKeyedCoding else { return }
    func string(_ key: String) -> String? {
      coder.containsValue(forKey: key) ? coder.decodeObject(forKey: key) as? String : nil
    }
    if let title = string("UITitle") { self.title = title }
    restorationIdentifier = string("UIRestorationIdentifier")
  }
}
