import CoordinatorKit

/// One call a `UINavigationController`-based host makes to UIKit, as
/// `UIKitNavigationProjection/calls(toReach:animated:)` lists them.
///
/// The host keeps one navigation controller per level (level 0 is the base stack's: the single
/// one, or the selected tab's; level `k` the one of the `k`-th modal layer) and one view
/// controller per screen, reused by screen identity. The window shows one container controller
/// holding the single navigation controller, a `UISplitViewController` (a base stack with a
/// ``SplitLayout``, see ``UIKitSplitColumns``) or a `UITabBarController` (whose tabs are each a
/// navigation controller or a split view controller); it presents level 1. In a split view
/// controller, level 0 is the navigation controller of its active column (the detail's while
/// expanded, the compact one's while collapsed). It performs the calls in the order given, each
/// after the previous one's completion: UIKit refuses to present from a controller whose presentation or dismissal is still running.
package enum UIKitHostCall: Hashable, Sendable {
  /// `setViewControllers(_:animated:)` on the navigation controller at `level`, with the view
  /// controllers of `screens` (reused by identity, the missing ones created). One call pushes,
  /// pops or replaces any number of screens, the root included.
  case setViewControllers(level: Int, screens: [ScreenID], animated: Bool)
  /// `pushViewController(_:animated:)` on the navigation controller at `level`, the top one, of
  /// the view controller of `screen` (made now): the step pushed exactly that screen. A push
  /// costs the same at any depth, where `setViewControllers` hands UIKit the whole stack.
  case push(level: Int, screen: ScreenID, animated: Bool)
  /// `popViewController(animated:)` on the navigation controller at `level`, the top one: the
  /// step popped exactly its top screen.
  case pop(level: Int, animated: Bool)
  /// `present(_:animated:completion:)` on the navigation controller at `level - 1` (the top one
  /// at that moment) of a new navigation controller holding `screens`, with the modal
  /// presentation style `style`; it becomes the navigation controller at `level`. The host
  /// makes it the presentation controller's delegate, to hear of swipe-downs (and, for a sheet,
  /// of the user's drags), and gives a sheet the detents its layer has in the step's state
  /// (``UIKitSheetDetents/init(layerRootedAt:in:)``), and points a popover at the control of
  /// the screen below that its layer's anchor names (``UIKitPopoverAnchor``).
  case present(level: Int, screens: [ScreenID], style: UIKitModalPresentationStyle, animated: Bool)
  /// `dismiss(animated:completion:)` on the navigation controller at `level`: UIKit dismisses
  /// what it presented and everything presented above that, so one call removes every layer
  /// above `level` and the alert over them.
  case dismissPresented(byLevel: Int, animated: Bool)
  /// The `sheetPresentationController` of the navigation controller at `level`, a sheet that
  /// stays presented, takes `detents` (its `detents`, `selectedDetentIdentifier` and
  /// `prefersGrabberVisible`), inside `animateChanges(_:)` when `animated`: the app moved or
  /// resized the sheet (an update in place). A new sheet gets its detents before it is
  /// presented, from the state of its ``present(level:screens:style:animated:)``.
  case setSheetDetents(level: Int, UIKitSheetDetents, animated: Bool)
  /// The `popoverPresentationController` of the navigation controller at `level`, a popover
  /// that stays presented, points again where `anchor` says on `presentingScreen` (the top
  /// screen of the level below): its `sourceView`, `sourceRect` and `permittedArrowDirections`
  /// as ``UIKitPopoverAnchor/popoverLayer(control:presentingWidth:presentingHeight:)`` decides
  /// from the view that screen's controller returns for `anchor` (`PopoverAnchoring`); `nil`
  /// points it at the whole presenting view. The app re-pointed the popover (an update in
  /// place), or the screen under it changed. A new popover is pointed before it is presented,
  /// from the state of its ``present(level:screens:style:animated:)``.
  case pointPopover(level: Int, anchor: PopoverAnchor?, presentingScreen: ScreenID)
  /// `present(_:animated:completion:)` of a `UIAlertController` for `alert` on the navigation
  /// controller at `level`, the top one. Each action's handler reports
  /// ``UIKitHostEvent/alertActionChosen(actionID:alertID:)``.
  case presentAlert(AlertState, fromLevel: Int, animated: Bool)
  /// `dismiss(animated:completion:)` on the navigation controller at `level`, which presented
  /// the alert: the alert goes and every layer stays. (The same UIKit call as
  /// ``dismissPresented(byLevel:animated:)``, named apart so the host knows no layer is affected.)
  case dismissAlert(presentedFromLevel: Int, animated: Bool)
  /// The container shows a `UITabBarController` whose `viewControllers` are one navigation
  /// controller per tab of `tabs` (reused by tab name), each holding its tab's screens, with
  /// `selectedIndex` selected; that tab's navigation controller becomes level 0. Unanimated: a
  /// tab selection is instant in UIKit. The host first empties every stack that changes (and
  /// the single navigation controller, when the container was showing it), then sets them, so
  /// no view controller has two parents; what is presented over the container stays.
  case showTabs([UIKitNavigationProjection.Tab], selectedIndex: Int)
  /// The container shows the single navigation controller holding `screens` (tabs or the
  /// split view went); it becomes level 0. The host empties the tabs' navigation controllers
  /// and the split view controller's columns first.
  case showSingleStack(screens: [ScreenID])
  /// The container shows a column-style `UISplitViewController` (`init(style:)`, double or
  /// triple column as `columns.layout` says) holding the base stack in its columns: the split
  /// view came, or its layout changed (a style is set only at creation). Its columns get
  /// ``UIKitSplitColumns/placement(collapsed:)`` for its form, and its active column's
  /// navigation controller becomes level 0. The host empties every other base container first
  /// (the single navigation controller, the tabs', another split view controller's columns).
  /// Unanimated, as ``showSingleStack(screens:)``.
  case showSplit(UIKitSplitColumns)
  /// The base's split view controller (the container's, or the selected tab's), of the same
  /// layout, shows `columns`: each column's navigation controller whose stack changes gets
  /// `setViewControllers(_:animated:)`, in the order ``UIKitSplitPlacement/changes(toReach:)``
  /// gives, for the split view controller's current form (expanded: the sidebar's, content's
  /// and detail's columns; collapsed: the compact column, the whole stack). A sidebar selection
  /// is this call: it replaces the detail's stack (and the content, for three columns). Only
  /// the active column is animated.
  case setColumns(UIKitSplitColumns, animated: Bool)
  /// `pushViewController(_:animated:)` of the view controller of `screen` (made now) on the
  /// base split view controller's active column: the secondary one (the detail) while expanded,
  /// the compact one while collapsed. The step pushed exactly that screen on a detail that
  /// already showed something.
  case pushDetail(screen: ScreenID, animated: Bool)
  /// `popViewController(animated:)` on the base split view controller's active column: the
  /// step popped exactly the detail's top screen and the detail still shows something.
  case popDetail(animated: Bool)
}
