internal import ContainmentCore
public import Foundation

/// The contexts UIKit's drawing functions draw into on a thread, innermost last: a view's
/// while its `draw(_:)` runs, an image context's between its beginning and its end, one an
/// image renderer's actions draw into, and those ``UIGraphicsPushContext(_:)`` pushed.
final class GraphicsContexts {
  /// A context on the stack, and whether it is an image context's (one that makes an image).
  struct Entry {
    let context: CGContext
    let makesImage: Bool
  }

  var stack: [Entry] = []

  /// This thread's.
  static var current: GraphicsContexts { threadContexts.value }

  /// Runs `body` with `context` the current one, as UIKit does around `draw(_:)`.
  static func drawing<Result>(in context: CGContext, _ body: () -> Result) -> Result {
    let contexts = current
    contexts.stack.append(Entry(context: context, makesImage: false))
    defer { contexts.stack.removeLast() }
    return body()
  }
}

private let threadContexts = ThreadOwned { GraphicsContexts() }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The context UIKit's drawing draws into now: a view's during its `draw(_:)`, an image
/// context's, a renderer's during its actions, or one pushed; `nil` when there is none.
///
/// ```swift
/// precondition(UIGraphicsGetCurrentContext() == nil)
/// UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 2)
/// precondition(UIGraphicsGetCurrentContext()?.width == 20)
/// let image = UIGraphicsGetImageFromCurrentImageContext()
/// UIGraphicsEndImageContext()
/// precondition(image?.size == CGSize(width: 10, height: 10) && image?.scale == 2)
/// ```
///
/// - Returns: The current context.
public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContexts.current.stack.last?.context
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes `context` the current one until ``UIGraphicsPopContext()``.
///
/// - Parameter context: The context to draw into.
public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContexts.current.stack.append(.init(context: context, makesImage: false))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes the context before the last pushed one current again (nothing when there is none).
public func UIGraphicsPopContext() {
  let contexts = GraphicsContexts.current
  if contexts.stack.last?.makesImage == false { contexts.stack.removeLast() }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Begins an image context of `size` at the scale of 1, as
/// ``UIGraphicsBeginImageContextWithOptions(_:_:_:)`` with `false` and `1`.
///
/// - Parameter size: The image's size in points.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Begins an image context of `size` and makes it the current one, until
/// ``UIGraphicsEndImageContext()``.
///
/// A size without area ends the app, as UIKit does since iOS 17 (an
/// `NSInternalInconsistencyException`: "UIGraphicsBeginImageContext() failed to allocate
/// CGBitampContext: size={382, 0}, …. Use UIGraphicsImageRenderer to avoid this assert."), the
/// crash of apps that snapshot a view before it has a size.
///
/// - Parameters:
///   - size: The image's size in points.
///   - opaque: Whether the image has no transparency.
///   - scale: Pixels a point; 0 for the main screen's.
public func UIGraphicsBeginImageContextWithOptions(
  _ size: CGSize, _ opaque: Bool, _ scale: CGFloat
) {
  let scale = scale > 0 ? scale : UIScreen.main.scale
  let pixels = size.width * scale * size.height * scale
  guard size.width > 0, size.height > 0, pixels < 0x1p40 else {
    let shown = String(format: "{%.17g, %.17g}", Double(size.width), Double(size.height))
    raise(
      "NSInternalInconsistencyException",
      "UIGraphicsBeginImageContext() failed to allocate CGBitampContext: size=\(shown), "
        + String(format: "scale=%f, bitmapInfo=0x%x. ", Double(scale), opaque ? 0x2006 : 0x2002)
        + "Use UIGraphicsImageRenderer to avoid this assert.")
  }
  GraphicsContexts.current.stack.append(
    .init(context: CGContext(size: size, scale: scale), makesImage: true))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The image drawn so far in the current image context; `nil` when the current context is not
/// an image context's.
///
/// - Returns: An image of the context's size and scale.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let last = GraphicsContexts.current.stack.last, last.makesImage else { return nil }
  return UIImage(drawnAt: last.context.size, scale: last.context.scale)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Ends the current image context, making the one before it current (nothing when the current
/// context is not an image context's).
public func UIGraphicsEndImageContext() {
  let contexts = GraphicsContexts.current
  if contexts.stack.last?.makesImage == true { contexts.stack.removeLast() }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fills `rect` in the current context with its fill colour (nothing with no context).
///
/// - Parameter rect: The rectangle to fill.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Strokes the outline of `rect` in the current context (nothing with no context).
///
/// - Parameter rect: The rectangle to outline.
public func UIRectFrame(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.stroke(rect) }

/// Counts one painting on the current context, if any: what an image, a path, text or a view
/// hierarchy drawn there paints (the context's path is left as it was: UIKit keeps the state
/// around such a drawing).
func paintInCurrentContext() { UIGraphicsGetCurrentContext()?.paint() }
