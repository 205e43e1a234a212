import ContainmentCore
import Testing
import UIKitContainment

/// Trait changes told as iOS 13 and later tell them: `willTransition(to:with:)` down the tree
/// before the size, `traitCollectionDidChange(_:)` in each view's layout.
@Suite struct UITraitChangeTests {
  /// Where each view controller and view writes what it hears.
  final class Journal {
    var lines: [String] = []
  }

  static func classes(_ traits: UITraitCollection?) -> String {
    guard let traits else { return "nil" }
    let horizontal = traits.horizontalSizeClass == .regular ? "R" : "C"
    return horizontal + (traits.verticalSizeClass == .regular ? "R" : "C")
  }

  /// A screen that writes the trait and size callbacks and its layout.
  final class Screen: UIViewController {
    let name: String
    let journal: Journal
    let forwardsTraits: Bool
    init(_ name: String, _ journal: Journal, forwardsTraits: Bool = true) {
      (self.name, self.journal, self.forwardsTraits) = (name, journal, forwardsTraits)
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func willTransition(
      to newCollection: UITraitCollection,
      with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      journal.lines.append("\(name) willTransition \(UITraitChangeTests.classes(newCollection))")
      if forwardsTraits { super.willTransition(to: newCollection, with: coordinator) }
    }
    override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      journal.lines.append("\(name) viewWillTransition")
      super.viewWillTransition(to: size, with: coordinator)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      journal.lines.append(
        "\(name) traitCollectionDidChange \(UITraitChangeTests.classes(previousTraitCollection))"
          + " to \(UITraitChangeTests.classes(traitCollection))")
    }
    override func viewWillLayoutSubviews() {
      super.viewWillLayoutSubviews()
      journal.lines.append("\(name) viewWillLayoutSubviews")
    }
  }

