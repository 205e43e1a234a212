#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// The settings tab's root: it shows the store's figures and presents the onboarding again.
public final class SettingsViewController: UIViewController, @unchecked Sendable {
  let app: NotesApp
  /// How many notes the screen last showed.
  public private(set) var shownCount = 0

  /// The settings of `app`.
  public init(app: NotesApp) {
    self.app = app
    super.init(nibName: nil, bundle: nil)
    title = "Settings"
    tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
  }

  /// Never made from a storyboard.
  public required init?(coder: NSCoder) { nil }

  public override func viewWillAppear(_ animated: Bool) {
    // Planted `forgets-super`: the call below left out.
    if !app.makes(.forgetsSuper) { super.viewWillAppear(animated) }
    shownCount = app.store.notes.count
  }

  /// The "Show onboarding" row: the onboarding presented full screen, unless covered or a
  /// transition runs.
  public func showOnboardingTapped(animated: Bool) {
    guard navigationController?.topViewController === self, viewIfLoaded?.window != nil,
      presentedViewController == nil, transitionCoordinator == nil
    else { return }
    let onboarding = OnboardingViewController(app: app)
    onboarding.modalPresentationStyle = .fullScreen
    present(onboarding, animated: animated)
  }
}
