// The scroll view's two layout guides (iOS 11): the content's and the frame's.

extension UIScrollView {
  /// The guide of the scrollable content, to which the content's subviews are constrained.
  ///
  /// In the model it stands for the scroll view's bounds, as every layout guide does: a
  /// constraint to it places a subview as one to the scroll view would, and the content's size
  /// comes from ``contentSize``, never from the constraints (UIKit derives it from them).
  public var contentLayoutGuide: UILayoutGuide { madeGuides.content }

  /// The guide of the scroll view's frame, which does not scroll: constraints to it give
  /// content the scroll view's size.
  public var frameLayoutGuide: UILayoutGuide { madeGuides.frame }

  private var madeGuides: (content: UILayoutGuide, frame: UILayoutGuide) {
    if let guides { return guides }
    let made = (content: UILayoutGuide(of: self), frame: UILayoutGuide(of: self))
    guides = made
    return made
  }
}
