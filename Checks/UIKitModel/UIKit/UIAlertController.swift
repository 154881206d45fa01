import Foundation

/// An alert or an action sheet.
///
/// Rules:
/// - A tap on one of its buttons dismisses it, then runs that action's handler with the action
///   ("a handler to execute when the user taps the button",
///   https://developer.apple.com/documentation/uikit/uialertaction; the handler runs once the
///   dismissal has completed, so it can present another controller).
/// - An action sheet in a regular width shows in a popover, which needs a source
///   (https://developer.apple.com/documentation/uikit/uialertcontroller). A tap outside that
///   popover is a dismissal by the user, which its presentation controller's delegate may
///   refuse (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:));
///   dismissed, it runs the cancel action's handler, when it has one (UIKit's behaviour, which
///   its documentation does not describe). A tap outside an alert does nothing.
// https://developer.apple.com/documentation/uikit/uialertcontroller
@MainActor
open class UIAlertController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uialertcontroller/style
  public enum Style: Int, Sendable {
    case actionSheet = 0
    case alert = 1
  }

  private var style: Style = .alert
  // https://developer.apple.com/documentation/uikit/uialertcontroller/actions
  open private(set) var actions: [UIAlertAction] = []
  // https://developer.apple.com/documentation/uikit/uialertcontroller/message
  open var message: String?
  // https://developer.apple.com/documentation/uikit/uialertcontroller/preferredstyle
  open var preferredStyle: UIAlertController.Style { style }

  // https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    style = preferredStyle
  }

  // https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
  open func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }
}

// https://developer.apple.com/documentation/uikit/uialertaction
@MainActor
open class UIAlertAction: NSObject {
  // https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
  public enum Style: Int, Sendable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }

  // https://developer.apple.com/documentation/uikit/uialertaction/title
  open private(set) var title: String?
  // https://developer.apple.com/documentation/uikit/uialertaction/style-swift.property
  open private(set) var style: UIAlertAction.Style = .default
  // https://developer.apple.com/documentation/uikit/uialertaction/isenabled
  open var isEnabled = true
  private var handler: ((UIAlertAction) -> Void)?

  // https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
  public convenience init(
    title: String?, style: UIAlertAction.Style,
    handler: ((UIAlertAction) -> Void)? = nil
  ) {
    self.init()
    self.title = title
    self.style = style
    self.handler = handler
  }

  /// The user chose it.
  func modelPerform() {
    handler?(self)
  }
}
