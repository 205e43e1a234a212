import Containment
import ContainmentCore
import Testing
import UIKitContainment

/// Size classes from the size of the window's root view, and the traits a container gives a
/// child.
@Suite struct UITraitCollectionTests {
  static func classes(_ traits: UITraitCollection) -> String {
    let horizontal = traits.horizontalSizeClass == .regular ? "R" : "C"
    return horizontal + (traits.verticalSizeClass == .regular ? "R" : "C")
  }

  @Test @MainActor func aPhoneIsCompactWideAndRegularTallInPortraitAndCompactBothWaysInLandscape() {
    let stage = UIKitStage()
    let root = stage.run { UIViewController() }
    let window = stage.show(root)
    let child = stage.run { UIViewController() }
    stage.run { root.add(child) }
    #expect(Self.classes(root.traitCollection) == "CR")
    #expect(root.view.traitCollection == root.traitCollection)
    #expect(child.traitCollection == root.traitCollection)
    #expect(root.traitCollection.userInterfaceIdiom == .phone)
    _ = stage.run { window._modelWindow.rotate(to: .landscapeLeft) }
    #expect(Self.classes(root.traitCollection) == "CC")
    #expect(Self.classes(child.view.traitCollection) == "CC")
    _ = stage.run { window._modelWindow.resize(to: Size(width: 1024, height: 768)) }
    #expect(Self.classes(root.traitCollection) == "RR")
  }

  @Test @MainActor func aContainerGivesAChildTraitsOfItsOwn() {
    let stage = UIKitStage()
    let root = stage.run { UIViewController() }
    let window = stage.show(root)
    let child = stage.run { UIViewController() }
    let grandchild = stage.run { UIViewController() }
    stage.run {
      root.add(child)
      child.add(grandchild)
    }
    root.setOverrideTraitCollection(
      UITraitCollection(horizontalSizeClass: .regular), forChild: child)
    #expect(Self.classes(child.traitCollection) == "RR")
    #expect(Self.classes(grandchild.traitCollection) == "RR")
    #expect(root.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
    _ = stage.run { window._modelWindow.rotate(to: .landscapeLeft) }
    #expect(Self.classes(grandchild.traitCollection) == "RC")
    root.setOverrideTraitCollection(nil, forChild: child)
    #expect(Self.classes(child.traitCollection) == "CC")
    #expect(Self.classes(root.traitCollection) == "CC")
  }

  /// A container's traits stay with its child while it is the child, and go when it leaves.
  @Test @MainActor func givenTraitsDoNotFollowAChildToAnotherParent() {
    let stage = UIKitStage()
    let (first, second, child) = stage.run {
      (UIViewController(), UIViewController(), UIViewController())
    }
    stage.run { first.add(child) }
    first.setOverrideTraitCollection(
      UITraitCollection(verticalSizeClass: .compact), forChild: child)
    #expect(Self.classes(child.traitCollection) == "CC")
    stage.run { second.add(child) }
    #expect(Self.classes(child.traitCollection) == "CR")
    #expect(first.overrideTraitCollection(forChild: child) == nil)
    #expect(second.overrideTraitCollection(forChild: child) == nil)
  }

  /// Under a view controller of the model's, the traits still come from the outermost view.
  @Test @MainActor func theOutermostViewGivesTheSizeClassesThroughAContainerOfTheModels() throws {
    let stage = UIKitStage()
    let outer = stage.run { ViewController() }
    outer.view.frame = Rect(size: Size(width: 844, height: 390))
    let child = stage.run { UIViewController() }
    try stage.run { try outer.addChild(child) }
    #expect(Self.classes(child.traitCollection) == "CC")
  }

  @Test func collectionsMergeLaterOverEarlier() {
    let merged = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .compact),
      UITraitCollection(verticalSizeClass: .regular),
      UITraitCollection(horizontalSizeClass: .regular),
      UITraitCollection(userInterfaceStyle: .dark),
    ])
    #expect(merged.horizontalSizeClass == .regular && merged.verticalSizeClass == .regular)
    #expect(merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
    #expect(!merged.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
    #expect(
      merged.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
    #expect(UITraitCollection().horizontalSizeClass == .unspecified)
  }

  @Test @MainActor func anOverriddenStyleReachesChildrenAndSubviewsButNotTheParent() {
    let container = UIViewController()
    let child = UIViewController()
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    let badge = UIView()
    child.view.addSubview(badge)
    #expect(child.traitCollection.userInterfaceStyle == .light)  // the model's screen's
    container.overrideUserInterfaceStyle = .dark
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    #expect(badge.traitCollection.userInterfaceStyle == .dark)
    child.overrideUserInterfaceStyle = .light
    #expect(child.traitCollection.userInterfaceStyle == .light)
    #expect(container.traitCollection.userInterfaceStyle == .dark)
    // A view's own: its subviews', not its view controller's.
    child.view.overrideUserInterfaceStyle = .dark
    #expect(badge.traitCollection.userInterfaceStyle == .dark)
    #expect(child.traitCollection.userInterfaceStyle == .light)
    // The size classes stay the environment's.
    #expect(Self.classes(badge.traitCollection) == Self.classes(container.traitCollection))
    child.restorationIdentifier = "inbox"
    #expect(child.restorationIdentifier == "inbox" && container.restorationIdentifier == nil)
    container.overrideUserInterfaceStyle = .unspecified
    #expect(container.traitCollection.userInterfaceStyle == .light)
  }
}
