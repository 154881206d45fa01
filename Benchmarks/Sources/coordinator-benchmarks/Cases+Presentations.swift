import CoordinatorKit
import NavigationTestSupport

extension Cases {
  /// A sheet presented and dismissed by the user (a swipe-down), through a navigator with a
  /// host that shows and acknowledges every step: the path a popover shares.
  static let sheetShownAndDismissed = layer(named: "sheet presented+swiped away", .sheet)

  /// The same as a popover, dismissed by a tap outside it: measured to show it costs a sheet's.
  static let popoverShownAndDismissed = layer(
    named: "popover presented+tapped away", .popover)

  /// A sheet with two detents dragged by the user to the other one and back, host-paced: an
  /// update in place of the top layer.
  static let sheetDraggedAndBack = Case(name: "sheet dragged to large and back") { depth in
    let navigator = navigator(depth: depth)
    navigator.attachHost(capabilities: .allAtOnce)
    let sheet = try navigator.present(-1, as: .sheet, detents: .mediumAndLarge)
    while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
    return { count in
      for _ in 0..<count {
        try navigator.userDidNavigate(.selectedDetent(.large, layerContaining: sheet))
        while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
        try navigator.userDidNavigate(.selectedDetent(.medium, layerContaining: sheet))
        while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
      }
      precondition(navigator.state.layers.first?.detents?.selected == .medium)
    }
  }

  /// A popover pointing at a named control, presented and tapped away: what the anchor adds to
  /// a popover's path.
  static let anchoredPopoverShownAndDismissed = layer(
    named: "anchored popover presented+tapped away", .popover, anchor: "sender")

  /// Two selections in a split view's sidebar, each replacing the detail's one screen, host-
  /// paced. The split view is the base stack, so the depth does not apply: every
  /// column measures the same state, a sidebar and one detail screen.
  static let splitSelections = Case(name: "split view: two sidebar selections") { _ in
    var state = NavigationState(root: 0, pushing: [1])
    state.setSplitLayout(.twoColumns)
    let navigator = Navigator(state)
    navigator.attachHost(capabilities: .allAtOnce)
    while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
    let sidebar = navigator.state.root.id
    return { count in
      for index in 0..<count {
        try navigator.update { try $0.replacePushes(after: sidebar, with: [2 * index + 2]) }
        while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
        try navigator.update { try $0.replacePushes(after: sidebar, with: [2 * index + 3]) }
        while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
      }
      precondition(navigator.state.splitColumns?.detail.count == 1)
    }
  }

  /// The same two selections, each starting the next column's flow with
  /// `resetFlow(coordinatingTo:)` and stopping the one it replaces, host-paced: what a flow per
  /// selection adds to a selection.
  static let splitFlowSelections = Case(name: "split view: two selections starting flows") { _ in
    let navigator = Navigator(root: -1)
    let sidebar = IntRouteFlow(navigator: navigator, route: 0)
    try sidebar.startAsRoot()
    try navigator.update { $0.setSplitLayout(.twoColumns) }
    try sidebar.resetFlow(coordinatingTo: IntRouteFlow(navigator: navigator, route: 1))
    navigator.attachHost(capabilities: .allAtOnce)
    while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
    return { count in
      for index in 0..<count {
        try sidebar.resetFlow(
          coordinatingTo: IntRouteFlow(navigator: navigator, route: 2 * index + 2))
        while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
        try sidebar.resetFlow(
          coordinatingTo: IntRouteFlow(navigator: navigator, route: 2 * index + 3))
        while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
      }
      precondition(navigator.state.splitColumns?.detail.count == 1)
      precondition(sidebar.children.count == 1)
    }
  }

  private static func layer(
    named name: String, _ style: ModalStyle, anchor: PopoverAnchor? = nil
  ) -> Case {
    Case(name: name) { depth in
      let navigator = navigator(depth: depth)
      navigator.attachHost(capabilities: .allAtOnce)
      while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
      return { count in
        for index in 0..<count {
          let presented = try navigator.present(index, as: style, anchor: anchor)
          while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
          try navigator.userDidNavigate(.dismissedLayer(containing: presented))
          while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
        }
        precondition(navigator.state.modalDepth == 0)
      }
    }
  }
}
