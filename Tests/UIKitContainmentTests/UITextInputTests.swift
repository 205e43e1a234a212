import Foundation
import Testing
import UIKitContainment

/// Text typed at the cursor, deleted before it, and moved by position, as formatting code and
/// views of an app's own that take keys use it.
@Suite struct UITextInputTests {
  @MainActor final class Asked: UITextFieldDelegate {
    var ranges: [String] = []
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      ranges.append("\(range.location)+\(range.length) '\(string)'")
      return true
    }
  }

  @Test @MainActor func aFieldTypesAtItsCursorAndDeletesBeforeIt() throws {
    let field = UITextField()
    let asked = Asked()
    field.delegate = asked
    field.text = "hello"
    let end = try #require(field.selectedTextRange)
    #expect(end.isEmpty && field.offset(from: field.beginningOfDocument, to: end.start) == 5)
    let two = try #require(field.position(from: field.beginningOfDocument, offset: 2))
    field.selectedTextRange = field.textRange(from: two, to: two)
    field._type("X")
    #expect(field.text == "heXllo")
    let cursor = try #require(field.selectedTextRange?.start)
    #expect(field.offset(from: field.beginningOfDocument, to: cursor) == 3, "after the insertion")
    field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: two)
    field.deleteBackward()
    #expect(field.text == "Xllo" && asked.ranges == ["2+0 'X'", "0+2 ''"])
    field.selectedTextRange = field.textRange(
      from: field.beginningOfDocument, to: field.beginningOfDocument)
    field.deleteBackward()
    #expect(field.text == "Xllo" && asked.ranges.count == 2, "nothing before the start")
    field.text = "a😀"
    field.deleteBackward()
    #expect(field.text == "a", "a whole character, not half of it")
    #expect(field.position(from: field.endOfDocument, offset: 1) == nil, "outside the text")
    #expect(field.compare(field.beginningOfDocument, to: field.endOfDocument) == .orderedAscending)
    #expect(field.hasText && field.markedTextRange == nil)
  }

  @Test @MainActor func codesOwnReplacementTellsNoOne() throws {
    final class Notes: UITextViewDelegate {
      var changes = 0
      func textViewDidChange(_ textView: UITextView) { changes += 1 }
    }
    let view = UITextView()
    let notes = Notes()
    view.delegate = notes
    view.text = "milk, eggs"
    #expect(view.selectedRange == NSRange(location: 10, length: 0), "setting the text: at its end")
    let start = try #require(view.position(from: view.beginningOfDocument, offset: 6))
    let range = try #require(view.textRange(from: start, to: view.endOfDocument))
    #expect(view.text(in: range) == "eggs")
    view.replace(range, withText: "bread")
    #expect(view.text == "milk, bread" && notes.changes == 0)
    view.insertText("!")
    #expect(view.text == "milk, bread!" && notes.changes == 1)
  }

  @Test @MainActor func aViewOfItsOwnTakesKeysWithUIKitsDefaults() {
    final class PinView: UIView, UIKeyInput {
      private(set) var digits = ""
      var keyboardType: UIKeyboardType = .numberPad
      var hasText: Bool { !digits.isEmpty }
      func insertText(_ text: String) { digits += text }
      func deleteBackward() { _ = digits.popLast() }
    }
    let pin = PinView()
    let input: any UIKeyInput = pin
    input.insertText("4")
    input.insertText("2")
    input.deleteBackward()
    #expect(pin.digits == "4" && input.hasText)
    #expect(input.keyboardType == .numberPad, "its own setting")
    #expect(input.returnKeyType == .default && input.autocapitalizationType == .sentences)
    #expect(!input.isSecureTextEntry && input.textContentType == nil, "UIKit's defaults")
  }
}
