import CoordinatorKit

extension Cases {
  /// A sheet presented and dismissed by the user (a swipe-down), through a navigator with a
  /// host that shows and acknowledges every step: the path a popover shares (issue 24).
  static let sheetShownAndDismissed = layer(named: "sheet presented+swiped away", .sheet)

  /// The same as a popover, dismissed by a tap outside it: measured to show it costs a sheet's.
  static let popoverShownAndDismissed = layer(
    named: "popover presented+tapped away", .popover)

  /// A sheet with two detents dragged by the user to the other one and back, host-paced: an
  /// update in place of the top layer (issue 24).
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

  private static func layer(named name: String, _ style: ModalStyle) -> Case {
    Case(name: name) { depth in
      let navigator = navigator(depth: depth)
      navigator.attachHost(capabilities: .allAtOnce)
      while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
      return { count in
        for index in 0..<count {
          let presented = try navigator.present(index, as: style)
          while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
          try navigator.userDidNavigate(.dismissedLayer(containing: presented))
          while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
        }
        precondition(navigator.state.modalDepth == 0)
      }
    }
  }
}
