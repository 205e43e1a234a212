extension HeapProfile {
  /// A flame graph of the stacks as SVG.
  ///
  /// One tower per side (container, harness, other), each frame as wide as the bytes allocated
  /// under it, callers below their callees; hovering a frame shows its name, bytes and share.
  /// The callers every stack shares (from `_start` to the run loop) are left out and named
  /// under the title.
  ///
  /// - Parameters:
  ///   - title: The heading.
  ///   - width: The drawing's width in pixels.
  /// - Returns: The SVG document.
  package func flameGraphSVG(title: String, width: Int = 1200) -> String {
    final class Node {
      let name: String
      let side: Side
      var bytes = 0
      var children: [String: Node] = [:]
      var order: [String] = []
      init(name: String, side: Side) {
        self.name = name
        self.side = side
      }
      func child(_ name: String, side: Side) -> Node {
        if let node = children[name] { return node }
        let node = Node(name: name, side: side)
        children[name] = node
        order.append(name)
        return node
      }
    }
    let root = Node(name: "all", side: .other)
    var depth = 0
    // The callers every stack shares, left out (at least the stack's last frame stays).
    var shared = stacks.first?.frames ?? []
    for stack in stacks.dropFirst() {
      let common = zip(shared, stack.frames).prefix { $0 == $1 }.count
      shared.removeLast(shared.count - common)
    }
    let skip = min(shared.count, (stacks.map(\.frames.count).min() ?? 1) - 1)
    for stack in stacks {
      var node = root.child(stack.side.rawValue, side: stack.side)
      root.bytes += stack.bytes
      node.bytes += stack.bytes
      for frame in stack.frames.dropFirst(skip) {
        node = node.child(frame, side: stack.side)
        node.bytes += stack.bytes
      }
      depth = max(depth, stack.frames.count - skip + 1)
    }
    let rowHeight = 16
    let top = 56
    let height = top + (depth + 1) * rowHeight + 30
    let total = Double(max(1, root.bytes))
    let scale = Double(width - 20) / total
    var rects: [String] = []
    func color(_ node: Node) -> String {
      var hash: UInt32 = 2_166_136_261
      for byte in node.name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
      let shade = Int(hash % 40)
      switch node.side {
      case .container: return "hsl(\(10 + shade / 2),85%,\(55 + shade / 4)%)"
      case .harness: return "hsl(\(200 + shade / 2),60%,\(60 + shade / 4)%)"
      case .other: return "hsl(0,0%,\(70 + shade / 4)%)"
      }
    }
    func draw(_ node: Node, x: Double, level: Int) {
      let w = Double(node.bytes) * scale
      guard w >= 0.5 else { return }
      let y = height - 30 - (level + 1) * rowHeight
      let share = Double(node.bytes) / total * 100
      let label =
        "\(node.name) — \(formatBytes(UInt64(node.bytes))), \((share * 10).rounded() / 10) %"
      var text = ""
      let fits = Int((w - 6) / 6.5)
      if fits >= 3 {
        let shown = node.name.count <= fits ? node.name : String(node.name.prefix(fits - 2)) + ".."
        text =
          "<text x=\"\(SVGChart.number(x + 3))\" y=\"\(y + 12)\">\(SVGChart.escape(shown))</text>"
      }
      rects.append(
        "<g><title>\(SVGChart.escape(label))</title><rect x=\"\(SVGChart.number(x))\" y=\"\(y)\" "
          + "width=\"\(SVGChart.number(max(w - 0.5, 0.5)))\" height=\"\(rowHeight - 1)\" "
          + "fill=\"\(color(node))\"/>\(text)</g>")
      var offset = x
      for key in node.order {
        guard let child = node.children[key] else { continue }
        draw(child, x: offset, level: level + 1)
        offset += Double(child.bytes) * scale
      }
    }
    var offset = 10.0
    for side in Side.allCases {
      guard let tower = root.children[side.rawValue] else { continue }
      draw(tower, x: offset, level: 0)
      offset += Double(tower.bytes) * scale
    }
    let legend = Side.allCases.map { side in
      let bytes = self.bytes(of: side)
      return "\(side.rawValue) \(formatBytes(UInt64(bytes))) "
        + "(\((Double(bytes) / total * 1000).rounded() / 10) %)"
    }.joined(separator: " · ")
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)" font-family="sans-serif" font-size="11">
      <rect width="100%" height="100%" fill="white"/>
      <text x="10" y="18" font-size="14">\(SVGChart.escape(title))</text>
      <text x="10" y="34">\(SVGChart.escape(legend)); width: bytes allocated (sampled), callers below callees</text>
      <text x="10" y="50" fill="#555">\(skip > 0 ? "every stack called from " + SVGChart.escape(shared[skip - 1]) : "")</text>
      \(rects.joined(separator: "\n"))
      </svg>

      """
  }

}
