import Containment
import Testing
import UIKitContainment

/// Colours as UIKit code makes and reads them (literals, hue, dynamic colours, components),
/// and the screen and status bar as code written before iOS 13 asks for them.
@Suite struct UIKitColorsAndScreenTests {
  // swift-format-ignore: NoPlaygroundLiterals
  @Test("a colour literal is a UIColor of its components, an image literal a UIImage of its name")
  func literals() {
    let dimming = #colorLiteral(red: 0, green: 0, blue: 0, alpha: 0.4)
    #expect(dimming == UIColor(red: 0, green: 0, blue: 0, alpha: CGFloat(Float(0.4))))
    let icon = #imageLiteral(resourceName: "gear")
    #expect(icon == UIImage(named: "gear"))
    icon.accessibilityLabel = "Settings"
    icon.accessibilityIdentifier = "gear"
    #expect(icon.accessibilityLabel == "Settings" && icon.accessibilityIdentifier == "gear")
  }

  @Test("hue, saturation and brightness make the colour their components read back")
  func hueSaturationBrightness() {
    #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
    #expect(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1) == .green)
    #expect(
      UIColor(hue: 0.5, saturation: 0, brightness: 0.5, alpha: 1) == UIColor(white: 0.5, alpha: 1))
    var (h, s, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    let teal = UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 0.7)
    #expect(teal.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
    #expect(abs(h - 0.5) < 1e-9 && abs(s - 0.5) < 1e-9 && abs(b - 0.8) < 1e-9 && a == 0.7)
    var (r, g, bl): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
    #expect(teal.getRed(&r, green: &g, blue: &bl, alpha: &a))
    #expect(abs(r - 0.4) < 1e-9 && abs(g - 0.8) < 1e-9 && abs(bl - 0.8) < 1e-9)
    var white: CGFloat = 0
    #expect(UIColor.gray.getWhite(&white, alpha: &a) && white == 0.5 && a == 1)
  }

  @Test("a dynamic colour resolves for each trait collection, and reads as its light one")
  func dynamicColours() {
    let ink = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    #expect(ink == .black)
    #expect(ink.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
    #expect(ink.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
    #expect(UIColor.red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .red)
    #expect(UIColor(named: "Accent") == .systemGray)
  }

  @Test("points convert between a view and the screen's coordinate space as between views")
  @MainActor func coordinateSpaces() {
    let stage = UIKitStage()
    stage.run {
      let window = UIWindow(frame: UIScreen.main.bounds)
      let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
      let other = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
      window.addSubview(card)
      window.addSubview(other)
      let screen = UIScreen.main.coordinateSpace
      #expect(card.convert(CGPoint(x: 5, y: 5), to: screen) == CGPoint(x: 25, y: 105))
      #expect(card.convert(CGPoint(x: 25, y: 105), from: screen) == CGPoint(x: 5, y: 5))
      #expect(screen.convert(CGPoint(x: 25, y: 105), to: card) == CGPoint(x: 5, y: 5))
      #expect(screen.convert(CGPoint(x: 5, y: 5), from: card) == CGPoint(x: 25, y: 105))
      let space: any UICoordinateSpace = other
      #expect(card.convert(CGPoint.zero, to: space) == CGPoint(x: 15, y: 95))
      #expect(
        card.convert(CGRect(x: 1, y: 1, width: 3, height: 4), to: screen)
          == CGRect(x: 21, y: 101, width: 3, height: 4))
      #expect(
        screen.bounds == UIScreen.main.bounds && space.bounds.size == CGSize(width: 10, height: 10))
      #expect(UIScreen.main.snapshotView(afterScreenUpdates: false).frame == UIScreen.main.bounds)
      #expect(UIScreen.main.traitCollection.verticalSizeClass == .regular)
    }
  }

  @Test("a window keeps its level, and the scene's coordinates are the screen's")
  @MainActor func windowLevels() {
    let stage = UIKitStage()
    stage.run {
      let banner = UIWindow(frame: UIScreen.main.bounds)
      #expect(banner.windowLevel == .normal && UIWindow.Level.alert > .statusBar)
      banner.windowLevel = UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 1)
      #expect(banner.windowLevel.rawValue == 2001 && banner.windowLevel > .alert)
      banner.windowLevel = .statusBar + 1
      #expect(banner.windowLevel.rawValue == 1001 && banner.windowLevel - 2 < .statusBar)
      banner.makeKey()
      #expect(!banner.isKeyWindow)
      banner.makeKeyAndVisible()
      #expect(banner.isKeyWindow)
      let scene = banner.windowScene
      #expect(scene?.coordinateSpace.bounds == UIScreen.main.bounds)
      banner.isHidden = true
    }
  }

  @Test("the application's status bar is its scene's: 47 points in portrait, none in landscape")
  @MainActor func theStatusBar() {
    let stage = UIKitStage()
    let root = stage.run { UIViewController() }
    let window = stage.show(root)
    stage.run {
      let application = UIApplication.shared
      #expect(application.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
      #expect(!application.isStatusBarHidden && application.statusBarOrientation == .portrait)
      #expect(application.statusBarStyle == .default)
      _ = window._modelWindow.rotate(to: .landscapeLeft)
      #expect(application.statusBarFrame == .zero && application.isStatusBarHidden)
      #expect(application.statusBarOrientation.isLandscape)
      window.isHidden = true
    }
  }
}

/// A library's namespace on every `NSObject`, as `extension NSObjectProtocol` writes one.
struct Namespace<Base> {
  let base: Base
}

