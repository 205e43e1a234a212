import Testing
import UIKitContainment

/// A sheet's settings: present for the sheet styles only, one object per view controller, kept.
@Suite struct UISheetPresentationControllerTests {
  @Test @MainActor func aSheetStyleHasOneControllerOfItsSettings() throws {
    let editor = UIViewController()
    let sheet = try #require(editor.sheetPresentationController, "the default style is a sheet")
    #expect(
      editor.sheetPresentationController === sheet && sheet.presentedViewController === editor)
    #expect(sheet.detents == [.large()] && sheet.selectedDetentIdentifier == nil)
    sheet.detents = [.medium(), .large()]
    sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
    sheet.prefersGrabberVisible = true
    #expect(editor.sheetPresentationController?.detents.map(\.identifier) == [.medium, .large])
    #expect(sheet.selectedDetentIdentifier == .medium && sheet.prefersGrabberVisible)
    editor.modalPresentationStyle = .formSheet
    #expect(editor.sheetPresentationController === sheet)
  }

  @Test(arguments: [
    UIModalPresentationStyle.fullScreen, .overFullScreen, .currentContext, .popover, .custom,
  ])
  @MainActor func otherStylesHaveNone(style: UIModalPresentationStyle) {
    let screen = UIViewController()
    screen.modalPresentationStyle = style
    #expect(screen.sheetPresentationController == nil)
  }
}
