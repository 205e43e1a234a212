import Testing
import UIKitContainment

/// Attributes with a value of their own, which their layout names as its attributes' class.
private final class DepthAttributes: UICollectionViewLayoutAttributes {
  var depth = 0
}

/// A flow layout whose attributes are ``DepthAttributes``, as UIKit code asks for them.
private final class DepthLayout: UICollectionViewFlowLayout {
  override class var layoutAttributesClass: AnyClass { DepthAttributes.self }
}

/// A scroll view that a drag may never take touches from.
private final class HoldingScrollView: UIScrollView {
  override var scrollsToTop: Bool {
    get { false }
    set {}
  }
  override func touchesShouldCancel(in view: UIView) -> Bool { false }
}

/// A knob that follows the finger itself, as a custom control does, and stops after
/// `movesFollowed` moves.
private final class Knob: UIControl {
  var log: [String] = []
  var movesFollowed = Int.max

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    log.append("begin tracking \(isTracking)")
    return true
  }

  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    movesFollowed -= 1
    log.append("continue inside \(isTouchInside)")
    return movesFollowed > 0
  }

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) { log.append("end") }
  override func cancelTracking(with event: UIEvent?) { log.append("cancel") }
}

/// What UIKit code overrides on UIKit's classes and the model then asks: a layout's attributes
/// class (the flow layout makes its attributes of it), a scroll view's and a text field's hooks
/// with UIKit's defaults and a subclass's answers.
@MainActor @Suite struct SubclassHookTests {
  @Test func aFlowLayoutMakesItsAttributesOfTheClassItNames() {
    let stage = UIKitStage()
    stage.run {
      let items = UICollectionViewTests.Items([5])
      let layout = DepthLayout()
      layout.itemSize = CGSize(width: 100, height: 100)
      let grid = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 220), collectionViewLayout: layout)
      grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
      grid.dataSource = items
      grid.layoutIfNeeded()
      let made = layout.layoutAttributesForElements(in: grid.bounds) ?? []
      #expect(made.count == 5 && made.allSatisfy { $0 is DepthAttributes })
      #expect(
        ObjectIdentifier(UICollectionViewFlowLayout.layoutAttributesClass)
          == ObjectIdentifier(UICollectionViewLayoutAttributes.self))
    }
  }

  @Test func aScrollViewAnswersAsUIKitsOrAsItsSubclassSays() {
    let plain = UIScrollView()
    #expect(plain.scrollsToTop && plain.touchesShouldCancel(in: UIView()))
    #expect(!plain.touchesShouldCancel(in: UIButton()))
    let holding: UIScrollView = HoldingScrollView()
    holding.scrollsToTop = true
    #expect(!holding.scrollsToTop && !holding.touchesShouldCancel(in: UIView()))
  }

  @Test func aControlFollowsTheFingerThroughItsTrackingMethods() {
    let knob = Knob(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    knob.addAction(UIAction { _ in knob.log.append("down") }, for: .touchDown)
    knob.addAction(UIAction { _ in knob.log.append("up inside") }, for: .touchUpInside)
    let finger = knob._touchDown(at: CGPoint(x: 50, y: 50))
    #expect(knob.isTracking && knob.isTouchInside)
    finger._move(byX: 10, y: 0)
    finger._move(byX: 100, y: 0)
    #expect(knob.isTracking && !knob.isTouchInside)
    finger._move(byX: -100, y: 0)
    finger._lift()
    #expect(
      knob.log == [
        "down", "begin tracking true", "continue inside true", "continue inside false",
        "continue inside true", "end", "up inside",
      ])
    #expect(!knob.isTracking)
    knob.log = []
    knob.movesFollowed = 1
    let second = knob._touchDown(at: CGPoint(x: 50, y: 50))
    second._move(byX: 5, y: 0)
    second._move(byX: 5, y: 0)
    #expect(!knob.isTracking)
    second._cancel()
    #expect(knob.log == ["down", "begin tracking true", "continue inside true"])
  }

  @Test func aTextFieldsTextLeavesRoomForItsSideViews() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    let bounds = field.bounds
    #expect(field.textRect(forBounds: bounds) == bounds)
    field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    field.leftViewMode = .always
    #expect(field.leftViewRect(forBounds: bounds) == CGRect(x: 0, y: 10, width: 30, height: 20))
    #expect(field.textRect(forBounds: bounds) == CGRect(x: 30, y: 0, width: 170, height: 40))
    #expect(field.editingRect(forBounds: bounds) == field.textRect(forBounds: bounds))
  }
}
