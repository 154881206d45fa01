/// Part of a path cut at modal layers, as path indices: the pushes that continue the stack
/// below, or a modal layer's root with the pushes inside it.
struct StackRange {
  /// The path index of the layer's root, or of the first push for the stack below.
  let start: Int
  /// Whether the stack starts with a modal layer's root.
  let hasRoot: Bool
  /// One past the path index of the last push.
  var end: Int

  /// The path index of the first push.
  var pushesStart: Int { hasRoot ? start + 1 : start }
  /// The number of pushes.
  var pushCount: Int { end - pushesStart }

  /// Cuts `nodes`, the elements above path index `offset` bottom first, into stacks; the first
  /// is always the continuation of the stack below, possibly empty.
  static func split<Route>(_ nodes: _NodeList<Route>, from offset: Int) -> [StackRange] {
    var stacks = [StackRange(start: offset, hasRoot: false, end: offset)]
    for position in 0..<nodes.count {
      let index = offset + position
      if nodes[position].style.isModal {
        stacks.append(StackRange(start: index, hasRoot: true, end: index + 1))
      } else {
        stacks[stacks.count - 1].end = index + 1
      }
    }
    return stacks
  }
}
