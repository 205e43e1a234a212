import Containment
import Testing

#if canImport(Glibc)
import Glibc
#endif

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

  /// A payload is real memory: every page it spans is resident, the last one too when the
  /// buffer does not start on a page (a memory warning that frees it then gives pages back).
  @Test(arguments: [1, 4095, 4096, 4097, 3 * 4096 + 5, (1 << 20) + 123, (8 << 20) + 4095])
  func everyPageOfThePayloadIsResident(bytes: Int) throws {
    let view = View(payloadByteCount: bytes)
    let address = try #require(view.payloadAddress)
    let page = 4096
    let first = Int(bitPattern: address) / page * page
    let last = (Int(bitPattern: address) + bytes - 1) / page * page
    let pages = (last - first) / page + 1
    var resident = [UInt8](repeating: 0, count: pages)
    let status = resident.withUnsafeMutableBufferPointer {
      mincore(UnsafeMutableRawPointer(bitPattern: first), last + page - first, $0.baseAddress)
    }
    #expect(status == 0)
    let missing = resident.indices.filter { resident[$0] & 1 == 0 }
    #expect(missing.isEmpty, "pages not resident of \(pages): \(missing.prefix(8))")
    withExtendedLifetime(view) {}
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
