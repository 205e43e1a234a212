/// UIKit's `UICollectionViewController`: a view controller whose view is a collection view it is
/// the data source and delegate of, and whose methods of both a subclass overrides.
///
/// Its view is a ``UICollectionView`` with the layout it was made with, as large as the screen;
/// as it appears it deselects the selected items (``clearsSelectionOnViewWillAppear``), as
/// UIKit's does. Its own answers are an empty collection of one section.
///
/// ```swift
/// final class GalleryViewController: UICollectionViewController {
///   override func collectionView(
///     _ collectionView: UICollectionView, numberOfItemsInSection section: Int
///   ) -> Int { 3 }
///   override func collectionView(
///     _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
///   ) -> UICollectionViewCell {
///     collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///   }
/// }
/// let gallery = GalleryViewController(collectionViewLayout: UICollectionViewFlowLayout())
/// gallery.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
/// gallery.collectionView.layoutIfNeeded()
/// precondition(gallery.collectionView.visibleCells.count == 3)
/// ```
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  /// The layout its collection view is made with.
  private let initialLayout: UICollectionViewLayout
  /// Whether it deselects the selected items as it appears.
  open var clearsSelectionOnViewWillAppear = true
  /// Whether a long press moves items (kept: no item is moved by a gesture in the model).
  open var installsStandardGestureForInteractiveMovement = false

  /// A collection view controller whose collection view `layout` lays out.
  ///
  /// - Parameter layout: The layout.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// A collection view controller with a flow layout.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Kept as `nibName` (no nib is loaded).
  ///   - nibBundleOrNil: Kept as `nibBundle`.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A collection view controller decoded from an archive: the model decodes nothing, and
  /// gives it a flow layout.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// Its collection view: its view (loaded on first access).
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// Its collection view's layout (the one it was made with until its view loads).
  open var collectionViewLayout: UICollectionViewLayout {
    (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
  }

  /// Makes its view: a collection view with its layout, as large as the screen, of which it is
  /// the data source and the delegate.
  open override func loadView() {
    let collection = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
    collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collection.dataSource = self
    collection.delegate = self
    view = collection
  }

  /// Deselects the selected items when ``clearsSelectionOnViewWillAppear`` says so.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let collection = viewIfLoaded as? UICollectionView
    else { return }
    for item in collection.indexPathsForSelectedItems ?? [] {
      collection.deselectItem(at: item, animated: animated)
    }
  }

  // MARK: The data source's methods, for a subclass to override

  /// One section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// No item.
  open func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 0 }
  /// Ends the app: a subclass with items makes their cells.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    raise(
      "NSInvalidArgumentException",
      "\(describe(self)) has items and does not override collectionView(_:cellForItemAt:)")
  }
  /// Ends the app, as the data source protocol's default does.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    raise(
      "NSInternalInconsistencyException",
      "\(describe(self)) does not override collectionView(_:viewForSupplementaryElementOfKind:at:)"
        + " for a view of kind \(kind) its layout places")
  }

  // MARK: The delegate's methods, for a subclass to override

  /// `true`.
  open func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  /// `true`.
  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  {}
  /// `true`.
  open func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// None.
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// None.
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// `false`.
  open func collectionView(
    _ collectionView: UICollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { false }
  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView,
    didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}
  /// Nothing.
  open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
  /// The proposed place.
  open func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
  /// `false`.
  open func collectionView(
    _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
  ) -> Bool { false }
  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
  ) {}

  // MARK: The scroll view delegate's methods, for a subclass to override

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// No view: the collection view does not zoom.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Does nothing.
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// Does nothing.
  open func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
  /// Does nothing.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// `true`.
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  /// Does nothing.
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
