// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// A screen written for UIKit offers menus, a picker of sizes and a photo picker, copies to the
// pasteboard and opens the Settings app.

final class ProfilePhotoViewController: UIViewController, UIPickerViewDataSource,
  UIPickerViewDelegate, UIImagePickerControllerDelegate, UINavigationControllerDelegate
{
  private let sizes = UIPickerView()
  private let sizeNames = ["Small", "Medium", "Large"]
  private let photo = UIImageView()

  override func viewDidLoad() {
    super.viewDidLoad()
    sizes.dataSource = self
    sizes.delegate = self
    sizes.selectRow(1, inComponent: 0, animated: false)
    let menu = UIMenu(
      title: "",
      children: [
        UIAction(title: "Choose Photo", image: UIImage(systemName: "photo")) { [weak self] _ in
          self?.choosePhoto()
        },
        UIAction(title: "Copy Link", image: UIImage(systemName: "link")) { _ in
          UIPasteboard.general.string = "https://example.com/me"
        },
        UIMenu(
          title: "More", options: .displayInline,
          children: [
            UIAction(title: "Remove Photo", attributes: .destructive) { [weak self] _ in
              self?.photo.image = nil
            }
          ]),
      ])
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: nil, image: UIImage(systemName: "ellipsis.circle"), primaryAction: nil, menu: menu)
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .cancel, target: nil, action: nil)
    photo.isUserInteractionEnabled = true
    photo.addInteraction(UIContextMenuInteraction(delegate: self))
  }

  private func choosePhoto() {
    guard UIImagePickerController.isSourceTypeAvailable(.photoLibrary) else {
      if let url = URL(string: UIApplication.openSettingsURLString) {
        UIApplication.shared.open(url, options: [:], completionHandler: nil)
      }
      return
    }
    let picker = UIImagePickerController()
    picker.sourceType = .photoLibrary
    picker.allowsEditing = true
    picker.delegate = self
    present(picker, animated: true)
  }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    sizeNames.count
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  { sizeNames[row] }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    title = sizeNames[row]
  }

  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {
    photo.image = info[.editedImage] as? UIImage ?? info[.originalImage] as? UIImage
    picker.dismiss(animated: true)
  }

  func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
    picker.dismiss(animated: true)
  }
}

extension ProfilePhotoViewController: UIContextMenuInteractionDelegate {
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      UIMenu(children: [UIAction(title: "Share") { _ in }])
    }
  }
}

// A photo screen's context menu with a preview of its own and a preview committed by popping
// into the detail (iOS 13).
final class PhotoPreviewDelegate: NSObject, UIContextMenuInteractionDelegate {
  weak var photoView: UIView?
  weak var presenter: UIViewController?

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: nil) { _ in nil }
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    guard let photoView else { return nil }
    let parameters = UIPreviewParameters()
    parameters.visiblePath = UIBezierPath(roundedRect: photoView.bounds, cornerRadius: 12)
    parameters.backgroundColor = .clear
    return UITargetedPreview(view: photoView, parameters: parameters)
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionCommitAnimating
  ) {
    animator.preferredCommitStyle = .pop
    animator.addCompletion { [weak self] in
      if let detail = animator.previewViewController { self?.presenter?.show(detail, sender: nil) }
    }
  }
}
