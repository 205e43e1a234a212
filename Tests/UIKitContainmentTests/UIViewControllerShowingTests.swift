import Containment
import Foundation
import Testing
import UIKitContainment

/// `show(_:sender:)` and the storyboard API, written as UIKit code calls them: shown where the
/// view controller belongs, and the storyboards the model has not.
@Suite struct UIViewControllerShowingTests {
  @Test("show pushes from within a navigation controller, else presents; a detail is presented")
  @MainActor func showGoesWhereItBelongs() throws {
    let stage = UIKitStage()
    let (root, pushed, alone, shown, detail) = stage.run {
      (
        UIViewController(), UIViewController(), UIViewController(), UIViewController(),
        UIViewController()
      )
    }
    let navigation = stage.run { UINavigationController(rootViewController: root) }
    let window = stage.show(navigation)
    defer { withExtendedLifetime(window) {} }
    stage.run { root.show(pushed, sender: nil) }
    #expect(navigation.viewControllers == [root, pushed])
    try stage.settle()
    stage.run { navigation.show(alone, sender: nil) }
    #expect(navigation.topViewController === alone)
    try stage.settle()
    stage.run { alone.showDetailViewController(detail, sender: nil) }
    #expect(navigation.presentedViewController === detail)
    try stage.settle()
    stage.run { detail.show(shown, sender: nil) }
    #expect(detail.presentedViewController === shown, "no navigation controller: presented")
    #expect(root.storyboard == nil)
  }

  @Test("a segue made in code performs as show does")
  @MainActor func aSegueMadeInCodeShows() throws {
    let stage = UIKitStage()
    let (root, next) = stage.run { (UIViewController(), UIViewController()) }
    let navigation = stage.run { UINavigationController(rootViewController: root) }
    let window = stage.show(navigation)
    defer { withExtendedLifetime(window) {} }
    let segue = UIStoryboardSegue(identifier: "next", source: root, destination: next)
    stage.run { segue.perform() }
    #expect(navigation.topViewController === next && segue.identifier == "next")
  }

  @Test(
    "no storyboard: making one, or performing a segue, ends the app with UIKit's reason",
    arguments: 0...1)
  func storyboardsEndTheApp(misuse: Int) async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      @MainActor [misuse] in
      if misuse == 0 {
        _ = UIStoryboard(name: "Main", bundle: nil)
      } else {
        UIViewController().performSegue(withIdentifier: "showDetail", sender: nil)
      }
    }
    let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    let reasons = [
      "Could not find a storyboard named 'Main'", "has no segue with identifier 'showDetail'",
    ]
    #expect(output.contains("'NSInvalidArgumentException'"), "\(output)")
    #expect(output.contains(reasons[misuse]), "\(output)")
  }
}
