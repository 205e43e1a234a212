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
}
