import Foundation
import Testing
import UIKitContainment

/// Bars' appearances (iOS 13) and the navigation controller's bar hiding settings: kept as
/// UIKit configures them; a sheet's own delegate hears a swipe's dismissal as a presentation's.
@Suite struct UIBarAppearanceTests {
  @Test @MainActor func theConfigurationsSetTheBackgroundAsUIKitsDo() {
    let appearance = UINavigationBarAppearance()
    #expect(appearance.backgroundColor == nil && appearance.backgroundEffect != nil)
    #expect(appearance.shadowColor != nil)
    appearance.configureWithOpaqueBackground()
    #expect(appearance.backgroundColor == .systemBackground && appearance.backgroundEffect == nil)
    #expect(appearance.shadowColor != nil)
    appearance.configureWithTransparentBackground()
    #expect(appearance.backgroundColor == nil && appearance.backgroundEffect == nil)
    #expect(appearance.shadowColor == nil)
    appearance.backgroundColor = .systemPink
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    let copy = UITabBarAppearance(barAppearance: appearance)
    #expect(copy.backgroundColor == .systemPink && copy.shadowColor == nil)
    #expect(appearance.titleTextAttributes[.foregroundColor] as? UIColor == .white)
  }

  @Test @MainActor func eachBarKeepsItsAppearancesMadeWhenFirstRead() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let bar = navigation.navigationBar
    #expect(bar.standardAppearance === bar.standardAppearance)
    #expect(bar.scrollEdgeAppearance == nil && bar.compactAppearance == nil)
    let opaque = UINavigationBarAppearance()
    opaque.configureWithOpaqueBackground()
    bar.standardAppearance = opaque
    bar.scrollEdgeAppearance = opaque
    bar.compactScrollEdgeAppearance = opaque
    #expect(bar.standardAppearance === opaque && bar.scrollEdgeAppearance === opaque)
    #expect(bar.compactScrollEdgeAppearance === opaque)
    let item = UINavigationItem(title: "Item")
    #expect(item.standardAppearance == nil)
    item.scrollEdgeAppearance = opaque
    #expect(item.scrollEdgeAppearance === opaque)

    let tabs = UITabBarController()
    let tabAppearance = UITabBarAppearance()
    tabs.tabBar.standardAppearance = tabAppearance
    #expect(
      tabs.tabBar.standardAppearance === tabAppearance && tabs.tabBar.scrollEdgeAppearance == nil)
    let toolbar = UIToolbar()
    #expect(toolbar.standardAppearance === toolbar.standardAppearance)
    toolbar.compactAppearance = UIToolbarAppearance()
    #expect(toolbar.compactAppearance != nil && toolbar.scrollEdgeAppearance == nil)
  }

  @Test @MainActor func theBarHidingSettingsAreKeptAndHideNothing() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    #expect(!navigation.hidesBarsOnSwipe && !navigation.hidesBarsOnTap)
    #expect(!navigation.hidesBarsWhenKeyboardAppears && !navigation.hidesBarsWhenVerticallyCompact)
    navigation.hidesBarsOnSwipe = true
    navigation.hidesBarsWhenVerticallyCompact = true
    #expect(navigation.hidesBarsOnSwipe && !navigation.hidesBarsOnTap)
    #expect(navigation.hidesBarsWhenVerticallyCompact && !navigation.hidesBarsWhenKeyboardAppears)
    navigation.hidesBarsOnTap = true
    navigation.hidesBarsWhenKeyboardAppears = true
    #expect(navigation.hidesBarsOnTap && navigation.hidesBarsWhenKeyboardAppears)
    #expect(!navigation.isNavigationBarHidden)
  }

  /// A sheet's delegate of its own kind: set as the sheet's, it hears the presentation's calls.
  final class SheetListener: UISheetPresentationControllerDelegate {
    var heard: [String] = []
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      heard.append("did")
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    { true }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      heard.append("will")
    }
    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {}
  }

  @Test @MainActor func aSheetsOwnDelegateHearsASwipesDismissal() throws {
    let stage = UIKitStage()
    let (root, sheet) = stage.run { (UIViewController(), UIViewController()) }
    let window = stage.show(root)
    defer { withExtendedLifetime(window) {} }
    let listener = SheetListener()
    sheet.sheetPresentationController?.delegate = listener
    stage.run { root.present(sheet, animated: false) }
    listener.sheetPresentationControllerDidChangeSelectedDetentIdentifier(
      try #require(sheet.sheetPresentationController))
    #expect(stage.run { sheet._beginInteractiveDismissal() })
    stage.run { sheet._endInteractiveDismissal(finishing: true) }
    _ = try stage.clock.runUntilIdle()
    #expect(listener.heard == ["will", "did"])
    #expect(root.presentedViewController == nil)
  }
}
