import Foundation
import TerminalTestSupport
import TerminalToolkit
import Testing

/// A property test of the diffing renderer with text that is not one column a character: wide
/// characters, emoji sequences and flags, combining marks, joiners, control characters and
/// escape sequences, and random scalars from the whole of Unicode, drawn at random places (cut
/// by every edge) into canvases of random sizes, over several frames, each rendered into the VT
/// emulator: the emulator's screen must equal the canvas after every frame, and no character
/// may reach past the right edge (which wraps the row) or scroll the screen.
///
/// A failure names its seed; `RENDER_FUZZ_SEED=n` replays it, `RENDER_FUZZ_CANVASES=n` runs
/// more canvases.
@Suite struct WideTextRenderingTests {
  /// Pieces the random texts are made of, joined in random orders, so that they also combine
  /// into other characters where they meet (`e` and a combining accent, two regional indicators).
  static let pieces: [String] = [
    "a", "Z", "7", " ", "~", "é", "ß", "€", "│", "…", "▸", "‹ ", "漢", "字", "가", "ｶ", "ﾞ",
    "\u{3000}", "😀", "👍🏽", "❤️", "❤", "🇫🇷", "🇫", "🇷", "👨‍👩‍👧", "🏳️‍🌈", "#️⃣", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "e\u{301}",
    "\u{301}", "\u{200D}", "\u{FE0F}", "🏽", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{600}",
    "\u{D4E}", "\u{E33}", "\u{93F}", "\u{AD}", "\u{200B}", "\u{202E}", "\u{2028}", "\u{1B}[2J",
    "\u{1B}", "\n", "\r", "\r\n", "\t", "\u{8}", "\u{7F}", "\u{85}", "\u{9B}", "\u{0}",
  ]

  @Test func theEmulatorShowsEveryFrameExactlyAndNothingWrapsOrScrolls() throws {
    let environment = ProcessInfo.processInfo.environment
    let seeds: [UInt64] =
      if let seed = environment["RENDER_FUZZ_SEED"].flatMap({ UInt64($0) }) {
        [seed]
      } else {
        Array(1...UInt64(environment["RENDER_FUZZ_CANVASES"].flatMap { Int($0) } ?? 400))
      }
    for seed in seeds {
      try checkCanvas(seed: seed)
    }
  }

  private func checkCanvas(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let width = Int.random(in: 1...40, using: &random)
    let height = Int.random(in: 1...8, using: &random)
    var frame = CellBuffer(width: width, height: height)
    var renderer = FrameRenderer()
    var emulator = TerminalEmulator(columns: width, rows: height)
    for step in 0..<8 {
      for _ in 0..<Int.random(in: 1...6, using: &random) {
        Self.draw(into: &frame, using: &random)
      }
      if Int.random(in: 0..<10, using: &random) == 0 {
        renderer.invalidate()
      }
      emulator.feed(renderer.renderBytes(frame))
      let context = "seed \(seed), frame \(step), \(width)×\(height)"
      let isWhole = Self.isWhole(frame)
      try #require(isWhole, "a wide character was split (\(context)): \(frame.lines)")
      let showsTheFrame = emulator.screen == frame
      try #require(
        showsTheFrame,
        """
        the terminal shows another screen (\(context)):
        canvas:   \(frame.lines)
        terminal: \(emulator.screen.lines)
        """)
      try #require(emulator.rightEdgeOverflows == 0, "a row wrapped (\(context))")
      try #require(emulator.scrolledLines == 0, "the screen scrolled (\(context))")
    }
  }

  /// One random drawing operation, anywhere, partly or wholly outside the canvas too.
  static func draw(into frame: inout CellBuffer, using random: inout SplitMix64) {
    let width = frame.width
    let height = frame.height
    let palette: [RGBColor] = [.black, .white, .red, .blue, .yellow]
    let foreground = palette.randomElement(using: &random)
    let background = palette.randomElement(using: &random)
    func rect() -> CellRect {
      CellRect(
        x: Int.random(in: -3...width, using: &random),
        y: Int.random(in: -1...height, using: &random),
        width: Int.random(in: 0...(width + 3), using: &random),
        height: Int.random(in: 0...(height + 1), using: &random))
    }
    switch Int.random(in: 0..<10, using: &random) {
    case 0...3:
      let clip = Bool.random(using: &random) ? rect() : nil
      frame.write(
        randomText(using: &random), x: Int.random(in: -4...(width + 1), using: &random),
        y: Int.random(in: -1...height, using: &random),
        foreground: Bool.random(using: &random) ? foreground : nil,
        background: Bool.random(using: &random) ? background : nil,
        bold: Bool.random(using: &random), clippedTo: clip)
    case 4:
      frame.writeCentered(
        randomText(using: &random), y: Int.random(in: 0..<height, using: &random),
        in: Bool.random(using: &random) ? rect() : nil, foreground: foreground)
    case 5:
      frame.fill(rect(), background: background ?? .black)
    case 6:
      frame.drawBox(rect(), title: randomText(using: &random), foreground: foreground)
    case 7:
      // Single cells, wide ones and continuations included, as an animation copies them.
      let source = frame
      let offset = Int.random(in: -3...3, using: &random)
      for y in 0..<height {
        for x in 0..<width where Int.random(in: 0..<3, using: &random) > 0 {
          frame[x, y] = source[x + offset, y]
        }
      }
    case 8:
      let text = randomText(using: &random)
      if let character = text.first {
        frame[
          Int.random(in: 0..<width, using: &random), Int.random(in: 0..<height, using: &random)] =
          Cell(character: character, foreground: foreground ?? .white)
      }
    default:
      frame.write(
        String(
          CellBuffer.cut(randomText(using: &random), to: Int.random(in: 0...6, using: &random))),
        x: Int.random(in: 0...width, using: &random),
        y: Int.random(in: 0..<height, using: &random), background: background)
    }
  }

  /// A text of up to 12 pieces, some of them any scalar at all.
  static func randomText(using random: inout SplitMix64) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...12, using: &random) {
      if Int.random(in: 0..<4, using: &random) == 0 {
        let value = UInt32.random(in: 0...0x10FFFF, using: &random)
        text.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
      } else {
        text += pieces.randomElement(using: &random) ?? ""
      }
    }
    return text
  }

  /// Whether every wide character has both its cells: a first column never last in its row,
  /// always followed by a continuation, and a continuation always after a first column.
  static func isWhole(_ frame: CellBuffer) -> Bool {
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        switch frame[x, y].width {
        case 2 where x + 1 >= frame.width || frame[x + 1, y].width != 0: return false
        case 0 where x == 0 || frame[x - 1, y].width != 2: return false
        default: continue
        }
      }
    }
    return true
  }
}

/// A small, fast generator whose sequence a seed fixes, so a failure can be replayed.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
