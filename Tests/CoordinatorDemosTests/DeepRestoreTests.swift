import CoordinatorKit
import CoordinatorKitTerminal
import Foundation
import TerminalToolkit
import Testing

@testable import CoordinatorDemos
@testable import DemoApps

/// A deep saved state: `--state-file F --script ""` with a master/detail
/// chain took 1 s at 200 screens, 17 s at 800, and had not finished at 2,000, because the save
/// numbered each identity by replacing it over the whole file; a signal waited for all of it.
/// The costs are counted here, never timed (the benchmark `instructions.sh restore` times them).
@Suite("A deep saved state restores and saves in linear time")
struct DeepRestoreTests {
  /// A master/detail chain of `screens` screens (the root Master included), as a file saves it.
  static func savedChain(screens: Int) throws -> NavigationState<DemoRoute> {
    let path = (1..<screens).map { index in
      PresentedScreen(
        NavigationScreen(
          DemoRoute.masterDetail(index % 2 == 1 ? .detail(date: "2026-01-01 09:00") : .master),
          owner: CoordinatorID()),
        style: .push)
    }
    return try NavigationState(
      root: NavigationScreen(DemoRoute.masterDetail(.master), owner: CoordinatorID()), path: path)
  }

  /// Bytes that count how often they are read.
  struct CountingBytes: RandomAccessCollection {
    final class Reads {
      var count = 0
    }
    let bytes: [UInt8]
    let reads = Reads()

    var startIndex: Int { bytes.startIndex }
    var endIndex: Int { bytes.endIndex }
    subscript(position: Int) -> UInt8 {
      reads.count += 1
      return bytes[position]
    }
  }

