internal import ContainmentCore

// UIKit's view controllers and views are NSObjects (here too: `UIResponder` descends from
// Foundation's `NSObject`), whose `description` and `debugDescription`
// code overrides (`override var description: String`) and `print` and string interpolation
// use: the layer's say what they are in NSObject's and UIKit's forms (the properties are in
// the classes' bodies, where an override can find them).

extension UIView {
  /// `<Class: 0xaddress; frame = (x y; width height)>`, as UIKit describes a view.
  nonisolated func describeView() -> String {
    let address = UInt(bitPattern: ObjectIdentifier(self).hashValue)
    let frame = _frameRect
    func number(_ value: Double) -> String {
      value == value.rounded(.towardZero) && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
    return "<\(type(of: self)): 0x\(String(address, radix: 16)); "
      + "frame = (\(number(frame.origin.x)) \(number(frame.origin.y)); "
      + "\(number(frame.size.width)) \(number(frame.size.height)))>"
  }
}
