public import Foundation
import Synchronization

// The device the app runs on, and how it is held.

/// UIKit's `UIDevice`: the device the app runs on — a phone, in the model.
///
/// Only what container code asks of it: its idiom (a phone's, as the model's screen is one; an
/// iPad's split layout is never chosen), its name and system, and its orientation: the key
/// window's (the model's device turns with its interface, and never lies flat). Apple advises
/// asking the view's size or its `traitCollection` instead.
public final class UIDevice: NSObject, Sendable {
  /// The device.
  public static let current = UIDevice()

  private override init() {}

  /// How many calls to ``beginGeneratingDeviceOrientationNotifications()`` have not been ended.
  private let orientationGenerators = Mutex(0)

  /// Posted when the device's orientation changed (in the model: when the key window's
  /// interface turned), once code has called ``beginGeneratingDeviceOrientationNotifications()``
  /// (Apple: "You must call this method before attempting to get orientation data"; decided:
  /// none is posted before, and a rotation the interface refuses turns no device).
  public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")

  /// Starts the device's orientation notifications (calls are counted: as many ends stop them).
  public func beginGeneratingDeviceOrientationNotifications() {
    orientationGenerators.withLock { $0 += 1 }
  }

  /// Ends one ``beginGeneratingDeviceOrientationNotifications()`` (nothing when none runs).
  public func endGeneratingDeviceOrientationNotifications() {
    orientationGenerators.withLock { $0 = max(0, $0 - 1) }
  }

  /// Whether the device's orientation notifications are posted.
  public var isGeneratingDeviceOrientationNotifications: Bool {
    orientationGenerators.withLock { $0 > 0 }
  }

  /// A phone.
  public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
  /// "iPhone".
  public var model: String { "iPhone" }
  /// "iPhone".
  public var name: String { "iPhone" }
  /// "iOS".
  public var systemName: String { "iOS" }
  /// "18.0": today's iOS, the contract the model follows by default (decided: a run held to
  /// iOS 5's contract changes what its view controllers do, not what the device reports).
  public var systemVersion: String { "18.0" }
  /// "iPhone", as ``model``.
  public var localizedModel: String { "iPhone" }
  /// The same identifier at every launch (decided, so that runs repeat: iOS gives each
  /// vendor's apps on a device one of its own).
  public var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-4000-8000-000000000001") }
  /// Whether the device runs apps in the background: yes.
  public var isMultitaskingSupported: Bool { true }

  /// Whether code asked for the battery's level and state (before, both are unknown).
  public var isBatteryMonitoringEnabled: Bool {
    get { batteryMonitoring.withLock { $0 } }
    set { batteryMonitoring.withLock { $0 = newValue } }
  }
  private let batteryMonitoring = Mutex(false)
  /// The battery's charge, 0 to 1: full while monitored, −1 (unknown) otherwise, as UIKit
  /// reports it before ``isBatteryMonitoringEnabled`` is set.
  public var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
  /// The battery's state: `.full` while monitored, `.unknown` otherwise.
  public var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }

  /// A battery's state (UIKit's `UIDevice.BatteryState`).
  public enum BatteryState: Int, Sendable {
    /// Not known (not monitored).
    case unknown
    /// On battery, discharging.
    case unplugged
    /// Plugged in, charging.
    case charging
    /// Plugged in, full.
    case full
  }

  /// The device's orientation: that of the key window's interface.
  ///
  /// Else the first window's, `.unknown` with no window. A device turned left shows its interface turned right, as
  /// UIKit's values say (`UIInterfaceOrientation.landscapeLeft` is
  /// `UIDeviceOrientation.landscapeRight`).
  @preconcurrency @MainActor public var orientation: UIDeviceOrientation {
    let application = UIApplication.shared
    guard let window = application.keyWindow ?? application.windows.first else { return .unknown }
    switch window._modelWindow.orientation {
    case .portrait: return .portrait
    case .portraitUpsideDown: return .portraitUpsideDown
    case .landscapeLeft: return .landscapeRight
    case .landscapeRight: return .landscapeLeft
    }
  }
}

/// How the device is held (UIKit's `UIDeviceOrientation`).
public enum UIDeviceOrientation: Int, Sendable {
  /// Not known.
  case unknown
  /// Upright, the home button below.
  case portrait
  /// Upside down, the home button above.
  case portraitUpsideDown
  /// On its side, the home button on the right.
  case landscapeLeft
  /// On its side, the home button on the left.
  case landscapeRight
  /// Flat, the screen up.
  case faceUp
  /// Flat, the screen down.
  case faceDown

  /// Whether it is one of the two portrait orientations.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether it is one of the two landscape orientations.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether it lies flat.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Whether an interface can take it: a portrait or a landscape one.
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