  @Test("Saving numbers the identities reading each byte of the file a few times, at any depth")
  func numberingIdentitiesReadsTheFileAFewTimes() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    for screens in [100, 1_000, 10_000] {
      let json = CountingBytes(
        bytes: Array(try encoder.encode(try Self.savedChain(screens: screens))))
      let numbered = SavedIdentities.numbered(bytes: json)
      let readsPerByte = Double(json.reads.count) / Double(json.count)
      // Required, so that a numbering that reads the file once an identity stops at 100 screens.
      try #require(readsPerByte < 3, "\(screens) screens: \(readsPerByte) reads a byte")
      #expect(numbered.count == json.count, "numbered identities keep their length")
    }
  }

  @Test func identitiesAreNumberedInTheOrderTheyFirstAppear() {
    let screen = "A1B2C3D4-0000-4000-8000-00000000000A"
    let owner = "0123456789abcdef0123456789abcdef"
    let guarded = "E5F6A7B8-0000-4000-8000-00000000000B"
    let json = """
      {
        "leaveGuarded" : [
          "\(guarded)"
        ],
        "note" : "an \\"id\\" : \\"\(screen)\\" in a string is text, as is \\"\(screen)",
        "root" : {
          "id" : "\(guarded)",
          "owner" : "\(owner)",
          "route" : "\(owner)"
        },
        "top" : {
          "id" : "\(screen)",
          "owner" : "\(owner)"
        }
      }
      """
    let expected = """
      {
        "leaveGuarded" : [
          "00000000-0000-0000-0000-000000000001"
        ],
        "note" : "an \\"id\\" : \\"\(screen)\\" in a string is text, as is \\"\(screen)",
        "root" : {
          "id" : "00000000-0000-0000-0000-000000000001",
          "owner" : "00000000000000000000000000000002",
          "route" : "00000000000000000000000000000002"
        },
        "top" : {
          "id" : "00000000-0000-0000-0000-000000000003",
          "owner" : "00000000000000000000000000000002"
        }
      }
      """
    #expect(String(decoding: SavedIdentities.numbered(Array(json.utf8)), as: UTF8.self) == expected)
  }

  @MainActor
  @Test("Restoring a deep chain is one change, and a frame or a key makes only the views it shows")
  func restoringADeepChainIsOneChangeAndAFrameMakesOnlyTheViewsItShows() throws {
    let app = DemoApp(kind: .masterDetail, options: DemoOptions(usesFixedClock: true))
    final class Counts {
      var changes = 0
      var views = 0
    }
    let counts = Counts()
    let observation = app.navigator.observeChanges { _ in counts.changes += 1 }
    try app.restore(try Self.savedChain(screens: 2_000))
    #expect(counts.changes <= 2, "the first screen, then every other screen in one change")
    #expect(app.root.subtree.count == 2_000, "one coordinator a screen")
    let host = TerminalHost(
      navigator: app.navigator, animatesTransitions: false,
      makeScreen: { [weak app] screen in
        counts.views += 1
        return DemoViews.view(for: app?.navigator.model(for: screen))
      })
    let frame = host.frame(size: TerminalSize(columns: 80, rows: 24))
    #expect(counts.views == 2, "the top screen and the one its back label names")
    #expect(frame.plainText.contains("Detail"))
    // A key that opens one more screen makes the views of what it shows, whatever the depth.
    let changesBefore = counts.changes
    host.handle(.enter)
    _ = host.frame(size: TerminalSize(columns: 80, rows: 24))
    #expect(counts.changes == changesBefore + 1)
    #expect(counts.views == 3, "the new Master's")
    #expect(app.navigator.state.path.count == 2_000)
    _ = observation
  }

  #if os(Linux)
    @Test(
      "A signal while a deep state is restored ends the program at once, the file untouched",
      TestEnvironment.demoTimeLimit, arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSignalDuringARestoreEndsTheProgramLeavingTheFile(signal: Int32) throws {
      // 50,000 screens take seconds to decode and rebuild in a debug build; the signal comes
      // once the program has read the file.
      let directory = try TemporaryDirectory()
      let file = directory.file("state.json")
      let original = Data(try JSONEncoder().encode(try Self.savedChain(screens: 50_000)))
      try original.write(to: file)
      let process = Process()
      process.executableURL = try DemoExecutable.require()
      process.arguments = ["master-detail", "--state-file", file.path, "--script", ""]
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      let errors = Pipe()
      process.standardError = errors
      let exited = DispatchSemaphore(value: 0)
      process.terminationHandler = { _ in exited.signal() }
      try process.run()
      defer {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      }
      let readAll = ContinuousClock.now + .seconds(30)
      while Self.bytesRead(by: process.processIdentifier) < original.count {
        try #require(process.isRunning && ContinuousClock.now < readAll, "it read the file")
        usleep(2_000)
      }
      let sent = ContinuousClock.now
      kill(process.processIdentifier, signal)
      let endedInTime = exited.wait(timeout: .now() + 1) == .success
      #expect(endedInTime, "ended within a second of the signal")
      if !endedInTime {
        kill(process.processIdentifier, SIGKILL)  // It would go on rebuilding, then save.
        exited.wait()
      }
      let took = ContinuousClock.now - sent
      #expect(process.terminationReason == .exit)
      #expect(process.terminationStatus == 128 + signal)
      let message = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      #expect(
        message
          == "Stopped by \(TerminationSignals.name(of: signal)) before the demo opened; "
          + "\(file.path) is left as it was.\n",
        "after \(took)")
      #expect(try Data(contentsOf: file) == original, "the file is left as it was")
      #expect(try directory.entries() == ["state.json"], "no temporary file left")
    }

    /// The bytes process `id` has read so far (`rchar` of `/proc/ID/io`): past a file's size,
    /// it has read the file.
    static func bytesRead(by id: Int32) -> Int {
      guard let io = try? String(contentsOfFile: "/proc/\(id)/io", encoding: .utf8) else {
        return 0
      }
      let line = io.split(separator: "\n").first { $0.hasPrefix("rchar:") }
      return line.flatMap { Int($0.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces)) }
        ?? 0
    }
  #endif
}
