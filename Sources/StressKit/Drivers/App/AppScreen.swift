import ContainmentCore
import Foundation
import UIKitContainment

/// What the app's screens share: the data they show, the mistakes planted in their code, and
/// how one makes a notice to present.
final class AppModel {
  /// The data's revision: each editor saved moves it on.
  var revision = 0
  /// How many screens were made: the n-th screen's kind comes from it.
  var screensMade = 0
  /// The planted mistakes.
  let refreshesOnlyInWillAppear: Bool
  let restartsTicker: Bool
  let dismissesTwice: Bool
  let pushesMidTransition: Bool
  let presentsFromAnywhere: Bool
  /// The tickers scheduled, as a run loop keeps its timers: each holds its screen until it is
  /// invalidated.
  @exclusivity(unchecked) var tickers: [Ticker] = []
  /// Makes a screen of the workload's for a notice (a child without payload).
  var makeNotice: () -> UIViewController? = { nil }

  init(bugs: Set<AppDriver.Bug>) {
    refreshesOnlyInWillAppear = bugs.contains(.refreshesOnlyInWillAppear)
    restartsTicker = bugs.contains(.restartsTicker)
    dismissesTwice = bugs.contains(.dismissesTwice)
    pushesMidTransition = bugs.contains(.pushesMidTransition)
    presentsFromAnywhere = bugs.contains(.presentsFromAnywhere)
  }
}

/// One of the app's screens, written as an app's screen is written for UIKit: it shows the
/// app's data (refreshed as it appears and when an editor it presented saves), ticks live
/// while on screen (a timer started in `viewWillAppear`, stopped in `viewDidDisappear`), one in
/// three starts a load as it first appears whose failure it
/// presents later from `DispatchQueue.main`, and its actions are what the user's taps run.
///
/// Each action asks what careful app code asks before it acts (UIKit lets the user tap while
/// a transition runs): the planted mistakes (``AppDriver/Bug``) leave one question out.
final class AppScreen: UIKitStressChild {
  let model: AppModel
  /// The revision of the data the screen shows.
  private(set) var shownRevision: Int
  /// The screen that presented this one as its editor, told when it saves (held weakly).
  var source: AppScreen? {
    get { sourceAnchor?.target }
    set { sourceAnchor = newValue?.anchor }
  }
  private weak var sourceAnchor: Anchor<AppScreen>?
  /// What weak references to this screen refer to (`Anchor`).
  private(set) lazy var anchor = Anchor(self)
  /// Its timer while it ticks live (on screen).
  @exclusivity(unchecked) private var ticker: Ticker?
  /// The delegate of this editor's sheet, while it is one.
  var swipeWatcher: SwipeWatcher?
  /// Whether its load fails (then presented as a notice), and whether it has started.
  private let failsToLoad: Bool
  private var loadStarted = false
  /// Whether it is fully on screen: from its `viewDidAppear` to its `viewWillDisappear` (what
  /// careful app code asks before it acts, since a page settling or a view controller leaving
  /// has no coordinator to ask).
  private var isShown = false
  /// Whether it is a notice (an alert: it only goes when tapped, and loads nothing).
  var isNotice = false
  /// The item a tapped notification opens, pushed as this screen next appears
  /// (`AppDriver+Notifications`).
  var pendingItem: UIViewController?

  init(
    model: AppModel, registration: ViewControllerRegistration, payload: Int, viewDepth: Int,
    in context: StressContext
  ) {
    self.model = model
    shownRevision = model.revision
    model.screensMade &+= 1
    failsToLoad = model.screensMade % 3 == 2
    super.init(registration: registration, payload: payload, viewDepth: viewDepth, in: context)
  }

  required init?(coder: NSCoder) {
    preconditionFailure("an app's screen is never decoded")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    refresh()
    startTicking()
    openPendingItem()
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    isShown = true
    guard failsToLoad, !loadStarted, !isNotice else { return }
    loadStarted = true
    let screen = WeakScreen(self)
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { screen.value?.loadFailed() }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    isShown = false
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    ticker?.invalidate()
    ticker = nil
  }

