import Testing
import UIKitContainment

/// Autoresizing and the constraints the model solves give the frames UIKit would.
@Suite struct LayoutTests {
  private static let portrait = CGRect(x: 0, y: 0, width: 390, height: 844)

  @Test @MainActor func aFlexibleViewFollowsItsSuperviewsSize() {
    let container = UIView(frame: Self.portrait)
    let content = UIView(frame: container.bounds.insetBy(dx: 10, dy: 20))
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(content)
    container.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    #expect(content.frame == CGRect(x: 10, y: 20, width: 824, height: 350))
  }

  @Test @MainActor func flexibleMarginsShareTheChangeInProportion() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let badge = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 50))
    badge.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    container.addSubview(badge)
    container.bounds.size = CGSize(width: 700, height: 400)
    // Margins of 100 and 200 share 300: 100 and 200 more.
    #expect(badge.frame == CGRect(x: 200, y: 0, width: 100, height: 50))
  }

  @Test @MainActor func aViewWithoutAMaskKeepsItsFrame() {
    let container = UIView(frame: Self.portrait)
    let fixed = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
    container.addSubview(fixed)
    container.frame.size = CGSize(width: 100, height: 100)
    #expect(fixed.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
  }

  @Test @MainActor func constraintsPinningTheEdgesFollowTheSuperview() {
    let container = UIView(frame: Self.portrait)
    let content = UIView()
    container.addSubview(content)
    content.translatesAutoresizingMaskIntoConstraints = false
    let top = content.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor)
    NSLayoutConstraint.activate([
      top, content.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
      container.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: 16),
      content.bottomAnchor.constraint(equalTo: container.bottomAnchor),
    ])
    #expect(content.frame == CGRect(x: 16, y: 0, width: 358, height: 844))
    top.constant = 44
    #expect(content.frame == CGRect(x: 16, y: 44, width: 358, height: 800))
    container.frame.size = CGSize(width: 844, height: 390)
    #expect(content.frame == CGRect(x: 16, y: 44, width: 812, height: 346))
    #expect(content._unmodelledConstraints.isEmpty)
  }

  @Test @MainActor func aCentredViewOfAFixedSizeStaysCentred() {
    let container = UIView(frame: Self.portrait)
    let spinner = UIView()
    container.addSubview(spinner)
    spinner.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      spinner.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      spinner.centerYAnchor.constraint(equalTo: container.centerYAnchor),
      spinner.widthAnchor.constraint(equalToConstant: 40),
      spinner.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5),
    ])
    #expect(spinner.frame == CGRect(x: 175, y: 211, width: 40, height: 422))
  }

  @Test @MainActor func constraintsTheModelDoesNotSolveAreKeptAndSaidSo() {
    let container = UIView(frame: Self.portrait)
    let (first, second) = (UIView(), UIView())
    container.addSubview(first)
    container.addSubview(second)
    second.translatesAutoresizingMaskIntoConstraints = false
    let sibling = second.topAnchor.constraint(equalTo: first.bottomAnchor)
    let atLeast = second.heightAnchor.constraint(greaterThanOrEqualToConstant: 10)
    NSLayoutConstraint.activate([sibling, atLeast])
    #expect(sibling.isActive && atLeast.isActive)
    #expect(second._unmodelledConstraints.count == 2)
  }

  @Test @MainActor func aViewStillTranslatingItsMaskDoesNotFollowItsConstraints() {
    let container = UIView(frame: Self.portrait)
    let content = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    container.addSubview(content)
    let width = content.widthAnchor.constraint(equalToConstant: 100)
    width.isActive = true
    #expect(content.frame.width == 3 && !width._isModelled)
  }

  @Test @MainActor func layoutSubviewsRunsAfterAResizeAndWhenAsked() {
    final class Counting: UIView {
      var layouts = 0
      override func layoutSubviews() { layouts += 1 }
    }
    let view = Counting(frame: Self.portrait)
    view.frame.size.width = 100
    #expect(view.layouts == 1)
    view.layoutIfNeeded()
    #expect(view.layouts == 1)
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(view.layouts == 2)
  }

  @Test @MainActor func subviewsMoveFrontAndBack() {
    let container = UIView()
    let (a, b, c) = (UIView(), UIView(), UIView())
    for view in [a, b, c] { container.addSubview(view) }
    container.bringSubviewToFront(a)
    #expect(container.subviews == [b, c, a])
    container.sendSubviewToBack(c)
    #expect(container.subviews == [c, b, a])
    container.insertSubview(UIView(), belowSubview: b)
    container.exchangeSubview(at: 0, withSubviewAt: 3)
    #expect(container.subviews.first == a && container.subviews.last == c)
    a.tag = 7
    #expect(container.viewWithTag(7) === a)
  }

  /// A view controller that notes its appearance and layout callbacks.
  private final class Noting: UIViewController {
    var heard: [String] = []
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      heard.append("willAppear")
    }
    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      heard.append("didLayout \(Int(view.bounds.width))")
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      heard.append("didAppear")
    }
  }

  @Test("a view is laid out as it appears, before viewDidAppear, though its size never changed")
  @MainActor func aViewIsLaidOutBeforeItAppears() {
    let root = UIViewController()
    let child = Noting()
    child.view.frame = Self.portrait
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    let window = UIWindow(frame: Self.portrait)
    window.rootViewController = root
    window.makeKeyAndVisible()
    #expect(child.heard == ["willAppear", "didLayout 390", "didAppear"])
    // Shown again: laid out again, as each appearance is.
    window.isHidden = true
    window.isHidden = false
    #expect(child.heard.suffix(3) == ["willAppear", "didLayout 390", "didAppear"])
    window.isHidden = true
  }

  /// A view controller that notes, into a shared log, its layout callbacks and what its
  /// constraint-placed badge's width is at each.
  private final class LayoutNoting: UIViewController {
    let name: String
    let log: Log
    let badge = UIView()
    init(_ name: String, log: Log) {
      self.name = name
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(badge)
      badge.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        badge.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        badge.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      ])
    }
    override func viewWillLayoutSubviews() {
      super.viewWillLayoutSubviews()
      log.lines.append("\(name) willLayout badge \(Int(badge.frame.width))")
    }
    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      log.lines.append("\(name) didLayout badge \(Int(badge.frame.width))")
    }
  }

  private final class Log { var lines: [String] = [] }

  /// A container that holds one child noting its layouts into the container's log.
  private class Holding: UIViewController {
    let log: Log
    let child: LayoutNoting
    init(log: Log, child name: String) {
      self.log = log
      child = LayoutNoting(name, log: log)
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
  }

  @Test("a resize lays the parent out before its child, and constraints apply in layoutSubviews")
  @MainActor func aResizeLaysOutTopDown() {
    let log = Log()
    let parent = LayoutNoting("parent", log: log)
    let child = LayoutNoting("child", log: log)
    parent.view.frame = Self.portrait
    parent.addChild(child)
    child.view.frame = parent.view.bounds
    child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    parent.view.layoutIfNeeded()
    log.lines.removeAll()
    parent.view.frame.size = CGSize(width: 844, height: 390)
    // UIKit: the parent's pass whole (its badge placed by its default layoutSubviews, between
    // the two callbacks), then the child's, which its superview's pass resized.
    #expect(
      log.lines == [
        "parent willLayout badge 390", "parent didLayout badge 844",
        "child willLayout badge 390", "child didLayout badge 844",
      ])
  }

  @Test("a child's frame set in its parent's viewDidLayoutSubviews lays it out after the parent's")
  @MainActor func aFrameSetInViewDidLayoutSubviewsLaysOutAfter() {
    final class Framing: Holding {
      override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        child.view.frame = view.bounds
        log.lines.append("parent didLayout")
      }
    }
    let log = Log()
    let parent = Framing(log: log, child: "child")
    parent.view.frame = Self.portrait
    parent.addChild(parent.child)
    parent.view.addSubview(parent.child.view)
    parent.child.didMove(toParent: parent)
    parent.view.layoutIfNeeded()
    log.lines.removeAll()
    parent.view.frame.size = CGSize(width: 844, height: 390)
    #expect(
      log.lines == [
        "parent didLayout", "child willLayout badge 390", "child didLayout badge 844",
      ])
  }

  /// A container that adds its page once laid out: UIKit forwards the page's appearance, or
  /// the container does (`manual`), as it adds it.
  private final class Pager: Holding {
    var manual = false
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { !manual }
    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      guard child.parent == nil else { return }
      add(child)
      if manual { child.beginAppearanceTransition(true, animated: false) }
      log.lines.append("pager added the page")
    }
  }

  @Test(
    "a child a container adds in its viewDidLayoutSubviews lays out after the container",
    arguments: [false, true])
  @MainActor func aChildAddedDuringTheParentsLayoutLaysOutAfterIt(manual: Bool) {
    let log = Log()
    let pager = Pager(log: log, child: "page")
    pager.manual = manual
    let window = UIWindow(frame: Self.portrait)
    window.rootViewController = pager
    window.makeKeyAndVisible()
    // The page appears as it is added; its layout waits for the pager's pass to end.
    #expect(
      log.lines.suffix(3) == [
        "pager added the page", "page willLayout badge 390", "page didLayout badge 390",
      ], "\(log.lines)")
    window.isHidden = true
  }
}

/// The layout guides of iOS 7 to 10, on the safe area as iOS 11 placed them.
@Suite struct LayoutSupportGuideTests {
  @Test @MainActor func viewsPinnedToTheTopAndBottomGuidesSitOnTheSafeArea() {
    let controller = UIViewController()
    let view = controller.view!
    view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    let header = UIView()
    let footer = UIView()
    for subview in [header, footer] {
      view.addSubview(subview)
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
      header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 50),
      footer.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
      footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      footer.heightAnchor.constraint(equalToConstant: 60),
    ])
    view.layoutIfNeeded()
    let safe = view.safeAreaLayoutGuide.layoutFrame
    #expect(controller.topLayoutGuide.length == safe.minY)
    #expect(controller.bottomLayoutGuide.length == 844 - safe.maxY)
    #expect(header.frame == CGRect(x: 0, y: safe.minY, width: 390, height: 50))
    #expect(footer.frame == CGRect(x: 0, y: safe.maxY - 60, width: 390, height: 60))
  }
}
