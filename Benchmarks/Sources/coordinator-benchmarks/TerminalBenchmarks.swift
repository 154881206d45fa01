import CoordinatorDemos
import CoordinatorKit
import DemoApps
import Foundation
import TerminalToolkit

/// The terminal host: a full frame drawn and rendered, the bytes a small change writes, and the
/// response to one key when the state holds a huge string. Everything runs the real demos.
@MainActor
enum TerminalBenchmarks {
  static let size = TerminalSize(columns: 200, rows: 60)

  static func run() throws {
    print("")
    print("Terminal host at \(size.columns)×\(size.rows) (median of 201 runs, µs)")
    try fullFrames()
    try oneLineChange()
    try oneKeyResponses()
    try roundsAtDepth()
  }

  // MARK: Full frames

  /// The busiest screens of the demos, each drawn and rendered in full (a first frame, or a
  /// frame after a resize), next to the baseline of filling and copying a buffer of that size.
  static func fullFrames() throws {
    let baselineDraw = medianMicroseconds {
      var buffer = CellBuffer(width: size.columns, height: size.rows)
      buffer.fill(buffer.bounds, background: .blue)
      blackHole(buffer[1, 1])
    }
    print(
      "  baseline: fill a \(size.columns)×\(size.rows) buffer: \(format(baselineDraw, decimals: 1))"
    )
    let screens: [(name: String, demo: () throws -> TerminalDemo)] = [
      ("rainbow, Index 3", { try demo(.rainbow, keys: "n n n") }),
      (
        "master-detail: 12 dates, Detail as a sheet",
        {
          try demo(
            .masterDetail, keys: Array(repeating: "+", count: 12).joined(separator: " ") + " 1")
        }
      ),
      ("mvvmc: the alert over Main, inspector on", { try demo(.mvvmc, keys: "a t") }),
      ("mail: an edited draft over the tabs, its alert", { try demo(.mail, keys: "c w w b") }),
    ]
    for (name, make) in screens {
      let demo = try make()
      let draw = medianMicroseconds { blackHole(demo.host.frame(size: size)) }
      let frame = demo.host.frame(size: size)
      var renderer = FrameRenderer()
      var bytes = 0
      let render = medianMicroseconds {
        renderer.invalidate()
        bytes = renderer.renderBytes(frame).count
      }
      print(
        "  \(name): draw \(format(draw, decimals: 1)) + render \(format(render, decimals: 1))"
          + " = \(format(draw + render, decimals: 1)) (\(bytes) bytes; "
          + "×\(format((draw + render) / baselineDraw, decimals: 1)) the baseline)")
    }
  }

  // MARK: Small changes

  /// A change of one line (MVVM-C's status line after a child closes) rendered after the
  /// frame before it, against a full repaint of the same frame.
  static func oneLineChange() throws {
    let demo = try demo(.mvvmc, keys: "")
    let before = demo.host.frame(size: size)
    demo.type(try Key.parseScript("p b"))
    let after = demo.host.frame(size: size)
    let changedRows = (0..<size.rows).filter { row in
      (0..<size.columns).contains { before[$0, row] != after[$0, row] }
    }
    var renderer = FrameRenderer()
    _ = renderer.renderBytes(before)
    let change = renderer.renderBytes(after).count
    renderer.invalidate()
    let full = renderer.renderBytes(after).count
    print(
      "  a one-line change (\(changedRows.count) row changed): \(change) bytes of a full "
        + "repaint's \(full) (\(format(100 * Double(change) / Double(full), decimals: 2))%)")
  }

  // MARK: One key with a huge string, or a deep stack

  /// Keys that leave the screen as it was, each with the key that undoes it afterwards.
  static let keys: [(name: String, key: Key, undo: Key?)] = [
    ("t (inspector on)", .character("t"), .character("t")), ("x (unused)", .character("x"), nil),
    ("Down (unused)", .down, nil),
  ]

  /// On master-detail's Detail, a key that changes the state: Enter pushes Master (undone by b).
  static let pushKey: (name: String, key: Key, undo: Key?) = (
    "Enter (pushes Master)", .enter, .character("b")
  )

