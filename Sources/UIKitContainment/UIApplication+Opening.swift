internal import ContainmentCore

extension UIApplication {
  /// The URL that opens the app's page of the Settings app.
  public static let openSettingsURLString = "app-settings:"

  /// A key of the options of opening a URL (UIKit's `UIApplication.OpenExternalURLOptionsKey`).
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// The key named `rawValue`.
    ///
    /// - Parameter rawValue: Its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Open only a universal link of an installed app.
    public static let universalLinksOnly = Self(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Whether an app could open `url`: `true` (the model's device opens any URL it is given).
  ///
  /// - Parameter url: The URL.
  /// - Returns: `true`.
  public func canOpenURL(_ url: URL) -> Bool { true }

  /// Opens `url` in another app, as UIKit does: the app stays where it is (the model's other
  /// apps are not modelled), the URL is kept in `_openedURLs`, and `completion` is told `true`
  /// at the next turn of the run loop's clock, as UIKit tells it later on the main queue.
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - options: How to open it (kept only).
  ///   - completion: Told whether it opened.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    _openedURLs.append(url)
    guard let completion else { return }
    VirtualClock.runLoop.schedule(after: 0) { completion(true) }
  }
}
