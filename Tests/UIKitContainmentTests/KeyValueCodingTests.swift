import Foundation
import Testing
import UIKitContainment

/// Key-value coding by string on every `NSObject`, as code written for UIKit uses it: a custom
/// tab bar or navigation bar set by key, a search bar's field read by key, UIKit's private keys
/// an alert takes, the app's own properties read by name, Foundation's dictionaries through
/// `NSObject`, and the keys that stop the app on iOS.
@Suite struct KeyValueCodingTests {
  final class ShopTabBar: UITabBar {}
  final class TallNavigationBar: UINavigationBar {}

  /// An app's own view with properties of its own.
  final class BadgeView: UIView {
    var count = 3
    var caption: String?
  }

  @Test("a tab bar set by key replaces the controller's, and shows its tabs' items")
  @MainActor func customTabBar() {
    let tabs = UITabBarController()
    let (feed, profile) = (UIViewController(), UIViewController())
    feed.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 0)
    profile.tabBarItem = UITabBarItem(title: "Profile", image: nil, tag: 1)
    let original = tabs.tabBar
    let custom = ShopTabBar()
    tabs.setValue(custom, forKey: "tabBar")
    tabs.viewControllers = [feed, profile]
    tabs.selectedIndex = 1
    #expect(tabs.tabBar === custom)
    #expect(tabs.value(forKey: "tabBar") as AnyObject? === custom)
    #expect(custom.items?.map(\.title) == ["Feed", "Profile"])
    #expect(custom.selectedItem === profile.tabBarItem)
    #expect(original.items == nil, "the replaced bar no longer shows the controller's tabs")
    tabs.setValue(UIColor.red, forKeyPath: "tabBar.tintColor")
    #expect(custom.tintColor == .red)
  }

  @Test("a navigation bar set by key replaces the controller's and shows its stack's items")
  @MainActor func customNavigationBar() {
    let root = UIViewController()
    root.title = "Inbox"
    let navigation = UINavigationController(rootViewController: root)
    let custom = TallNavigationBar()
    navigation.setValue(custom, forKey: "navigationBar")
    #expect(navigation.navigationBar === custom)
    #expect(custom.topItem === root.navigationItem)
  }

  @Test("a search bar's field by key, and a key path through it")
  @MainActor func searchField() {
    let search = UISearchBar()
    search.placeholder = "Cities"
    let field = search.value(forKey: "searchField") as? UITextField
    #expect(field === search.searchTextField)
    #expect(search.value(forKeyPath: "searchField.placeholder") as? String == "Cities")
    search.setValue(UIColor.blue, forKeyPath: "searchField.textColor")
    #expect(search.searchTextField.textColor == .blue)
  }

  @Test("UIKit's properties by their Objective-C names, numbers of any type")
  @MainActor func viewProperties() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.setValue(0, forKey: "alpha")
    view.setValue(NSNumber(value: true), forKey: "hidden")
    view.setValue(7, forKey: "tag")
    view.setValue(UIColor.green, forKey: "backgroundColor")
    #expect(view.alpha == 0 && view.isHidden && view.tag == 7 && view.backgroundColor == .green)
    #expect(view.value(forKey: "hidden") as? Bool == true)
    #expect(view.value(forKeyPath: "frame") as? CGRect == view.frame)
    view.setValue(nil, forKey: "backgroundColor")
    #expect(view.backgroundColor == nil)
  }

  @Test("UIKit's private keys app code sets on alerts are kept and read back")
  @MainActor func alertKeys() {
    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    let title = NSAttributedString(string: "Delete?")
    alert.setValue(title, forKey: "attributedTitle")
    let delete = UIAlertAction(title: "Delete", style: .destructive)
    delete.setValue(UIColor.red, forKey: "titleTextColor")
    #expect(alert.value(forKey: "attributedTitle") as? NSAttributedString == title)
    #expect(alert.value(forKey: "attributedMessage") == nil)
    #expect(delete.value(forKey: "titleTextColor") as? UIColor == .red)
  }

  @Test("the app's own properties are read by name, through its subclass of UIKit's")
  @MainActor func appProperties() {
    let badge = BadgeView()
    badge.tag = 4
    #expect(badge.value(forKey: "count") as? Int == 3)
    #expect(badge.value(forKey: "caption") == nil)
    badge.caption = "new"
    #expect(badge.value(forKey: "caption") as? String == "new")
    #expect(badge.value(forKey: "tag") as? Int == 4)
  }

  @Test("Foundation's dictionaries reached through NSObject keep their own meaning")
  func dictionaries() {
    let dictionary = NSMutableDictionary()
    let object: NSObject = dictionary
    object.setValue(1, forKey: "a")
    #expect(object.value(forKey: "a") as? Int == 1)
    object.setValue(nil, forKey: "a")
    #expect(dictionary.count == 0)
  }

  @Test(
    "a key the class does not have, a prohibited ivar, the status bar, or an app property set by key end the app with iOS's reason",
    arguments: 0...4)
  func keysThatEndTheApp(mistake: Int) async throws {
    let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [mistake] in await Self.misuse(mistake)
    }
    let printed = try #require(exit).standardErrorContent
    let reasons = [
      "[<UIView> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key cornerRadius.",
      "Access to UITextField's _placeholderLabel ivar is prohibited. This is an application bug",
      "App called -statusBar or -statusBarWindow on UIApplication",
      "UIView: the value set for the key backgroundColor (a String) is not of its type, Optional<UIColor>",
      "the property count cannot be set by key",
    ]
    let output = String(decoding: printed, as: UTF8.self)
    #expect(output.contains(reasons[mistake]), "\(output)")
  }

  /// Makes the key-value coding mistake `mistake` of `keysThatEndTheApp`.
  @MainActor static func misuse(_ mistake: Int) {
    switch mistake {
    case 0: UIView().setValue(1, forKey: "cornerRadius")
    case 1: _ = UITextField().value(forKeyPath: "_placeholderLabel.textColor")
    case 2: _ = UIApplication.shared.value(forKey: "statusBar")
    case 3: UIView().setValue("red", forKey: "backgroundColor")
    default: BadgeView().setValue(5, forKey: "count")
    }
  }
}
