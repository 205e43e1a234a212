/// A key of a hardware keyboard by its USB usage code (UIKit's `UIKeyboardHIDUsage`, iOS 13.4):
/// what ``UIKey/keyCode`` reports, the codes of the USB HID keyboard page.
///
/// The model has no hardware keyboard, so no press carries one; code compares with them.
///
/// ```swift
/// precondition(UIKeyboardHIDUsage.keyboardTab.rawValue == 0x2B)
/// precondition(UIKeyboardHIDUsage(rawValue: 0x04) == .keyboardA)
/// ```
public enum UIKeyboardHIDUsage: Int, Sendable, CaseIterable {
  /// Too many keys held.
  case keyboardErrorRollOver = 0x01
  /// The keyboard's self-test failed.
  case keyboardPOSTFail = 0x02
  /// No key known.
  case keyboardErrorUndefined = 0x03
  case keyboardA = 0x04
  case keyboardB = 0x05
  case keyboardC = 0x06
  case keyboardD = 0x07
  case keyboardE = 0x08
  case keyboardF = 0x09
  case keyboardG = 0x0A
  case keyboardH = 0x0B
  case keyboardI = 0x0C
  case keyboardJ = 0x0D
  case keyboardK = 0x0E
  case keyboardL = 0x0F
  case keyboardM = 0x10
  case keyboardN = 0x11
  case keyboardO = 0x12
  case keyboardP = 0x13
  case keyboardQ = 0x14
  case keyboardR = 0x15
  case keyboardS = 0x16
  case keyboardT = 0x17
  case keyboardU = 0x18
  case keyboardV = 0x19
  case keyboardW = 0x1A
  case keyboardX = 0x1B
  case keyboardY = 0x1C
  case keyboardZ = 0x1D
  case keyboard1 = 0x1E
  case keyboard2 = 0x1F
  case keyboard3 = 0x20
  case keyboard4 = 0x21
  case keyboard5 = 0x22
  case keyboard6 = 0x23
  case keyboard7 = 0x24
  case keyboard8 = 0x25
  case keyboard9 = 0x26
  case keyboard0 = 0x27
  case keyboardReturnOrEnter = 0x28
  case keyboardEscape = 0x29
  case keyboardDeleteOrBackspace = 0x2A
  case keyboardTab = 0x2B
  case keyboardSpacebar = 0x2C
  case keyboardHyphen = 0x2D
  case keyboardEqualSign = 0x2E
  case keyboardOpenBracket = 0x2F
  case keyboardCloseBracket = 0x30
  case keyboardBackslash = 0x31
  case keyboardNonUSPound = 0x32
  case keyboardSemicolon = 0x33
  case keyboardQuote = 0x34
  case keyboardGraveAccentAndTilde = 0x35
  case keyboardComma = 0x36
  case keyboardPeriod = 0x37
  case keyboardSlash = 0x38
  case keyboardCapsLock = 0x39
  case keyboardF1 = 0x3A
  case keyboardF2 = 0x3B
  case keyboardF3 = 0x3C
  case keyboardF4 = 0x3D
  case keyboardF5 = 0x3E
  case keyboardF6 = 0x3F
  case keyboardF7 = 0x40
  case keyboardF8 = 0x41
  case keyboardF9 = 0x42
  case keyboardF10 = 0x43
  case keyboardF11 = 0x44
  case keyboardF12 = 0x45
  case keyboardPrintScreen = 0x46
  case keyboardScrollLock = 0x47
  case keyboardPause = 0x48
  case keyboardInsert = 0x49
  case keyboardHome = 0x4A
  case keyboardPageUp = 0x4B
  case keyboardDeleteForward = 0x4C
  case keyboardEnd = 0x4D
  case keyboardPageDown = 0x4E
  case keyboardRightArrow = 0x4F
  case keyboardLeftArrow = 0x50
  case keyboardDownArrow = 0x51
  case keyboardUpArrow = 0x52
  case keyboardLeftControl = 0xE0
  case keyboardLeftShift = 0xE1
  case keyboardLeftAlt = 0xE2
  case keyboardLeftGUI = 0xE3
  case keyboardRightControl = 0xE4
  case keyboardRightShift = 0xE5
  case keyboardRightAlt = 0xE6
  case keyboardRightGUI = 0xE7
}
