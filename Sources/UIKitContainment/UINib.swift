public import Foundation

/// UIKit's `UINib`: a nib file's contents, made into objects on demand.
///
/// The model's bundle holds no nib, so making its objects ends the app with UIKit's `NSInternalInconsistencyException`
/// for a nib it cannot load ("Could not load NIB in bundle"); a nib is declared, registered and
/// kept so that code written with nibs compiles, and its views are made in code instead.
///
/// ```swift
/// let table = UITableView()
/// table.register(UINib(nibName: "ContactCell", bundle: nil), forCellReuseIdentifier: "contact")
/// table.register(UITableViewCell.self, forCellReuseIdentifier: "contact")  // the model's way
/// ```
@preconcurrency @MainActor open class UINib: NSObject {
  /// The nib's name, or `nil` for one made from data.
  let name: String?

  /// The nib called `name` in `bundleOrNil` (the main bundle when `nil`): nothing is read
  /// until its objects are made.
  ///
  /// - Parameters:
  ///   - name: The nib's file name, without its extension.
  ///   - bundleOrNil: Its bundle.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) { self.name = name }

  /// The nib in `data`: nothing is read until its objects are made.
  ///
  /// - Parameters:
  ///   - data: The nib's contents.
  ///   - bundleOrNil: The bundle of the resources it names.
  public init(data: Data, bundle bundleOrNil: Bundle?) { name = nil }

  /// The nib's top-level objects, made: never, as the model loads no nib (the app ends with
  /// UIKit's `NSInternalInconsistencyException`).
  ///
  /// - Parameters:
  ///   - ownerOrNil: The nib's File's Owner.
  ///   - optionsOrNil: The options of the loading.
  /// - Returns: The objects (never returns).
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil)
    -> [Any]
  {
    raise(
      "NSInternalInconsistencyException",
      "Could not load NIB in bundle: 'NSBundle (loaded)' with name '\(name ?? "(data)")'")
  }

  /// A key of the options of making a nib's objects (UIKit's `UINib.OptionsKey`).
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// The key named `rawValue`.
    ///
    /// - Parameter rawValue: Its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The objects outside the nib that it refers to, by name.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }
}

extension Bundle {
  /// The objects of the nib called `name` in this bundle, made: never, as the model loads no
  /// nib (the app ends with UIKit's `NSInternalInconsistencyException`).
  ///
  /// - Parameters:
  ///   - name: The nib's file name, without its extension.
  ///   - owner: The nib's File's Owner.
  ///   - options: The options of the loading.
  /// - Returns: The objects (never returns).
  @preconcurrency @MainActor public func loadNibNamed(
    _ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil
  ) -> [Any]? {
    UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
  }
}
