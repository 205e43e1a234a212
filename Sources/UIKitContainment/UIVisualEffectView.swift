/// UIKit's `UIVisualEffect`: what a visual effect view shows over what is behind it.
@preconcurrency @MainActor open class UIVisualEffect: NSObject {
  /// An effect of no kind (a subclass says which).
  public override init() {}
}

/// UIKit's `UIBlurEffect`: a blur of what is behind, of a style (kept, not drawn).
open class UIBlurEffect: UIVisualEffect {
  /// How the blur looks.
  public enum Style: Int, Sendable {
    /// Lighter than what is behind.
    case extraLight
    /// Light.
    case light
    /// Dark.
    case dark
    /// The system's regular.
    case regular = 4
    /// The system's prominent.
    case prominent
    /// The system's materials, adapting to the appearance.
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial
    /// The system's chrome material.
    case systemChromeMaterial
    /// The system's materials, always light.
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight
    case systemThickMaterialLight, systemChromeMaterialLight
    /// The system's materials, always dark.
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
    case systemThickMaterialDark, systemChromeMaterialDark
  }

  /// Its style.
  public let style: Style

  /// A blur of `style`.
  ///
  /// - Parameter style: How it looks.
  public init(style: Style) {
    self.style = style
    super.init()
  }
}

/// UIKit's `UIVibrancyEffect`: content made vivid over a blur (kept, not drawn).
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur it goes with.
  public let blurEffect: UIBlurEffect

  /// How strongly content shows through (iOS 13), kept.
  public let style: UIVibrancyEffectStyle

  /// Vibrancy for content over `blurEffect`.
  ///
  /// - Parameter blurEffect: The blur under it.
  public convenience init(blurEffect: UIBlurEffect) {
    self.init(blurEffect: blurEffect, style: .label)
  }

  /// Vibrancy of `style` for content over `blurEffect` (iOS 13).
  ///
  /// - Parameters:
  ///   - blurEffect: The blur under it.
  ///   - style: How strongly content shows through.
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }
}

/// How strongly vibrant content shows through its blur (UIKit's `UIVibrancyEffectStyle`).
public enum UIVibrancyEffectStyle: Int, Sendable {
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill
  case separator
}

/// UIKit's `UIVisualEffectView`: a view showing an effect over what is behind it.
///
/// A drawer's or a sheet's frosted background: its own content goes in ``contentView``, as
/// UIKit requires. The effect is kept, not drawn; the content view fills it and follows its
/// size.
///
/// ```swift
/// let frost = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
/// frost.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
/// frost.contentView.addSubview(UIView())
/// precondition(frost.contentView.frame == frost.bounds && frost.subviews == [frost.contentView])
/// ```
open class UIVisualEffectView: UIView {
  /// What it shows (`nil`: nothing, see-through).
  open var effect: UIVisualEffect?
  /// Where its content goes.
  public let contentView = UIView()

  /// A view showing `effect`.
  ///
  /// - Parameter effect: The effect.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    installContentView()
  }

  /// A view showing no effect, of the given frame.
  ///
  /// - Parameter frame: Its frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    installContentView()
  }

  /// A view decoded from an archive: the model decodes nothing, and makes one with no effect.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installContentView()
  }

  private func installContentView() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }
}