  /// A view that writes the trait callback.
  final class Badge: UIView {
    var journal: Journal?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      journal?.lines.append(
        "badge traitCollectionDidChange \(UITraitChangeTests.classes(previousTraitCollection))"
          + " \(previousTraitCollection?.userInterfaceStyle == .dark ? "dark" : "light")"
          + " to \(traitCollection.userInterfaceStyle == .dark ? "dark" : "light")")
    }
  }

  /// A root with a child whose view holds a badge, on screen.
  @MainActor static func stageWithChild(forwardsTraits: Bool = true)
    -> (UIKitStage, UIWindow, Screen, Screen, Badge, Journal)
  {
    let stage = UIKitStage()
    let journal = Journal()
    let root = stage.run { Screen("root", journal, forwardsTraits: forwardsTraits) }
    let window = stage.show(root)
    let child = stage.run { Screen("child", journal) }
    let badge = stage.run { Badge(frame: CGRect(x: 0, y: 0, width: 40, height: 20)) }
    badge.journal = journal
    stage.run {
      root.add(child)
      child.view.addSubview(badge)
    }
    journal.lines.removeAll()
    return (stage, window, root, child, badge, journal)
  }

  @Test @MainActor func aRotationTellsTheTreeBeforeTheSizeAndEachViewControllerInItsLayout() {
    let (stage, window, _, _, _, journal) = Self.stageWithChild()
    _ = stage.run { window._modelWindow.rotate(to: .landscapeLeft) }
    #expect(
      journal.lines == [
        "root willTransition CC", "child willTransition CC",
        "root viewWillTransition", "child viewWillTransition",
        "root traitCollectionDidChange CR to CC", "root viewWillLayoutSubviews",
        "child traitCollectionDidChange CR to CC",
        "badge traitCollectionDidChange CR light to light",
        "child viewWillLayoutSubviews",
      ])
  }

  /// A child whose view keeps its size is not laid out by the rotation: it is told once the
  /// transition's layout is done, and nothing is laid out for it.
  @Test @MainActor func aChildNotLaidOutIsToldOnceTheLayoutIsDone() {
    let (stage, window, _, child, _, journal) = Self.stageWithChild()
    stage.run {
      child.view.autoresizingMask = []
      child.view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    }
    journal.lines.removeAll()
    _ = stage.run { window._modelWindow.rotate(to: .landscapeLeft) }
    #expect(
      journal.lines.suffix(3) == [
        "root viewWillLayoutSubviews", "child traitCollectionDidChange CR to CC",
        "badge traitCollectionDidChange CR light to light",
      ])
    #expect(!journal.lines.contains("child viewWillLayoutSubviews"))
  }

  @Test @MainActor func aResizeThatKeepsTheSizeClassesTellsNoTraits() {
    let (stage, window, _, _, _, journal) = Self.stageWithChild()
    _ = stage.run { window._modelWindow.resize(to: Size(width: 400, height: 800)) }
    #expect(
      !journal.lines.contains {
        $0.contains("ransition ") && $0.contains("will") && $0.contains("C")
      })
    #expect(!journal.lines.contains { $0.contains("traitCollectionDidChange") })
    #expect(journal.lines.contains("child viewWillTransition"))
  }

  /// A container that does not call `super` keeps `willTransition(to:with:)` from its
  /// children; their traits change all the same, and they are told.
  @Test @MainActor func aContainerThatDoesNotForwardTheTransitionStillHasItsChildrenTold() {
    let (stage, window, _, _, _, journal) = Self.stageWithChild(forwardsTraits: false)
    _ = stage.run { window._modelWindow.rotate(to: .landscapeLeft) }
    #expect(!journal.lines.contains("child willTransition CC"))
    #expect(journal.lines.contains("child traitCollectionDidChange CR to CC"))
  }

  /// A covered screen is told as it comes back, and not at all when the traits came back first.
  @Test @MainActor func aCoveredScreenIsToldAsItComesBack() throws {
    let stage = UIKitStage()
    let journal = Journal()
    let first = stage.run { Screen("first", journal) }
    let navigation = stage.run { UINavigationController(rootViewController: first) }
    let window = stage.show(navigation)
    let second = stage.run { Screen("second", journal) }
    stage.run { navigation.pushViewController(second, animated: false) }
    journal.lines.removeAll()
    _ = stage.run { window._modelWindow.rotate(to: .landscapeLeft) }
    #expect(journal.lines.contains("second traitCollectionDidChange CR to CC"))
    #expect(!journal.lines.contains { $0.hasPrefix("first traitCollectionDidChange") })
    journal.lines.removeAll()
    stage.run { _ = navigation.popViewController(animated: false) }
    #expect(journal.lines.contains("first traitCollectionDidChange CR to CC"))
    let told = journal.lines.firstIndex(of: "first traitCollectionDidChange CR to CC")
    let laidOut = journal.lines.firstIndex(of: "first viewWillLayoutSubviews")
    #expect(told != nil && laidOut != nil && told! < laidOut!)

    // There and back again while covered: nothing to tell.
    stage.run { navigation.pushViewController(Screen("third", journal), animated: false) }
    _ = stage.run { window._modelWindow.rotate(to: .portrait) }
    _ = stage.run { window._modelWindow.rotate(to: .landscapeLeft) }
    journal.lines.removeAll()
    stage.run { _ = navigation.popViewController(animated: false) }
    #expect(!journal.lines.contains { $0.hasPrefix("first traitCollectionDidChange") })
  }

  @Test @MainActor func aStyleSetOnAViewControllerTellsItItsChildrenAndTheirViews() {
    let (stage, window, root, _, _, journal) = Self.stageWithChild()
    defer { withExtendedLifetime(window) {} }
    stage.run { root.overrideUserInterfaceStyle = .dark }
    #expect(journal.lines.contains("root traitCollectionDidChange CR to CR"))
    #expect(journal.lines.contains("child traitCollectionDidChange CR to CR"))
    #expect(journal.lines.contains("badge traitCollectionDidChange CR light to dark"))
    journal.lines.removeAll()
    stage.run { root.overrideUserInterfaceStyle = .dark }
    #expect(journal.lines.filter { $0.contains("traitCollectionDidChange") }.isEmpty)
  }

  @Test @MainActor func traitsAContainerGivesAChildAreTold() {
    let (stage, window, root, child, _, journal) = Self.stageWithChild()
    defer { withExtendedLifetime(window) {} }
    stage.run {
      root.setOverrideTraitCollection(
        UITraitCollection(horizontalSizeClass: .regular), forChild: child)
    }
    #expect(journal.lines.contains("child traitCollectionDidChange CR to RR"))
    #expect(!journal.lines.contains { $0.hasPrefix("root traitCollectionDidChange") })
  }

  @Test @MainActor func aStyleSetOnAViewTellsItAndItsSubviews() {
    let (stage, window, _, child, badge, journal) = Self.stageWithChild()
    defer { withExtendedLifetime(window) {} }
    stage.run { child.view.overrideUserInterfaceStyle = .dark }
    #expect(journal.lines == ["badge traitCollectionDidChange CR light to dark"])
    journal.lines.removeAll()
    stage.run { badge.overrideUserInterfaceStyle = .dark }
    #expect(journal.lines.isEmpty)
  }
}

