// Stand-in for UIKit's presentation, transition and alert API; see ViewControllers.swift.
import Foundation

// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@MainActor
open class UIPresentationController: NSObject {
  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
  open var presentedViewController: UIViewController { UIViewController() }
  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
  weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerview
  open var containerView: UIView? { nil }
}

// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
  // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
  open var sourceView: UIView?
  // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
  open var sourceRect: CGRect = .zero
  // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/permittedarrowdirections
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
}

// https://developer.apple.com/documentation/uikit/uipopoverarrowdirection
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
  @available(iOS 13.0, *)
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
  @available(iOS 13.0, *)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
  @available(iOS 13.0, *)
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}

// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller
// (UIKit redeclares `delegate` as `UISheetPresentationControllerDelegate`; a Swift subclass
// cannot, so the stand-in inherits its superclass's, which the host's delegate conforms to.)
@available(iOS 15.0, *)
@MainActor
open class UISheetPresentationController: UIPresentationController {
  // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent
  @MainActor
  open class Detent: NSObject {
    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      public let rawValue: String
      // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/init(_:)
      public init(_ rawValue: String) { self.rawValue = rawValue }
      // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/init(rawvalue:)
      public init(rawValue: String) { self.rawValue = rawValue }
      // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/medium
      public static let medium = Identifier("com.apple.UIKit.medium")
      // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/large
      public static let large = Identifier("com.apple.UIKit.large")
    }
    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()
    open class func medium() -> Self { fatalError() }
    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/large()
    open class func large() -> Self { fatalError() }
    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)
    @available(iOS 16.0, *)
    public static func custom(
      identifier: UISheetPresentationController.Detent.Identifier? = nil,
      resolver:
        @escaping (_ context: any UISheetPresentationControllerDetentResolutionContext)
        -> CGFloat?
    ) -> UISheetPresentationController.Detent { fatalError() }
  }
  // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents
  open var detents: [UISheetPresentationController.Detent] = []
  // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier
  open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
  // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible
  open var prefersGrabberVisible = false
  // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/animatechanges(_:)
  open func animateChanges(_ changes: () -> Void) {}
}

// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext
@available(iOS 16.0, *)
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext/maximumdetentvalue
  var maximumDetentValue: CGFloat { get }
}

// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate
@available(iOS 15.0, *)
@MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  // https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate/sheetpresentationcontrollerdidchangeselecteddetentidentifier(_:)
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isinteractive
  var isInteractive: Bool { get }
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
  var isCancelled: Bool { get }
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
  // (An Objective-C method: its Bool result may be ignored.)
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)
  @available(iOS 10.0, *)
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

// https://developer.apple.com/documentation/uikit/uialertcontroller
@MainActor
open class UIAlertController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uialertcontroller/style
  public enum Style: Int, Sendable {
    case actionSheet = 0
    case alert = 1
  }
  // https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) { self.init(nibName: nil, bundle: nil) }
  // https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
  open func addAction(_ action: UIAlertAction) {}
}

// https://developer.apple.com/documentation/uikit/uialertaction
@MainActor
open class UIAlertAction: NSObject {
  // https://developer.apple.com/documentation/uikit/uialertaction/style
  public enum Style: Int, Sendable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }
  // https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
  public convenience init(
    title: String?, style: UIAlertAction.Style,
    handler: ((UIAlertAction) -> Void)? = nil
  ) { self.init() }
}
