import CoordinatorKit
import TerminalToolkit

// Input: where a key goes (the link field, the app, the question on screen, a split view's
// chosen column, the top screen), the keys typed during a transition, and the keys the bar shows.
extension TerminalHost {
  /// Routes a key press: Ctrl-C and Ctrl-D quit, and the app's keys (``handleAppKey``) act at
  /// once; any other key goes to what is on screen — the alert, else a split view's chosen
  /// column, else the top screen (`keyReceiver(on:width:chosenColumn:)`), and Esc or Backspace
  /// that the screen does not use acts like the platform's back or dismiss. A key typed while
  /// a transition is on screen waits until it is over, so typing ahead acts on the screens in
  /// the order they appear. While the link field is open, keys edit it.
  public func handle(_ key: Key) {
    advance()
    message = nil
    if linkPrompt != nil {
      handleLinkPrompt(key)
      return
    }
    if key == .controlC || key == .controlD {
      quitKey = key
      return
    }
    if handleAppKey?(key) == true { return }
    if isAnimating {
      typedAhead.append(key)
    } else {
      dispatch(key)
    }
  }

  /// Ends the session as if the user had typed `key` to quit: ``wantsToQuit`` becomes `true`.
  public func quit(with key: Key) {
    quitKey = key
  }

  /// Opens the link field, whose Enter hands the link to `openLink`; without `openLink` (see
  /// ``init(navigator:animatesTransitions:makeScreen:inspectorLines:openLink:)``) it does nothing.
  public func beginLinkEntry() {
    guard openLink != nil else { return }
    linkPrompt = LinkPrompt()
  }

  /// Edits the link field; Enter hands the link to the app, which opens it or says why not.
  private func handleLinkPrompt(_ key: Key) {
    if key == .controlC || key == .controlD {
      quitKey = key
      return
    }
    switch linkPrompt?.handle(key) {
    case .submitted(let link):
      linkPrompt = nil
      if !link.isEmpty { message = openLink?(link) }
    case .cancelled:
      linkPrompt = nil
    case .editing, nil:
      break
    }
  }

  /// What receives the keys: the question on screen, the chosen column of a split view shown
  /// side by side, or the top screen.
  enum KeyReceiver {
    /// The alert or confirmation dialog on screen, over everything.
    case question(AlertState)
    /// Column `focus` of the split view of the base stack, whose columns show side by side
    /// with nothing over them.
    case column(_ focus: Int, of: TerminalSplitView<Route>)
    /// The top screen: of the top modal layer, else of the base stack, shown as one stack.
    case topScreen(NavigationScreen<Route>)
  }

  /// What receives the keys on `displayed` for an area `width` cells wide, where the user last
  /// chose split view column `chosenColumn`: the question on screen; else, where nothing modal
  /// covers a split view and the area is wide enough for its columns, the chosen column (or the
  /// nearest before it that shows a screen); else the top screen.
  static func keyReceiver(
    on displayed: NavigationState<Route>, width: Int, chosenColumn: Int
  ) -> KeyReceiver {
    if let alert = displayed.alert { return .question(alert) }
    if displayed.modalDepth == 0, let split = TerminalSplitView(displayed, width: width) {
      return .column(split.focus(from: chosenColumn), of: split)
    }
    return .topScreen(displayed.topScreen)
  }

  /// Gives a key to what is displayed, which the user sees settled.
  func dispatch(_ key: Key) {
    let displayed = navigator.hosting.displayedState
    switch Self.keyReceiver(on: displayed, width: areaWidth, chosenColumn: chosenColumn) {
    case .question(let alert):
      handleAlert(key, alert)
    case .column(let focus, let split):
      dispatch(key, toColumn: focus, of: split, in: displayed)
    case .topScreen(let top):
      if screen(for: top).handle(key) { return }
      if key == .tab, let resize = Self.nextDetent(of: displayed) {
        _ = try? navigator.userDidNavigate(resize)
        return
      }
      if key == .escape || key == .backspace { goBackLikeThePlatform() }
      if let tab = tab(selectedBy: key, in: displayed) {
        // Selecting the selected tab again pops it to its root: the engine decides.
        _ = try? navigator.userDidNavigate(.selectedTab(tab))
      }
    }
  }

