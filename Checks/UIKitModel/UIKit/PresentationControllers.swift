import Foundation

/// The presentation controller of a presented controller: its delegate hears of the user's
/// dismissals (see `ModelUser`), never of the app's.
// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@MainActor
open class UIPresentationController: NSObject {
  /// The controller it presents, which holds it (UIKit's holds it strongly while it presents it;
  /// the model's callbacks keep it alive while they run).
  private weak var presented: UIViewController?
  let modelRequested: ModelPresentation.Requested

  init(presented: UIViewController, requested: ModelPresentation.Requested) {
    self.presented = presented
    modelRequested = requested
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
  open var presentedViewController: UIViewController { presented ?? UIViewController() }
  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentingviewcontroller
  open var presentingViewController: UIViewController {
    presented?.modelPresentation?.presenting ?? presentedViewController
  }
  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
  weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerview
  // (the view the presentation happens in; `nil` while nothing is presented)
  open internal(set) var containerView: UIView?
  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedview
  open var presentedView: UIView? { presented?.viewIfLoaded }
}

// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
// (Optional Objective-C requirements are requirements with default implementations here; a
// default answers as UIKit does when the delegate does not implement the method.)
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
  @available(iOS 13.0, *)
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)
  @available(iOS 13.0, *)
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
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
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}

/// A popover's presentation controller.
// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
  // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
  open var sourceView: UIView?
  // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
  open var sourceRect: CGRect = .zero
  // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/barbuttonitem
  open var barButtonItem: UIBarButtonItem?
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

/// A sheet's presentation controller: its detents, the one it rests at, its grabber.
///
/// Rules:
/// - `detents` defaults to the large detent alone; `selectedDetentIdentifier` `nil` means the
///   smallest detent (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents,
///   https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier).
/// - The delegate hears `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` when
///   the user drags the sheet to another detent, never when the app sets it
///   (https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate/sheetpresentationcontrollerdidchangeselecteddetentidentifier(_:)).
/// - `animateChanges(_:)` runs the changes, animated
///   (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/animatechanges(_:)).
/// (UIKit redeclares `delegate` as `UISheetPresentationControllerDelegate`; a Swift subclass
/// cannot, so the model inherits its superclass's and calls the sheet's method when the
/// delegate adopts that protocol.)
// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller
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

    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.property
    @available(iOS 16.0, *)
    public let identifier: Identifier
    let resolver: (_ context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

    /// A detent with `identifier`, as high as `resolver` says.
    @_spi(UIKitModel)
    public required init(
      identifier: Identifier,
      resolver:
        @escaping (_ context: any UISheetPresentationControllerDetentResolutionContext)
        -> CGFloat?
    ) {
      self.identifier = identifier
      self.resolver = resolver
      super.init()
    }

    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()
    // ("approximately half the height of the screen")
    open class func medium() -> Self {
      Self(identifier: .medium) { $0.maximumDetentValue / 2 }
    }
    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/large()
    open class func large() -> Self {
      Self(identifier: .large) { $0.maximumDetentValue }
    }
    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)
    @available(iOS 16.0, *)
    public static func custom(
      identifier: UISheetPresentationController.Detent.Identifier? = nil,
      resolver:
        @escaping (_ context: any UISheetPresentationControllerDetentResolutionContext)
        -> CGFloat?
    ) -> UISheetPresentationController.Detent {
      Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
    }
    // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/resolvedvalue(in:)
    @available(iOS 16.0, *)
    public func resolvedValue(
      in context: any UISheetPresentationControllerDetentResolutionContext
    ) -> CGFloat? {
      resolver(context)
    }
  }

  // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents
  open var detents: [UISheetPresentationController.Detent] = [.large()]
  // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier
  open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
  // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible
  open var prefersGrabberVisible = false
  // https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/animatechanges(_:)
  open func animateChanges(_ changes: () -> Void) {
    changes()
  }

  /// The detent the sheet rests at: the selected one, or the smallest when none is selected.
  @_spi(UIKitModel)
  public var restingDetentIdentifier: Detent.Identifier? {
    selectedDetentIdentifier ?? smallestDetent?.identifier
  }

  private var smallestDetent: Detent? {
    let context = ModelDetentContext(maximumDetentValue: containerView?.bounds.height ?? 844)
    return detents.min { ($0.resolver(context) ?? 0) < ($1.resolver(context) ?? 0) }
  }
}

/// The context a detent's resolver gets: the sheet's greatest height.
@MainActor
final class ModelDetentContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
  let maximumDetentValue: CGFloat
  init(maximumDetentValue: CGFloat) {
    self.maximumDetentValue = maximumDetentValue
    super.init()
  }
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
