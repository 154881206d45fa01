import CoordinatorKit
import CoordinatorKitTerminal
import TerminalToolkit
import Testing

/// A screen that draws its name and records the keys it handled.
@MainActor
private final class NamedScreen: TerminalScreen {
  let title: String
  let background: RGBColor
  var handledKeys: [Key] = []
  var handles: Set<Key>

  init(_ title: String, background: RGBColor = .blue, handles: Set<Key> = [.character("x")]) {
    self.title = title
    self.background = background
    self.handles = handles
  }

  var keyHints: [KeyHint] { [KeyHint("x", "Do \(title)")] }
  /// A screen named `low` points popovers at its 16th row; the others at their first.
  var popoverAnchorRow: Int? { title == "low" ? 15 : nil }
  /// Every screen has a control named `third` on its third row.
  func popoverAnchorRow(for anchor: PopoverAnchor) -> Int? { anchor == "third" ? 2 : nil }

  func draw(in canvas: inout CellBuffer, area: CellRect) {
    canvas.writeCentered("body of \(title)", y: area.y + area.height / 2, in: area)
  }

  func handle(_ key: Key) -> Bool {
    guard handles.contains(key) else { return false }
    handledKeys.append(key)
    return true
  }
}

/// A screen with more keys than fit in the bar.
@MainActor
final class ManyKeysScreen: TerminalScreen {
  let title = "many"
  let background = RGBColor.black
  let keyHints = [
    KeyHint("1", "First"), KeyHint("2", "Second"), KeyHint("3", "Third"), KeyHint("4", "Fourth"),
  ]
  func draw(in canvas: inout CellBuffer, area: CellRect) {}
  func handle(_ key: Key) -> Bool { false }
}

/// A screen that records the keys it is given and uses none.
@MainActor
private final class RecordingScreen: TerminalScreen {
  let record: (Key) -> Void
  init(_ record: @escaping (Key) -> Void) { self.record = record }
  var title: String { "recording" }
  var background: RGBColor { .blue }
  var keyHints: [KeyHint] { [KeyHint("x", "Record")] }
  func draw(in canvas: inout CellBuffer, area: CellRect) {}
  func handle(_ key: Key) -> Bool {
    record(key)
    return false
  }
}

@MainActor
@Suite("Terminal host")
struct TerminalHostTests {
  let size = TerminalSize(columns: 60, rows: 20)
  let navigator = Navigator(root: "home")
  private var views: [String: NamedScreen] = [:]

  /// A host with an app's usual keys in its key bar.
  private func makeHost(animated: Bool = false) -> TerminalHost<String> {
    let host = TerminalHost(
      navigator: navigator, animatesTransitions: animated,
      makeScreen: { screen in
        NamedScreen(screen.route, background: screen.route == "red" ? .red : .blue)
      },
      inspectorLines: { ["tree line"] })
    host.appKeyHints = [KeyHint("t", "Inspector"), KeyHint("q", "Quit")]
    return host
  }

