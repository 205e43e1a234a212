/// UIKit's `UIPasteboard`: what is copied, to paste.
///
/// The general pasteboard is the current application's (a harness's own, so that runs share
/// nothing); it keeps one item, of a string, a URL or an image, as the last copy made it.
///
/// ```swift
/// UIPasteboard.general.string = "Copied"
/// precondition(UIPasteboard.general.hasStrings && UIPasteboard.general.string == "Copied")
/// UIPasteboard.general.url = URL(string: "https://example.com")
/// precondition(UIPasteboard.general.string == nil && UIPasteboard.general.hasURLs)
/// ```
@preconcurrency @MainActor public final class UIPasteboard: NSObject {
  /// What it holds.
  private enum Item {
    case string(String)
    case url(URL)
    case image(UIImage)
  }

  private var items: [Item] = []

  /// The pasteboard every app shares: the current application's.
  public static var general: UIPasteboard {
    let application = UIApplication.shared
    if let made = application.pasteboard { return made }
    let made = UIPasteboard()
    application.pasteboard = made
    return made
  }

  /// The first string, if any; setting it replaces what it holds.
  public var string: String? {
    get { strings?.first }
    set { items = newValue.map { [.string($0)] } ?? [] }
  }
  /// The strings it holds (`nil` for none); setting them replaces what it holds.
  public var strings: [String]? {
    get { nonEmpty(items.compactMap { if case .string(let s) = $0 { s } else { nil } }) }
    set { items = (newValue ?? []).map(Item.string) }
  }
  /// The first URL, if any; setting it replaces what it holds.
  public var url: URL? {
    get { urls?.first }
    set { items = newValue.map { [.url($0)] } ?? [] }
  }
  /// The URLs it holds (`nil` for none); setting them replaces what it holds.
  public var urls: [URL]? {
    get { nonEmpty(items.compactMap { if case .url(let u) = $0 { u } else { nil } }) }
    set { items = (newValue ?? []).map(Item.url) }
  }
  /// The first image, if any; setting it replaces what it holds.
  public var image: UIImage? {
    get { images?.first }
    set { items = newValue.map { [.image($0)] } ?? [] }
  }
  /// The images it holds (`nil` for none); setting them replaces what it holds.
  public var images: [UIImage]? {
    get { nonEmpty(items.compactMap { if case .image(let i) = $0 { i } else { nil } }) }
    set { items = (newValue ?? []).map(Item.image) }
  }
  /// Whether it holds a string.
  public var hasStrings: Bool { strings != nil }
  /// Whether it holds a URL.
  public var hasURLs: Bool { urls != nil }
  /// Whether it holds an image.
  public var hasImages: Bool { images != nil }
  /// How many items it holds.
  public var numberOfItems: Int { items.count }

  private func nonEmpty<T>(_ list: [T]) -> [T]? { list.isEmpty ? nil : list }
}
