// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// A note screen as iPad apps write it: an edit menu on a long press (iOS 16's interaction, the
// menu controller before it), a pointer that lifts its cards and beams over its text, buttons
// with pointer effects, a pager's dots with images of their own, a one-time code view that
// takes keys, and a phone number formatted at the cursor.

final class NoteViewController: UIViewController, UIEditMenuInteractionDelegate,
  UIPointerInteractionDelegate
{
  private let card = UIView()
  private let dots = UIPageControl()
  private var editMenu: UIEditMenuInteraction?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(card)
    let menu = UIEditMenuInteraction(delegate: self)
    card.addInteraction(menu)
    editMenu = menu
    card.addInteraction(UIPointerInteraction(delegate: self))
    let press = UILongPressGestureRecognizer { [unowned self] press in
      guard press.state == .began else { return }
      let point = press.location(in: self.card)
      self.editMenu?.presentEditMenu(
        with: UIEditMenuConfiguration(identifier: "note" as NSString, sourcePoint: point))
    }
    card.addGestureRecognizer(press)

    let share = UIButton(type: .system)
    share.isPointerInteractionEnabled = true
    share.pointerStyleProvider = { button, effect, shape in
      UIPointerStyle(effect: .lift(effect.preview), shape: shape)
    }
    view.addSubview(share)

    dots.numberOfPages = 5
    dots.backgroundStyle = .minimal
    dots.allowsContinuousInteraction = false
    dots.preferredIndicatorImage = UIImage(systemName: "circle")
    dots.setIndicatorImage(UIImage(systemName: "star"), forPage: 0)
    if #available(iOS 16.0, *) {
      dots.preferredCurrentPageIndicatorImage = UIImage(systemName: "circle.fill")
      dots.direction = .leftToRight
    }
    view.addSubview(dots)
  }

  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu? {
    let pin = UIAction(title: "Pin", image: UIImage(systemName: "pin")) { _ in }
    return UIMenu(children: suggestedActions + [pin])
  }

  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
  ) -> CGRect {
    card.bounds
  }

  func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion? {
    let half = card.bounds.divided(atDistance: card.bounds.height / 2, from: .minYEdge)
    return half.slice.contains(request.location)
      ? UIPointerRegion(rect: half.slice, identifier: "title")
      : UIPointerRegion(rect: half.remainder, identifier: "body")
  }

  func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
    -> UIPointerStyle?
  {
    if region.identifier == AnyHashable("body") {
      return UIPointerStyle(shape: .verticalBeam(length: 20), constrainedAxes: .vertical)
    }
    let preview = UITargetedPreview(view: card)
    return UIPointerStyle(effect: .hover(preview, preferredTintMode: .overlay, prefersShadow: true))
  }
}

@available(iOS, deprecated: 16.0)
final class LegacyNoteCell: UITableViewCell {
  override var canBecomeFirstResponder: Bool { true }

  func showMenu() {
    becomeFirstResponder()
    let menu = UIMenuController.shared
    menu.menuItems = [UIMenuItem(title: "Pin", action: Selector("pin:"))]
    menu.showMenu(from: self, rect: bounds)
    if menu.isMenuVisible && menu.menuFrame.minY < 0 { menu.arrowDirection = .up }
  }

  func hideMenu() {
    UIMenuController.shared.hideMenu(from: self)
  }
}

/// A one-time code entered digit by digit, as sign-in screens write it.
final class OneTimeCodeView: UIView, UIKeyInput {
  private(set) var code = ""
  var keyboardType: UIKeyboardType = .numberPad
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  var textContentType: UITextContentType! = .oneTimeCode
  var hasText: Bool { !code.isEmpty }
  override var canBecomeFirstResponder: Bool { true }
  func insertText(_ text: String) {
    guard code.count < 6 else { return }
    code += text.filter(\.isNumber)
  }
  func deleteBackward() { _ = code.popLast() }
}

/// A phone number formatted as it is typed, the cursor kept where the user left it.
final class PhoneNumberFormatter: NSObject, UITextFieldDelegate {
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    guard let selected = textField.selectedTextRange else { return true }
    let cursor = textField.offset(from: textField.beginningOfDocument, to: selected.start)
    let digits = ((textField.text ?? "") + string).filter(\.isNumber)
    textField.text = digits.count > 3 ? "(\(digits.prefix(3))) \(digits.dropFirst(3))" : digits
    let moved = min(cursor + string.count + 3, textField.text?.utf16.count ?? 0)
    if let position = textField.position(from: textField.beginningOfDocument, offset: moved) {
      textField.selectedTextRange = textField.textRange(from: position, to: position)
    }
    return false
  }
}
