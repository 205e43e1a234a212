import Testing
import UIKitContainment

/// UIKit that public libraries' views and windows use (toast and entry banners, spinners):
/// each as UIKit does it, or as UIKit does while the view controllers decide.
@Suite struct UIKitFromPublicCodeTests {
  /// A banner's window, made in the scene as a subclass's initializer does it.
  final class BannerWindow: UIWindow {
    let name: String
    init(name: String, scene: UIWindowScene) {
      self.name = name
      super.init(windowScene: scene)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
  }

  @Test @MainActor func anImageViewAnimatesOnlyWithFrames() {
    let stage = UIKitStage()
    stage.run {
      let spinner = UIImageView()
      spinner.startAnimating()
      #expect(!spinner.isAnimating)
      spinner.animationImages = [UIImage(named: "a")!, UIImage(named: "b")!]
      spinner.animationDuration = 0.5
      spinner.startAnimating()
      #expect(spinner.isAnimating && spinner.animationRepeatCount == 0)
      spinner.stopAnimating()
      #expect(!spinner.isAnimating)
    }
  }

  /// A side menu's parallax: the effects are kept, once each, and nothing moves.
  @Test @MainActor func motionEffectsAreKeptOnceEach() {
    let background = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let horizontal = UIInterpolatingMotionEffect(
      keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    horizontal.minimumRelativeValue = -20
    horizontal.maximumRelativeValue = 20
    let group = UIMotionEffectGroup()
    group.motionEffects = [
      horizontal, UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis),
    ]
    background.addMotionEffect(group)
    background.addMotionEffect(group)
    background.addMotionEffect(horizontal)
    #expect(background.motionEffects.count == 2 && background.motionEffects[0] === group)
    #expect(horizontal.minimumRelativeValue as? Int == -20 && horizontal.keyPath == "center.x")
    background.removeMotionEffect(group)
    #expect(background.motionEffects.count == 1 && background.motionEffects[0] === horizontal)
    #expect(background.center == CGPoint(x: 50, y: 50))
  }

  @Test @MainActor func aSubclassOfTheWindowIsMadeInTheScene() throws {
    let stage = UIKitStage()
    stage.run {
      let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
      #expect(scene != nil)
      guard let scene else { return }
      let window = BannerWindow(name: "banner", scene: scene)
      #expect(window.name == "banner" && window.frame == UIScreen.main.bounds)
      #expect(window.windowScene === scene)
    }
  }

  /// The view controllers decide the status bar (iOS's default since iOS 9): the application's
  /// setters change nothing.
  @Test @MainActor func theApplicationsStatusBarSettersChangeNothing() {
    let stage = UIKitStage()
    stage.run {
      let application = UIApplication.shared
      let hidden = application.isStatusBarHidden
      let style = application.statusBarStyle
      application.isStatusBarHidden = !hidden
      application.statusBarStyle = .lightContent
      application.setStatusBarHidden(!hidden, with: .fade)
      application.setStatusBarStyle(.darkContent, animated: true)
      #expect(application.isStatusBarHidden == hidden && application.statusBarStyle == style)
    }
  }

  @Test @MainActor func askingForARotationRotatesNothing() {
    let stage = UIKitStage()
    let root = stage.run { UIViewController() }
    let window = stage.show(root)
    stage.run {
      UIViewController.attemptRotationToDeviceOrientation()
      root.setNeedsUpdateOfSupportedInterfaceOrientations()
    }
    #expect(window._modelWindow.orientation == .portrait)
  }
}
