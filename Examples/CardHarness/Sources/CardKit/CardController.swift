import Containment

/// A container that shows one card at a time: the container of your own under test.
public final class CardController: ViewController {
  /// A planted bug: the warning stops here instead of reaching the card (C4).
  public var swallowsWarnings = false
  /// The card shown.
  public private(set) var card: ViewController?

  /// A container without a card.
  public init(id: ViewControllerID, observer: (any LifecycleObserver)?) {
    super.init(id: id, title: "cards", viewPayloadBytes: 0, observer: observer)
  }

  /// Shows `new` instead of the current card (`nil`: none).
  public func show(_ new: ViewController?) throws(ContainmentError) {
    guard new !== card else { return }
    if let new { try addChild(new) }
    if let old = card {
      old.willMove(toParent: nil)
      old.settleAppearance(to: .disappeared)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    card = new
    if let new, appearanceState == .appeared {
      view.addSubview(new.view)
      new.settleAppearance(to: .appeared)
    }
    new?.didMove(toParent: self)
  }

  /// Puts the card's view in place.
  override public func viewWillAppear(_ animated: Bool) {
    if let card, card.viewIfLoaded?.superview !== view { view.addSubview(card.view) }
  }

  /// Forwards the warning to the card, unless the planted bug swallows it.
  override public func didReceiveMemoryWarning() {
    if swallowsWarnings { return }
    super.didReceiveMemoryWarning()
  }
}
