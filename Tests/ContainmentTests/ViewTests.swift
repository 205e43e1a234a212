import Containment
import Testing

@Suite struct ViewTests {
  @Test func treeOperationsKeepParentAndChildrenConsistent() {
    let root = View()
    let a = View()
    let b = View()
    root.addSubview(a)
    root.insertSubview(b, below: a)
    #expect(
      root.subviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(b), ObjectIdentifier(a)])
    #expect(a.superview === root)
    b.addSubview(a)  // moves a under b
    #expect(root.subviews.count == 1)
    #expect(a.superview === b)
    #expect(a.isDescendant(of: root))
    a.removeFromSuperview()
    #expect(a.superview == nil)
    #expect(b.subviews.isEmpty)
  }

  @Test func addingAnAncestorAsSubviewIsIgnored() {
    let root = View()
    let child = View()
    root.addSubview(child)
    child.addSubview(root)
    #expect(root.superview == nil)
    #expect(child.subviews.isEmpty)
  }

  @Test func payloadIsFreedWithTheView() {
    weak var weakView: View?
    do {
      let view = View(payloadByteCount: 1 << 20)
      weakView = view
      #expect(view.payloadByteCount == 1 << 20)
    }
    #expect(weakView == nil)
    #expect(View(payloadByteCount: -5).payloadByteCount == 0)
  }

  @Test func windowIsFoundThroughTheSuperviewChain() {
    let window = Window()
    let outer = View()
    let inner = View()
    outer.addSubview(inner)
    #expect(inner.window == nil)
    window.rootView.addSubview(outer)
    #expect(inner.window === window)
  }
}

@Suite struct LifetimeTests {
  @Test func lifetimeCounterCountsViewsInAndOut() {
    let counter = LifetimeCounter()
    do {
      let kept = View(payloadByteCount: 16, lifetime: counter)
      _ = View(lifetime: counter)
      #expect(counter.created == 2)
      #expect(counter.live == 1)
      _ = kept
    }
    #expect(counter.live == 0)
    #expect(counter.deallocated == 2)
  }

  @Test("C9: a view controller reports its deallocation")
  func viewControllerReportsDeinit() {
    let log = LifecycleLog()
    do {
      let child = ViewController(id: ViewControllerID(4), observer: log)
      _ = child.view
    }
    #expect(log.lines == ["vc4 loadView", "vc4 viewDidLoad", "vc4 deinitialized"])
  }
}
