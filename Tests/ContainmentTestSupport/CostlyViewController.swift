import Containment

/// A view controller whose view is expensive: a large payload and a subtree of subviews built in
/// its own `loadView()`.
public final class CostlyViewController: ViewController {
  /// The default payload: 1 MiB.
  public static let defaultPayload = 1 << 20

  /// The number of subviews its view gets.
  public let subviewCount: Int

  /// Creates one; `payloadBytes` goes to the root view, each subview gets a sixteenth of it.
  public init(
    id: ViewControllerID,
    payloadBytes: Int = CostlyViewController.defaultPayload,
    subviewCount: Int = 4,
    observer: (any LifecycleObserver)? = nil
  ) {
    self.subviewCount = subviewCount
    super.init(id: id, title: "costly", viewPayloadBytes: payloadBytes, observer: observer)
  }

  /// The total payload bytes of one loaded view tree.
  public var bytesPerLoad: Int { viewPayloadBytes + subviewCount * (viewPayloadBytes / 16) }

  override public func loadView() {
    let root = View(frame: Rect(size: .phonePortrait), payloadByteCount: viewPayloadBytes)
    for _ in 0..<subviewCount {
      root.addSubview(View(payloadByteCount: viewPayloadBytes / 16))
    }
    view = root
  }
}
