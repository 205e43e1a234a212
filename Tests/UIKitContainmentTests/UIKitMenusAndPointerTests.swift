import Foundation
import Testing
import UIKitContainment

/// The edit menu (iOS 16's interaction, and the menu controller before it), the pointer of a
/// trackpad, and a page control's iOS 14–16 settings.
@Suite struct UIKitMenusAndPointerTests {
  @MainActor final class NoteMenu: UIEditMenuInteractionDelegate {
    var told: [String] = []
    var offersMenu = true
    func editMenuInteraction(
      _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
      suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
      told.append("menuFor \(configuration.sourcePoint.x) suggested \(suggestedActions.count)")
      guard offersMenu else { return nil }
      return UIMenu(children: [UIAction(title: "Pin") { _ in self.told.append("pinned") }])
    }
    func editMenuInteraction(
      _ interaction: UIEditMenuInteraction,
      willPresentMenuFor configuration: UIEditMenuConfiguration,
      animator: (any UIEditMenuInteractionAnimating)?
    ) { told.append("willPresent") }
    func editMenuInteraction(
      _ interaction: UIEditMenuInteraction,
      willDismissMenuFor configuration: UIEditMenuConfiguration,
      animator: (any UIEditMenuInteractionAnimating)?
    ) { told.append("willDismiss") }
  }

  @Test @MainActor func anEditMenuAsksItsDelegateShowsAndGoes() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let delegate = NoteMenu()
    let interaction = UIEditMenuInteraction(delegate: delegate)
    view.addInteraction(interaction)
    interaction.presentEditMenu(
      with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 30, y: 5)))
    #expect(delegate.told == ["menuFor 30.0 suggested 0", "willPresent"])
    #expect(interaction.location(in: view) == CGPoint(x: 30, y: 5))
    interaction._shownMenu?._choose("Pin")
    #expect(delegate.told.last == "pinned")
    interaction.updateVisibleMenu { _ in UIMenu(children: []) }
    #expect(interaction._shownMenu?.children.isEmpty == true)
    interaction.dismissMenu()
    interaction.dismissMenu()
    #expect(delegate.told.suffix(1) == ["willDismiss"] && interaction._shownMenu == nil)
    delegate.offersMenu = false
    delegate.told.removeAll()
    interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
    #expect(delegate.told == ["menuFor 0.0 suggested 0"] && interaction._shownMenu == nil)
  }

  @MainActor final class Posted { var names: [String] = [] }

  @Test @MainActor func theMenuControllerPostsAsItShowsAndHides() {
    let application = UIApplication()
    application._withCurrent {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let menu = UIMenuController.shared
      #expect(menu === UIMenuController.shared && menu.menuFrame == .zero)
      let log = Posted()
      let names = [
        UIMenuController.willShowMenuNotification, UIMenuController.didShowMenuNotification,
        UIMenuController.willHideMenuNotification, UIMenuController.didHideMenuNotification,
      ]
      let tokens = names.map { name in
        NotificationCenter.default.addObserver(forName: name, object: menu, queue: nil) {
          [weak log] note in
          let short = note.name.rawValue.replacingOccurrences(of: "UIMenuController", with: "")
          MainActor.assumeIsolated { log?.names.append(short) }
        }
      }
      defer { tokens.forEach(NotificationCenter.default.removeObserver) }
      menu.menuItems = [UIMenuItem(title: "Pin", action: Selector("pin:"))]
      menu.showMenu(from: view, rect: CGRect(x: 10, y: 60, width: 80, height: 20))
      menu.showMenu(from: view, rect: CGRect(x: 10, y: 60, width: 80, height: 20))
      #expect(menu.isMenuVisible && menu.menuFrame == CGRect(x: 10, y: 16, width: 80, height: 44))
      menu.hideMenu(from: UIView())
      #expect(menu.isMenuVisible, "another view's menu is not this one")
      menu.hideMenu(from: view)
      #expect(
        log.names == [
          "WillShowMenuNotification", "DidShowMenuNotification", "WillHideMenuNotification",
          "DidHideMenuNotification",
        ])
      #expect(menu.menuItems?.first?.title == "Pin")
    }
    UIApplication()._withCurrent {
      #expect(UIMenuController.shared.menuItems == nil, "another application's menu")
    }
  }

  @MainActor final class Pointer: UIPointerInteractionDelegate {
    var told: [String] = []
    func pointerInteraction(
      _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
      defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? {
      request.location.x < 50 ? left : nil
    }
    let left = UIPointerRegion(rect: CGRect(x: 0, y: 0, width: 50, height: 100), identifier: "L")
    func pointerInteraction(
      _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
      animator: (any UIPointerInteractionAnimating)?
    ) { told.append("enter \(region.identifier.map { "\($0)" } ?? "")") }
    func pointerInteraction(
      _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
      animator: (any UIPointerInteractionAnimating)?
    ) { told.append("exit \(region.identifier.map { "\($0)" } ?? "")") }
  }

  @Test @MainActor func thePointerEntersAndLeavesItsDelegatesRegions() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let delegate = Pointer()
    let pointer = UIPointerInteraction(delegate: delegate)
    view.addInteraction(pointer)
    let style = pointer._hover(at: CGPoint(x: 10, y: 10))
    pointer._hover(at: CGPoint(x: 20, y: 10))
    #expect(style?.effect?.preview.view === view && style?.isHidden == false)
    #expect(pointer._hover(at: CGPoint(x: 70, y: 10)) == nil, "no region there")
    #expect(delegate.told == ["enter L", "exit L"])
    pointer.isEnabled = false
    #expect(pointer._hover(at: CGPoint(x: 10, y: 10)) == nil)
    let plain = UIPointerInteraction(delegate: nil)
    view.addInteraction(plain)
    #expect(plain._hover(at: CGPoint(x: 90, y: 90)) != nil, "the view's bounds by default")
    #expect(plain._hover(at: CGPoint(x: 190, y: 90)) == nil, "outside the view")
  }

  @Test @MainActor func aPageControlKeepsItsImagesAndStyles() {
    let dots = UIPageControl()
    dots.numberOfPages = 4
    let star = UIImage(systemName: "star")
    let heart = UIImage(systemName: "heart")
    dots.preferredIndicatorImage = star
    dots.setIndicatorImage(heart, forPage: 2)
    #expect(dots.indicatorImage(forPage: 2) === heart && dots.indicatorImage(forPage: 0) === star)
    dots.setIndicatorImage(nil, forPage: 2)
    #expect(dots.indicatorImage(forPage: 2) === star)
    dots.setCurrentPageIndicatorImage(heart, forPage: 1)
    #expect(dots.currentPageIndicatorImage(forPage: 1) === heart)
    #expect(dots.currentPageIndicatorImage(forPage: 0) == nil)
    dots.backgroundStyle = .prominent
    dots.direction = .topToBottom
    dots.allowsContinuousInteraction = false
    #expect(dots.backgroundStyle == .prominent && dots.direction == .topToBottom)
    #expect(!dots.allowsContinuousInteraction && dots.interactionState == .none)
    #expect(dots.size(forNumberOfPages: 4).width > dots.size(forNumberOfPages: 3).width)
  }
}
