#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  extension View {
    /// Names this view as `anchor`, so a popover its screen presents with that anchor points
    /// at it rather than at the whole screen.
    ///
    /// The view publishes its bounds through an anchor preference, under the anchor's name and
    /// the screen it belongs to; the ``NavigatorView`` level that shows the screen reads them
    /// and attaches its one popover there (see `SwiftUIPopoverAttachment`). The popover is not
    /// attached to this view, so the view may leave the screen while the popover shows: the
    /// popover then points at the whole screen, as it does when no control of the presenting
    /// screen has the anchor's name. Give each name to one control of a screen; should two
    /// have it, the one later in the view hierarchy wins.
    ///
    /// ```swift
    /// // The screen marks the button the popover points at:
    /// Button("Share") { presenter.shareTapped() }
    ///   .popoverAnchor("share")
    /// // Its coordinator presents the popover with that anchor:
    /// try navigator.present(.share, as: .popover, anchor: "share")
    /// ```
    public func popoverAnchor(_ anchor: PopoverAnchor) -> some View {
      modifier(PopoverAnchorModifier(anchor: anchor))
    }
  }

  /// Publishes the content's bounds under `anchor`'s name and the content's screen.
  private struct PopoverAnchorModifier: ViewModifier {
    let anchor: PopoverAnchor
    @Environment(\.navigationScreenID) private var screen

    func body(content: Content) -> some View {
      let source = SwiftUIPopoverAttachment.Source(screen: screen, name: anchor.name)
      return content.anchorPreference(key: PopoverAnchorsKey.self, value: .bounds) { bounds in
        [source: bounds]
      }
    }
  }

  /// The bounds of the controls marked with `popoverAnchor(_:)`, by name and screen; a later
  /// control wins over an earlier one with the same name on the same screen.
  struct PopoverAnchorsKey: PreferenceKey {
    static let defaultValue: [SwiftUIPopoverAttachment.Source: Anchor<CGRect>] = [:]

    static func reduce(
      value: inout [SwiftUIPopoverAttachment.Source: Anchor<CGRect>],
      nextValue: () -> [SwiftUIPopoverAttachment.Source: Anchor<CGRect>]
    ) {
      value.merge(nextValue()) { _, later in later }
    }
  }
#endif
