import Testing
import UIKitContainment

/// A collection view's batches of updates as a custom layout hears them: the changes told
/// inside a batch, in order, before the items coming and going are asked for, then the end.
@Suite struct UICollectionViewUpdatesTests {
  /// A layout that notes what it hears.
  final class NotingLayout: UICollectionViewFlowLayout {
    var log: [String] = []

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
      super.prepare(forCollectionViewUpdates: updateItems)
      log.append(
        "prepare "
          + updateItems.map {
            "\($0.updateAction) \($0.indexPathBeforeUpdate.map { "\(Array($0))" } ?? "-")"
              + "→\($0.indexPathAfterUpdate.map { "\(Array($0))" } ?? "-")"
          }.joined(separator: ", "))
    }
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      log.append("appearing \(Array(itemIndexPath))")
      return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      log.append("disappearing \(Array(itemIndexPath))")
      return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }
    override func finalizeCollectionViewUpdates() {
      super.finalizeCollectionViewUpdates()
      log.append("finalize")
    }
  }

  @Test("a batch's changes reach the layout together, its items asked for, then its end")
  @MainActor func aBatchReachesTheLayout() {
    let layout = NotingLayout()
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    var order: [String] = []
    collection.performBatchUpdates {
      collection.insertItems(at: [IndexPath(item: 0, section: 0)])
      collection.deleteItems(at: [IndexPath(item: 3, section: 0)])
      collection.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 2, section: 0))
      collection.insertSections([1])
      order.append("updates ran, layout told \(layout.log.count) times")
    } completion: { finished in
      order.append("completion \(finished)")
    }
    #expect(order == ["updates ran, layout told 0 times", "completion true"])
    #expect(
      layout.log == [
        "prepare insert -→[0, 0], delete [0, 3]→-, move [0, 1]→[0, 2], insert -→[1]",
        "appearing [0, 0]", "appearing [0, 2]", "disappearing [0, 3]", "disappearing [0, 1]",
        "finalize",
      ])
    // Told alone, a change is a batch of its own.
    layout.log = []
    collection.reloadItems(at: [IndexPath(item: 0, section: 0)])
    #expect(layout.log == ["prepare reload [0, 0]→[0, 0]", "finalize"])
  }
}
