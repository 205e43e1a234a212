import Foundation
import Testing
import UIKitContainment

/// Settings public UIKit code sets and reads back, which change nothing the model does: each
/// starts at UIKit's default and keeps what is set.
@Suite struct UIKitKeptSettingsTests {
  @Test @MainActor func aScrollViewKeepsItsSettingsFromUIKitsDefaults() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(scroll.scrollsToTop && scroll.delaysContentTouches && scroll.canCancelContentTouches)
    #expect(scroll.decelerationRate == .normal && scroll.keyboardDismissMode == .none)
    #expect(scroll.minimumZoomScale == 1 && scroll.maximumZoomScale == 1 && scroll.bouncesZoom)
    #expect(scroll.indicatorStyle == .default && scroll.verticalScrollIndicatorInsets == .zero)
    scroll.scrollsToTop = false
    scroll.decelerationRate = .fast
    scroll.keyboardDismissMode = .interactive
    scroll.delaysContentTouches = false
    scroll.canCancelContentTouches = false
    scroll.minimumZoomScale = 0.5
    scroll.maximumZoomScale = 4
    scroll.bouncesZoom = false
    scroll.indicatorStyle = .white
    #expect(!scroll.scrollsToTop && !scroll.delaysContentTouches && !scroll.canCancelContentTouches)
    #expect(scroll.decelerationRate.rawValue == 0.99 && scroll.keyboardDismissMode == .interactive)
    #expect(scroll.minimumZoomScale == 0.5 && scroll.maximumZoomScale == 4 && !scroll.bouncesZoom)
    #expect(scroll.indicatorStyle == .white)
    // The insets of both indicators at once, as before iOS 13; each apart since.
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    scroll.scrollIndicatorInsets = insets
    #expect(scroll.verticalScrollIndicatorInsets == insets)
    #expect(scroll.horizontalScrollIndicatorInsets == insets)
    scroll.horizontalScrollIndicatorInsets = .zero
    #expect(scroll.scrollIndicatorInsets == insets)
    // None of it moves the content.
    #expect(scroll.contentOffset == .zero)
  }

  @Test @MainActor func aViewsLayoutMarginsAreEightPointsUnlessSetAndReadByEitherName() {
    let view = UIView()
    #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(!view.preservesSuperviewLayoutMargins && view.insetsLayoutMarginsFromSafeArea)
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    view.layoutMargins.right = 10
    #expect(view.directionalLayoutMargins.trailing == 10)
    view.preservesSuperviewLayoutMargins = true
    view.insetsLayoutMarginsFromSafeArea = false
    #expect(view.preservesSuperviewLayoutMargins && !view.insetsLayoutMarginsFromSafeArea)
    #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets())
  }

  @Test @MainActor func aChangeOfMarginsIsToldToTheViewThenToItsViewController() {
    final class Card: UIView {
      var notes: [String] = []
      override func layoutMarginsDidChange() { notes.append("view \(layoutMargins.left)") }
    }
    final class Screen: UIViewController {
      override func loadView() { view = Card() }
      override func viewLayoutMarginsDidChange() {
        (view as? Card)?.notes.append("view controller")
      }
    }
    let screen = Screen()
    let card = screen.view as? Card
    card?.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    #expect(card?.notes == [], "the same margins: no change")
    card?.directionalLayoutMargins.leading = 20
    #expect(card?.notes == ["view 20.0", "view controller"])
  }

  @Test @MainActor func aViewControllerKeepsWhetherItAdjustsScrollViewInsets() {
    let controller = UIViewController()
    #expect(controller.automaticallyAdjustsScrollViewInsets)
    controller.automaticallyAdjustsScrollViewInsets = false
    #expect(!controller.automaticallyAdjustsScrollViewInsets)
    controller.automaticallyAdjustsScrollViewInsets = true
    #expect(controller.automaticallyAdjustsScrollViewInsets)
  }

  @Test @MainActor func theSystemsMinimumMarginsFollowTheWidthsSizeClass() {
    let phone = UIViewController()
    #expect(phone.viewRespectsSystemMinimumLayoutMargins)
    phone.viewRespectsSystemMinimumLayoutMargins = false
    #expect(!phone.viewRespectsSystemMinimumLayoutMargins)
    #expect(phone.systemMinimumLayoutMargins.leading == 16)
    let large = UIViewController()
    large.view.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
    #expect(
      large.systemMinimumLayoutMargins
        == NSDirectionalEdgeInsets(
          top: 0, leading: 20, bottom: 0, trailing: 20))
  }

  /// A container hears a child's preferred size change, never a fitting size change (the
  /// model computes none).
  @Test @MainActor func aContainerHearsPreferredSizesButNoFittingSizes() {
    final class Container: UIViewController {
      var heard: [String] = []
      override func preferredContentSizeDidChange(
        forChildContentContainer container: any UIContentContainer
      ) { heard.append("preferred") }
      override func systemLayoutFittingSizeDidChange(
        forChildContentContainer container: any UIContentContainer
      ) { heard.append("fitting") }
    }
    let container = Container()
    let child = UIViewController()
    container.addChild(child)
    child.didMove(toParent: container)
    child.preferredContentSize = CGSize(width: 100, height: 100)
    child.view.frame.size = CGSize(width: 50, height: 50)
    #expect(container.heard == ["preferred"])
  }

  /// A dimension at most or at least another's multiple: made as UIKit makes it, kept and said
  /// not to be solved (the model solves equalities only).
  @Test @MainActor func aDimensionBoundByAnothersMultipleIsKeptUnsolved() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let content = UIView()
    container.addSubview(content)
    content.translatesAutoresizingMaskIntoConstraints = false
    let most = content.widthAnchor.constraint(
      lessThanOrEqualTo: container.widthAnchor, multiplier: 0.8)
    let least = content.heightAnchor.constraint(
      greaterThanOrEqualTo: container.heightAnchor, multiplier: 0.25, constant: 10)
    #expect(most.relation == .lessThanOrEqual && most.multiplier == 0.8 && most.constant == 0)
    #expect(least.relation == .greaterThanOrEqual && least.multiplier == 0.25)
    #expect(least.constant == 10 && most.firstAttribute == .width)
    #expect(least.secondAttribute == .height)
    NSLayoutConstraint.activate([most, least])
    #expect(content._unmodelledConstraints.count == 2)
    let other = content.widthAnchor.constraint(
      greaterThanOrEqualTo: container.widthAnchor, multiplier: 0.1)
    let bound = content.widthAnchor.constraint(
      lessThanOrEqualTo: container.widthAnchor, multiplier: 1, constant: -8)
    #expect(other.relation == .greaterThanOrEqual && bound.constant == -8)
  }

  @Test func imagesKeepTheirRenderingModeAndSymbolConfiguration() throws {
    let image = try #require(UIImage(named: "logo"))
    #expect(image.renderingMode == .automatic && image.symbolConfiguration == nil)
    let template = image.withRenderingMode(.alwaysTemplate)
    #expect(template.renderingMode == .alwaysTemplate && template == image)
    let bold = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
    let star = try #require(UIImage(systemName: "star", withConfiguration: bold))
    #expect(star.symbolConfiguration == bold)
    let large = try #require(star.applyingSymbolConfiguration(.init(scale: .large)))
    #expect(
      large.symbolConfiguration?.pointSize == 20 && large.symbolConfiguration?.weight == .bold)
    #expect(large.symbolConfiguration?.scale == .large)
    #expect(star.withConfiguration(.init(weight: .light)).symbolConfiguration?.pointSize == 0)
  }

  @Test @MainActor func aViewKeepsItsGuidesAndFitsTheSizeItHas() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let other = UIView()
    let guide = UILayoutGuide()
    view.addLayoutGuide(guide)
    #expect(view.layoutGuides.count == 1 && guide.owningView === view)
    other.addLayoutGuide(guide)
    #expect(
      view.layoutGuides.isEmpty && other.layoutGuides.count == 1 && guide.owningView === other)
    other.removeLayoutGuide(guide)
    #expect(other.layoutGuides.isEmpty && guide.owningView == nil)
    #expect(view.readableContentGuide === view.readableContentGuide)
    #expect(view.readableContentGuide.layoutFrame == view.bounds)
    #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == view.bounds.size)
    view.setNeedsDisplay()
    #expect(view.bounds.size == CGSize(width: 300, height: 200))
    let button = UIButton(type: .system)
    #expect(
      button.contentHorizontalAlignment == .center && button.contentVerticalAlignment == .center)
    button.contentHorizontalAlignment = .leading
    #expect(button.contentHorizontalAlignment == .leading)
  }

  @Test func geometryComparesUnderCoreGraphicsNames() {
    #expect(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
    #expect(!CGSize(width: 1, height: 2).equalTo(CGSize(width: 2, height: 1)))
    #expect(CGPoint(x: 3, y: 4).equalTo(CGPoint(x: 3, y: 4)))
    #expect(!CGPoint(x: 3, y: 4).equalTo(.zero))
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(rect.equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)))
    #expect(!rect.equalTo(CGRect(x: 1, y: 2, width: 3, height: 5)))
  }

  @Test func theSystemsColoursAreTheirLightAppearances() {
    #expect(UIColor.systemPink == UIColor(red: 1, green: 45 / 255, blue: 85 / 255, alpha: 1))
    #expect(
      UIColor.systemGreen == UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1))
    #expect(
      UIColor.secondaryLabel == UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6))
    #expect(UIColor.systemGray6 == UIColor.secondarySystemBackground)
    #expect(UIColor.link != UIColor.systemBlue.withAlphaComponent(0.5))
    #expect(UIColor.magenta == UIColor(red: 1, green: 0, blue: 1, alpha: 1))
  }

  @Test("a context menu's preview keeps its view, its parameters and its target")
  @MainActor func aContextMenuPreviewKeepsWhatItWasGiven() {
    let photo = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
    let parameters = UIPreviewParameters()
    parameters.backgroundColor = .clear
    let target = UIPreviewTarget(container: UIView(), center: CGPoint(x: 5, y: 6))
    let preview = UITargetedPreview(view: photo, parameters: parameters, target: target)
    #expect(preview.view === photo && preview.parameters.backgroundColor == .clear)
    #expect(preview.target?.center == CGPoint(x: 5, y: 6) && preview.size == photo.bounds.size)
    #expect(UITargetedPreview(view: photo).target == nil)
  }
}
