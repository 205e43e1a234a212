import Containment
import Testing
import UIKitContainment

/// A popover on the model's phone and the presentation controller as a content container:
/// how a presentation adapts in a compact width (its delegate decides), what the presentation
/// controller hears of sizes, and the traits it gives.
@Suite struct UIKitPopoverAndAdaptationTests {
  /// A delegate that names a style (`nil`: implements neither question) and logs what it hears.
  final class Adapter: UIPopoverPresentationControllerDelegate {
    var heard: [String] = []
    var style: UIModalPresentationStyle?

    init(style: UIModalPresentationStyle?) { self.style = style }

    func prepareForPopoverPresentation(_ popover: UIPopoverPresentationController) {
      heard.append("prepare")
    }

    func adaptivePresentationStyle(
      for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
      heard.append(
        "adapt \(traitCollection.horizontalSizeClass == .compact ? "compact" : "regular")")
      return style ?? .none
    }
  }

  /// A delegate that answers the question without traits only.
  final class Plain: UIAdaptivePresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController)
      -> UIModalPresentationStyle
    { .overFullScreen }
  }

  /// A delegate that answers no adaptation question (the protocol's defaults).
  final class Silent: UIPopoverPresentationControllerDelegate {}

  /// What the presenter (vc0) hears when vc1 is presented as a popover with `delegate`, under
  /// `policy`.
  @MainActor func presenterHears(
    _ delegate: (any UIPopoverPresentationControllerDelegate)?, policy: ViewReleasePolicy
  ) throws -> [String] {
    let stage = UIKitStage(policy: policy)
    let (root, list) = stage.run { (UIViewController(), UIViewController()) }
    let window = stage.show(root)
    stage.run {
      list.modalPresentationStyle = .popover
      list.popoverPresentationController?.sourceView = root.view
      list.popoverPresentationController?.delegate = delegate
    }
    stage.log.removeAll()
    stage.run { root.present(list, animated: true) }
    try stage.settle()
    #expect(list.view.window === window)
    return stage.log.lines.filter { $0.hasPrefix("vc0 ") }
  }

  @Test(
    "a popover without a delegate's answer is a form sheet on the phone: it covers its presenter as until iOS 12, and not since iOS 13"
  )
  @MainActor func aPopoverAdaptsToAFormSheet() throws {
    #expect(
      try presenterHears(nil, policy: .iOS5) == [
        "vc0 viewWillDisappear(animated: true)", "vc0 viewDidDisappear(animated: true)",
      ])
    #expect(try presenterHears(Silent(), policy: .iOS5).count == 2)
    #expect(try presenterHears(nil, policy: .iOS6).isEmpty)
  }

  @Test(
    "a delegate's .none keeps the popover, which leaves its presenter on screen; another style is taken"
  )
  @MainActor func theDelegateDecidesTheAdaptation() throws {
    let keep = Adapter(style: UIModalPresentationStyle.none)
    #expect(try presenterHears(keep, policy: .iOS5).isEmpty)
    #expect(keep.heard == ["prepare", "adapt compact"])
    let full = Adapter(style: .fullScreen)
    #expect(try presenterHears(full, policy: .iOS6).count == 2)
    // A style a popover cannot adapt to is passed over: the form sheet's adaptation stands.
    #expect(try presenterHears(Adapter(style: .custom), policy: .iOS5).count == 2)
    #expect(try presenterHears(Adapter(style: .custom), policy: .iOS6).isEmpty)
  }

  @Test(
    "only a view controller to be presented as a popover has a popover presentation controller, and it is its presentation controller"
  )
  @MainActor func thePopoverPresentationController() {
    let stage = UIKitStage()
    stage.run {
      let list = UIViewController()
      #expect(list.popoverPresentationController == nil)
      list.modalPresentationStyle = .popover
      let popover = list.popoverPresentationController
      #expect(popover != nil && popover === list.presentationController)
      #expect(popover?.arrowDirection == .unknown && popover?.permittedArrowDirections == .any)
      let adapter = Adapter(style: .overFullScreen)
      popover?.delegate = adapter
      // The property asks `adaptivePresentationStyle(for:)`, which this delegate leaves out.
      #expect(popover?.adaptivePresentationStyle == UIModalPresentationStyle.none)
      let compact = UITraitCollection(horizontalSizeClass: .compact)
      #expect(popover?.adaptivePresentationStyle(for: compact) == .overFullScreen)
      let plain = Plain()
      popover?.delegate = plain
      #expect(popover?.adaptivePresentationStyle == .overFullScreen)
      #expect(popover?.adaptivePresentationStyle(for: compact) == .overFullScreen)
      let silent = Silent()
      popover?.delegate = silent
      #expect(popover?.adaptivePresentationStyle == UIModalPresentationStyle.none)
      let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
      #expect(alert.popoverPresentationController == nil)
    }
  }

  /// Logs what it hears as the presented view controller's container.
  final class Listening: UIPresentationController {
    var heard: [String] = []

    override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      heard.append("viewWillTransition \(Int(size.width))x\(Int(size.height))")
    }

    override func preferredContentSizeDidChange(
      forChildContentContainer container: any UIContentContainer
    ) {
      heard.append("preferred \(Int(container.preferredContentSize.height))")
    }
  }

  /// Gives `listening` as the presentation controller of a `.custom` presentation.
  final class Giver: UIViewControllerTransitioningDelegate {
    var made: Listening?

    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      let listening = Listening(presentedViewController: presented, presenting: presenting)
      made = listening
      return listening
    }
  }

  /// Tells its presentation controller's log of its size transitions.
  final class Sized: UIViewController {
    override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      (presentationController as? Listening)?.heard.append("presented viewWillTransition")
    }
  }

  /// A stage whose window's root (vc0) presents `card` (`.custom`, unanimated) through a
  /// `Listening` presentation controller.
  @MainActor static func presentWithListening(_ card: @autoclosure () -> UIViewController) throws
    -> (UIKitStage, UIViewController, UIWindow, Listening)
  {
    let stage = UIKitStage()
    let (root, card) = stage.run { (UIViewController(), card()) }
    let window = stage.show(root)
    let giver = Giver()
    stage.run {
      card.modalPresentationStyle = .custom
      card.transitioningDelegate = giver
      root.present(card, animated: false)
    }
    return (stage, card, window, try #require(giver.made))
  }

  @Test(
    "the presentation controller hears the presented view's size change first, and its preferred size"
  )
  @MainActor func thePresentationControllerIsAContentContainer() throws {
    let (stage, card, window, listening) = try Self.presentWithListening(Sized())
    _ = stage.run { window._modelWindow.rotate(to: .landscapeLeft) }
    #expect(listening.heard == ["viewWillTransition 844x390", "presented viewWillTransition"])
    stage.run { card.preferredContentSize = CGSize(width: 300, height: 200) }
    #expect(listening.heard.last == "preferred 200")
    // A child's preferred size goes to its parent, not to a presentation controller.
    let child = stage.run { UIViewController() }
    stage.run { card.addChild(child) }
    stage.run { child.preferredContentSize = CGSize(width: 10, height: 10) }
    #expect(listening.heard.count == 3)
    #expect(
      listening.size(
        forChildContentContainer: card, withParentContainerSize: CGSize(width: 5, height: 6))
        == CGSize(width: 5, height: 6))
  }

  @Test("the traits a presentation controller gives reach the presented view controller")
  @MainActor func theOverriddenTraitsReachThePresented() throws {
    let (_, card, window, listening) = try Self.presentWithListening(UIViewController())
    let root = try #require(card.presentingViewController)
    #expect(card.traitCollection.userInterfaceStyle == .light)
    listening.overrideTraitCollection = UITraitCollection(userInterfaceStyle: .dark)
    #expect(card.traitCollection.userInterfaceStyle == .dark)
    #expect(listening.traitCollection.userInterfaceStyle == .dark)
    #expect(root.traitCollection.userInterfaceStyle == .light && card.view.window === window)
  }
}
