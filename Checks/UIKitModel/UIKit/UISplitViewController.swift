import Foundation

/// A column-style split view controller: a view controller per column; expanded it shows the
/// primary, supplementary (triple column) and secondary columns side by side, collapsed (a
/// compact width) the compact column's controller alone.
///
/// Rules:
/// - `init(style:)` fixes the style (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(style:));
///   `setViewController(_:for:)` and `viewController(for:)` set and read a column's controller
///   (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:)).
///   (UIKit wraps a column's controller that is not a navigation controller in one; the model
///   keeps it as it is given.)
/// - It collapses when it finds itself in a horizontally compact environment and expands in a
///   regular one ("Collapsing happens when the split view controller transitions from a
///   horizontally regular to a horizontally compact environment",
///   https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed).
///   Collapsed, it shows the compact column's controller
///   (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/compact).
/// - Collapsing asks the delegate's `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`
///   before and tells `splitViewControllerDidCollapse(_:)` after; expanding asks
///   `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)` before and tells
///   `splitViewControllerDidExpand(_:)` after
///   (https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:),
///   https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerdidcollapse(_:)).
///   The model collapses or expands when the window's width class changes, and when the split
///   view controller first finds itself in a window of the other class.
// https://developer.apple.com/documentation/uikit/uisplitviewcontroller
@MainActor
open class UISplitViewController: UIViewController {
  private let columnStyle: UISplitViewController.Style
  private var columns: [UISplitViewController.Column: UIViewController] = [:]
  private var collapsed = false

  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(style:)
  @available(iOS 14.0, *)
  public init(style: UISplitViewController.Style) {
    columnStyle = style
    super.init(nibName: nil, bundle: nil)
  }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    columnStyle = .unspecified
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) {
    columnStyle = .unspecified
    super.init(coder: coder)
  }

  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.property
  @available(iOS 14.0, *)
  open var style: UISplitViewController.Style { columnStyle }
  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/delegate
  weak open var delegate: (any UISplitViewControllerDelegate)?
  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed
  @available(iOS 8.0, *)
  open var isCollapsed: Bool { collapsed }
  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferreddisplaymode
  @available(iOS 8.0, *)
  open var preferredDisplayMode: UISplitViewController.DisplayMode = .automatic

  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:)
  @available(iOS 14.0, *)
  open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
    if let old = columns[column], old !== vc {
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    columns[column] = vc
    if let vc, vc.parent !== self {
      addChild(vc)
    }
    showColumnViews()
  }

  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontroller(for:)
  @available(iOS 14.0, *)
  open func viewController(for column: UISplitViewController.Column) -> UIViewController? {
    columns[column]
  }

  open override func loadView() {
    view = UIView()
    showColumnViews()
  }

  /// The columns shown: the compact one collapsed (or the primary without one); expanded, the
  /// primary, the supplementary (triple column) and the secondary.
  private var shownColumns: [UISplitViewController.Column] {
    if collapsed {
      return columns[.compact] != nil ? [.compact] : [.primary]
    }
    return columnStyle == .tripleColumn
      ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
  }

  private func showColumnViews() {
    guard let container = viewIfLoaded else { return }
    let shown = shownColumns.compactMap { columns[$0] }
    for subview in container.subviews
    where !shown.contains(where: { $0.viewIfLoaded === subview }) {
      subview.removeFromSuperview()
    }
    for controller in shown where controller.view.superview !== container {
      controller.view.frame = container.bounds
      container.addSubview(controller.view)
    }
  }

  override func modelTraitsMayHaveChanged() {
    guard let window = viewIfLoaded?.window ?? modelWindow else { return }
    let shouldCollapse = window.modelSizeClass != .regular
    guard shouldCollapse != collapsed else { return }
    if shouldCollapse {
      let proposed: UISplitViewController.Column = columns[.compact] != nil ? .compact : .secondary
      _ = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed)
      collapsed = true
      showColumnViews()
      delegate?.splitViewControllerDidCollapse(self)
    } else {
      _ = delegate?.splitViewController(
        self, displayModeForExpandingToProposedDisplayMode: preferredDisplayMode)
      collapsed = false
      showColumnViews()
      delegate?.splitViewControllerDidExpand(self)
    }
  }
}

extension UISplitViewController {
  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum
  @available(iOS 14.0, *)
  public enum Style: Int, @unchecked Sendable {
    case unspecified = 0
    case doubleColumn = 1
    case tripleColumn = 2
  }

  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column
  @available(iOS 14.0, *)
  public enum Column: Int, @unchecked Sendable {
    case primary = 0
    case supplementary = 1
    case secondary = 2
    case compact = 3
  }

  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum
  @available(iOS 8.0, *)
  public enum DisplayMode: Int, @unchecked Sendable {
    case automatic = 0
    case secondaryOnly = 1
    case oneBesideSecondary = 2
    case oneOverSecondary = 3
    case twoBesideSecondary = 4
    case twoOverSecondary = 5
    case twoDisplaceSecondary = 6
  }
}

// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate
@MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:)
  @available(iOS 14.0, *)
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column
  // https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:displaymodeforexpandingtoproposeddisplaymode:)
  @available(iOS 14.0, *)
  func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
      .DisplayMode
  ) -> UISplitViewController.DisplayMode
  // https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerdidcollapse(_:)
  @available(iOS 14.0, *)
  func splitViewControllerDidCollapse(_ svc: UISplitViewController)
  // https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerdidexpand(_:)
  @available(iOS 14.0, *)
  func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
  public func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column { proposedTopColumn }
  public func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
      .DisplayMode
  ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
  public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
  public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
