import Containment
import ContainmentCore
import Foundation
import Testing
import UIKitContainment

/// Menus and context menus, pickers of rows and of photos, the pasteboard and opening URLs, as
/// screens written for UIKit use them.
@Suite struct UIKitMenusPickersAndPasteboardTests {
  @Test(
    "a menu runs the action chosen, in a submenu too, never a disabled or hidden one; a context menu's comes from its delegate"
  )
  @MainActor func menus() {
    var ran: [String] = []
    let menu = UIMenu(
      title: "More",
      children: [
        UIAction(title: "Share") { _ in ran.append("share") },
        UIAction(title: "Delete", attributes: .destructive) { _ in ran.append("delete") },
        UIAction(title: "Hidden", attributes: .hidden) { _ in ran.append("hidden") },
        UIMenu(
          title: "Sort", options: .displayInline,
          children: [
            UIAction(title: "By name", state: .on) { _ in ran.append("name") },
            UIAction(title: "By date", attributes: .disabled) { _ in ran.append("date") },
          ]),
      ])
    for title in ["Share", "By date", "Hidden", "By name", "Delete", "Nowhere"] {
      menu._choose(title)
    }
    #expect(ran == ["share", "name", "delete"])
    let button = UIButton(type: .system)
    button.menu = menu
    button.showsMenuAsPrimaryAction = true
    let item = UIBarButtonItem(
      title: nil, image: UIImage(systemName: "ellipsis"), primaryAction: nil, menu: menu)
    #expect(button.menu === menu && item.menu === menu)
    let old = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
    #expect(old.style == .done && old.title == "Done" && old.action == nil)

    final class Photo: UIContextMenuInteractionDelegate {
      var asked: [CGPoint] = []
      let menu: UIMenu
      init(_ menu: UIMenu) { self.menu = menu }
      func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
      ) -> UIContextMenuConfiguration? {
        asked.append(location)
        let menu = menu
        return location.x < 50 ? UIContextMenuConfiguration(actionProvider: { _ in menu }) : nil
      }
    }
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let photo = Photo(menu)
    let interaction = UIContextMenuInteraction(delegate: photo)
    view.addInteraction(interaction)
    view.addInteraction(interaction)
    #expect(view.interactions.count == 1 && interaction.view === view)
    #expect(interaction._open(at: CGPoint(x: 10, y: 10)) === menu)
    #expect(interaction._open(at: CGPoint(x: 90, y: 10)) == nil && photo.asked.count == 2)
    view.removeInteraction(interaction)
    #expect(view.interactions.isEmpty && interaction.view == nil)
  }

  @Test(
    "a picker view's pick selects and tells; code's selection tells nothing; a reload keeps it in range"
  )
  @MainActor func aPickerView() {
    final class Sizes: UIPickerViewDataSource, UIPickerViewDelegate {
      var rows = 3
      var picked: [Int] = []
      func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
      func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        rows
      }
      func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
        -> String?
      { ["S", "M", "L"][row] }
      func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
      { picked.append(row) }
    }
    let picker = UIPickerView()
    let sizes = Sizes()
    #expect(picker.selectedRow(inComponent: 0) == -1)
    picker.dataSource = sizes
    picker.delegate = sizes
    picker.selectRow(1, inComponent: 0, animated: true)
    picker._pick(row: 2, inComponent: 0)
    picker._pick(row: 7, inComponent: 0)
    #expect(sizes.picked == [2] && picker.selectedRow(inComponent: 0) == 2)
    #expect(picker._title(forRow: 1, inComponent: 0) == "M")
    sizes.rows = 2
    picker.reloadAllComponents()
    #expect(picker.selectedRow(inComponent: 0) == 1 && picker.numberOfComponents == 1)
  }

  @Test("an image picker presented: a pick tells its delegate; without one it dismisses itself")
  @MainActor func anImagePicker() throws {
    final class Avatar: UIImagePickerControllerDelegate, UINavigationControllerDelegate {
      var info: [UIImagePickerController.InfoKey: Any] = [:]
      func imagePickerController(
        _ picker: UIImagePickerController,
        didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
      ) { self.info = info }
    }
    let stage = UIKitStage()
    let screen = stage.run { UIViewController() }
    let window = stage.show(screen)
    defer { withExtendedLifetime(window) {} }
    let picker = stage.run { UIImagePickerController() }
    let avatar = Avatar()
    picker.delegate = avatar
    picker.allowsEditing = true
    #expect(
      picker.viewControllers.count == 1 && !UIImagePickerController.isSourceTypeAvailable(.camera))
    stage.run { screen.present(picker, animated: true) }
    try stage.settle()
    let image = try #require(UIImage(systemName: "person"))
    stage.run { picker._pick(image) }
    #expect(avatar.info[.originalImage] as? UIImage === image && avatar.info[.editedImage] != nil)
    #expect(screen.presentedViewController === picker, "the delegate dismisses it, or not")
    picker.delegate = nil
    stage.run { picker._cancel() }
    try stage.settle()
    #expect(screen.presentedViewController == nil && picker.appearanceState == .disappeared)
  }

  @Test(
    "the pasteboard keeps the last copy; opening a URL tells its completion at the next turn of the clock"
  )
  @MainActor func pasteboardAndURLs() throws {
    let application = UIApplication()
    let clock = VirtualClock()
    try application._withCurrent {
      let board = UIPasteboard.general
      #expect(board === UIPasteboard.general && !board.hasStrings)
      board.strings = ["a", "b"]
      #expect(board.string == "a" && board.numberOfItems == 2)
      board.url = URL(string: "https://example.com")
      #expect(board.string == nil && board.hasURLs && board.url?.host == "example.com")
      try clock.withCurrent {
        var opened: [Bool] = []
        let settings = try #require(URL(string: UIApplication.openSettingsURLString))
        #expect(application.canOpenURL(settings))
        application.open(settings, options: [:]) { opened.append($0) }
        #expect(opened.isEmpty && application._openedURLs == [settings])
        _ = try clock.runUntilIdle()
        #expect(opened == [true])
      }
    }
    #expect(UIPasteboard.general.url == nil, "another application's pasteboard")
  }
}
