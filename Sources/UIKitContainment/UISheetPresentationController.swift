/// The settings of a sheet (UIKit's `UISheetPresentationController`, iOS 15).
///
/// The heights it may rest at, its grabber and its corners are kept and read back. A view
/// controller presented as a page or form sheet has one
/// (``UIViewController/sheetPresentationController``); the model shows a sheet at the window's
/// size whatever its detents, and leaves its presenter on screen under it as today's iOS does
/// (``UIModalPresentationStyle``).
///
/// ```swift
/// let editor = UIViewController()
/// editor.modalPresentationStyle = .pageSheet
/// if let sheet = editor.sheetPresentationController {
///   sheet.detents = [.medium(), .large()]
///   sheet.prefersGrabberVisible = true
/// }
/// precondition(editor.sheetPresentationController?.detents.count == 2)
/// ```
open class UISheetPresentationController: UIPresentationController {
  /// The heights the sheet may rest at, smallest first (`[.large()]` by default).
  open var detents: [Detent] = [.large()]
  /// The detent the sheet rests at (`nil`: the smallest).
  open var selectedDetentIdentifier: Detent.Identifier?
  /// The largest detent at which what is under the sheet is not dimmed (`nil`: every one dims).
  open var largestUndimmedDetentIdentifier: Detent.Identifier?
  /// Whether the sheet shows a grabber.
  open var prefersGrabberVisible = false
  /// Whether scrolling to an edge of the sheet's content grows the sheet.
  open var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Whether the sheet attaches to the bottom edge in a compact height.
  open var prefersEdgeAttachedInCompactHeight = false
  /// Whether an edge-attached sheet's width follows its content's preferred size.
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
  /// The radius of the sheet's corners (`nil`: the system's).
  open var preferredCornerRadius: CGFloat?

  /// The settings of a sheet presenting `presentedViewController`.
  ///
  /// - Parameters:
  ///   - presentedViewController: The view controller presented as a sheet.
  ///   - presentingViewController: The view controller presenting it, if known.
  public override init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    super.init(
      presentedViewController: presentedViewController, presenting: presentingViewController)
  }

  /// Makes the changes in `changes` (at once: the model animates no sheet).
  open func animateChanges(_ changes: () -> Void) { changes() }

  /// A height a sheet may rest at (UIKit's `UISheetPresentationController.Detent`).
  public final class Detent: Hashable, @unchecked Sendable {
    /// The detent's identifier.
    public let identifier: Identifier
    /// A custom detent's height, from its context (iOS 16).
    private let resolver:
      (@MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?

    private init(
      _ identifier: Identifier,
      resolver: (
        @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
      )? =
        nil
    ) {
      self.identifier = identifier
      self.resolver = resolver
    }

    /// About half the screen's height.
    public static func medium() -> Detent { Detent(.medium) }
    /// The whole height.
    public static func large() -> Detent { Detent(.large) }

    /// A detent whose height `resolver` gives from its context (iOS 16): `nil` leaves it out.
    ///
    /// - Parameters:
    ///   - identifier: Its identifier (one made when `nil`).
    ///   - resolver: Its height, at most the context's ``UISheetPresentationControllerDetentResolutionContext/maximumDetentValue``.
    /// - Returns: The detent.
    public static func custom(
      identifier: Identifier? = nil,
      resolver:
        @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) ->
        CGFloat?
    ) -> Detent {
      Detent(identifier ?? Identifier("custom-\(UUID().uuidString)"), resolver: resolver)
    }

    /// Its height in `context` (iOS 16): half the largest for the medium detent, the largest
    /// for the large one, a custom one's resolver's.
    ///
    /// - Parameter context: The sheet's context.
    /// - Returns: The height, or `nil` for a custom detent left out.
    @MainActor public func resolvedValue(
      in context: any UISheetPresentationControllerDetentResolutionContext
    ) -> CGFloat? {
      if let resolver { return resolver(context) }
      return identifier == .medium ? context.maximumDetentValue / 2 : context.maximumDetentValue
    }

    /// Whether two detents have the same identifier.
    public static func == (lhs: Detent, rhs: Detent) -> Bool { lhs.identifier == rhs.identifier }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// A detent's name.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      /// The name.
      public let rawValue: String
      /// The identifier of the given name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The identifier of the given name.
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// The medium detent's.
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      /// The large detent's.
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }
  }
}

extension UIViewController {
  /// The settings of the sheet this view controller is presented as, if its
  /// ``modalPresentationStyle`` is a page or form sheet (the default, `.automatic`, included, as
  /// on today's iOS), else `nil`; the same object each time.
  public var sheetPresentationController: UISheetPresentationController? {
    switch modalPresentationStyle {
    case .automatic, .pageSheet, .formSheet:
      if let sheet = modal.sheet { return sheet }
      let sheet = UISheetPresentationController(presentedViewController: self, presenting: nil)
      modal.sheet = sheet
      return sheet
    default: return nil
    }
  }
}

/// What a sheet's delegate hears beyond a presentation's (UIKit's
/// `UISheetPresentationControllerDelegate`, iOS 15).
///
/// A change of the detent the sheet rests at that a finger made. The model's sheet rests at its
/// detent until code changes it (a swipe only dismisses it), so the call never comes, as in
/// UIKit for a change made in code.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate:
  UIAdaptivePresentationControllerDelegate
{
  /// The sheet came to rest at another detent, by a finger.
  ///
  /// - Parameter sheetPresentationController: The sheet.
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  /// Does nothing.
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}

/// UIKit's `UISheetPresentationControllerDetentResolutionContext` (iOS 16): what a custom
/// detent's resolver is given.
@preconcurrency @MainActor public protocol UISheetPresentationControllerDetentResolutionContext {
  /// The traits of the sheet's container.
  var containerTraitCollection: UITraitCollection { get }
  /// The largest height a detent may have.
  var maximumDetentValue: CGFloat { get }
}
