import CoordinatorKit
import CoordinatorKitTerminal
import NavigationTestSupport
import TerminalToolkit
import Testing

/// A view that draws its model's text, or the route it was made for when it has no model.
@MainActor
private final class DraftView: TerminalScreen {
  let model: DraftModel?
  let route: String
  let background = RGBColor.blue
  let keyHints: [KeyHint] = []
  var title: String { model.map { "Draft \($0.text)" } ?? "Route \(route)" }

  init(model: DraftModel?, route: String) {
    self.model = model
    self.route = route
  }

  func draw(in canvas: inout CellBuffer, area: CellRect) {}
  func handle(_ key: Key) -> Bool { false }
}

/// The terminal host gives a screen's model the lifetime every host gives it: made once per
/// screen, kept while the screen stays, route updates included; a screen drawn from its route
/// alone shows its new route.
@MainActor
@Suite("Terminal host: a screen's model is made once")
struct TerminalHostModelLifetimeTests {
  private let size = TerminalSize(columns: 60, rows: 12)

  private func host(of navigator: Navigator<String>) -> TerminalHost<String> {
    TerminalHost(navigator: navigator, animatesTransitions: false) { screen in
      DraftView(model: navigator.model(for: screen) as? DraftModel, route: screen.route)
    }
  }

  @Test func aModelIsMadeOnceWhileItsScreensRouteIsUpdated() throws {
    let navigator = Navigator(root: "launch")
    let host = host(of: navigator)
    let flow = DraftFlow(navigator: navigator)
    try flow.startAsRoot()
    try flow.showDraft("H")
    _ = host.frame(size: size)
    let first = try #require(host.screen(for: navigator.state.topScreen) as? DraftView)
    let model = try #require(first.model)
    for text in ["He", "Hel", "Hell", "Hello"] {
      try navigator.update {
        try $0.updateRoute(of: navigator.state.topScreen.id, to: "draft:\(text)")
      }
      model.text = text  // What the model's view would do as the user types.
      _ = host.frame(size: size)
      #expect(host.screen(for: navigator.state.topScreen) === first)
    }
    #expect(flow.modelsMade == 1)
    #expect(host.plainText(size: size).contains("Draft Hello"))
  }

  @Test func aScreenShownByItsRouteAloneIsDrawnWithItsNewRoute() throws {
    let navigator = Navigator(root: "launch")
    let host = host(of: navigator)
    try navigator.update { try $0.push("first") }
    _ = host.frame(size: size)
    #expect(host.plainText(size: size).contains("Route first"))
    try navigator.update { try $0.updateRoute(of: navigator.state.topScreen.id, to: "second") }
    _ = host.frame(size: size)
    #expect(host.plainText(size: size).contains("Route second"))
  }
}
