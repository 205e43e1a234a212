import Containment
import ContainmentCore
import Foundation
import Testing
import UIKitContainment

/// The share sheet, a button's configuration and animations turned off, as screens written for
/// UIKit use them.
@Suite struct UIKitSheetsButtonsAndAnimationsTests {
  @Test("animations turned off end at once; back on, they take their time on the clock")
  @MainActor func animationsTurnedOff() throws {
    let clock = VirtualClock()
    try clock.withCurrent {
      var ended: [String] = []
      UIView.setAnimationsEnabled(false)
      #expect(!UIView.areAnimationsEnabled)
      UIView.animate(withDuration: 0.3, animations: {}) { _ in ended.append("off") }
      #expect(ended == ["off"] && clock.nextDeadline == nil)
      UIView.setAnimationsEnabled(true)
      UIView.performWithoutAnimation {
        UIView.animate(withDuration: 0.3, animations: {}) { _ in ended.append("without") }
      }
      #expect(ended == ["off", "without"] && UIView.areAnimationsEnabled)
      UIView.animate(springDuration: 0.4, bounce: 0.2, animations: {}) { _ in
        ended.append("spring")
      }
      #expect(ended.count == 2 && clock.nextDeadline == 400)
      _ = try clock.runUntilIdle()
      #expect(ended == ["off", "without", "spring"])
    }
  }

  @Test("a button made from a configuration shows its title; its update handler runs when asked")
  @MainActor func aConfiguredButton() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Continue"
    configuration.baseForegroundColor = .white
    configuration.cornerStyle = .capsule
    let button = UIButton(configuration: configuration)
    #expect(button.title(for: .normal) == "Continue" && button.titleColor(for: .normal) == .white)
    #expect(button.configuration?.baseBackgroundColor == .tintColor)
    var updates = 0
    button.configurationUpdateHandler = { button in
      updates += 1
      button.configuration?.title = "Saving"
    }
    button.setNeedsUpdateConfiguration()
    #expect(updates == 1 && button.currentTitle == "Saving")
    #expect(UIButton.Configuration.plain().baseBackgroundColor == nil)
  }

  @Test(
    "the share sheet leaves its presenter on screen; a pick dismisses it, then tells its handler")
  @MainActor func theShareSheet() throws {
    let stage = UIKitStage()
    let screen = stage.run { UIViewController() }
    let window = stage.show(screen)
    defer { withExtendedLifetime(window) {} }
    let share = stage.run {
      UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
    }
    share.excludedActivityTypes = [.print]
    var told: [String] = []
    share.completionWithItemsHandler = { type, completed, _, _ in
      told.append(
        "\(type?.rawValue ?? "none") \(completed) \(share.presentingViewController == nil)")
    }
    stage.run { screen.present(share, animated: true) }
    try stage.settle()
    #expect(screen.appearanceState == .appeared && share.appearanceState == .appeared)
    stage.run { share._complete(with: .print) }
    #expect(told.isEmpty && screen.presentedViewController === share, "not offered")
    stage.run { share._complete(with: .mail) }
    #expect(told.isEmpty, "told once the sheet is gone")
    try stage.settle()
    #expect(told == ["com.apple.UIKit.activity.Mail true true"])
    #expect(screen.presentedViewController == nil && share.appearanceState == .disappeared)
  }
  @Test(
    "iOS 15–16 screens: a button that toggles its selection, an attributed title, a custom detent")
  @MainActor func buttonsAndDetentsOfLaterIOS() {
    var configuration = UIButton.Configuration.plain()
    configuration.attributedTitle = AttributedString("Follow")
    let button = UIButton(configuration: configuration)
    #expect(button.currentTitle == "Follow")
    let icon = UIImage()
    let plain = UIButton(type: .custom)
    plain.setImage(icon, for: .normal)
    plain.setTitleColor(.red, for: .highlighted)
    #expect(plain.currentImage === icon && plain.currentBackgroundImage == nil)
    #expect(plain.currentTitleColor == .white, "none set for the normal state")
    plain.isHighlighted = true
    #expect(plain.currentTitleColor == .red && plain.currentImage === icon)
    button.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
    var heard: [Bool] = []
    button.addAction(
      UIAction { _ in heard.append(button.isSelected) }, for: .primaryActionTriggered)
    button._tap()
    #expect(heard == [false] && !button.isSelected, "a plain button keeps its selection")
    button.changesSelectionAsPrimaryAction = true
    button._tap()
    button._tap()
    #expect(heard == [false, true, false], "toggled before the primary action")

    struct Context: UISheetPresentationControllerDetentResolutionContext {
      var containerTraitCollection: UITraitCollection { UITraitCollection() }
      var maximumDetentValue: CGFloat { 800 }
    }
    let small = UISheetPresentationController.Detent.custom(identifier: .init("small")) {
      0.25 * $0.maximumDetentValue
    }
    #expect(small.identifier.rawValue == "small" && small.resolvedValue(in: Context()) == 200)
    #expect(UISheetPresentationController.Detent.medium().resolvedValue(in: Context()) == 400)
    #expect(
      UISheetPresentationController.Detent.custom { _ in nil }.resolvedValue(in: Context()) == nil)
  }

  @Test(
    "a deferred menu element gives its actions when the menu is chosen in, once unless uncached")
  @MainActor func deferredMenuElements() {
    var asked = 0
    var askedUncached = 0
    var chosen: [String] = []
    let menu = UIMenu(children: [
      UIDeferredMenuElement { completion in
        asked += 1
        completion([UIAction(title: "Recent") { _ in chosen.append("recent") }])
      },
      UIDeferredMenuElement.uncached { completion in
        askedUncached += 1
        completion([UIAction(title: "Live") { _ in chosen.append("live") }])
      },
    ])
    menu._choose("Recent")
    menu._choose("Live")
    menu._choose("Live")
    #expect(chosen == ["recent", "live", "live"])
    #expect(asked == 1 && askedUncached >= 2)
  }
}
