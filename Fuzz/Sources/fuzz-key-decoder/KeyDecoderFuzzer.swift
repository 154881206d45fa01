import CoordinatorDemos
import CoordinatorKit
import DemoApps
import Foundation
import FuzzSupport
import TerminalTestSupport
import TerminalToolkit

/// Decodes any bytes as terminal input. The keys must not depend on how the bytes were split
/// into reads, each key must decode from its own bytes, the decoder must always resynchronise,
/// and the demos must take any key stream and stay valid, each frame rendered exactly into a
/// terminal emulator.
@main
enum KeyDecoderFuzzer {
  static func main() {
    FuzzRunner.main { data in
      MainActor.assumeIsolated { check(Array(data)) }
    }
  }

  @MainActor
  static func check(_ bytes: [UInt8]) {
    var whole = KeyDecoder()
    let keys = whole.decode(bytes)
    require(keys.count <= bytes.count, "more keys than bytes")

    // The same keys whatever the reads: one byte at a time, and chunks of a size from the input.
    var single = KeyDecoder()
    let byByte = bytes.flatMap { single.decode([$0]) }
    require(byByte == keys, "keys differ when bytes arrive one at a time")
    let chunkSize = Int(bytes.first ?? 0) % 13 + 2
    var chunked = KeyDecoder()
    var byChunk: [Key] = []
    var start = 0
    while start < bytes.count {
      let end = min(start + chunkSize, bytes.count)
      byChunk += chunked.decode(bytes[start..<end])
      start = end
    }
    require(byChunk == keys, "keys differ when bytes arrive in chunks of \(chunkSize)")
    require(
      whole.hasPendingBytes == single.hasPendingBytes
        && whole.hasPendingEscape == chunked.hasPendingEscape,
      "what is pending depends on the reads")

    // Whatever came before, a flush and a carriage return end in Enter with nothing pending.
    _ = whole.flushPendingEscape()
    let afterwards = whole.decode([0x0D])
    require(afterwards.last == .enter, "the decoder does not resynchronise on Enter")
    require(!whole.hasPendingBytes, "bytes stay pending after Enter")

    // Every key decodes from the bytes a terminal sends for it.
    for key in Set(keys) {
      var decoder = KeyDecoder()
      let again = decoder.decode(key.bytes) + decoder.flushPendingEscape()
      require(again == [key], "\(key) does not decode from its own bytes")
    }

    // The demos take any keys: typed into the picker, the state stays valid and drawable.
    let demo: TerminalDemo
    do {
      demo = try TerminalDemo(kind: nil)
    } catch {
      require(false, "the picker does not start: \(error)")
      return
    }
    // Drawn through the renderer into a terminal emulator, every frame shows exactly, whatever
    // was typed into the link field (wide characters, emoji, marks), and no row ever wraps.
    var renderer = FrameRenderer()
    var terminal = TerminalEmulator(columns: 80, rows: 24)
    let quits: Set<Key> = [.character("q"), .controlC, .controlD]
    for chunk in keys.prefix(256).split(whereSeparator: quits.contains) {
      demo.type(Array(chunk))
      let frame = demo.host.frame(size: TerminalSize(columns: 80, rows: 24))
      terminal.feed(renderer.renderBytes(frame))
      require(terminal.screen == frame, "the terminal shows another screen than the frame")
      require(terminal.rightEdgeOverflows == 0, "a character was written past the right edge")
      require(terminal.scrolledLines == 0, "the screen scrolled")
      StateChecks.checkInvariants(demo.restorableState, "the demo's state after keys")
    }
    demo.finish()  // Ends the flows still waiting for the user, as the program does at exit.
  }
}
