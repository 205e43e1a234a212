import Foundation
import Testing
import UIKitContainment

/// The system's colour picker as screens present it, and the text and list settings screens set
/// on their way (kept).
@Suite struct UIColorPickerTests {
  @MainActor final class Palette: NSObject, UIColorPickerViewControllerDelegate {
    var heard: [String] = []
    func colorPickerViewController(
      _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
    ) { heard.append("picked \(color == .systemRed) \(continuously)") }
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
      heard.append("finished presented \(viewController.presentingViewController != nil)")
    }
  }

  @MainActor final class OldPalette: NSObject, UIColorPickerViewControllerDelegate {
    var picked = 0
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
      picked += 1
    }
  }

  @Test("a picked colour is the picker's and its delegate's; finishing dismisses, then tells")
  @MainActor func pickAndFinish() throws {
    let stage = UIKitStage()
    let screen = stage.run { UIViewController() }
    let window = stage.show(screen)
    defer { withExtendedLifetime(window) {} }
    let palette = Palette()
    let picker = stage.run { UIColorPickerViewController() }
    stage.run {
      picker.delegate = palette
      picker.supportsAlpha = false
      screen.present(picker, animated: false)
      picker._pick(UIColor.systemRed.withAlphaComponent(0.5), continuously: true)
    }
    #expect(picker.selectedColor == .systemRed, "no opacity to pick: the colour made opaque")
    #expect(palette.heard == ["picked true true"])
    stage.run { picker._finish() }
    try stage.settle()
    #expect(palette.heard.last == "finished presented false")
    #expect(screen.presentedViewController == nil)
    // A delegate written for iOS 14 hears its own method.
    let old = OldPalette()
    picker.delegate = old
    picker._pick(.blue)
    #expect(old.picked == 1)
  }

  @Test("text and list settings screens set are kept as set")
  @MainActor func keptSettings() {
    let note = UITextView()
    #expect(note.textContainer.lineFragmentPadding == 5 && note.dataDetectorTypes.isEmpty)
    note.textContainer.lineFragmentPadding = 0
    note.dataDetectorTypes = [.link, .phoneNumber]
    #expect(note.textContainer.lineFragmentPadding == 0 && note.dataDetectorTypes.contains(.link))
    let table = UITableView()
    #expect(table.selfSizingInvalidation == .enabled && !table.allowsFocus)
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    grid.selfSizingInvalidation = .enabledIncludingConstraints
    #expect(grid.selfSizingInvalidation == .enabledIncludingConstraints)
  }
}
