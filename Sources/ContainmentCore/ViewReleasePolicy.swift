/// Whether a memory warning releases view controllers' views: the one place iOS changed what
/// the model follows.
///
/// iOS 5, the first iOS with view-controller containment, released the view of every view
/// controller that was not visible on a memory warning (the default `didReceiveMemoryWarning`,
/// between `viewWillUnload` and `viewDidUnload`). iOS 6 stopped: a memory warning reaches
/// `didReceiveMemoryWarning()` and nothing more, `viewWillUnload` and `viewDidUnload` are never
/// called (both deprecated in iOS 6), and a view is released only when a container or the app
/// lets it go (`view = nil` in UIKit). Every later iOS (7 to 18) keeps iOS 6's behaviour.
///
/// ```swift
/// let child = ViewController(id: ViewControllerID(1))
/// child.releasePolicy = .iOS6
/// _ = child.view
/// child.deliverMemoryWarning()
/// precondition(child.isViewLoaded)  // iOS 6 and later keep it
/// ```
public enum ViewReleasePolicy: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// iOS 5: a memory warning releases every view that is not visible.
  case iOS5 = "ios5"
  /// iOS 6 and later: no memory warning releases a view.
  case iOS6 = "ios6"

  /// `ios5` or `ios6`.
  public var description: String { rawValue }
}
