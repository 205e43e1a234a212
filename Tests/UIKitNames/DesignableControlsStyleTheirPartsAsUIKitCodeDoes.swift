// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// What designable-view libraries and forms write: a slider styled state by state, a rating
// control drawn with text layers of a Core Graphics font, a timing curve read back point by
// point, a form that moves between its rows with the Tab key of a hardware keyboard, a blurred
// table's separators, and a banner window on the main screen.

final class StyledSlider: UISlider {
  var thumb: UIImage? {
    didSet {
      setThumbImage(thumb, for: .normal)
      setThumbImage(thumb, for: .highlighted)
    }
  }

  func styleTrack(left: UIImage?, right: UIImage?) {
    setMinimumTrackImage(left, for: .normal)
    setMaximumTrackImage(right, for: .normal)
    if currentThumbImage == nil { thumbTintColor = .white }
  }
}

enum StarLayer {
  static func text(_ text: String, font: UIFont, color: UIColor) -> CATextLayer {
    let size = NSString(string: text).size(withAttributes: [NSAttributedString.Key.font: font])
    let layer = CATextLayer()
    layer.bounds = CGRect(origin: CGPoint(), size: size)
    layer.anchorPoint = CGPoint()
    layer.string = text
    layer.font = CGFont(font.fontName as CFString)
    layer.fontSize = font.pointSize
    layer.foregroundColor = color.cgColor
    layer.contentsScale = UIScreen.main.scale
    return layer
  }
}

extension CAMediaTimingFunction {
  var bezierPoints: [CGPoint] {
    (0..<4).map { index in
      var values: [Float] = [0, 0]
      getControlPoint(at: index, values: &values)
      return CGPoint(x: CGFloat(values[0]), y: CGFloat(values[1]))
    }
  }
}

final class FormController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.backgroundView = UIVisualEffectView(effect: UIBlurEffect(style: .light))
    tableView.separatorEffect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light))
  }

  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    var handled = false
    for press in presses {
      guard let key = press.key, key.keyCode == .keyboardTab,
        !key.modifierFlags.contains(.command)
      else { continue }
      moveFocus(up: key.modifierFlags.contains(.shift))
      handled = true
    }
    if !handled { super.pressesBegan(presses, with: event) }
  }

  func moveFocus(up: Bool) {}
}

final class BannerWindow: UIWindow {
  func place() {
    frame = CGRect(x: 0, y: 0, width: screen.bounds.width, height: 88)
    windowLevel = .statusBar + 1
  }
}
