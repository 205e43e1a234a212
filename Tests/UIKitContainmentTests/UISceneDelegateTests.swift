import ContainmentCore
import Foundation
import Testing
import UIKitContainment

/// An app of scenes as iOS 13 and later run it: the scene's delegate hears the background and
/// the foreground instead of the app's; an app delegate written with `@main` compiles, and its
/// entry point says the model runs no app.
@Suite struct UISceneDelegateTests {
  /// A scene delegate that notes what it hears.
  final class Scenes: UIWindowSceneDelegate, @unchecked Sendable {
    var window: UIWindow?
    var lines: [String] = []
    func sceneWillResignActive(_ scene: UIScene) { lines.append("scene: will resign active") }
    func sceneDidEnterBackground(_ scene: UIScene) { lines.append("scene: did enter background") }
    func sceneWillEnterForeground(_ scene: UIScene) {
      lines.append("scene: will enter foreground")
    }
    func sceneDidBecomeActive(_ scene: UIScene) { lines.append("scene: did become active") }
  }

  /// An app delegate that notes what it hears.
  final class App: UIApplicationDelegate, @unchecked Sendable {
    var lines: [String] = []
    func applicationDidEnterBackground(_ application: UIApplication) {
      lines.append("app: did enter background")
    }
    func applicationDidBecomeActive(_ application: UIApplication) {
      lines.append("app: did become active")
    }
  }

  @Test(
    "with a scene delegate, the scene hears the background and the foreground, the app delegate nothing"
  )
  @MainActor func theSceneDelegateHearsTheLifeOfTheScene() throws {
    let application = UIApplication()
    let (app, scenes) = (App(), Scenes())
    application.delegate = app
    let scene = try #require(application.connectedScenes.first)
    #expect(scene.session.role == .windowApplication && scene.session.scene === scene)
    #expect(scene.session.configuration.role == .windowApplication)
    application._enterBackground()
    application._enterForeground()
    #expect(app.lines == ["app: did enter background", "app: did become active"])
    app.lines = []
    scene.delegate = scenes
    application._enterBackground()
    application._enterForeground()
    #expect(app.lines.isEmpty)
    #expect(
      scenes.lines == [
        "scene: will resign active", "scene: did enter background",
        "scene: will enter foreground", "scene: did become active",
      ])
  }

  @Test("@main on an app delegate: its main() says the model runs no app, and returns")
  func mainSaysTheModelRunsNoApp() async throws {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      @MainActor in
      App.main()
      exit(0)
    }
    let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(output.contains("UIKitContainment runs no app: App is not launched"), "\(output)")
  }
}
