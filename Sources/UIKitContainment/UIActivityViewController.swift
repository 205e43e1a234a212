/// UIKit's `UIActivityViewController`: the share sheet, presented over a screen.
///
/// Presented as any view controller is (a sheet since iOS 13, which leaves its presenter on
/// screen). The harness picks an activity, or cancels, with `_complete(with:)`: the sheet is
/// dismissed, animated, and its ``completionWithItemsHandler`` told what was done, as UIKit
/// tells it once the sheet is gone (decided: Apple documents the handler as called after the
/// activity, not where in the dismissal).
///
/// ```swift
/// let share = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
/// share.excludedActivityTypes = [.print, .assignToContact]
/// var shared: UIActivity.ActivityType?
/// share.completionWithItemsHandler = { type, completed, _, _ in
///   if completed { shared = type }
/// }
/// share._complete(with: .copyToPasteboard)
/// precondition(shared == .copyToPasteboard)
/// ```
open class UIActivityViewController: UIViewController {
  /// What is shared.
  public let activityItems: [Any]
  /// The app's own activities.
  public let applicationActivities: [UIActivity]?
  /// The activities not offered.
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  /// Told what was done once the sheet is gone: the activity (`nil` when cancelled), whether it
  /// completed, the items it returned, and its error.
  open var completionWithItemsHandler:
    ((UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void)?

  /// A share sheet of `activityItems`, offering `applicationActivities` too.
  ///
  /// - Parameters:
  ///   - activityItems: What is shared.
  ///   - applicationActivities: The app's own activities.
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
  }

  /// A share sheet decoded from an archive: the model decodes nothing, and shares nothing.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    activityItems = []
    applicationActivities = nil
    super.init(coder: coder)
  }

  /// The user picks `activityType` (`nil`: cancels), as a person would.
  ///
  /// The sheet, presented, is dismissed, animated, and the handler told once it is gone (at
  /// once when it is not presented). An excluded activity is not offered, so picking it does
  /// nothing.
  ///
  /// - Parameter activityType: The activity picked, or `nil`.
  public func _complete(with activityType: UIActivity.ActivityType?) {
    if let activityType, excludedActivityTypes?.contains(activityType) == true { return }
    let tell: () -> Void = { [self] in
      completionWithItemsHandler?(activityType, activityType != nil, nil, nil)
    }
    guard presentingViewController != nil else { return tell() }
    dismiss(animated: true, completion: tell)
  }
}

/// UIKit's `UIActivity`: an activity a share sheet offers (an app's own is a subclass).
@preconcurrency @MainActor open class UIActivity: NSObject {
  /// The name of an activity (UIKit's `UIActivity.ActivityType`).
  public struct ActivityType: Hashable, RawRepresentable, Sendable {
    /// The name.
    public let rawValue: String
    /// The activity named `rawValue`.
    ///
    /// - Parameter rawValue: Its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The activity named `rawValue`.
    ///
    /// - Parameter rawValue: Its name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Messages.
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    /// Mail.
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    /// Printing.
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    /// Copying.
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    /// Assigning to a contact.
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    /// Saving to the photo library.
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    /// The reading list.
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    /// AirDrop.
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    /// Opening in iBooks.
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    /// Marking up as a PDF.
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
  }

  /// An activity.
  public override init() {}

  /// Its name (`nil` here; a subclass names its own).
  open var activityType: ActivityType? { nil }
  /// Its title (`nil` here).
  open var activityTitle: String? { nil }
  /// Its image (`nil` here).
  open var activityImage: UIImage? { nil }
  /// Whether it can act on `activityItems` (`false` here).
  ///
  /// - Parameter activityItems: The items.
  /// - Returns: Whether it can.
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
  /// Takes the items before it acts.
  ///
  /// - Parameter activityItems: The items.
  open func prepare(withActivityItems activityItems: [Any]) {}
  /// Acts (a subclass calls ``activityDidFinish(_:)``).
  open func perform() {}
  /// Tells the share sheet the activity is done.
  ///
  /// - Parameter completed: Whether it completed.
  open func activityDidFinish(_ completed: Bool) {}
}