  /// Gives a key to the split view's chosen column: its top screen first; then Tab moves to the
  /// next column, and Esc goes back inside the detail column (when something is pushed on its
  /// first screen) or moves to the column before, as the platform's columns have no back.
  private func dispatch(
    _ key: Key, toColumn focus: Int, of split: TerminalSplitView<Route>,
    in displayed: NavigationState<Route>
  ) {
    chosenColumn = focus
    if let top = split.columns[focus].last, screen(for: top).handle(key) { return }
    switch key {
    case .tab:
      chosenColumn = split.column(after: focus)
    case .escape, .backspace:
      if split.goesBackInside(focus) {
        goBackLikeThePlatform()
      } else if let before = split.column(before: focus) {
        chosenColumn = before
      } else {
        onBackAtRoot?()
      }
    default:
      if let tab = tab(selectedBy: key, in: displayed) {
        _ = try? navigator.userDidNavigate(.selectedTab(tab))
      }
    }
  }

  /// What Tab does on `displayed`: the user's drag of the sheet on top to the next height it
  /// offers (after the last, the first); `nil` when no sheet on top offers two heights.
  static func nextDetent(of displayed: NavigationState<Route>) -> UserNavigation? {
    guard displayed.alert == nil, let layer = displayed.layers.last, layer.style == .sheet,
      let detents = layer.detents, detents.available.count > 1,
      let index = detents.available.firstIndex(of: detents.selected)
    else { return nil }
    let next = detents.available[(index + 1) % detents.available.count]
    return .selectedDetent(next, layerContaining: layer.root.id)
  }

  /// The tab digit `key` selects (1 for the first), when the tab bar shows: no modal layer
  /// covers it, and no screen on top of the selected tab's stack hides it.
  private func tab(selectedBy key: Key, in displayed: NavigationState<Route>) -> TabID? {
    guard case .character(let character) = key, let number = character.wholeNumberValue,
      displayed.modalDepth == 0, displayed.tabs.indices.contains(number - 1),
      !displayed.hidesTabBar
    else { return nil }
    return displayed.tabs[number - 1]
  }

  /// Esc goes back like the platform: the engine says what that is on the displayed state (pop
  /// the top stack, or dismiss a modal at its root), and the host reports it as a user action.
  private func goBackLikeThePlatform() {
    if let back = navigator.backNavigation {
      _ = try? navigator.userDidNavigate(back)
    } else {
      onBackAtRoot?()
    }
  }

  /// The keys that work now: the link field's, the question's or those of the screen that
  /// receives the keys, then the app's.
  public func keyHints() -> [KeyHint] {
    if linkPrompt != nil {
      return [KeyHint("Enter", "Open"), KeyHint("Esc", "Cancel")]
    }
    var hints: [KeyHint]
    let displayed = navigator.hosting.displayedState
    switch Self.keyReceiver(on: displayed, width: areaWidth, chosenColumn: chosenColumn) {
    case .question(let alert):
      // The arrows that follow the actions: a row of buttons, or a list.
      let arrows =
        switch alert.presentation {
        case .alert: "←/→"
        case .confirmationDialog: "↑/↓"
        }
      hints = [KeyHint(arrows, "Choose"), KeyHint("Enter", "Select")]
    case .column(let focus, let split):
      hints = split.columns[focus].last.map { screen(for: $0).keyHints } ?? []
      if split.column(after: focus) != focus { hints.append(KeyHint("Tab", "Next column")) }
    case .topScreen(let top):
      hints = screen(for: top).keyHints
      if Self.nextDetent(of: displayed) != nil { hints.append(KeyHint("Tab", "Resize")) }
    }
    return hints + appKeyHints
  }
}
