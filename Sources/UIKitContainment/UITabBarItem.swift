internal import ContainmentCore

/// UIKit's `UIBarItem`: what a bar shows for an item.
///
/// Its title, image, tag and whether it can be tapped; the model draws no bar.
@preconcurrency @MainActor open class UIBarItem: NSObject {
  /// Its title.
  open var title: String?
  /// Its image.
  open var image: UIImage?
  /// A number of the app's.
  open var tag = 0
  /// Whether it can be tapped.
  open var isEnabled = true
  /// How far its image is moved in from each edge (kept: the model draws no bar).
  open var imageInsets = UIEdgeInsets.zero
  /// Its title's text attributes, by state (`UIView+ContentPriorities.swift`).
  var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
  /// What assistive technologies read of it, made when first set (`UIBarItem+Accessibility`).
  var accessibility: ViewAccessibility?

  /// An item with nothing set.
  public override init() {}

  /// An item decoded from an archive: the model decodes nothing, and makes one with nothing
  /// set.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {}
}

/// UIKit's `UITabBarItem`: a tab's title, images and badge (`UIViewController.tabBarItem`).
///
/// A tab whose item is disabled is not selected by a tap (`UITabBarController._tap(at:)`), as
/// UIKit's tab bar ignores it; code may still select it.
///
/// ```swift
/// let inbox = UIViewController()
/// inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 1)
/// inbox.tabBarItem.badgeValue = "3"
/// precondition(inbox.tabBarItem.title == "Inbox")
/// ```
open class UITabBarItem: UIBarItem {
  /// The system's tab items.
  public enum SystemItem: Int, Sendable {
    /// More.
    case more
    /// Favourites.
    case favorites
    /// Featured.
    case featured
    /// Top rated.
    case topRated
    /// Recents.
    case recents
    /// Contacts.
    case contacts
    /// History.
    case history
    /// Bookmarks.
    case bookmarks
    /// Search.
    case search
    /// Downloads.
    case downloads
    /// Most recent.
    case mostRecent
    /// Most viewed.
    case mostViewed
  }

  /// The image shown while the tab is selected.
  open var selectedImage: UIImage?
  /// The text of its badge, if any.
  open var badgeValue: String?
  /// Its badge's background colour (`nil`: the system's red; kept: the model draws no bar).
  open var badgeColor: UIColor?
  /// How far its title is moved from its place (kept).
  open var titlePositionAdjustment = UIOffset.zero
  /// The system item it shows, if it was made as one.
  public private(set) var systemItem: SystemItem?

  /// An item with nothing set.
  public override init() { super.init() }

  /// An item decoded from an archive: the model decodes nothing, and makes one with nothing
  /// set.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// An item with a title, an image and a tag.
  ///
  /// - Parameters:
  ///   - title: Its title.
  ///   - image: Its image.
  ///   - tag: A number of the app's.
  public init(title: String?, image: UIImage?, tag: Int) {
    super.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// An item with a title, an image and the image shown while it is selected.
  ///
  /// - Parameters:
  ///   - title: Its title.
  ///   - image: Its image.
  ///   - selectedImage: Its image while selected.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    super.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// One of the system's items.
  ///
  /// - Parameters:
  ///   - systemItem: Which.
  ///   - tag: A number of the app's.
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    super.init()
    self.systemItem = systemItem
    self.tag = tag
  }
}

extension UIViewController {
  /// ``tabBarItem``'s default: made when first asked for, titled with the view controller's
  /// `title` then (UIKit's default).
  var ownTabBarItem: UITabBarItem {
    if let item = bars.tabBarItem { return item }
    let item = UITabBarItem(title: title, image: nil, tag: 0)
    bars.tabBarItem = item
    return item
  }
}