  /// Under memory pressure a screen covered in its stack lets its view go, as Apple advised
  /// apps to since iOS 6 took the release away from UIKit ("if the view is not visible, set it
  /// to nil"): it loads again, through `viewDidLoad`, when the stack shows it again.
  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    guard isViewLoaded, let navigation = navigationController,
      navigation.topViewController !== self, view.window == nil
    else { return }
    view = nil
  }

  /// The item a tapped notification opens, pushed unanimated as the screen appears, while its
  /// navigation controller is itself appearing: UIKit shows the item in its place (this
  /// screen disappears at once, its `viewDidAppear` never comes).
  private func openPendingItem() {
    guard let item = pendingItem else { return }
    pendingItem = nil
    guard let navigation = navigationController, navigation.topViewController === self else {
      return
    }
    navigation.pushViewController(item, animated: false)
  }

  /// Shows the app's data as it is now.
  private func refresh() { shownRevision = model.revision }

  /// Ticks while on screen: a timer that holds the screen until it is invalidated.
  ///
  /// Started again while one ticks (a second `viewWillAppear`, as a cancelled back swipe gives), the
  /// first is never stopped (planted: `restarts-ticker`).
  private func startTicking() {
    if !model.restartsTicker, ticker != nil { return }
    ticker = Ticker(scheduledFor: self, in: model)
  }

  /// What a tick does.
  func tick() { refresh() }

  /// The load's failure, presented as a notice when the screen is still on screen with
  /// nothing over it (planted: `presents-from-anywhere` does not ask).
  private func loadFailed() {
    if !model.presentsFromAnywhere {
      guard isShown, viewIfLoaded?.window != nil, presentedViewController == nil,
        transitionCoordinator == nil
      else { return }
    }
    guard let notice = model.makeNotice() else { return }
    (notice as? AppScreen)?.isNotice = true
    present(notice, animated: true)
  }

  // MARK: - What the user's taps run

  /// A row tapped: `detail` pushed, unless a transition runs (planted:
  /// `pushes-mid-transition` does not ask).
  func open(_ detail: UIViewController, animated: Bool) {
    guard !isNotice, let navigation = navigationController else { return }
    if !model.pushesMidTransition {
      guard navigation.transitionCoordinator == nil, navigation.topViewController === self else {
        return
      }
    }
    navigation.pushViewController(detail, animated: animated)
  }

  /// The back button tapped.
  func goBack(animated: Bool) {
    guard let navigation = navigationController, navigation.transitionCoordinator == nil,
      navigation.topViewController === self, navigation.viewControllers.count > 1
    else { return }
    _ = navigation.popViewController(animated: animated)
  }

  /// The edit button tapped: `editor` presented, told whom to tell when it saves.
  func edit(in editor: AppScreen, fullScreen: Bool, animated: Bool) {
    guard !isNotice, isShown, viewIfLoaded?.window != nil, presentedViewController == nil,
      transitionCoordinator == nil
    else { return }
    editor.source = self
    editor.modalPresentationStyle = fullScreen ? .fullScreen : .pageSheet
    // A sheet may be swiped away: its presentation controller says so to the editor's watcher
    // (a delegate of its own, kept by the editor: a weak reference to the screen itself
    // would slow every retain of it).
    if !fullScreen, let sheet = editor.sheetPresentationController {
      let watcher = SwipeWatcher(editor)
      editor.swipeWatcher = watcher
      sheet.delegate = watcher
    }
    present(editor, animated: animated)
  }

  /// The save button tapped on this screen, presented: the data moves on, the screen goes
  /// and its source is told.
  ///
  /// A notice (no source) only goes.
  func save(animated: Bool) {
    guard presentingViewController != nil, !isBeingPresented, !isBeingDismissed,
      presentedViewController == nil
    else { return }
    let source = source
    if source != nil { model.revision &+= 1 }
    dismiss(animated: animated)
    source?.editorDidSave(animated: animated)
  }

  /// The editor this screen presented was swiped away, unsaved: what it presented may have
  /// saved, and this screen, left on screen under the sheet, heard no `viewWillAppear`.
  fileprivate func editorWasSwipedAway() {
    if !model.refreshesOnlyInWillAppear { refresh() }
  }

  /// An editor this screen presented saved: show the new data (planted:
  /// `refreshes-only-in-will-appear` waits for a `viewWillAppear` that a sheet's dismissal
  /// never brings since iOS 13); and, planted `dismisses-twice`, dismiss it as well.
  private func editorDidSave(animated: Bool) {
    if !model.refreshesOnlyInWillAppear { refresh() }
    if model.dismissesTwice { dismiss(animated: animated) }
  }
}

/// What an editor's sheet tells when it is swiped away, for the editor.
final class SwipeWatcher: UIAdaptivePresentationControllerDelegate {
  private weak var editor: Anchor<AppScreen>?

  init(_ editor: AppScreen) { self.editor = editor.anchor }

  /// The editor's sheet was swiped away: its source is told, as an app must since iOS 13.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    editor?.target.source?.editorWasSwipedAway()
  }
}

/// A screen held weakly, for a block queued on the main queue.

private final class WeakScreen: @unchecked Sendable {
  private weak var anchor: Anchor<AppScreen>?
  var value: AppScreen? { anchor?.target }
  @MainActor init(_ value: AppScreen) { anchor = value.anchor }
}

/// A repeating timer as an app schedules one (`Timer.scheduledTimer(withTimeInterval:
/// repeats:block:)` with a block naming its screen): the run loop keeps it, and it keeps its
/// screen, until it is invalidated.
///
/// The app's own, from before `UIKitContainment` had timers: its ticks never come (nothing the
/// checks read depends on them), and its runs and kept cases are as they were. The layer's
/// `Timer.scheduledTimer` would now do (it lets its block go when invalidated, and a timer
/// leaves the clock idle), ticks included.
final class Ticker {
  let screen: AppScreen
  private unowned let model: AppModel

  /// Schedules a ticker for `screen` on `model`'s run loop.
  init(scheduledFor screen: AppScreen, in model: AppModel) {
    self.screen = screen
    self.model = model
    model.tickers.append(self)
  }

  /// Takes it off the run loop: it no longer holds its screen.
  func invalidate() { model.tickers.removeAll { $0 === self } }
}
