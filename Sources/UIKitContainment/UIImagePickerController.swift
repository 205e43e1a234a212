/// UIKit's `UIImagePickerController`: the system's screens to take or choose a photo, a
/// navigation controller the app presents.
///
/// Its root is a screen of the model's standing for the photo library (UIKit's is private).
/// The harness chooses with `_pick(_:)` (the delegate's
/// `imagePickerController(_:didFinishPickingMediaWithInfo:)`, the original image, and the
/// edited one when editing is allowed) or cancels with `_cancel()`
/// (`imagePickerControllerDidCancel(_:)`); a delegate that does not answer leaves the picker
/// to dismiss itself, animated (decided). The camera is not available, as on the Simulator.
///
/// ```swift
/// final class Avatar: UIImagePickerControllerDelegate, UINavigationControllerDelegate {
///   var image: UIImage?
///   func imagePickerController(
///     _ picker: UIImagePickerController,
///     didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
///   ) { image = info[.originalImage] as? UIImage }
/// }
/// let picker = UIImagePickerController()
/// let avatar = Avatar()
/// picker.delegate = avatar
/// picker._pick(UIImage(systemName: "person")!)
/// precondition(avatar.image != nil && !UIImagePickerController.isSourceTypeAvailable(.camera))
/// ```
open class UIImagePickerController: UINavigationController {
  /// Where the photo comes from.
  public enum SourceType: Int, Sendable {
    case photoLibrary, camera, savedPhotosAlbum
  }

  /// A key of what was picked (UIKit's `UIImagePickerController.InfoKey`).
  public struct InfoKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// The key named `rawValue`.
    ///
    /// - Parameter rawValue: Its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The image picked.
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    /// The image as edited.
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    /// The rectangle the edit cropped.
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    /// The media's type.
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    /// A movie's URL.
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    /// The image's file URL.
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
  }

  /// Where the photo comes from.
  open var sourceType = SourceType.photoLibrary
  /// The kinds of media offered.
  open var mediaTypes = ["public.image"]
  /// Whether the user may crop what they pick.
  open var allowsEditing = false

  /// Whether `sourceType` can be used: the library and the album, not the camera (as on the
  /// Simulator).
  ///
  /// - Parameter sourceType: The source.
  /// - Returns: Whether it is available.
  open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

  /// A picker of the photo library.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Kept as `nibName` (no nib is loaded).
  ///   - nibBundleOrNil: Kept as `nibBundle`.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setViewControllers([UIViewController()], animated: false)
  }

  /// A picker whose root is `rootViewController` (UIKit's picker makes its own; kept for the
  /// navigation controller's initializer).
  ///
  /// - Parameter rootViewController: The root.
  public override init(rootViewController: UIViewController) {
    super.init(rootViewController: rootViewController)
  }

  /// A picker decoded from an archive: the model decodes nothing.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The delegate as an image picker's (set ``UINavigationController/delegate``).
  private var pickerDelegate: (any UIImagePickerControllerDelegate)? {
    delegate as? any UIImagePickerControllerDelegate
  }

  /// The user picks `image`: the delegate told with the original image (and the edited one
  /// when editing is allowed); with no delegate, the picker dismisses itself, animated.
  ///
  /// - Parameter image: The image picked.
  public func _pick(_ image: UIImage) {
    var info: [InfoKey: Any] = [.originalImage: image, .mediaType: "public.image"]
    if allowsEditing { info[.editedImage] = image }
    guard let pickerDelegate else { return dismiss(animated: true) }
    pickerDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
  }

  /// The user cancels: the delegate told; with no delegate, the picker dismisses itself.
  public func _cancel() {
    guard let pickerDelegate else { return dismiss(animated: true) }
    pickerDelegate.imagePickerControllerDidCancel(self)
  }
}

/// What hears of an image picker's pick (UIKit's `UIImagePickerControllerDelegate`); each
/// method optional, both dismissing the picker by default.
@preconcurrency @MainActor public protocol UIImagePickerControllerDelegate: AnyObject {
  /// The user picked media, described by `info`.
  ///
  /// - Parameters:
  ///   - picker: The picker.
  ///   - info: What was picked.
  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  /// The user cancelled.
  ///
  /// - Parameter picker: The picker.
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  /// Dismisses the picker, animated.
  public func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) { picker.dismiss(animated: true) }
  /// Dismisses the picker, animated.
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
    picker.dismiss(animated: true)
  }
}
