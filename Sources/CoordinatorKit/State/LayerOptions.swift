/// How a stack shows beyond its style: the heights a sheet rests at, the control a popover
/// points at, the columns a base stack is split into; and how the node's own screen shows
/// (``ScreenOptions``: it hides the tab bar, it zooms from a control).
///
/// The stack's options belong to the node that starts the stack (a layer's root, a base stack's
/// root), the screen's to its node; never to the path's elements, so
/// reading a path costs the same whether layers or screens have options or not. They travel as one value:
/// a rebuild copies them, and equality, hashing, planning and restoration compare them, in one
/// place each. A new option is a field here, a rule in ``check(for:)``, a saved key and what
/// the hosts do with it.
@usableFromInline
struct LayerOptions: Hashable, Sendable {
  /// The heights the sheet can rest at and the one it rests at; `nil` for the platform's default.
  var detents: SheetDetents?
  /// The control the popover points at; `nil` for the screen that opened it.
  var anchor: PopoverAnchor?
  /// The columns a base stack shows in; `nil` for one stack and for every modal layer.
  var split: SplitLayout?
  /// How the node's own screen shows: whether it hides the tab bar, the control it zooms from.
  var screen: ScreenOptions

  /// Options for a stack: `nil` fields leave the platform's defaults.
  @usableFromInline
  init(
    detents: SheetDetents? = nil, anchor: PopoverAnchor? = nil, split: SplitLayout? = nil,
    screen: ScreenOptions = .standard
  ) {
    self.detents = detents
    self.anchor = anchor
    self.split = split
    self.screen = screen
  }

  /// No options: every layer shown the platform's default way, and every push.
  @usableFromInline static let none = LayerOptions()

  /// Refuses options that `style` cannot show: detents off a sheet, an anchor off a popover,
  /// a hidden tab bar off a push, a zoom off a push or cover.
  ///
  /// - Throws: ``NavigationError/detentsNeedASheet(_:)``,
  ///   ``NavigationError/anchorNeedsAPopover(_:)``,
  ///   ``NavigationError/tabBarHidingNeedsAPush(_:)`` or
  ///   ``NavigationError/zoomNeedsAPushOrCover(_:)``.
  func check(for style: PresentationStyle) throws(NavigationError) {
    if detents != nil, style != .modal(.sheet) { throw .detentsNeedASheet(style) }
    if anchor != nil, style != .modal(.popover) { throw .anchorNeedsAPopover(style) }
    if let refusal = screen.refusal(for: style) { throw refusal }
  }
}
