import Foundation
import Testing
import UIKitContainment

/// What `import UIKit` adds to Foundation and brings from Darwin, as older UIKit code uses it.
@Suite struct FoundationAdditionsTests {
  @Test func anNSIndexPathHasASectionAndARowOrItem() {
    let row = NSIndexPath(row: 2, section: 5)
    let item = NSIndexPath(item: 7, section: 1)
    #expect(row.section == 5 && row.row == 2 && row.item == 2)
    #expect(item.section == 1 && item.item == 7)
    #expect((row as IndexPath) == IndexPath(row: 2, section: 5))
  }

  @Test func anImageIsMadeFromAFileThatExistsOrFromData() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("arrow.png")
    #expect(UIImage(contentsOfFile: file.path) == nil)
    try Data([0x89, 0x50]).write(to: file)
    #expect(UIImage(contentsOfFile: file.path)?.name == "arrow.png")
    #expect(UIImage(data: Data()) == nil)
    #expect(UIImage(data: Data([1]))?.size == .zero)
  }

  @Test func darwinsUnitsOfTimeAreThere() {
    #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC * 1_000 == NSEC_PER_SEC)
    #expect(NSEC_PER_USEC * USEC_PER_SEC == NSEC_PER_SEC)
    let delay = Double(Int64(0.3 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
    #expect(abs(delay - 0.3) < 1e-9)
  }

  @Test func aCGFloatTakesAnNSNumbersValue() {
    #expect(CGFloat(truncating: NSNumber(value: 44.5)) == 44.5)
    #expect(CGFloat(truncating: NSNumber(value: 3)) == 3)
    #expect(CGFloat(exactly: NSNumber(value: 0.25)) == 0.25)
    #expect(CGFloat(exactly: NSNumber(value: Int64.max - 1)) == nil)
  }

  @Test func anNSStringMeasuresAndDrawsAsAString() {
    let text: NSString = "Hello"
    let font: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 10)]
    #expect(text.size(withAttributes: font) == "Hello".size(withAttributes: font))
    #expect(text.size(withAttributes: font).width > 0)
    let painted = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
      text.draw(at: .zero, withAttributes: font)
      text.draw(in: CGRect(x: 0, y: 0, width: 5, height: 5), withAttributes: nil)
      #expect(context.cgContext._paintCount == 2)
    }
    #expect(painted.size == CGSize(width: 10, height: 10))
  }
}
