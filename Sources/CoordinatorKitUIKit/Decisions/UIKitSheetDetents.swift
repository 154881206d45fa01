import CoordinatorKit

/// How a UIKit host configures the `UISheetPresentationController` of a sheet layer, and what
/// the sheet's report that the user dragged it means.
///
/// The host sets the sheet's `detents` (``detents(smallestFirstIn:)``),
/// `selectedDetentIdentifier` (``selectedIdentifier``) and `prefersGrabberVisible` before it
/// presents the layer, and again, inside `animateChanges(_:)`, for a
/// ``UIKitHostCall/setSheetDetents(level:_:animated:)``. A sheet without detents in the state
/// (the platform's default height) gets UIKit's default spelled out: `[.large()]`, at `.large`,
/// without a grabber, so taking detents away from a presented sheet restores it.
///
/// UIKit calls `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` only when the
/// user drags the sheet to another detent, never when the host sets the selection;
/// ``userNavigation(forSelectedIdentifier:)`` says what the identifier it then reads means.
package struct UIKitSheetDetents: Hashable, Sendable {
  /// One detent as UIKit takes it.
  package enum Detent: Hashable, Sendable {
    /// `UISheetPresentationController.Detent.medium()`: about half the container's height.
    case medium
    /// `UISheetPresentationController.Detent.large()`: the container's full height.
    case large
    /// `UISheetPresentationController.Detent.custom(identifier:resolver:)` with `identifier`
    /// (the detent's ``SheetDetent/name``), whose resolver answers
    /// ``height(maximumDetentValue:)`` for the context's `maximumDetentValue`.
    case custom(identifier: String, SheetDetent)

    /// The detent UIKit shows for the engine's `detent`.
    package init(_ detent: SheetDetent) {
      switch detent {
      case .medium: self = .medium
      case .large: self = .large
      case .fraction, .height: self = .custom(identifier: detent.name, detent)
      }
    }

    /// The engine's detent this one shows.
    package var sheetDetent: SheetDetent {
      switch self {
      case .medium: .medium
      case .large: .large
      case .custom(_, let detent): detent
      }
    }

    /// Its identifier: UIKit's own for the system detents (`UISheetPresentationController.Detent.Identifier.medium`
    /// and `.large`), the detent's name for a custom one. It is what `selectedDetentIdentifier`
    /// holds when the sheet rests there.
    package var identifier: String {
      switch self {
      case .medium: UIKitSheetDetents.mediumIdentifier
      case .large: UIKitSheetDetents.largeIdentifier
      case .custom(let identifier, _): identifier
      }
    }

    /// Its height in points when the sheet can be at most `maximum` high: what a custom
    /// detent's resolver returns (UIKit hands it `maximumDetentValue`), and how the host orders
    /// the detents.
    package func height(maximumDetentValue maximum: Double) -> Double {
      sheetDetent.height(in: maximum)
    }
  }

  /// The raw value of `UISheetPresentationController.Detent.Identifier.medium`.
  package static let mediumIdentifier = "com.apple.UIKit.medium"
  /// The raw value of `UISheetPresentationController.Detent.Identifier.large`.
  package static let largeIdentifier = "com.apple.UIKit.large"

  /// The presented screen of the sheet's layer: what a drag is reported against.
  package let layerRoot: ScreenID
  /// The detents the sheet offers, in the state's order; never empty.
  package let detents: [Detent]
  /// The identifier of the detent the sheet rests at: its `selectedDetentIdentifier`.
  package let selectedIdentifier: String
  /// Its `prefersGrabberVisible`.
  package let prefersGrabberVisible: Bool

  /// The configuration of the sheet rooted at `layerRoot` whose state has `detents` (`nil`:
  /// the platform's default height).
  package init(layerRoot: ScreenID, detents: SheetDetents?) {
    self.layerRoot = layerRoot
    self.detents = (detents?.available ?? [.large]).map(Detent.init)
    selectedIdentifier = Detent(detents?.selected ?? .large).identifier
    prefersGrabberVisible = detents?.showsGrabber ?? false
  }

  /// The configuration of the layer rooted at `root` in `state`, or `nil` when that layer is
  /// not a sheet (a cover or a popover has no detents) or is not in `state`.
  package init?<Route>(layerRootedAt root: ScreenID, in state: NavigationState<Route>) {
    do {
      self.init(layerRoot: root, detents: try state.detents(ofLayerContaining: root))
    } catch {
      return nil
    }
  }

  /// The detents as the sheet's `detents` takes them, smallest first, as UIKit requires, for a
  /// sheet at most `maximum` points high (the container's height): relative and fixed heights
  /// are ordered by the height they have there. Equal heights keep the state's order.
  package func detents(smallestFirstIn maximum: Double) -> [Detent] {
    detents.enumerated().sorted { left, right in
      let (leftHeight, rightHeight) = (
        left.element.height(maximumDetentValue: maximum),
        right.element.height(maximumDetentValue: maximum)
      )
      return leftHeight != rightHeight ? leftHeight < rightHeight : left.offset < right.offset
    }.map(\.element)
  }

  /// What the sheet reporting `identifier` as its `selectedDetentIdentifier` after the user
  /// dragged it means, judged against this configuration of the sheet in what is displayed now.
  ///
  /// - A detent the sheet offers, other than the one it rests at: the user dragged it there,
  ///   reported as ``UserNavigation/selectedDetent(_:layerContaining:)``.
  /// - The detent it rests at: nothing changed.
  /// - An identifier of no detent it offers (the app changed them meanwhile), or none (UIKit
  ///   then shows the smallest detent, which the host never leaves unset): stale.
  package func userNavigation(forSelectedIdentifier identifier: String?) -> UserNavigation? {
    guard let identifier, identifier != selectedIdentifier,
      let detent = detents.first(where: { $0.identifier == identifier })
    else { return nil }
    return .selectedDetent(detent.sheetDetent, layerContaining: layerRoot)
  }
}