/// The layer tells trait changes only once a class that hears them exists; it reads the
/// overrides in the classes' method tables.
@Suite struct TraitObserverDetectionTests {
  class Plain: UIViewController {}
  class Hearing: UIViewController {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  }
  final class HearingsChild: Hearing {}
  class Forwarding: UIViewController {
    override func willTransition(
      to newCollection: UITraitCollection,
      with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.willTransition(to: newCollection, with: coordinator)
    }
  }
  final class GenericHearing<Model>: UIViewController {
    var model: Model?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  }
  final class BusyButNotHearing: UIViewController {
    var count = 0
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillLayoutSubviews() { count += 1 }
  }
  final class HearingView: UIView {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  }
  final class PlainLabel: UILabel {}

  @Test @MainActor func overridesAreFoundAndOnlyThem() {
    #expect(!UIViewController._overridesTraitCallbacks)
    #expect(!UINavigationController._overridesTraitCallbacks)
    #expect(!UITabBarController._overridesTraitCallbacks)
    #expect(!Plain._overridesTraitCallbacks)
    #expect(!BusyButNotHearing._overridesTraitCallbacks)
    #expect(Hearing._overridesTraitCallbacks)
    #expect(HearingsChild._overridesTraitCallbacks)
    #expect(Forwarding._overridesTraitCallbacks)
    #expect(GenericHearing<Int>._overridesTraitCallbacks)
    #expect(!UIView._overridesTraitCallbacks)
    #expect(!UILabel._overridesTraitCallbacks)
    #expect(!PlainLabel._overridesTraitCallbacks)
    #expect(!UIScrollView._overridesTraitCallbacks)
    #expect(HearingView._overridesTraitCallbacks)
  }
  /// iOS 17's registrations: a plain screen (no trait callback overridden) and a view register
  /// handlers for some traits, called with themselves and their previous traits when one of
  /// those traits changes, and no more once unregistered.
  @Test @MainActor func registeredHandlersAreCalledForTheirTraitsOnly() {
    final class Plain: UIViewController {}
    let stage = UIKitStage()
    let screen = stage.run { Plain() }
    let window = stage.show(screen)
    defer { withExtendedLifetime(window) {} }
    var heard: [String] = []
    let badge = stage.run { UIView() }
    stage.run {
      screen.view.addSubview(badge)
      screen.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
        (screen: Plain, previous: UITraitCollection) in
        heard.append("style was \(previous.userInterfaceStyle.rawValue)")
      }
      screen.registerForTraitChanges([UITraitVerticalSizeClass.self]) {
        (screen: Plain, _: UITraitCollection) in heard.append("height")
      }
      badge.registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) {
        (badge: UIView, _: UITraitCollection) in heard.append("badge")
      }
    }
    stage.run { screen.overrideUserInterfaceStyle = .dark }
    #expect(heard == ["style was 1", "badge"])
    heard.removeAll()
    _ = stage.run { window._modelWindow.rotate(to: .landscapeLeft) }
    #expect(heard == ["height"], "the vertical size class changed (an iPhone's), not the style")
    heard.removeAll()
    let registration = stage.run {
      screen.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
        (screen: Plain, _: UITraitCollection) in heard.append("again")
      }
    }
    stage.run {
      screen.unregisterForTraitChanges(registration)
      screen.overrideUserInterfaceStyle = .light
    }
    #expect(heard == ["style was 2", "badge"])
  }
}