  /// The time from a key press to the bytes of the next frame: on the menu demo's Detail
  /// showing a 50 MB string read from its state file, and on a master-detail stack of 10,000
  /// screens, each next to the same keys on its small counterpart.
  static func oneKeyResponses() throws {
    let megabytes = 50
    let huge = String(repeating: "0123456789", count: megabytes * 100_000)
    func menu(_ text: String) -> NavigationState<DemoRoute> {
      NavigationState(root: .menu(.menu), pushing: [.menu(.detail(text: text))])
    }
    let file = try JSONEncoder().encode(menu(huge))
    let decoding = ContinuousClock.now
    let saved = try JSONDecoder().decode(NavigationState<DemoRoute>.self, from: file)
    let decoded = ContinuousClock.now - decoding
    let restoring = ContinuousClock.now
    let hugeDemo = try TerminalDemo(kind: .menu, restoring: saved)
    let restored = ContinuousClock.now - restoring
    print(
      "  one key, then the next frame drawn and rendered (µs), on a Detail showing a "
        + "\(megabytes) MB string (its \(file.count / 1_000_000) MB file decoded in "
        + "\(milliseconds(decoded)) ms, restored in \(milliseconds(restored)) ms) vs one letter:")
    try compareKeys(hugeDemo, with: try TerminalDemo(kind: .menu, restoring: menu("c")))

    func chain(_ depth: Int) -> NavigationState<DemoRoute> {
      NavigationState(
        root: .masterDetail(.master),
        pushing: (1..<depth).map {
          $0 % 2 == 1 ? .masterDetail(.detail(date: "date \($0)")) : .masterDetail(.master)
        })
    }
    let depth = 10_000
    let restoringDeep = ContinuousClock.now
    let deepDemo = try TerminalDemo(kind: .masterDetail, restoring: chain(depth))
    let restoredDeep = ContinuousClock.now - restoringDeep
    print(
      "  the same on a master-detail stack of \(depth) screens (restored in "
        + "\(milliseconds(restoredDeep)) ms) vs 2 screens:")
    try compareKeys(
      deepDemo, with: try TerminalDemo(kind: .masterDetail, restoring: chain(2)),
      keys: keys + [pushKey])
  }

  /// Prints each key's response on `demo` next to the same on `small`.
  static func compareKeys(
    _ demo: TerminalDemo, with small: TerminalDemo,
    keys: [(name: String, key: Key, undo: Key?)] = keys
  ) throws {
    var rendererOfDemo = FrameRenderer()
    var rendererOfSmall = FrameRenderer()
    _ = rendererOfDemo.renderBytes(demo.host.frame(size: size))
    _ = rendererOfSmall.renderBytes(small.host.frame(size: size))
    func respond(to key: Key, undo: Key?, _ demo: TerminalDemo, _ renderer: inout FrameRenderer)
      -> Double
    {
      medianMicroseconds(runs: 21) {
        demo.host.handle(key)
        blackHole(renderer.renderBytes(demo.host.frame(size: size)).count)
      } after: {
        if let undo {
          demo.host.handle(undo)
          blackHole(renderer.renderBytes(demo.host.frame(size: size)).count)
        }
      }
    }
    for (name, key, undo) in keys {
      let large = respond(to: key, undo: undo, demo, &rendererOfDemo)
      let reference = respond(to: key, undo: undo, small, &rendererOfSmall)
      print(
        "    \(name): \(format(large, decimals: 1)) vs \(format(reference, decimals: 1))"
          + " (×\(format(large / reference, decimals: 2)))")
    }
  }

  // MARK: Helpers

  static func demo(_ kind: DemoKind, keys: String) throws -> TerminalDemo {
    let demo = try TerminalDemo(kind: kind)
    demo.type(try Key.parseScript(keys))
    return demo
  }

  static func milliseconds(_ duration: Duration) -> String {
    format(
      (Double(duration.components.seconds) * 1e18 + Double(duration.components.attoseconds))
        / 1e15, decimals: 1)
  }

  /// The median time of `body` in microseconds; `after` runs after each sample, unmeasured.
  static func medianMicroseconds(
    runs: Int = 201, _ body: () -> Void, after: () -> Void = {}
  ) -> Double {
    body()  // Warm up caches and lazily made state outside the measurement.
    after()
    var samples: [Double] = []
    for _ in 0..<runs {
      let start = ContinuousClock.now
      body()
      let elapsed = ContinuousClock.now - start
      after()
      samples.append(
        (Double(elapsed.components.seconds) * 1e18 + Double(elapsed.components.attoseconds))
          / 1e12)
    }
    return samples.sorted()[samples.count / 2]
  }
}

/// Keeps the optimizer from removing a computation whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