extension NSObjectProtocol {
  /// The namespace of the object.
  var ns: Namespace<Self> { Namespace(base: self) }
  /// The namespace of the class.
  static var ns: Namespace<Self.Type> { Namespace(base: self) }
}

extension Namespace where Base == UIColor.Type {
  var brand: UIColor { UIColor(red: 0.9, green: 0.35, blue: 0.3, alpha: 1) }
}

/// UIKit's classes are `NSObject`s: equal and hashed by identity, and `NSObjectProtocol`s.
@Suite struct UIKitObjectIdentityTests {
  @Test("an extension of NSObjectProtocol reaches views, controllers, recognizers and colours")
  @MainActor func objectsAreNSObjectProtocols() {
    let stage = UIKitStage()
    stage.run {
      let (view, controller, tap) = (UIView(), UIViewController(), UITapGestureRecognizer())
      #expect(view.ns.base === view && controller.ns.base === controller && tap.ns.base === tap)
      #expect(UIColor.ns.brand == UIColor(red: 0.9, green: 0.35, blue: 0.3, alpha: 1))
      #expect(tap.isEqual(tap) && !tap.isEqual(UITapGestureRecognizer()) && !tap.isProxy())
      #expect(tap.hash == ObjectIdentifier(tap).hashValue && tap.`self`() === tap)
      #expect(UIColor.red.isEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1)))
      #expect(!UIColor.red.isEqual(view) && UIColor.red.hash == UIColor.red.hashValue)
      #expect(tap.description.hasPrefix("<UITapGestureRecognizer: 0x"))
    }
  }

  /// Which of `pan` and `tap` `recognizer` is, as a delegate's `switch` asks.
  @MainActor func name(
    of recognizer: UIGestureRecognizer, pan: UIPanGestureRecognizer, tap: UITapGestureRecognizer
  ) -> String {
    switch recognizer {
    case pan: "pan"
    case tap: "tap"
    default: "other"
    }
  }

  @Test("recognizers, bar items, layers, constraints and the like are equal only to themselves")
  @MainActor func objectsAreEqualByIdentity() {
    let stage = UIKitStage()
    stage.run {
      let (pan, tap, other) = (
        UIPanGestureRecognizer(), UITapGestureRecognizer(), UITapGestureRecognizer()
      )
      #expect(
        name(of: tap, pan: pan, tap: tap) == "tap" && name(of: pan, pan: pan, tap: tap) == "pan")
      #expect(name(of: other, pan: pan, tap: tap) == "other")
      let (save, share) = (UIBarButtonItem(), UIBarButtonItem())
      #expect([share, save].firstIndex(of: save) == 1 && save != share)
      let layers: Set<CALayer> = [CALayer(), CALayer()]
      #expect(layers.count == 2)
      let titles = [UINavigationItem(title: "A"): 1, UINavigationItem(title: "A"): 2]
      #expect(titles.count == 2)
      let view = UIView()
      let constraint = view.widthAnchor.constraint(equalToConstant: 10)
      #expect(
        constraint == constraint && constraint != view.widthAnchor.constraint(equalToConstant: 10))
      #expect(UIScreen.main == UIScreen.main && UIApplication.shared == UIApplication.shared)
    }
  }
}

/// Nibs registered and replaced, and the system's delete animation.
@Suite struct UIKitNibsAndSystemAnimationTests {
  @Test("a class registered after a nib for the same identifier is the one a cell comes from")
  @MainActor func theLastRegistrationStands() {
    let stage = UIKitStage()
    stage.run {
      let table = UITableView()
      table.register(UINib(nibName: "ContactCell", bundle: nil), forCellReuseIdentifier: "contact")
      table.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
      #expect(table.dequeueReusableCell(withIdentifier: "contact")?.reuseIdentifier == "contact")
    }
  }

  @Test("the delete animation fades the views and takes them out at its end, then completes")
  @MainActor func theDeleteAnimation() throws {
    let stage = UIKitStage()
    let (card, badge, title) = stage.run { (UIView(), UIView(), UIView()) }
    stage.run {
      card.addSubview(badge)
      card.addSubview(title)
    }
    var ended: [Bool] = []
    stage.run {
      UIView.perform(.delete, on: [badge], options: [], animations: { title.alpha = 0.5 }) {
        ended.append($0)
      }
    }
    #expect(badge.alpha == 0 && title.alpha == 0.5 && badge.superview === card && ended.isEmpty)
    try stage.settle()
    #expect(badge.superview == nil && title.superview === card && ended == [true])
  }
}

/// What a tab bar item keeps of its looks, as a tab bar of one's own reads it back.
@Suite struct UIKitTabBarItemLooksTests {
  @Test("a tab bar item keeps its title's offset, its badge's colour and its image's insets")
  @MainActor func itemsKeepTheirLooks() {
    let stage = UIKitStage()
    stage.run {
      let item = UITabBarItem(title: "Feed", image: nil, tag: 1)
      #expect(item.titlePositionAdjustment == .zero && item.badgeColor == nil)
      #expect(item.imageInsets == .zero)
      item.titlePositionAdjustment = UIOffset(horizontal: 2, vertical: -4)
      item.badgeColor = .systemRed
      item.imageInsets = UIEdgeInsets(top: 6, left: 0, bottom: -6, right: 0)
      #expect(item.titlePositionAdjustment == UIOffset(horizontal: 2, vertical: -4))
      #expect(item.titlePositionAdjustment != UIOffset())
      #expect(item.badgeColor == .systemRed && item.imageInsets.top == 6)
    }
  }
}
