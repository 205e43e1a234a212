import Testing
import UIKitContainment

/// A card that says what it shows, as accessible custom views do.
private final class CardView: UIView {
  var lines = 3
  override var isAccessibilityElement: Bool {
    get { true }
    set {}
  }
  override var accessibilityLabel: String? {
    get { "Draft, \(lines) lines" }
    set {}
  }
}

/// What assistive technologies read of a view: UIKit's defaults, what code sets, what a
/// subclass overrides; and the notifications code posts.
@Suite struct UIAccessibilityTests {
  @Test @MainActor func labelsAndControlsAreElementsWithUIKitsDefaults() {
    let plain = UIView()
    #expect(!plain.isAccessibilityElement && plain.accessibilityLabel == nil)
    #expect(plain.accessibilityTraits == .none)
    let title = UILabel()
    title.text = "Inbox"
    #expect(title.isAccessibilityElement && title.accessibilityLabel == "Inbox")
    #expect(title.accessibilityTraits == .staticText)
    let save = UIButton(type: .system)
    save.setTitle("Save", for: .normal)
    #expect(save.isAccessibilityElement && save.accessibilityLabel == "Save")
    #expect(save.accessibilityTraits == .button)
    let picture = UIImageView(image: nil)
    #expect(!picture.isAccessibilityElement && picture.accessibilityTraits == .image)
  }

  @Test @MainActor func whatCodeSetsIsKeptAndWhatASubclassOverridesIsRead() {
    let title = UILabel()
    title.text = "Inbox"
    title.accessibilityLabel = "Your inbox"
    title.isAccessibilityElement = false
    title.accessibilityTraits = [.header]
    title.accessibilityHint = "Lists your mail"
    title.accessibilityValue = "3 unread"
    title.accessibilityIdentifier = "inbox-title"
    #expect(title.accessibilityLabel == "Your inbox" && !title.isAccessibilityElement)
    #expect(title.accessibilityTraits == .header && title.accessibilityHint == "Lists your mail")
    #expect(
      title.accessibilityValue == "3 unread" && title.accessibilityIdentifier == "inbox-title")
    let photo = UIImageView()
    #expect(!photo.accessibilityIgnoresInvertColors)
    photo.accessibilityIgnoresInvertColors = true
    #expect(photo.accessibilityIgnoresInvertColors)
    let overlay = UIView()
    overlay.accessibilityViewIsModal = true
    overlay.accessibilityElementsHidden = true
    overlay.shouldGroupAccessibilityChildren = true
    #expect(overlay.accessibilityViewIsModal && overlay.accessibilityElementsHidden)
    #expect(overlay.shouldGroupAccessibilityChildren && !UIView().accessibilityViewIsModal)
    let card: UIView = CardView()
    #expect(card.isAccessibilityElement && card.accessibilityLabel == "Draft, 3 lines")
  }

  @Test @MainActor func postedNotificationsAreCountedAndNothingIsRunning() {
    let application = UIApplication.shared
    let before = application._accessibilityPosts[.screenChanged, default: 0]
    UIAccessibility.post(notification: .screenChanged, argument: nil)
    UIAccessibility.post(notification: .announcement, argument: "Saved")
    #expect(application._accessibilityPosts[.screenChanged, default: 0] == before + 1)
    #expect(application._accessibilityPosts[.announcement, default: 0] >= 1)
    #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
  }
}
