import Containment
import ContainmentTestSupport
import Testing

/// L3: only a view that is not visible is released, and `viewDidUnload` follows.
@Suite struct UnloadingTests {
  @Test("L3: hidden view is released then reloaded") func hiddenViewIsReleasedThenReloaded() {
    let log = LifecycleLog()
    let child = RecordingViewController(
      id: ViewControllerID(1), viewPayloadBytes: 4096, observer: log)
    weak let firstView = child.view
    #expect(child.unloadView())
    #expect(!child.isViewLoaded)
    #expect(firstView == nil, "the released view must be deallocated")
    #expect(child.calls.suffix(2) == ["viewWillUnload", "viewDidUnload"], "iOS 5's order")
    _ = child.view
    #expect(child.viewLoadCount == 2)
    #expect(
      log.events(of: child.id) == [
        .loadView, .viewDidLoad, .viewWillUnload, .viewDidUnload, .loadView, .viewDidLoad,
      ])
  }

  @Test("L3: view in a window is kept") func viewInAWindowIsKept() {
    let window = Window()
    let child = ViewController(id: ViewControllerID(1))
    window.rootView.addSubview(child.view)
    #expect(!child.unloadView())
    #expect(child.isViewLoaded)
  }

  @Test(
    "L3: view of an appearing or shown controller is kept",
    arguments: [AppearanceState.appearing, .appeared, .disappearing])
  func viewOfAnAppearingOrShownControllerIsKept(state: AppearanceState) {
    let child = ViewController(id: ViewControllerID(1))
    child.drive(to: state)
    #expect(child.isViewVisible)
    #expect(!child.unloadView())
    child.deliverMemoryWarning()
    #expect(child.isViewLoaded)
  }

  @Test("L3: memory warning releases a hidden view") func memoryWarningReleasesAHiddenView() {
    let log = LifecycleLog()
    let child = ViewController(id: ViewControllerID(1), observer: log)
    _ = child.view
    child.deliverMemoryWarning()
    #expect(!child.isViewLoaded)
    #expect(
      log.events(of: child.id).suffix(3) == [
        .didReceiveMemoryWarning, .viewWillUnload, .viewDidUnload,
      ])
  }
}
