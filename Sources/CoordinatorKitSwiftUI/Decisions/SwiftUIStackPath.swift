import CoordinatorKit

/// The screens pushed over a `NavigationStack`'s root, bottom first: the value a SwiftUI host's
/// `NavigationStack(path:)` binds to, which shares everything below its top with the versions
/// of it that SwiftUI and the host still hold.
///
/// SwiftUI keeps the path it last read until the next render, and the host keeps the projection
/// it came from, so the next version of the path is always made from a shared value. An `Array`
/// then copies every screen to push or pop one: the only host work per change that grew with the
/// depth. This path keeps its lower screens in immutable chunks that versions share, and only
/// its top (fewer than two chunks) is copied, so a push or a pop costs the same at any depth.
/// Reading it is an array read; a change far below the top costs the depth, as an array's does.
package struct SwiftUIStackPath: Sendable {
  /// How many screens each shared chunk holds.
  private static let chunkSize = 64

  /// Full chunks of ``chunkSize`` screens, bottom first, shared between versions of the path.
  private var chunks: [[ScreenID]]
  /// The screens above the chunks, bottom first: fewer than two chunks' worth, so a push copies
  /// at most that many and a pop rarely has to open a chunk.
  private var top: [ScreenID]

  /// An empty path: the stack shows only its root.
  package init() {
    chunks = []
    top = []
  }

  /// The path of `screens`, bottom first.
  package init(_ screens: some Sequence<ScreenID>) {
    chunks = []
    top = Array(screens)
    packTop()
  }

  /// The number of screens in the chunks, which is also the position of the top's first screen.
  private var chunkedCount: Int { chunks.count * Self.chunkSize }

  /// Pushes `screen` on top: it copies at most the top's screens, whatever the depth.
  package mutating func append(_ screen: ScreenID) {
    top.append(screen)
    packTop()
  }

  /// Pops the top screen and returns it; the path must not be empty.
  @discardableResult
  package mutating func removeLast() -> ScreenID {
    if top.isEmpty, let last = chunks.popLast() {
      top = last
    }
    return top.removeLast()
  }

  /// Moves all but the last chunk's worth of an oversized top into new shared chunks, so the
  /// top stays below two chunks and alternating pushes and pops never pack and unpack a chunk.
  private mutating func packTop() {
    guard top.count >= 2 * Self.chunkSize else { return }
    let packed = (top.count - Self.chunkSize) / Self.chunkSize * Self.chunkSize
    chunks.reserveCapacity(chunks.count + packed / Self.chunkSize)
    for start in stride(from: 0, to: packed, by: Self.chunkSize) {
      chunks.append(Array(top[start..<start + Self.chunkSize]))
    }
    top.removeFirst(packed)
  }

  /// Moves the chunks that hold `position` or anything above it back into the top, so a change
  /// from `position` up is a change of the top alone.
  private mutating func unpackChunks(from position: Int) {
    let kept = position / Self.chunkSize
    guard kept < chunks.count else { return }
    top = Array(chunks[kept...].joined()) + top
    chunks.removeSubrange(kept...)
  }
}

extension SwiftUIStackPath: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  /// The position of the bottom screen.
  package var startIndex: Int { 0 }

  /// The position after the top screen: the number of screens.
  package var endIndex: Int { chunkedCount + top.count }

  /// The screen at `position`, counted from the bottom.
  package subscript(position: Int) -> ScreenID {
    get {
      let chunked = chunkedCount
      guard position < chunked else { return top[position - chunked] }
      return chunks[position / Self.chunkSize][position % Self.chunkSize]
    }
    set {
      let chunked = chunkedCount
      if position < chunked {
        chunks[position / Self.chunkSize][position % Self.chunkSize] = newValue
      } else {
        top[position - chunked] = newValue
      }
    }
  }

  /// Replaces the screens in `subrange` with `newScreens`; it copies only what lies between
  /// the lowest chunk the range touches and the top.
  package mutating func replaceSubrange(
    _ subrange: Range<Int>, with newScreens: some Collection<ScreenID>
  ) {
    unpackChunks(from: subrange.lowerBound)
    let chunked = chunkedCount
    top.replaceSubrange(
      (subrange.lowerBound - chunked)..<(subrange.upperBound - chunked), with: newScreens)
    packTop()
  }
}

extension SwiftUIStackPath: ExpressibleByArrayLiteral {
  /// The path of the listed screens, bottom first.
  package init(arrayLiteral screens: ScreenID...) {
    self.init(screens)
  }
}

extension SwiftUIStackPath: Hashable {
  /// Whether both paths list the same screens. Versions that share their chunks compare the
  /// chunks by identity, so comparing a path with its last version does not read every screen.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs.chunks == rhs.chunks { return lhs.top == rhs.top }
    return lhs.elementsEqual(rhs)
  }

  /// Hashes the screens in order, as an array of them would be.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for screen in self {
      hasher.combine(screen)
    }
  }
}

extension SwiftUIStackPath: CustomStringConvertible {
  /// The screens as an array lists them, so a failed expectation reads like one.
  package var description: String { Array(self).description }
}
