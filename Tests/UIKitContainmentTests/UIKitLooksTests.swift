import ContainmentCore
import Testing
import UIKitContainment

/// What a view looks like beyond its colour, and the text and images it shows: kept and read
/// back as UIKit's, never drawn.
@Suite struct UIKitLooksTests {
  @Test @MainActor func aViewsLayerIsItsClippingAndItsOpacity() {
    let view = UIView()
    #expect(view.layer === view.layer)
    view.layer.masksToBounds = true
    view.layer.opacity = 0.5
    #expect(view.clipsToBounds && view.alpha == 0.5)
    view.clipsToBounds = false
    view.alpha = 1
    #expect(!view.layer.masksToBounds && view.layer.opacity == 1)
    view.clipsToBounds = true
    #expect(view.layer.masksToBounds)
    view.layer.cornerRadius = 12
    view.layer.cornerCurve = .continuous
    view.layer.borderColor = UIColor.red.cgColor
    #expect(view.layer.cornerRadius == 12 && view.layer.cornerCurve == .continuous)
    #expect(view.layer.borderColor.map(UIColor.init(cgColor:)) == .red)
    let loose = CALayer()
    loose.masksToBounds = true
    loose.opacity = 0.25
    #expect(loose.masksToBounds && loose.opacity == 0.25)
  }

  @Test @MainActor func transformsComposeAsCoreGraphicsDoes() {
    let move = CGAffineTransform(translationX: 10, y: 20)
    let grow = CGAffineTransform(scaleX: 2, y: 3)
    // `concatenating`: this one first, then the other.
    #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(grow)) == CGPoint(x: 22, y: 63))
    #expect(CGPoint(x: 1, y: 1).applying(grow.concatenating(move)) == CGPoint(x: 12, y: 23))
    // `translatedBy`, `scaledBy`: the new step first.
    #expect(grow.translatedBy(x: 10, y: 20) == move.concatenating(grow))
    #expect(move.scaledBy(x: 2, y: 3) == grow.concatenating(move))
    let turn = CGAffineTransform(rotationAngle: .pi / 2)
    let turned = CGPoint(x: 1, y: 0).applying(turn)
    #expect(abs(turned.x) < 1e-9 && abs(turned.y - 1) < 1e-9)
    let round = move.concatenating(grow).rotated(by: 0.3)
    let back = round.concatenating(round.inverted())
    #expect(abs(back.a - 1) < 1e-9 && abs(back.b) < 1e-9 && abs(back.tx) < 1e-9)
    #expect(
      CGSize(width: 2, height: 1).applying(grow.concatenating(move)) == CGSize(width: 4, height: 3))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.transform.isIdentity)
    view.transform = grow
    #expect(view.transform == grow && view.bounds.size == CGSize(width: 100, height: 50))
  }

  @Test @MainActor func labelsAndImageViewsTakeNoTouchesUnlessTold() {
    let label = UILabel()
    let image = UIImageView(image: UIImage(systemName: "star"))
    #expect(!label.isUserInteractionEnabled && !image.isUserInteractionEnabled)
    // `null_resettable`: nil puts the default back.
    label.font = .boldSystemFont(ofSize: 30)
    label.font = nil
    label.textColor = nil
    #expect(label.font == .systemFont(ofSize: 17) && label.textColor == .label)
    #expect(label.numberOfLines == 1 && label.font == .systemFont(ofSize: 17))
    #expect(image.image == UIImage(systemName: "star") && image.contentMode == .scaleToFill)
    // A tap on a label that takes no touches reaches nothing; told to, it recognizes.
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    label.frame = root.bounds
    root.addSubview(label)
    var taps = 0
    label.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
    label._touchDown(at: CGPoint(x: 10, y: 10))._lift()
    #expect(taps == 0)
    label.isUserInteractionEnabled = true
    label._touchDown(at: CGPoint(x: 10, y: 10))._lift()
    #expect(taps == 1)
  }

  @Test("a Core Graphics colour counts its components by colour space and copies its alpha")
  func coreGraphicsColoursCountTheirComponents() {
    let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
    #expect(red.numberOfComponents == 4 && red.components == [1, 0, 0, 1])
    #expect(red.copy(alpha: 0.5)?.components == [1, 0, 0, 0.5])
    let grey = CGColor(gray: 0.5, alpha: 0.8)
    #expect(grey.numberOfComponents == 2 && grey.alpha == 0.8)
    #expect(UIColor(cgColor: grey).cgColor.components == [0.5, 0.5, 0.5, 0.8])
    #expect(CGColor.black.components == [0, 1] && CGColor.clear.alpha == 0)
    #expect(grey.copy(alpha: 1)?.components == [0.5, 1])
  }

  @Test func fontsHaveTheirSizesAndWeights() {
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    #expect(
      UIFont.preferredFont(forTextStyle: .headline) == .systemFont(ofSize: 17, weight: .semibold))
    #expect(UIFont.boldSystemFont(ofSize: 15) != .systemFont(ofSize: 15))
    #expect(UIFont.systemFont(ofSize: 15).withSize(20) == .systemFont(ofSize: 20))
  }

  @Test @MainActor func aButtonsTitleColourAndLabelFollowItsState() {
    let button = UIButton(type: .system)
    button.setTitle("Save", for: .normal)
    button.setTitleColor(.blue, for: .normal)
    button.setTitleColor(.gray, for: .disabled)
    #expect(button.titleColor(for: .highlighted) == .blue)
    #expect(button.titleColor(for: .disabled) == .gray)
    #expect(button.titleLabel?.text == "Save" && button.titleLabel === button.titleLabel)
    button.setTitle("Saving", for: .disabled)
    button.isEnabled = false
    #expect(button.titleLabel?.text == "Saving")
  }

  @Test("font metrics scale nothing at the default Dynamic Type size, and cap a font asked to")
  func fontMetricsAtTheDefaultSize() {
    let title = UIFontMetrics(forTextStyle: .title1)
    let font = UIFont.systemFont(ofSize: 28, weight: .bold)
    #expect(title.textStyle == .title1 && UIFontMetrics.default.textStyle == .body)
    #expect(title.scaledFont(for: font) == font)
    #expect(title.scaledFont(for: font, compatibleWith: UITraitCollection()) == font)
    #expect(title.scaledFont(for: font, maximumPointSize: 20).pointSize == 20)
    #expect(title.scaledFont(for: font, maximumPointSize: 40) == font)
    #expect(title.scaledFont(for: font, maximumPointSize: 0) == font)
    #expect(title.scaledValue(for: 12) == 12)
    #expect(title.scaledValue(for: 12, compatibleWith: nil) == 12)
  }
}

