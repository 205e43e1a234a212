import Testing
import UIKitContainment

/// The app delegate of code written for UIKit, declared as UIKit's template declares it.
private final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
}

/// A responder of the app's own that overrides what UIKit's class lets it.
private final class Coordinator: UIResponder {
  let parent: UIResponder?
  init(parent: UIResponder?) {
    self.parent = parent
    super.init()
  }
  override var next: UIResponder? { parent }
  override var canBecomeFirstResponder: Bool { true }
}

@MainActor extension UIResponder {
  /// The responders from this one to the end of the chain, this one first.
  fileprivate var chain: [UIResponder] {
    var found: [UIResponder] = [self]
    while let next = found.last?.next, found.count < 20 { found.append(next) }
    return found
  }

  /// The view controller whose views hold this responder, found as public code finds it.
  fileprivate var owningViewController: UIViewController? {
    next as? UIViewController ?? next?.owningViewController
  }
}

/// A field that takes the first responder, and may refuse to give it up.
private final class Field: UIView {
  var refusesToResign = false
  var resigned = 0
  override var canBecomeFirstResponder: Bool { true }
  override var canResignFirstResponder: Bool { !refusesToResign }
  override func resignFirstResponder() -> Bool {
    resigned += 1
    return super.resignFirstResponder()
  }
}

/// The responder chain and the first responder, as UIKit's.
@Suite struct UIResponderTests {
  /// Whether `chain` is, object for object, `expected`.
  private func same(_ chain: [UIResponder], _ expected: [AnyObject]) -> Bool {
    chain.count == expected.count && zip(chain, expected).allSatisfy { $0 === $1 }
  }

  @Test @MainActor func theChainRunsThroughViewsTheirControllersTheWindowAndTheApplication() {
    let application = UIApplication()
    let delegate = AppDelegate()
    application.delegate = delegate
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let container = UIViewController()
    let child = UIViewController()
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    let label = UILabel()
    child.view.addSubview(label)
    window.rootViewController = container
    let expected: [AnyObject] = [label, child.view, child, container.view, container, window]
    #expect(same(Array(label.chain.prefix(6)), expected))
    #expect(window.next === UIApplication.shared)
    #expect(application.next === delegate && delegate.next == nil)
    #expect(label.owningViewController === child && child.view.owningViewController === child)
  }

  @Test @MainActor func aControllerWithoutAViewInAHierarchyHandsOnToItsParentOrPresenter() {
    let container = UIViewController()
    let child = UIViewController()
    container.addChild(child)
    #expect(child.next === container)  // its view never loaded
    child.view.frame = .zero
    #expect(child.next === container)  // loaded, in no superview
    container.view.addSubview(child.view)
    #expect(child.next === container.view)
    #expect(UIViewController().next == nil)
  }

  @Test @MainActor func oneFirstResponderAtATimeAndOnlyInAWindow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let (first, second) = (Field(), Field())
    #expect(!first.becomeFirstResponder())  // in no window
    window.addSubview(first)
    window.addSubview(second)
    let plain = UIView()
    window.addSubview(plain)
    #expect(!plain.becomeFirstResponder() && !plain.isFirstResponder)
    #expect(first.becomeFirstResponder() && first.isFirstResponder)
    #expect(second.becomeFirstResponder() && second.isFirstResponder)
    #expect(!first.isFirstResponder && first.resigned == 1)
    second.refusesToResign = true
    #expect(!first.becomeFirstResponder() && second.isFirstResponder)
    #expect(!window.endEditing(false) && second.isFirstResponder)
    #expect(window.endEditing(true) && !second.isFirstResponder)
    #expect(first.becomeFirstResponder())
    first.removeFromSuperview()
    #expect(!first.isFirstResponder)  // it left the window
    #expect(plain.resignFirstResponder())
  }

  @Test @MainActor func aViewControllerTakesTheFirstResponderWithItsViewOnScreen() {
    final class Screen: UIViewController {
      override var canBecomeFirstResponder: Bool { true }
    }
    let screen = Screen()
    #expect(!screen.becomeFirstResponder())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = screen
    #expect(screen.becomeFirstResponder() && screen.isFirstResponder)
    #expect(screen.resignFirstResponder() && !screen.isFirstResponder)
  }

  @MainActor @Test func aResponderAnswersWhatKindOfClassItIsAsNSObjectDoes() {
    let label = UILabel()
    #expect(label.isKind(of: UILabel.self) && label.isKind(of: UIView.self))
    #expect(!label.isKind(of: UIButton.self) && !label.isKind(of: UIViewController.self))
    #expect(label.isMember(of: UILabel.self) && !label.isMember(of: UIView.self))
    let navigation = UINavigationController()
    #expect(navigation.isKind(of: UIViewController.self))
    #expect(!navigation.isMember(of: UIViewController.self))
  }

  @Test("UIResponder is a class: made, subclassed and overridden as UIKit's")
  @MainActor func theResponderIsAClass() {
    let plain = UIResponder()
    #expect(plain.next == nil && !plain.canBecomeFirstResponder && plain.canResignFirstResponder)
    #expect(!plain.becomeFirstResponder() && plain.resignFirstResponder())
    let coordinator = Coordinator(parent: plain)
    #expect(coordinator.next === plain && coordinator.canBecomeFirstResponder)
    // A responder out of any window never becomes first, whatever it says.
    #expect(!coordinator.becomeFirstResponder() && !coordinator.isFirstResponder)
    let responders: [UIResponder] = [UILabel(), UIViewController(), UIApplication(), coordinator]
    #expect(responders.allSatisfy { $0.isKind(of: UIResponder.self) })
    #expect(UIApplication().isKind(of: UIResponder.self))
  }

  @Test("geometry in an object's place reads back as a value or a box, as Foundation bridges it")
  func geometryBridgesToNSValue() {
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    let boxed: [AnyHashable: Any] = [
      "rect": NSValue(cgRect: rect), "point": NSValue(cgPoint: CGPoint(x: 5, y: 6)),
      "size": NSValue(cgSize: CGSize(width: 7, height: 8)),
    ]
    #expect(boxed["rect"] as? CGRect == rect)
    #expect(boxed["point"] as? CGPoint == CGPoint(x: 5, y: 6))
    #expect(boxed["size"] as? CGSize == CGSize(width: 7, height: 8))
    #expect(boxed["point"] as? CGRect == nil, "a box reads back only as what it holds")
    #expect(boxed["rect"] as? CGSize == nil)
    let plain: [AnyHashable: Any] = ["rect": rect, "point": CGPoint(x: 5, y: 6)]
    #expect((plain["rect"] as? NSValue)?.cgRectValue == rect)
    #expect((plain["point"] as? NSValue)?.cgPointValue == CGPoint(x: 5, y: 6))
  }
}
