import Foundation
import Testing
import UIKitContainment

/// A helper an app declares on `NSObject` (a class name for reuse identifiers).
extension NSObject {
  fileprivate class var rootTestsClassName: String { String(describing: self) }
}

/// A view whose equality is its key's, as a subclass may define it through `isEqual(_:)`.
private final class TaggedView: UIView {
  nonisolated(unsafe) var key = 0
  override func isEqual(_ object: Any?) -> Bool { (object as? TaggedView)?.key == key }
  override var hash: Int { key }
}

/// A constraint that names itself in what it prints.
private final class NamedConstraint: NSLayoutConstraint {
  override var description: String { "<NamedConstraint pin>" }
}

/// UIKit's classes descend from `NSObject`, here as on iOS: an app's `extension NSObject`
/// reaches them, equality and hashing are `NSObject`'s (a subclass's `isEqual(_:)` decides
/// `==`), and the classes UIKit compares by value keep their values' equality.
@MainActor @Suite struct NSObjectRootTests {
  /// A class's name from its class method, as a nib loader keyed by the view's class asks it.
  @Test func aClassDescribesItselfByItsName() {
    func nibName<T: UIView>(of type: T.Type) -> String? {
      T.description().components(separatedBy: ".").last
    }
    #expect(nibName(of: TaggedView.self) == "TaggedView")
    #expect(TaggedView.description().hasSuffix(".TaggedView"), "module-qualified, as iOS's")
    #expect(UILabel.description() == "UILabel" && UIView().description.hasPrefix("<UIView"))
  }

  /// A class's coder class, as a pod finds its bundle by (`Bundle(for: classForCoder())`).
  @Test func aClassCodesAsItself() {
    #expect(TaggedView.classForCoder() == TaggedView.self)
    #expect(UILabel.classForCoder() == UILabel.self)
  }

  @Test func anExtensionOfNSObjectReachesEveryKindOfUIKitObject() {
    let objects: [NSObject] = [
      UIViewController(), UIView(), UITableViewCell(), UIPanGestureRecognizer(), CALayer(),
      UIBarButtonItem(), UIColor.red, UIApplication.shared,
    ]
    #expect(UITableViewCell.rootTestsClassName == "UITableViewCell")
    #expect(objects.map { type(of: $0).rootTestsClassName }.contains("UIPanGestureRecognizer"))
    #expect(objects.allSatisfy { $0.isKind(of: NSObject.self) })
    #expect(objects[2].isKind(of: UIView.self) && !objects[2].isMember(of: UIView.self))
  }

  @Test func equalityIsIsEqualWhichASubclassMayOverride() {
    let first = TaggedView()
    let second = TaggedView()
    first.key = 7
    second.key = 7
    #expect(first == second)
    #expect(Set([first, second]).count == 1)
    #expect([UIView(), second].firstIndex(of: first) == 1)
    let plain = UIView()
    #expect(plain == plain && plain != UIView())
  }

  @Test func valueClassesCompareAndHashTheirValues() {
    let colors: Set<UIColor> = [UIColor(white: 0.5, alpha: 1), UIColor(white: 0.5, alpha: 1)]
    #expect(colors.count == 1)
    #expect(UIColor.red.isEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1)))
    #expect(!UIColor.red.isEqual(UIView()))
    let fonts: [NSObject] = [UIFont.systemFont(ofSize: 17), UIFont.systemFont(ofSize: 17)]
    #expect(fonts[0] == fonts[1] && fonts[0].hash == fonts[1].hash)
    #expect(
      UITraitCollection(horizontalSizeClass: .compact).isEqual(
        UITraitCollection(horizontalSizeClass: .compact)))
  }

  @Test func aSubclassDescribesItselfInStrings() {
    let view = UIView()
    let constraint = NamedConstraint(
      item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: 10)
    #expect("\(constraint)" == "<NamedConstraint pin>")
    #expect(String(describing: [constraint] as [NSObject]) == "[<NamedConstraint pin>]")
  }
}
