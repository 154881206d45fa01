// Stand-in for UIKit's column-style split view controller; see ViewControllers.swift.
import Foundation

// https://developer.apple.com/documentation/uikit/uisplitviewcontroller
@MainActor
open class UISplitViewController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(style:)
  @available(iOS 14.0, *)
  public init(style: UISplitViewController.Style) { super.init(nibName: nil, bundle: nil) }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.property
  @available(iOS 14.0, *)
  open var style: UISplitViewController.Style { .doubleColumn }
  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/delegate
  weak open var delegate: (any UISplitViewControllerDelegate)?
  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:)
  @available(iOS 14.0, *)
  open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {}
  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontroller(for:)
  @available(iOS 14.0, *)
  open func viewController(for column: UISplitViewController.Column) -> UIViewController? { nil }
  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed
  @available(iOS 8.0, *)
  open var isCollapsed: Bool { false }
  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferreddisplaymode
  @available(iOS 8.0, *)
  open var preferredDisplayMode: UISplitViewController.DisplayMode = .automatic
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