/// `UIViewPropertyAnimator` on the clock: changes made at the start, completions at the end.
@Suite struct UIViewPropertyAnimatorTests {
  /// A one-second linear animator started on a stage's clock, and the positions it ended at.
  @MainActor final class Started {
    let stage = UIKitStage()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
    var ended: [UIViewAnimatingPosition] = []

    init() {
      animator.addCompletion { [unowned self] in ended.append($0) }
      stage.run { animator.startAnimation() }
    }
  }

  @Test @MainActor func anAnimatorEndsWhenTheClockReachesItsDuration() throws {
    let stage = UIKitStage()
    let view = UIView()
    var ended: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) { view.alpha = 0 }
    animator.addCompletion { ended.append($0) }
    #expect(view.alpha == 1 && animator.state == .inactive)
    stage.run { animator.startAnimation() }
    #expect(view.alpha == 0 && animator.isRunning && animator.state == .active)
    try stage.run { _ = try stage.clock.advance(by: 100) }
    #expect(animator.fractionComplete == 0.25 && ended.isEmpty)
    try stage.run { _ = try stage.clock.advance(by: 300) }
    #expect(ended == [.end] && animator.state == .inactive && !animator.isRunning)
  }

  @Test @MainActor func aPauseHoldsTheEndAndAStartRunsOnFromThere() throws {
    let run = Started()
    let (stage, animator) = (run.stage, run.animator)
    try stage.run { _ = try stage.clock.advance(by: 400) }
    animator.pauseAnimation()
    try stage.settle()
    #expect(run.ended.isEmpty && animator.fractionComplete == 0.4 && animator.state == .active)
    animator.fractionComplete = 0.9
    stage.run { animator.startAnimation() }
    try stage.run { _ = try stage.clock.advance(by: 99) }
    #expect(run.ended.isEmpty)
    try stage.run { _ = try stage.clock.advance(by: 1) }
    #expect(run.ended == [.end])
  }

  @Test @MainActor func reversedItEndsAtTheStart() throws {
    let run = Started()
    let (stage, animator) = (run.stage, run.animator)
    try stage.run { _ = try stage.clock.advance(by: 300) }
    animator.pauseAnimation()
    animator.isReversed = true
    stage.run { animator.startAnimation() }
    try stage.run { _ = try stage.clock.advance(by: 300) }
    #expect(run.ended == [.start] && animator.fractionComplete == 0)
  }

  @Test @MainActor func aStopEitherDropsTheCompletionsOrWaitsForTheFinish() throws {
    let stage = UIKitStage()
    var ended: [String] = []
    let dropped = UIViewPropertyAnimator(duration: 1, curve: .linear)
    dropped.addCompletion { _ in ended.append("dropped") }
    let waiting = UIViewPropertyAnimator(duration: 1, curve: .linear)
    waiting.addCompletion { ended.append("waiting at \($0)") }
    stage.run {
      dropped.startAnimation()
      waiting.startAnimation()
    }
    try stage.run { _ = try stage.clock.advance(by: 500) }
    dropped.stopAnimation(true)
    waiting.stopAnimation(false)
    #expect(dropped.state == .inactive && waiting.state == .stopped)
    try stage.settle()
    #expect(ended.isEmpty)
    waiting.finishAnimation(at: .current)
    #expect(ended == ["waiting at current"] && waiting.state == .inactive)
    // Stopped without finishing, its completions are gone: started again, it ends unheard.
    stage.run { dropped.startAnimation() }
    try stage.settle()
    #expect(ended == ["waiting at current"])
  }

  @Test @MainActor func reversedWhileItRunsItTurnsBackFromWhereItIs() throws {
    let run = Started()
    let (stage, animator) = (run.stage, run.animator)
    try stage.run { _ = try stage.clock.advance(by: 300) }
    stage.run { animator.isReversed = true }
    #expect(animator.fractionComplete == 0.3)
    try stage.run { _ = try stage.clock.advance(by: 100) }
    #expect(abs(animator.fractionComplete - 0.2) < 1e-9 && run.ended.isEmpty)
    try stage.run { _ = try stage.clock.advance(by: 200) }
    #expect(run.ended == [.start])
  }

  @Test @MainActor func aDelayedStartHoldsWhatWasDoneUntilItStarts() throws {
    let stage = UIKitStage()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
    animator.pauseAnimation()
    animator.fractionComplete = 0.5
    stage.run { animator.startAnimation(afterDelay: 0.5) }
    try stage.run { _ = try stage.clock.advance(by: 200) }
    #expect(animator.fractionComplete == 0.5)
    try stage.run { _ = try stage.clock.advance(by: 400) }
    #expect(abs(animator.fractionComplete - 0.6) < 1e-9)
  }

  @Test @MainActor func aRunningAnimatorStartsAfterItsDelay() throws {
    let stage = UIKitStage()
    let view = UIView()
    var ended: [UIViewAnimatingPosition] = []
    let animator = stage.run {
      UIViewPropertyAnimator.runningPropertyAnimator(
        withDuration: 0.2, delay: 0.1, options: [.curveEaseIn], animations: { view.alpha = 0.5 },
        completion: { ended.append($0) })
    }
    #expect(view.alpha == 0.5 && animator.isRunning)
    try stage.run { _ = try stage.clock.advance(by: 299) }
    #expect(ended.isEmpty)
    try stage.run { _ = try stage.clock.advance(by: 1) }
    #expect(ended == [.end])
  }
}