  @Test func drawsTheTopScreenWithABackLabelAndTheKeyBar() throws {
    let host = makeHost()
    try navigator.push("detail")
    let text = host.plainText(size: size)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.contains("‹ home") == true)
    #expect(lines.first?.contains("detail") == true)
    #expect(text.contains("body of detail"))
    #expect(!text.contains("body of home"))
    #expect(lines.last?.hasPrefix(" x Do detail  ") == true)
    #expect(lines.last?.hasSuffix("t Inspector  q Quit") == true, "the app's keys at the right end")
  }

  @Test func aSheetIsAPanelOverTheScreenBelowAndACoverHidesIt() throws {
    let host = makeHost()
    try navigator.present("sheet", as: .sheet)
    var frame = host.frame(size: size)
    #expect(frame.lines[0].contains("home"), "the screen below shows above the panel")
    #expect(frame.lines[2].contains("┌"))
    #expect(frame[0, 5].background == .blue && frame[3, 5].character == "│")

    try navigator.present("cover", as: .cover)
    frame = host.frame(size: size)
    #expect(frame.lines[0].contains("cover"))
    #expect(!frame.plainText.contains("┌"))
    #expect(!frame.plainText.contains("home"))
  }

  @Test func anAlertIsACentredBoxAnsweredWithTheKeys() throws {
    let host = makeHost()
    var answers: [String?] = []
    let alert = try AlertState(
      title: "Delete?", message: "For ever",
      actions: [AlertAction("Cancel", role: .cancel), AlertAction("Delete", role: .destructive)])
    try navigator.showAlert(alert) { answers.append($0?.id) }
    let text = host.plainText(size: size)
    #expect(text.contains("Delete?"))
    #expect(text.contains("For ever"))
    #expect(text.contains("[ Cancel ]"))
    #expect(host.keyHints().first == KeyHint("←/→", "Choose"))

    host.handle(.right)
    #expect(host.plainText(size: size).contains("[ Delete ]"))
    host.handle(.enter)
    #expect(answers == ["Delete"])
    #expect(navigator.state.alert == nil)
    #expect(
      navigator.lastChange?.cause == .user(.choseAlertAction(actionID: "Delete", alertID: alert.id))
    )

    try navigator.showAlert(
      try AlertState(
        title: "Again", actions: [AlertAction("No", role: .cancel), AlertAction("Yes")])
    ) {
      answers.append($0?.id)
    }
    host.handle(.escape)
    #expect(answers == ["Delete", "No"])
  }

  /// Esc dismisses a question without a choice, as a tap outside or the platform's own Cancel
  /// does: it answers the cancel action when there is one, else no action, never the only one.
  @Test func escOnAQuestionWithoutACancelActionAnswersNoAction() throws {
    let host = makeHost()
    var answers: [String?] = []
    let delete = try AlertState.confirmationDialog(
      title: "Delete draft?", actions: [AlertAction("Delete", role: .destructive)])
    try navigator.showAlert(delete) { answers.append($0?.id) }
    _ = host.frame(size: size)
    host.handle(.escape)
    #expect(answers == [nil], "Esc deletes nothing")
    #expect(navigator.state.alert == nil)

    let either = try AlertState(
      title: "Which?", actions: [AlertAction("Left"), AlertAction("Right")])
    try navigator.showAlert(either) { answers.append($0?.id) }
    host.handle(.escape)
    #expect(answers == [nil, nil])
    #expect(navigator.state.alert == nil)
  }

  /// A dialog whose only action deletes offers the host's Cancel too, as SwiftUI does, and
  /// selects it first: Enter at once deletes nothing; the user must choose Delete.
  @Test func aDialogWithoutACancelActionOffersTheHostsCancelSelectedFirst() throws {
    let host = makeHost()
    var answers: [String?] = []
    let delete = try AlertState.confirmationDialog(
      title: "Delete draft?", actions: [AlertAction("Delete", role: .destructive)])
    try navigator.showAlert(delete) { answers.append($0?.id) }
    let shown = host.plainText(size: size)
    #expect(shown.contains("Delete") && shown.contains("[ Cancel ]"), "\(shown)")
    host.handle(.enter)
    #expect(answers == [nil], "Enter deletes nothing")
    #expect(navigator.state.alert == nil)

    try navigator.showAlert(delete) { answers.append($0?.id) }
    _ = host.frame(size: size)
    host.handle(.up)
    host.handle(.enter)
    #expect(answers == [nil, "Delete"])
  }

  @Test func aConfirmationDialogIsAListAlongTheBottomThatScrollsToTheChosenAction() throws {
    let host = makeHost()
    var answers: [String?] = []
    let many = (1...40).map { AlertAction("Option \($0)") } + [AlertAction("Cancel", role: .cancel)]
    let dialog = try AlertState.confirmationDialog(
      title: "Move to?", message: "Pick a folder", actions: many)
    try navigator.showAlert(dialog) { answers.append($0?.id) }
    var lines = host.frame(size: size).lines
    let bottom = lines.lastIndex { $0.contains("└") } ?? 0
    // The safe action is chosen first, so the list shows its end; the panel keeps to the bottom.
    #expect(lines[bottom - 1].contains("[ Cancel ]"))
    #expect(lines[bottom - 2].contains("Option 40"))
    #expect(bottom >= size.rows - 2)
    #expect(
      lines.contains { $0.contains("Move to?") } && lines.contains { $0.contains("Pick a folder") })
    #expect(!lines.contains { $0.contains("Option 1 ") || $0.hasSuffix("Option 1") })
    #expect(host.keyHints().first == KeyHint("↑/↓", "Choose"))

    host.handle(.down)  // wraps round to the first action, which scrolls into view
    lines = host.frame(size: size).lines
    #expect(lines.contains { $0.contains("[ Option 1 ]") })
    #expect(!lines.contains { $0.contains("Cancel") })
    host.handle(.enter)
    #expect(answers == ["Option 1"])
    #expect(navigator.state.alert == nil)
  }

  @Test func aPopoverIsASmallBoxPointingAtTheScreenThatOpenedItWhichShowsAroundIt() throws {
    let host = makeHost()
    try navigator.present("card", as: .popover)
    var frame = host.frame(size: size)
    // Under the title bar, the first row of home's content is row 2: the box hangs from it.
    #expect(frame.lines[0].contains("home"), "the screen below keeps its title bar")
    #expect(frame[2, 3].character == "┌" && frame[5, 3].character == "▲")
    #expect(frame.lines[4].contains("card") && !frame.lines[4].contains("home"))
    #expect(frame[47, 12].character == "┘", "46 columns by 10 rows")
    #expect(frame[55, 5].background == .blue && frame[10, 15].background == .blue)
    #expect(frame.lines.contains { $0.contains("body of card") })
    #expect(frame.lines.last?.hasPrefix(" x Do card") == true)

    // A popover from the popover points into the first one's content.
    try navigator.present("more", as: .popover)
    frame = host.frame(size: size)
    #expect(frame.lines[4].contains("card"), "the first popover still shows")
    // Its content starts at row 6, column 3: the second box hangs from there.
    #expect(frame[5, 7].character == "┌" && frame[8, 7].character == "▲")
    #expect(frame.lines[8].contains("more"))

    host.handle(.escape)
    #expect(navigator.state.path.map(\.screen.route) == ["card"])
    #expect(navigator.lastChange?.removedScreens.map(\.route) == ["more"])
    host.handle(.escape)
    #expect(navigator.state.path.isEmpty)
    frame = host.frame(size: size)
    #expect(!frame.lines.contains { $0.contains("┌") })
  }

  /// A sheet's panel is as high as its detent, along the bottom; Tab drags it to the next
  /// height it offers, which the state records, and an app's change redraws it.
  @Test func aSheetRestsAtItsDetentAndTabDragsItToTheNext() throws {
    let host = makeHost()
    let id = try navigator.present("compose", as: .sheet, detents: .mediumAndLarge)
    var frame = host.frame(size: size)
    // 17 rows at full height (under the two rows the title bar keeps); half of them is 9.
    #expect(frame[3, 10].character == "┌" && frame[3, 18].character == "└")
    #expect(frame.lines[11].contains("compose") && frame.lines[0].contains("home"))
    #expect(frame.lines.last?.hasPrefix(" x Do compose  Tab Resize") == true)

    host.handle(.tab)
    #expect(navigator.state.layers.first?.detents?.selected == .large)
    #expect(navigator.lastChange?.cause == .user(.selectedDetent(.large, layerContaining: id)))
    frame = host.frame(size: size)
    #expect(frame[3, 2].character == "┌" && frame[3, 18].character == "└")

    try navigator.update { try $0.selectDetent(.medium, ofLayerContaining: id) }
    frame = host.frame(size: size)
    #expect(frame[3, 10].character == "┌")

    // A sheet with one height, or none, has nothing to resize: Tab goes to no one.
    try navigator.present("plain", as: .sheet)
    frame = host.frame(size: size)
    #expect(frame[3, 2].character == "┌")
    #expect(frame.lines.last?.contains("Tab") == false)
    let before = navigator.state
    host.handle(.tab)
    #expect(navigator.state == before)
  }

  /// A popover with an anchor points at the row of the control it names; a name the screen
  /// does not know points where a popover without an anchor does, so the popover still shows.
  @Test func aPopoverWithAnAnchorPointsAtTheRowOfTheControlItNames() throws {
    let host = makeHost()
    try navigator.present("card", as: .popover, anchor: "third")
    var frame = host.frame(size: size)
    // The third row of home's content is row 4: the box hangs from it.
    #expect(frame[2, 5].character == "┌" && frame[5, 5].character == "▲")
    #expect(frame.lines[6].contains("card"))
    #expect(frame[2, 3].character != "┌")

    try navigator.dismiss()
    try navigator.present("card", as: .popover, anchor: "mistyped")
    frame = host.frame(size: size)
    #expect(frame[2, 3].character == "┌" && frame[5, 3].character == "▲")
    #expect(frame.lines[4].contains("card"))
  }

  /// A split view's columns show side by side where the terminal is wide enough: keys go to
  /// the chosen column, Tab moves to the next, Esc goes back inside the detail column or to the
  /// column before. A narrow terminal shows the same state collapsed, as one stack.
  @Test func aSplitViewShowsItsColumnsSideBySideWhereTheTerminalIsWide() throws {
    let host = makeHost()
    let wide = TerminalSize(columns: 120, rows: 20)
    try navigator.update { $0.setSplitLayout(.twoColumns) }
    var frame = host.frame(size: wide)
    // The sidebar takes a third (39 cells and a separator), the detail the rest.
    #expect(frame[39, 5].character == "│" && frame.lines[0].contains("home"))
    #expect(frame.lines[10].contains("No selection"))
    #expect(host.keyHints().first == KeyHint("x", "Do home"))

    try navigator.update { try $0.replacePushes(after: $0.root.id, with: ["detail"]) }
    frame = host.frame(size: wide)
    #expect(frame.lines[0].contains("home") && frame.lines[0].contains("detail"))
    #expect(!frame.lines[0].contains("‹"), "the detail's first screen has no back")
    #expect(frame[0, 0].character == "▌", "keys go to the sidebar")
    #expect(host.keyHints().prefix(2) == [KeyHint("x", "Do home"), KeyHint("Tab", "Next column")])
    let home = try #require(host.screen(for: navigator.state.root) as? NamedScreen)
    let detail = try #require(host.screen(for: navigator.state.topScreen) as? NamedScreen)
    host.handle(.character("x"))
    host.handle(.tab)
    host.handle(.character("x"))
    #expect(home.handledKeys == [.character("x")] && detail.handledKeys == [.character("x")])
    #expect(host.frame(size: wide)[40, 0].character == "▌", "keys go to the detail")

    // Inside the detail column Esc goes back; at its first screen it moves to the sidebar.
    try navigator.update { try $0.push("more") }
    _ = host.frame(size: wide)
    host.handle(.escape)
    #expect(navigator.state.baseStack.map(\.route) == ["home", "detail"])
    let before = navigator.state
    host.handle(.escape)
    #expect(navigator.state == before, "nothing leaves")
    host.handle(.character("x"))
    #expect(home.handledKeys == [.character("x"), .character("x")])

    // Narrow, the same state is one stack: the detail on top, going back to the sidebar.
    frame = host.frame(size: size)
    #expect(frame.lines[0].contains("‹ home") && frame.lines[0].contains("detail"))
    host.handle(.escape)
    #expect(navigator.state.baseStack.map(\.route) == ["home"])
  }

  @Test func threeColumnsShowTheContentBetweenTheSidebarAndTheDetail() throws {
    let host = makeHost()
    let wide = TerminalSize(columns: 120, rows: 20)
    try navigator.update {
      $0.setSplitLayout(.threeColumns)
      try $0.replacePushes(after: $0.root.id, with: ["list"])
    }
    var frame = host.frame(size: wide)
    // The sidebar takes a fifth (23 cells and a separator), the content a third (39 and one).
    #expect(frame[23, 5].character == "│" && frame[63, 5].character == "│")
    #expect(frame.lines[0].contains("home") && frame.lines[0].contains("list"))
    #expect(frame.lines[10].contains("No selection"))
    try navigator.update { try $0.push("item") }
    frame = host.frame(size: wide)
    #expect(frame.lines[0].contains("item") && !frame.plainText.contains("No selection"))
    // Too narrow for three columns: one stack.
    frame = host.frame(size: TerminalSize(columns: 100, rows: 20))
    #expect(frame.lines[0].contains("‹ list") && !frame.plainText.contains("│"))
  }

  @Test func aPopoverOpenedLowOnTheScreenRisesAboveItsRow() throws {
    let host = makeHost()
    try navigator.push("low")
    try navigator.present("card", as: .popover)
    let frame = host.frame(size: size)
    // Row 15 of the content is row 17 of the terminal; ten rows do not fit under it.
    #expect(frame[2, 7].character == "┌" && frame[2, 16].character == "└")
    #expect(frame[5, 16].character == "▼")
    #expect(frame.lines[0].contains("low"))
  }

  @Test func keysGoToTheTopScreenAndEscGoesBackLikeThePlatform() throws {
    let host = makeHost()
    try navigator.push("detail")
    _ = host.frame(size: size)
    let detail = try #require(host.screen(for: navigator.state.topScreen) as? NamedScreen)
    host.handle(.character("x"))
    #expect(detail.handledKeys == [.character("x")])

    host.handle(.escape)
    #expect(navigator.state.path.isEmpty)
    #expect(navigator.lastChange?.cause == .user(.wentBack(to: navigator.state.root.id)))

    try navigator.present("modal", as: .sheet)
    host.handle(.escape)
    #expect(navigator.state.path.isEmpty)
    #expect(navigator.lastChange?.removedScreens.map(\.route) == ["modal"])
    host.handle(.escape)  // at the root: nothing happens
    #expect(navigator.state.path.isEmpty)
  }

  @Test func theAppKeysStayVisibleWhenAScreenHasManyKeys() throws {
    let host = TerminalHost(
      navigator: navigator, animatesTransitions: false,
      makeScreen: { _ in ManyKeysScreen() })
    host.appKeyHints = [KeyHint("t", "Inspector"), KeyHint("q", "Quit")]
    let bar = host.frame(size: TerminalSize(columns: 50, rows: 10)).lines.last ?? ""
    #expect(bar.hasSuffix("t Inspector  q Quit"))
    #expect(bar.hasPrefix(" 1 First  2 Second"))
  }

  /// The host reserves no letter: without the app's keys, `t` and `q` reach the screen.
  @Test func anAppsOwnKeysReachTheApp() throws {
    var typed: [Key] = []
    let host = TerminalHost(
      navigator: navigator, animatesTransitions: false,
      makeScreen: { _ in RecordingScreen { typed.append($0) } })
    host.handle(.character("t"))
    host.handle(.character("q"))
    host.handle(.character("g"))
    #expect(typed == [.character("t"), .character("q"), .character("g")])
    #expect(!host.isInspectorVisible && !host.wantsToQuit)
    #expect(host.keyHints().map(\.key) == ["x"])
  }

  /// The app's keys come before the screen's: what the app uses goes no further.
  @Test func theAppsKeysComeBeforeTheScreens() throws {
    var typed: [Key] = []
    let host = TerminalHost(
      navigator: navigator, animatesTransitions: false,
      makeScreen: { _ in RecordingScreen { typed.append($0) } },
      inspectorLines: { ["tree line"] })
    host.handleAppKey = { [weak host] key in
      guard key == .character("i") else { return false }
      host?.isInspectorVisible.toggle()
      return true
    }
    host.handle(.character("i"))
    #expect(host.plainText(size: size).contains("tree line"))
    host.handle(.character("t"))
    #expect(typed == [.character("t")])
    #expect(!host.wantsToQuit)
    host.quit(with: .character("x"))
    #expect(host.quitKey == .character("x"))
  }

  @Test func controlCAndControlDAlwaysQuit() throws {
    for key in [Key.controlC, .controlD] {
      let host = makeHost()
      host.handleAppKey = { _ in true }
      host.handle(key)
      #expect(host.quitKey == key)
    }
  }

  @Test func pushesSlideInStepByStepAndRequestsWaitInTheQueue() throws {
    let host = makeHost(animated: true)
    let start = ContinuousClock.now
    _ = host.frame(size: size, at: start)
    try navigator.push("red")
    let first = host.frame(size: size, at: start)
    #expect(host.isAnimating)
    #expect(!navigator.isSettled)
    let pushingRed = try #require(navigator.hosting.currentStep)
    try navigator.push("second")  // arrives during the animation
    #expect(navigator.hosting.currentStep?.id == pushingRed.id, "queued behind the running step")

    let middle = host.frame(size: size, at: start + host.stepDuration / 2)
    // Half-way, the red screen has come in from the right: its colour on the right half only.
    #expect(middle[size.columns - 2, 5].background == .red)
    #expect(middle[1, 5].background == .blue)
    #expect(first[size.columns - 2, 5].background == .blue)

    _ = host.frame(size: size, at: start + host.stepDuration)
    #expect(navigator.hosting.shownState.topScreen.route == "red", "the first push was shown")
    #expect(
      navigator.hosting.currentStep?.state.topScreen.route == "second", "the second slides in")
    #expect(host.isAnimating)
    var now = start + host.stepDuration
    while host.isAnimating {
      now += host.stepDuration
      _ = host.frame(size: size, at: now)
    }
    #expect(navigator.hosting.displayedState.topScreen.route == "second")
    #expect(host.plainText(size: size).contains("body of second"))
  }

  @Test func presentsSlideUp() throws {
    let host = makeHost(animated: true)
    let start = ContinuousClock.now
    _ = host.frame(size: size, at: start)
    try navigator.present("red", as: .cover)
    _ = host.frame(size: size, at: start)
    let middle = host.frame(size: size, at: start + host.stepDuration / 2)
    #expect(middle[5, 1].background == .blue)
    #expect(middle[5, size.rows - 3].background == .red)
  }

  @Test func hugeTitlesAndAlertsDrawLikeTheirVisibleParts() throws {
    // The frames of a state with huge strings and thousands of alert actions are those of the
    // same state cut to what fits: drawing lays out only what can show.
    func frame(titleLength: Int, actions: Int) throws -> CellBuffer {
      let text = String(repeating: "abcdefghij", count: titleLength / 10)
      let navigator = Navigator(root: "root " + text)
      try navigator.push("top " + text)
      let alert = try AlertState(
        title: "Alert " + text, message: "Message " + text,
        actions: (0..<actions).map { AlertAction("A\($0)") })
      try navigator.showAlert(alert)
      let host = TerminalHost(
        navigator: navigator, animatesTransitions: false, makeScreen: { NamedScreen($0.route) })
      return host.frame(size: size)
    }
    let huge = try frame(titleLength: 1_000_000, actions: 10_000)
    #expect(huge == (try frame(titleLength: 200, actions: 40)))
    #expect(huge.plainText.contains("[ A0 ]"))
  }

  @Test func onlyTheTopSheetAndWhatIsUnderItAreDrawn() throws {
    var made: [String] = []
    let host = TerminalHost(
      navigator: navigator, animatesTransitions: false,
      makeScreen: { screen in
        made.append(screen.route)
        return NamedScreen(screen.route)
      })
    try navigator.present("cover", as: .cover)
    try navigator.present("lower", as: .sheet)
    try navigator.present("upper", as: .sheet)
    let text = host.plainText(size: size)
    #expect(text.split(separator: "\n").first?.contains("cover") == true)
    #expect(text.contains("body of upper"))
    #expect(!text.contains("lower") && !text.contains("home"))
    #expect(!made.contains("lower"), "a hidden sheet's view is never made")
    #expect(!made.contains("home"))
  }

  @Test func viewsAreReleasedWhenTheirScreenLeaves() throws {
    let host = makeHost()
    try navigator.push("detail")
    _ = host.frame(size: size)
    weak var detail: NamedScreen?
    detail = host.screen(for: navigator.state.topScreen) as? NamedScreen
    #expect(detail != nil)
    try navigator.update { try $0.pop() }
    _ = host.frame(size: size)
    #expect(detail == nil)
  }
}
